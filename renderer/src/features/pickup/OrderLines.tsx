// The order's lines as ordered: product, codes, quantity, unit price and line total, then the order total.
import type { PickupOrder } from '../../../../shared/bridge/views/pickup';
import { MoneyText, formatNumber, useLocale } from '../../ui';

export function OrderLines({ order, title = 'Items' }: { order: PickupOrder; title?: string }) {
  const locale = useLocale();
  return (
    <section className="panel" aria-labelledby="order-lines-title">
      <header className="panel__header">
        <h2 id="order-lines-title">{title}</h2>
        <span className="panel__header-note">
          {formatNumber(order.itemCount, locale)} {order.itemCount === 1 ? 'item' : 'items'}
        </span>
      </header>
      <table className="lines-table">
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col" className="num">
              Qty
            </th>
            <th scope="col" className="num">
              Unit price
            </th>
            <th scope="col" className="num">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, index) => (
            <tr key={`${line.productId}-${index}`}>
              <td>
                <div className="lines-table__title">
                  {line.title}
                  {line.variant ? (
                    <>
                      {' '}
                      <span className="pick-line__variant">{line.variant}</span>
                    </>
                  ) : null}
                </div>
                <div className="lines-table__codes">
                  {line.sku ? <span>SKU {line.sku}</span> : null}
                  {line.ean ? <span>EAN {line.ean}</span> : null}
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
              Order total
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
