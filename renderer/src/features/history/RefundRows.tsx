// The refund tender by tender ("Cash refund (cash rounding -$0.02)"), then the total refunded: the same
// rows before the return (its preview) and after it (what the platform refunded).
import type { MoneyView } from '../../../../shared/bridge/views/money';
import { formatSignedMoney } from '../../../../shared/money';
import { useMessages } from '../../i18n/I18nProvider';
import { MoneyText, useLocale } from '../../ui';

export function RefundRows({
  refunds,
  totalRefunded,
  rowClassName,
}: {
  refunds: readonly { method: 'cash' | 'card'; amount: MoneyView; roundingAdjustment: MoneyView }[];
  totalRefunded: MoneyView;
  /** The row class of the list it is in; `<class>--strong` marks the total. */
  rowClassName: string;
}) {
  const locale = useLocale();
  const t = useMessages();
  return (
    <>
      {refunds.map((refund) => (
        <div className={rowClassName} key={refund.method}>
          <dt>
            {refund.roundingAdjustment.minor !== 0
              ? t('history.cashRounding', {
                  label: t('history.refund.label', { method: refund.method }),
                  adjustment: formatSignedMoney(refund.roundingAdjustment, locale),
                })
              : t('history.refund.label', { method: refund.method })}
          </dt>
          <dd>
            <MoneyText value={refund.amount} />
          </dd>
        </div>
      ))}
      <div className={`${rowClassName} ${rowClassName}--strong`}>
        <dt>{t('history.refund.total')}</dt>
        <dd>
          <MoneyText value={totalRefunded} />
        </dd>
      </div>
    </>
  );
}
