// The cart: each line with its quantity (− / typed / +) and total, removable; the sale's total and the Pay
// button (F4). During payment the lines are shown but not editable: a change would go back to the cart.
import { useShallow } from 'zustand/react/shallow';
import { formatMoney, type Money } from '../../../../shared/money';
import { useMessages } from '../../i18n/I18nProvider';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { cartTotal } from '../../store/sale-slice';
import type { ActionStatus } from '../../store/slice';
import { Button, errorMessage, MoneyText, useLocale, Icon } from '../../ui';
import { itemCountOf } from '../../domain/cart-math';
import { CartLineRow } from './CartLineRow';

export function CartPanel({ onPay, paying }: { onPay: () => void; paying: boolean }) {
  const api = usePosStoreApi();
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

      <CartFooter
        total={total}
        taxed={Boolean(saleTax)}
        roundingIncrement={rounding?.applies && rounding.increment ? rounding.increment : null}
        priceCheck={priceCheck}
        editable={editable}
        empty={cart.length === 0}
        paying={paying}
        onPay={onPay}
      />
    </section>
  );
}

/** The sale's total (subtotal until tax is quoted), the rounding note, a price check's failure, and Pay (F4). */
function CartFooter(props: {
  total: Money;
  /** Whether the total includes the quoted tax (payment started). */
  taxed: boolean;
  roundingIncrement: Money | null;
  priceCheck: ActionStatus;
  editable: boolean;
  empty: boolean;
  paying: boolean;
  onPay(): void;
}) {
  const { total, taxed, roundingIncrement, priceCheck, editable, empty, paying, onPay } = props;
  const locale = useLocale();
  const t = useMessages();
  return (
    <footer className="sale-cart__footer">
      <div className="sale-cart__total" aria-label={t('sale.cart.total')}>
        {/* Tax joins the lines' sum when payment starts (the main process quotes it). */}
        <span>{taxed ? t('sale.total') : t('sale.subtotal')}</span>
        <MoneyText value={total} className="sale-cart__total-amount" />
      </div>
      {roundingIncrement ? (
        <p className="sale-cart__note">
          {t('sale.cart.roundingNote', { increment: formatMoney(roundingIncrement, locale) })}
        </p>
      ) : null}
      {priceCheck.status === 'failed' ? (
        <p className="sale-cart__error" role="alert">
          {priceCheck.error ? errorMessage(priceCheck.error) : null}
        </p>
      ) : null}
      {editable ? (
        <Button
          variant="primary"
          size="large"
          block
          shortcut="F4"
          disabled={empty}
          busy={paying}
          onClick={onPay}
        >
          {empty ? t('sale.cart.pay') : t('sale.cart.payAmount', { amount: formatMoney(total, locale) })}
        </Button>
      ) : null}
    </footer>
  );
}
