// Setup → Returns: above which refund a return needs a manager, per currency the business sells in. The
// platform checks and keeps it; every counter asks for a manager on the spot from the next return.
import { useEffect, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { ReturnConfig } from '../../../../shared/contract/return-config';
import { formatMoney, parseMoney } from '../../../../shared/money';
import { useMessages } from '../../i18n/I18nProvider';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import {
  useErrorText,
  EmptyState,
  ErrorState,
  LoadingBlock,
  Panel,
  TextField,
  errorWhatToDo,
  exampleAmount,
  useLocale,
} from '../../ui';
import { SaveBar } from './SetupControls';
import { readReturnLimits, returnLimitsDraftOf, type ReturnLimitDraft } from './return-limits-draft';

export function ReturnsConfigTab() {
  const api = usePosStoreApi();
  const t = useMessages();
  const { stores, config, load } = usePosStore(
    useShallow((state) => ({
      stores: state.setupStores,
      config: state.returnConfig,
      load: state.returnConfigLoad,
    })),
  );
  useEffect(() => {
    void api.getState().loadReturnConfig();
  }, [api]);

  if (load.status === 'failed' && load.error) {
    return (
      <ErrorState
        title={t('returnsSetup.loadFailed')}
        message={load.error.message}
        whatToDo={errorWhatToDo(load.error)}
        code={load.error.code}
        values={load.error.values}
        onRetry={() => void api.getState().loadReturnConfig()}
      />
    );
  }
  if (!config) return <LoadingBlock label={t('returnsSetup.loading')} />;
  const draft = returnLimitsDraftOf(config, stores);
  if (draft.length === 0) {
    return (
      <EmptyState icon="store" title={t('returnsSetup.noStores')} message={t('returnsSetup.noStores.more')} />
    );
  }
  // A new answer from the platform (a save, a refresh) starts the form again from what it keeps.
  return <ReturnLimitsForm key={JSON.stringify(config)} config={config} initial={draft} />;
}

function ReturnLimitsForm({ config, initial }: { config: ReturnConfig; initial: ReturnLimitDraft[] }) {
  const api = usePosStoreApi();
  const t = useMessages();
  const { reason: fieldReason } = useErrorText();
  const locale = useLocale();
  const saveStatus = usePosStore((state) => state.returnConfigSave);
  const [draft, setDraft] = useState(initial);
  const [notAmounts, setNotAmounts] = useState<string[]>([]);
  const refusal = saveStatus.status === 'failed' ? saveStatus.error : null;

  function errorFor(currency: string): string | undefined {
    if (notAmounts.includes(currency))
      return t('returnsSetup.amount.notAnAmount', { example: exampleAmount(currency, locale) });
    const reason = fieldReason(refusal, `manager_approval_above.${currency}`);
    return reason ? t('returnsSetup.amount.refused', { reason }) : undefined;
  }

  function save() {
    const reading = readReturnLimits(draft, locale);
    setNotAmounts(reading.ok ? [] : reading.notAmounts);
    if (reading.ok) void api.getState().saveReturnConfig(reading.config);
  }

  const limitText = (currency: string): string | null => {
    const limit = config.manager_approval_above[currency];
    const parsed = limit === undefined ? null : parseMoney(limit, currency);
    return parsed?.ok ? formatMoney(parsed.money, locale) : null;
  };
  const savedLimits = draft.map((entry) => limitText(entry.currency)).filter((text) => text !== null);

  return (
    <div className="returns-config">
      <Panel title={t('returnsSetup.panel')}>
        <p className="setup-muted">{t('returnsSetup.about')}</p>
        <div className="form-grid form-grid--3">
          {draft.map((entry) => {
            const now = limitText(entry.currency);
            return (
              <TextField
                key={entry.currency}
                label={t('returnsSetup.amount.label', { currency: entry.currency })}
                value={entry.amount}
                inputMode="decimal"
                onValueChange={(amount) =>
                  setDraft((current) =>
                    current.map((other) =>
                      other.currency === entry.currency ? { ...other, amount } : other,
                    ),
                  )
                }
                error={errorFor(entry.currency)}
                hint={`${t('returnsSetup.amount.stores', { count: entry.storeCount, currency: entry.currency })} ${
                  now ? t('returnsSetup.amount.now', { amount: now }) : t('returnsSetup.amount.noLimit')
                }`}
              />
            );
          })}
        </div>
      </Panel>
      <SaveBar
        status={saveStatus}
        label={t('returnsSetup.save')}
        onSave={save}
        savedMessage={
          savedLimits.length === 0
            ? t('returnsSetup.saved.none')
            : t('returnsSetup.saved.limits', {
                limits: new Intl.ListFormat(locale, { type: 'conjunction' }).format(savedLimits),
              })
        }
      />
    </div>
  );
}
