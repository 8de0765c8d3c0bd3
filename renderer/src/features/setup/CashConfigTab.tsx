// Cash settings of the whole business: whether cash management is available and cash is rounded (the
// application configuration), whether associates see the expected amount when they count a drawer, and the
// United States stores whose cash tenders are rounded (other countries round by their own rules).
import { useMemo, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { Store } from '../../../../shared/contract/store';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import type { SetupConfigs } from '../../store/setup-slice';
import { useSetupFieldError } from './use-setup-field-error';
import { idleLockSeconds } from '../../../../shared/contract/app-config';
import { Icon, Panel, Select, StatusBadge } from '../../ui';
import { SaveBar, ToggleField } from './SetupControls';
import type { Translate } from './setup-labels';
import { useMessages } from '../../i18n/I18nProvider';

export function CashConfigTab() {
  const { configs, stores } = usePosStore(
    useShallow((state) => ({ configs: state.setupConfigs, stores: state.setupStores })),
  );
  if (!configs) return null;
  return (
    <div className="cash-config">
      <div className="cash-config__column">
        <AppConfigPanel key={JSON.stringify(configs.app)} app={configs.app} />
        <CashDrawerPanel key={JSON.stringify(configs.cashDrawer)} cashDrawer={configs.cashDrawer} />
      </div>
      <RoundingPanel
        key={configs.rounding.enabled_store_ids.join(',')}
        enabled={configs.rounding.enabled_store_ids}
        roundingOn={configs.app.release_toggles.cash_rounding_enabled}
        stores={stores}
      />
    </div>
  );
}

/** The idle times a business picks from (seconds); a value set elsewhere is offered as it is. */
const IDLE_LOCK_CHOICES: readonly number[] = [30, 60, 120, 300, 600, 900, 1800, 3600, 0];

/** "After 5 minutes", "Never by itself". */
function idleLockLabel(seconds: number, t: Translate): string {
  if (seconds === 0) return t('setup.idleLock.never');
  if (seconds % 3600 === 0) return t('setup.idleLock.hours', { count: seconds / 3600 });
  if (seconds % 60 === 0) return t('setup.idleLock.minutes', { count: seconds / 60 });
  return t('setup.idleLock.seconds', { count: seconds });
}

function idleLockOptions(current: number, t: Translate) {
  const choices = IDLE_LOCK_CHOICES.includes(current) ? IDLE_LOCK_CHOICES : [...IDLE_LOCK_CHOICES, current];
  return choices.map((seconds) => ({ value: String(seconds), label: idleLockLabel(seconds, t) }));
}

function AppConfigPanel({ app }: { app: SetupConfigs['app'] }) {
  const t = useMessages();
  const setupFieldError = useSetupFieldError();
  const api = usePosStoreApi();
  const saveStatus = usePosStore((state) => state.setupSaves.app);
  const [cashManagement, setCashManagement] = useState(app.capabilities.cash_management);
  const [cashRounding, setCashRounding] = useState(app.release_toggles.cash_rounding_enabled);
  const [idleLock, setIdleLock] = useState(idleLockSeconds(app));
  const error = saveStatus.status === 'failed' ? saveStatus.error : null;
  return (
    <Panel title={t('setup.cash.app')}>
      <ToggleField
        label={t('setup.cash.management')}
        checked={cashManagement}
        onChange={setCashManagement}
        error={setupFieldError(error, 'capabilities.cash_management')}
        description={t('setup.cash.management.about')}
      />
      <ToggleField
        label={t('setup.cash.rounding')}
        checked={cashRounding}
        onChange={setCashRounding}
        error={setupFieldError(error, 'release_toggles.cash_rounding_enabled')}
        description={t('setup.cash.rounding.about')}
      />
      <Select
        label={t('setup.cash.idleLock')}
        value={String(idleLock)}
        options={idleLockOptions(idleLock, t)}
        onValueChange={(value) => setIdleLock(Number(value))}
        error={setupFieldError(error, 'security.idle_lock_seconds')}
        hint={t('setup.cash.idleLock.hint')}
      />
      <SaveBar
        status={saveStatus}
        label={t('setup.cash.app.save')}
        onSave={() =>
          void api.getState().saveAppConfig({
            capabilities: { cash_management: cashManagement },
            release_toggles: { cash_rounding_enabled: cashRounding },
            security: { idle_lock_seconds: idleLock },
          })
        }
      />
    </Panel>
  );
}

function CashDrawerPanel({ cashDrawer }: { cashDrawer: SetupConfigs['cashDrawer'] }) {
  const t = useMessages();
  const setupFieldError = useSetupFieldError();
  const api = usePosStoreApi();
  const saveStatus = usePosStore((state) => state.setupSaves.cashDrawer);
  const [expose, setExpose] = useState(cashDrawer.expose_count_expected_amount);
  return (
    <Panel title={t('setup.cash.drawers')}>
      <ToggleField
        label={t('setup.cash.expose')}
        checked={expose}
        onChange={setExpose}
        error={setupFieldError(saveStatus.error, 'expose_count_expected_amount')}
        description={t('setup.cash.expose.about')}
      />
      <SaveBar
        status={saveStatus}
        label={t('setup.cash.drawers.save')}
        onSave={() =>
          void api.getState().saveCashDrawerConfig({ ...cashDrawer, expose_count_expected_amount: expose })
        }
      />
    </Panel>
  );
}

function RoundingPanel({
  enabled,
  roundingOn,
  stores,
}: {
  enabled: readonly string[];
  roundingOn: boolean;
  stores: readonly Store[];
}) {
  const t = useMessages();
  const setupFieldError = useSetupFieldError();
  const api = usePosStoreApi();
  const saveStatus = usePosStore((state) => state.setupSaves.rounding);
  const [chosen, setChosen] = useState<readonly string[]>(enabled);
  const [sent, setSent] = useState<readonly string[]>(enabled);
  const [showOthers, setShowOthers] = useState(false);
  const error = saveStatus.status === 'failed' ? saveStatus.error : null;
  /** The platform names refused stores by their position in what was sent. */
  const reasonFor = (storeId: string) => {
    const index = sent.indexOf(storeId);
    return index === -1 ? undefined : setupFieldError(error, `enabled_store_ids.${index}`);
  };
  const byLabel = (a: Store, b: Store) => a.label.localeCompare(b.label);
  const usStores = useMemo(
    () => stores.filter((store) => store.physical_address.country_code === 'US').sort(byLabel),
    [stores],
  );
  const otherStores = useMemo(
    () => stores.filter((store) => store.physical_address.country_code !== 'US').sort(byLabel),
    [stores],
  );
  const toggle = (storeId: string, on: boolean) =>
    setChosen((current) => (on ? [...current, storeId] : current.filter((id) => id !== storeId)));
  const shownOthers = showOthers
    ? otherStores
    : otherStores.filter((store) => chosen.includes(store.store_id));

  const row = (store: Store) => (
    <RoundingStoreItem
      key={store.store_id}
      store={store}
      chosen={chosen.includes(store.store_id)}
      reason={reasonFor(store.store_id)}
      onToggle={(on) => toggle(store.store_id, on)}
    />
  );

  return (
    <Panel title={t('setup.cash.roundingStores')} className="rounding-panel">
      <p className="setup-muted">
        {roundingOn ? t('setup.cash.roundingStores.about') : t('setup.cash.roundingStores.aboutOff')}
      </p>
      <ul className="rounding-stores" aria-label={t('setup.cash.usStores')}>
        {usStores.map(row)}
      </ul>
      {otherStores.length > 0 ? (
        <>
          <ToggleField
            label={t('setup.cash.others')}
            checked={showOthers}
            onChange={setShowOthers}
            description={t('setup.cash.others.about')}
          />
          {shownOthers.length > 0 ? (
            <ul className="rounding-stores" aria-label={t('setup.cash.otherStores')}>
              {shownOthers.map(row)}
            </ul>
          ) : null}
        </>
      ) : null}
      <SaveBar
        status={saveStatus}
        label={t('setup.cash.roundingStores.save')}
        onSave={() => {
          setSent(chosen);
          void api.getState().saveRoundingConfig({ enabled_store_ids: [...chosen] });
        }}
        savedMessage={t('setup.cash.roundingStores.saved', { count: chosen.length })}
      />
    </Panel>
  );
}

function RoundingStoreItem({
  store,
  chosen,
  reason,
  onToggle,
}: {
  store: Store;
  chosen: boolean;
  /** The platform's reason for refusing the store. */
  reason: string | undefined;
  onToggle: (on: boolean) => void;
}) {
  const t = useMessages();
  const us = store.physical_address.country_code === 'US';
  return (
    <li className={`rounding-store${reason ? ' rounding-store--invalid' : ''}`}>
      <label className="rounding-store__label">
        <input
          type="checkbox"
          checked={chosen}
          onChange={(event) => onToggle(event.target.checked)}
          aria-describedby={reason ? `rounding-${store.store_id}-reason` : undefined}
        />
        <span className="rounding-store__name" translate="no">
          <strong>{store.label}</strong>
          <span className="setup-muted">
            {store.physical_address.city}, {store.physical_address.country_code} · {store.store_id}
          </span>
        </span>
        {us ? null : <StatusBadge tone="warning">{t('setup.cash.notUs')}</StatusBadge>}
      </label>
      {reason ? (
        <span id={`rounding-${store.store_id}-reason`} className="field__error">
          <Icon name="alert" size={16} />
          {reason}
        </span>
      ) : null}
    </li>
  );
}
