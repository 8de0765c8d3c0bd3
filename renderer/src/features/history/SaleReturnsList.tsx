import type { SaleView } from '../../../../shared/bridge/views/returns';
import { useMessages, useRichMessages } from '../../i18n/I18nProvider';
import { DateText, MoneyText, formatNumber, useLocale } from '../../ui';

/** The sale's returns: when, by whom (and which manager approved), what came back and how it was refunded. */
export function SaleReturnsList({ sale }: { sale: SaleView }) {
  const locale = useLocale();
  const t = useMessages();
  const rich = useRichMessages();
  return (
    <section aria-labelledby="history-returns-title" className="history__returns">
      <h3 id="history-returns-title">{t('history.returns')}</h3>
      <ul>
        {sale.returns.map((saleReturn) => (
          <li key={saleReturn.returnId} className="history__return">
            <span>
              {saleReturn.approvedBy
                ? rich('history.returns.byApproved', {
                    date: <DateText value={saleReturn.createdAt} />,
                    associate: saleReturn.associate,
                    manager: saleReturn.approvedBy,
                  })
                : rich('history.returns.by', {
                    date: <DateText value={saleReturn.createdAt} />,
                    associate: saleReturn.associate,
                  })}
              {saleReturn.receipt ? null : ` ${t('history.returns.noReceipt')}`}
            </span>
            <span>
              {saleReturn.lines
                .map((line) => `${formatNumber(line.quantity, locale)} × ${line.title}`)
                .join(', ')}
            </span>
            <span>
              {rich('history.returns.refunded', {
                refunds: saleReturn.refunds.map((refund, index) => (
                  <span key={`${refund.method}-${index}`}>
                    {index > 0 ? ' + ' : ''}
                    {rich('history.returns.refundPart', {
                      amount: <MoneyText value={refund.amount} />,
                      method: refund.method,
                    })}
                  </span>
                )),
              })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
