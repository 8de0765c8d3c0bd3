// How the store handles cash, as a choice of three: not at all, integrated drawers the app opens, or
// drawers opened by hand — each with what it means.
import type { CashOperationMode } from '../../../../shared/cash/transaction-types';
import { useMessages } from '../../i18n/I18nProvider';
import { Panel } from '../../ui';
import { modeDescription, modeTitle } from './cash-labels';

const MODES: readonly CashOperationMode[] = ['none', 'integrated', 'non_integrated'];

export function ModeChoices({
  value,
  onChange,
}: {
  value: CashOperationMode;
  onChange(mode: CashOperationMode): void;
}) {
  const t = useMessages();
  return (
    <Panel title={t('cash.setup.mode')}>
      <div className="mode-choices" role="radiogroup" aria-label={t('cash.setup.modeGroup')}>
        {MODES.map((mode) => (
          <label key={mode} className="cash-choice cash-choice--wide">
            <input
              type="radio"
              name="operation-mode"
              value={mode}
              checked={value === mode}
              onChange={() => onChange(mode)}
            />
            <span className="cash-choice__title">{modeTitle(t, mode)}</span>
            <span className="cash-choice__hint">{modeDescription(t, mode)}</span>
          </label>
        ))}
      </div>
    </Panel>
  );
}
