// The counter sale: find products (F2 search, or scan anywhere on the screen), the cart beside them, Pay (F4)
// opens the tender panel in place of the search, Esc goes back, Enter confirms; after the sale its summary
// with the change in big type and "New sale". The Drawer button (F6) in the header opens the counter's drawer
// (open the day, no sale, petty cash): the only way associates reach those transactions.
import { useEffect, useRef, type RefObject } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useMessages } from '../../i18n/I18nProvider';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import type { SaleStep } from '../../store/sale-slice';
import { formatMoney } from '../../../../shared/money';
import { Banner, Button, errorMessage, useLocale, useScanner, useShortcut } from '../../ui';
import type { BridgeError } from '../../../../shared/bridge';
import { CounterCashButton } from '../cash';
import { CartPanel } from './CartPanel';
import { ProductSearch } from './ProductSearch';
import { CompletedSalePanel } from './CompletedSalePanel';
import { SaleNoticeBar } from './SaleNoticeBar';
import { SalePayment } from './SalePayment';
import './sale.css';

export function SaleScreen() {
  const api = usePosStoreApi();
  const searchRef = useRef<HTMLInputElement>(null);
  const { step, storeId, username, storeLabel, contextLoad, rounding, priceCheck } = usePosStore(
    useShallow((state) => ({
      step: state.saleStep,
      storeId: state.session?.store?.storeId ?? null,
      username: state.session?.user?.username ?? null,
      storeLabel: state.session?.store?.label ?? '',
      contextLoad: state.saleContextLoad,
      rounding: state.roundingContext,
      priceCheck: state.priceCheck,
    })),
  );
  const locale = useLocale();
  const t = useMessages();

  // The store's rounding rule and drawers; another store or associate starts a new sale.
  useEffect(() => {
    if (storeId && username) void api.getState().loadSaleContext();
  }, [api, storeId, username]);

  // Focus follows the step: the search on the cart, the field or button the step autofocuses otherwise.
  useEffect(() => {
    if (step === 'cart') searchRef.current?.focus();
  }, [step]);

  useScanner((code) => void api.getState().addByCode(code));
  // Print jobs are followed while the screen is shown, so a receipt printed during completion is seen.
  useEffect(() => api.getState().followPrintJobs(), [api]);

  useSaleShortcuts(step, searchRef, pay);

  async function pay() {
    if (api.getState().cart.length > 0) await api.getState().startPayment();
  }

  const subtitle =
    rounding?.applies && rounding.increment
      ? t('sale.subtitle.rounding', { store: storeLabel, increment: formatMoney(rounding.increment, locale) })
      : storeLabel;

  return (
    <div className="sale">
      <header className="sale__header">
        <div>
          <h1 className="sale__title">{t('sale.title')}</h1>
          {/* The store's name alone is data (never translated); the rounding sentence is a message. */}
          <p className="sale__subtitle" translate={subtitle === storeLabel ? 'no' : undefined}>
            {subtitle}
          </p>
        </div>
        <SaleNoticeBar />
        <CounterCashButton />
      </header>

      {contextLoad.status === 'failed' ? <SaleContextFailed error={contextLoad.error} /> : null}

      {step === 'done' ? (
        <CompletedSalePanel />
      ) : (
        <div className="sale__layout">
          <div className="sale__main">
            {step === 'tender' ? <SalePayment /> : <ProductSearch inputRef={searchRef} />}
          </div>
          <aside className="sale__side">
            <CartPanel onPay={() => void pay()} paying={priceCheck.status === 'pending'} />
          </aside>
        </div>
      )}
    </div>
  );
}

/** F2 finds a product from any step, F4 pays, Esc goes back from payment, Enter starts the next sale. */
function useSaleShortcuts(
  step: SaleStep,
  searchRef: RefObject<HTMLInputElement | null>,
  pay: () => Promise<void>,
) {
  const api = usePosStoreApi();
  useShortcut('F2', () => {
    const state = api.getState();
    const focusSearch = () => {
      searchRef.current?.focus();
      searchRef.current?.select();
    };
    if (state.saleStep === 'cart') {
      focusSearch();
      return;
    }
    if (state.saleStep === 'done') state.startNewSale();
    else state.backToCart();
    // Once the cart step is shown again.
    requestAnimationFrame(focusSearch);
  });
  useShortcut('F4', () => void pay(), { enabled: step === 'cart' });
  useShortcut(
    'Escape',
    () => {
      api.getState().backToCart();
    },
    { enabled: step === 'tender' },
  );
  useShortcut('Enter', () => api.getState().startNewSale(), { enabled: step === 'done' });
}

/** The store's rounding rule and drawers could not be loaded: why, and "Try again". */
function SaleContextFailed({ error }: { error: BridgeError | null }) {
  const api = usePosStoreApi();
  const t = useMessages();
  return (
    <Banner
      tone="danger"
      title={t('sale.context.failed')}
      actions={
        <Button size="small" onClick={() => void api.getState().loadSaleContext()}>
          {t('sale.tryAgain')}
        </Button>
      }
    >
      {error ? errorMessage(error) : null}
    </Banner>
  );
}
