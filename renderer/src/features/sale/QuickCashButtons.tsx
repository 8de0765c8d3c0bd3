import { quickCashAmounts } from '../../../../shared/cash/denominations';
import type { Money } from '../../../../shared/money';
import { useMessages } from '../../i18n/I18nProvider';
import { MoneyText } from '../../ui';

/** "Exact" and the next amounts in the store's bills; a press hands the amount and the button pressed. */
export function QuickCashButtons(props: {
  cashDue: Money;
  disabled: boolean;
  onTake(amount: Money, button: HTMLButtonElement): void;
}) {
  const { cashDue, disabled, onTake } = props;
  const t = useMessages();
  return (
    <div className="tender__quick" role="group" aria-label={t('sale.tender.quickCash')}>
      <button
        type="button"
        className="tender__quick-button"
        disabled={disabled}
        onClick={(event) => onTake(cashDue, event.currentTarget)}
      >
        {/* Named by what it shows ("Exact $10.05"), in every language: a screen-reader user and a
            voice-control user say the same words. */}
        <span className="tender__quick-kind">{t('sale.tender.exact')}</span> <MoneyText value={cashDue} />
      </button>
      {quickCashAmounts(cashDue).map((amount) => (
        <button
          key={amount.minor}
          type="button"
          className="tender__quick-button"
          disabled={disabled}
          onClick={(event) => onTake(amount, event.currentTarget)}
        >
          <MoneyText value={amount} />
        </button>
      ))}
    </div>
  );
}
