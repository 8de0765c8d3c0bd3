// The refund tender by tender ("Cash refund (cash rounding -$0.02)"), then the total refunded: the same
// rows before the return (its preview) and after it (what the platform refunded).
import type { MoneyView } from '../../../../shared/bridge/views/money';
import { formatSignedMoney } from '../../../../shared/money';
import { MoneyText, useLocale } from '../../ui';
import { tenderName } from './history-labels';

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
  return (
    <>
      {refunds.map((refund) => (
        <div className={rowClassName} key={refund.method}>
          <dt>
            {tenderName(refund.method)} refund
            {refund.roundingAdjustment.minor !== 0
              ? ` (cash rounding ${formatSignedMoney(refund.roundingAdjustment, locale)})`
              : ''}
          </dt>
          <dd>
            <MoneyText value={refund.amount} />
          </dd>
        </div>
      ))}
      <div className={`${rowClassName} ${rowClassName}--strong`}>
        <dt>Total refunded</dt>
        <dd>
          <MoneyText value={totalRefunded} />
        </dd>
      </div>
    </>
  );
}
