// The cart: each line with its quantity (− / typed / +) and total, removable; the sale's total and the Pay
// button (F4). During payment the lines are shown but not editable: a change would go back to the cart.
import { useState, type KeyboardEvent } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { formatMoney } from '../../../../shared/money';
import { useMessages, useRichMessages } from '../../i18n/I18nProvider';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { cartTotal } from '../../store/sale-slice';
import { Button, IconButton, MoneyText, parseWholeNumber, useLocale, Icon } from '../../ui';
import {
  itemCountOf,
  lineTotalOf,
  MAX_LINE_QUANTITY,
  unitPriceOf,
  type CartLine,
} from '../../domain/cart-math';

export function CartPanel({ onPay, paying }: { onPay: () => void; paying: boolean }) {
  const api = usePosStoreApi();
  const locale = useLocale();
  const t = useMessages();
  const { cart, step, highlight, rounding, saleTax, priceCheck } = usePosStore(
    useShallow((state) => ({
      cart: state.cart,
      step: state.saleStep,
      highlight: state.saleNotice?.tone === 'success' ? (state.saleNotice.productId ?? null) : null,
      rounding: state.roundingContext,
      saleTax: state.saleTax,
      priceCheck: state.priceCheck,
    })),
  );
  const total = cartTotal({ cart, roundingContext: rounding, saleTax });
  const editable = step === 'cart';
  const count = itemCountOf(cart);

  return (
    <section className="sale-cart" aria-label={t('sale.cart.region')}>
      <header className="sale-cart__header">
        <h2>{t('sale.cart.region')}</h2>
        <span className="sale-cart__count">{t('sale.cart.count', { count })}</span>
        {editable && cart.length > 0 ? (
          <Button size="small" variant="ghost" onClick={() => api.getState().clearCart()}>
            {t('sale.cart.clear')}
          </Button>
        ) : null}
      </header>

      {cart.length === 0 ? (
        <div className="sale-cart__empty">
          <span className="sale-cart__empty-icon">
            <Icon name="tag" size={26} />
          </span>
          <p className="sale-cart__empty-title">{t('sale.cart.empty.title')}</p>
          <p>{t('sale.cart.empty.hint')}</p>
        </div>
      ) : (
        <ul className="sale-cart__lines" aria-label={t('sale.cart.lines')}>
          {cart.map((line) => (
            <CartLineRow
              key={line.product.productId}
              line={line}
              editable={editable}
              highlighted={line.product.productId === highlight}
            />
          ))}
        </ul>
      )}

      <footer className="sale-cart__footer">
        <div className="sale-cart__total" aria-label={t('sale.cart.total')}>
          {/* Tax joins the lines' sum when payment starts (the main process quotes it). */}
          <span>{saleTax ? t('sale.total') : t('sale.subtotal')}</span>
          <MoneyText value={total} className="sale-cart__total-amount" />
        </div>
        {rounding?.applies && rounding.increment ? (
          <p className="sale-cart__note">
            {t('sale.cart.roundingNote', { increment: formatMoney(rounding.increment, locale) })}
          </p>
        ) : null}
        {priceCheck.status === 'failed' ? (
          <p className="sale-cart__error" role="alert">
            {priceCheck.error?.message}
          </p>
        ) : null}
        {editable ? (
          <Button
            variant="primary"
            size="large"
            block
            shortcut="F4"
            disabled={cart.length === 0}
            busy={paying}
            onClick={onPay}
          >
            {cart.length === 0
              ? t('sale.cart.pay')
              : t('sale.cart.payAmount', { amount: formatMoney(total, locale) })}
          </Button>
        ) : null}
      </footer>
    </section>
  );
}

function CartLineRow({
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
  // What is being typed; null shows the line's quantity (also when a scan or +/− changed it).
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? String(quantity);
  const reading = parseWholeNumber(text, 1, MAX_LINE_QUANTITY);

  function commit() {
    if (reading.ok) api.getState().setLineQuantity(product.productId, reading.value);
    setTyped(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape') {
      setTyped(null);
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      setTyped(null);
      api.getState().changeLineQuantity(product.productId, event.key === 'ArrowUp' ? 1 : -1);
    }
  }

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
        <div className="sale-line__quantity">
          <IconButtonText
            label={t('sale.line.less', { title: product.title })}
            icon="minus"
            onClick={() => api.getState().changeLineQuantity(product.productId, -1)}
          />
          <input
            className={['sale-line__input', reading.ok ? '' : 'sale-line__input--invalid'].join(' ')}
            aria-label={t('sale.line.quantityOf', { title: product.title })}
            aria-invalid={reading.ok ? undefined : true}
            inputMode="numeric"
            autoComplete="off"
            data-scanner="capture"
            value={text}
            onChange={(event) => setTyped(event.target.value)}
            onBlur={commit}
            onKeyDown={onKeyDown}
            onFocus={(event) => event.target.select()}
          />
          <IconButtonText
            label={t('sale.line.more', { title: product.title })}
            icon="plus"
            onClick={() => api.getState().changeLineQuantity(product.productId, 1)}
          />
        </div>
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

/** A square touch target with one of the sale icons. */
function IconButtonText({
  label,
  icon,
  onClick,
}: {
  label: string;
  icon: 'plus' | 'minus';
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className="button button--secondary sale-line__step"
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      <Icon name={icon} size={18} />
    </button>
  );
}
