// The order's lines as ordered: product, codes, quantity, unit price and line total, then the order total.
import type { PickupOrder } from '../../../../shared/bridge/views/pickup';
import { useMessages } from '../../i18n/I18nProvider';
import { MoneyText, formatNumber, useLocale } from '../../ui';
import { LineCodes, LineTitle } from './LineProduct';

export function OrderLines({ order, title }: { order: PickupOrder; title?: string }) {
  const locale = useLocale();
  const t = useMessages();
  return (
    <section className="panel" aria-labelledby="order-lines-title">
      <header className="panel__header">
        <h2 id="order-lines-title">{title ?? t('pickup.lines.title')}</h2>
        <span className="panel__header-note">{t('pickup.lines.count', { count: order.itemCount })}</span>
      </header>
      <table className="lines-table">
        <thead>
          <tr>
            <th scope="col">{t('pickup.lines.product')}</th>
            <th scope="col" className="num">
              {t('pickup.lines.quantity')}
            </th>
            <th scope="col" className="num">
              {t('pickup.lines.unitPrice')}
            </th>
            <th scope="col" className="num">
              {t('pickup.lines.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, index) => (
            <tr key={`${line.productId}-${index}`}>
              <td>
                <div className="lines-table__title">
                  <LineTitle line={line} />
                </div>
                <div className="lines-table__codes">
                  <LineCodes line={line} />
                </div>
              </td>
              <td className="num">{formatNumber(line.quantity, locale)}</td>
              <td className="num">
                <MoneyText value={line.unitPrice} />
              </td>
              <td className="num">
                <MoneyText value={line.lineTotal} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {t('pickup.lines.orderTotal')}
            </th>
            <td className="num">
              <MoneyText value={order.total} />
            </td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
