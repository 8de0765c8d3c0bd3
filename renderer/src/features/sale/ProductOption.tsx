// One product of the search results: title, colour, size, SKU and barcode, its price in the store (or "No
// price", not addable), placed by the virtualised list at its offset. A press adds it; the search field keeps
// the focus.
import type { ProductSummary } from '../../../../shared/bridge/views/catalog';
import { useMessages } from '../../i18n/I18nProvider';
import { Icon, MoneyText } from '../../ui';

/** Every row has the same height, so the list can place the visible ones without measuring them. */
export const PRODUCT_ROW_HEIGHT = 64;

export function ProductOption({
  id,
  product,
  active,
  top,
  onPick,
}: {
  id: string;
  product: ProductSummary;
  active: boolean;
  top: number;
  onPick: () => void;
}) {
  const t = useMessages();
  const details = [
    product.color,
    product.size,
    product.sku ? t('sale.product.sku', { sku: product.sku }) : null,
  ].filter(Boolean);
  return (
    <div
      id={id}
      role="option"
      aria-selected={active}
      aria-disabled={product.price ? undefined : true}
      className={[
        'sale-product',
        active ? 'sale-product--active' : '',
        product.price ? '' : 'sale-product--unpriced',
      ].join(' ')}
      style={{ transform: `translateY(${top}px)`, height: PRODUCT_ROW_HEIGHT }}
      // The field keeps the focus (and the highlight); a press adds the product.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPick}
    >
      <div className="sale-product__text">
        <span className="sale-product__title">{product.title}</span>
        <span className="sale-product__meta">
          {details.join(' · ')}
          {product.ean ? <span className="sale-product__ean">{product.ean}</span> : null}
        </span>
      </div>
      <div className="sale-product__price">
        {product.price ? (
          <MoneyText value={product.price} />
        ) : (
          <span className="sale-badge sale-badge--muted" title={t('sale.product.noPrice.reason')}>
            {t('sale.product.noPrice')}
          </span>
        )}
      </div>
      <span className="sale-product__add" aria-hidden="true">
        <Icon name="plus" size={18} />
      </span>
    </div>
  );
}
