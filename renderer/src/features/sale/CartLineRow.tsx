// One cart line: title, colour and size, unit price, quantity (editable in the cart, fixed during payment),
// line total and remove.
import { useMessages, useRichMessages } from '../../i18n/I18nProvider';
import { usePosStoreApi } from '../../store/pos-store';
import { IconButton, MoneyText } from '../../ui';
import { lineTotalOf, unitPriceOf, type CartLine } from '../../domain/cart-math';
import { LineQuantityStepper } from './LineQuantityStepper';

export function CartLineRow({
  line,
  editable,
  highlighted,
}: {
  line: CartLine;
  editable: boolean;
  highlighted: boolean;
}) {
  const api = usePosStoreApi();
  const t = useMessages();
  const rich = useRichMessages();
  const { product, quantity } = line;
  const details = [product.color, product.size].filter(Boolean);
  return (
    <li
      className={['sale-line', highlighted ? 'sale-line--highlight' : ''].join(' ')}
      aria-label={product.title}
    >
      <div className="sale-line__text">
        <span className="sale-line__title">{product.title}</span>
        <span className="sale-line__meta">
          {details.join(' · ')}
          {details.length > 0 ? ' · ' : ''}
          {rich('sale.line.each', { price: <MoneyText value={unitPriceOf(line)} /> })}
        </span>
      </div>
      {editable ? (
        <LineQuantityStepper productId={product.productId} title={product.title} quantity={quantity} />
      ) : (
        <span className="sale-line__fixed-quantity" aria-label={t('sale.line.quantity', { quantity })}>
          × {quantity}
        </span>
      )}
      <MoneyText value={lineTotalOf(line)} className="sale-line__total" />
      {editable ? (
        <IconButton
          icon="close"
          label={t('sale.line.remove', { title: product.title })}
          className="sale-line__remove"
          onClick={() => api.getState().removeLine(product.productId)}
        />
      ) : null}
    </li>
  );
}
