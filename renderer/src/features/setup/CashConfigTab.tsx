// Cash settings of the whole business: whether cash management is available and cash is rounded (the
// application configuration), whether associates see the expected amount when they count a drawer, and the
// United States stores whose cash tenders are rounded (other countries round by their own rules).
import { useMemo, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { Store } from '../../../../shared/contract/store';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { setupFieldError, type SetupConfigs } from '../../store/setup-slice';
import { idleLockSeconds } from '../../../../shared/contract/app-config';
import { Icon, Panel, Select, StatusBadge } from '../../ui';
import { SaveBar, ToggleField } from './SetupControls';

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
const IDLE_LOCK_CHOICES: ReadonlyArray<{ seconds: number; label: string }> = [
  { seconds: 30, label: 'After 30 seconds' },
  { seconds: 60, label: 'After 1 minute' },
  { seconds: 120, label: 'After 2 minutes' },
  { seconds: 300, label: 'After 5 minutes' },
  { seconds: 600, label: 'After 10 minutes' },
  { seconds: 900, label: 'After 15 minutes' },
  { seconds: 1800, label: 'After 30 minutes' },
  { seconds: 3600, label: 'After 1 hour' },
  { seconds: 0, label: 'Never by itself' },
];

function idleLockOptions(current: number) {
  const known = IDLE_LOCK_CHOICES.some((choice) => choice.seconds === current);
  const choices = known
    ? IDLE_LOCK_CHOICES
    : [...IDLE_LOCK_CHOICES, { seconds: current, label: `After ${current} seconds` }];
  return choices.map((choice) => ({ value: String(choice.seconds), label: choice.label }));
}

function AppConfigPanel({ app }: { app: SetupConfigs['app'] }) {
  const api = usePosStoreApi();
  const saveStatus = usePosStore((state) => state.setupSaves.app);
  const [cashManagement, setCashManagement] = useState(app.capabilities.cash_management);
  const [cashRounding, setCashRounding] = useState(app.release_toggles.cash_rounding_enabled);
  const [idleLock, setIdleLock] = useState(idleLockSeconds(app));
  const error = saveStatus.status === 'failed' ? saveStatus.error : null;
  return (
    <Panel title="Application">
      <ToggleField
        label="Cash management"
        checked={cashManagement}
        onChange={setCashManagement}
        error={setupFieldError(error, 'capabilities.cash_management')}
        description="Makes drawers, counts and the daily close available in every store. Each store still sets up its own drawers."
      />
      <ToggleField
        label="Cash rounding"
        checked={cashRounding}
        onChange={setCashRounding}
        error={setupFieldError(error, 'release_toggles.cash_rounding_enabled')}
        description="Rounds cash tenders in every country that requires it (Canada, Australia, Switzerland…). In the United States only the stores listed under Cash rounding in US stores round."
      />
      <Select
        label="Lock idle workstations"
        value={String(idleLock)}
        options={idleLockOptions(idleLock)}
        onValueChange={(value) => setIdleLock(Number(value))}
        error={setupFieldError(error, 'security.idle_lock_seconds')}
        hint="A shared counter locks its screen when nobody has touched it for this long; the associate unlocks it with their PIN or password."
      />
      <SaveBar
        status={saveStatus}
        label="Save application settings"
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
  const api = usePosStoreApi();
  const saveStatus = usePosStore((state) => state.setupSaves.cashDrawer);
  const [expose, setExpose] = useState(cashDrawer.expose_count_expected_amount);
  return (
    <Panel title="Cash drawers">
      <ToggleField
        label="Show the expected amount during cash audits"
        checked={expose}
        onChange={setExpose}
        error={setupFieldError(saveStatus.error, 'expose_count_expected_amount')}
        description="Off: associates count blind and only managers see what the drawer should hold."
      />
      <SaveBar
        status={saveStatus}
        label="Save drawer settings"
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
    <Panel title="Cash rounding in US stores" className="rounding-panel">
      <p className="setup-muted">
        The United States has no national rule: cash tenders are rounded to the nearest 0.05 only in the
        stores ticked here{roundingOn ? '' : ', and only once cash rounding is on'}.
      </p>
      <ul className="rounding-stores" aria-label="United States stores">
        {usStores.map(row)}
      </ul>
      {otherStores.length > 0 ? (
        <>
          <ToggleField
            label="Show stores in other countries"
            checked={showOthers}
            onChange={setShowOthers}
            description="They round by their country's rules; the platform does not list them here."
          />
          {shownOthers.length > 0 ? (
            <ul className="rounding-stores" aria-label="Stores in other countries">
              {shownOthers.map(row)}
            </ul>
          ) : null}
        </>
      ) : null}
      <SaveBar
        status={saveStatus}
        label="Save rounding stores"
        onSave={() => {
          setSent(chosen);
          void api.getState().saveRoundingConfig({ enabled_store_ids: [...chosen] });
        }}
        savedMessage={`Saved: ${chosen.length} ${chosen.length === 1 ? 'store rounds' : 'stores round'} cash.`}
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
        <span className="rounding-store__name">
          <strong>{store.label}</strong>
          <span className="setup-muted">
            {store.physical_address.city}, {store.physical_address.country_code} · {store.store_id}
          </span>
        </span>
        {us ? null : <StatusBadge tone="warning">Not in the US</StatusBadge>}
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
