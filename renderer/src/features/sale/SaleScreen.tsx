// The counter sale: find products (F2 search, or scan anywhere on the screen), the cart beside them, Pay (F4)
// opens the tender panel in place of the search, Esc goes back, Enter confirms; after the sale its summary
// with the change in big type and "New sale". The Drawer button (F6) in the header opens the counter's drawer
// (open the day, no sale, petty cash): the only way associates reach those transactions.
import { useEffect, useRef } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { isOffline } from '../../shell/connectivity';
import { useMessages } from '../../i18n/I18nProvider';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { cartTotal, drawerProblemOf, selectCheckout, selectSaleCashSetup } from '../../store/sale-slice';
import { formatMoney } from '../../../../shared/money';
import { Banner, Button, useLocale, useScanner, useShortcut } from '../../ui';
import { CounterCashButton } from '../cash';
import { CartPanel } from './CartPanel';
import { ProductSearch } from './ProductSearch';
import { SaleNoticeBar } from './SaleNoticeBar';
import { SaleSummary, type SaleDelivery } from './SaleSummary';
import { TenderPanel } from './TenderPanel';
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

      {contextLoad.status === 'failed' ? (
        <Banner
          tone="danger"
          title={t('sale.context.failed')}
          actions={
            <Button size="small" onClick={() => void api.getState().loadSaleContext()}>
              {t('sale.tryAgain')}
            </Button>
          }
        >
          {contextLoad.error?.message}
        </Banner>
      ) : null}

      {step === 'done' ? (
        <CompletedSale />
      ) : (
        <div className="sale__layout">
          <div className="sale__main">
            {step === 'tender' ? <Payment /> : <ProductSearch inputRef={searchRef} />}
          </div>
          <aside className="sale__side">
            <CartPanel onPay={() => void pay()} paying={priceCheck.status === 'pending'} />
          </aside>
        </div>
      )}
    </div>
  );
}

/** The tender panel on the store's state. */
function Payment() {
  const api = usePosStoreApi();
  const state = usePosStore(
    useShallow((s) => ({
      cart: s.cart,
      rounding: s.roundingContext,
      tax: s.saleTax,
      draft: s.tenderDraft,
      checkout: selectCheckout(s),
      setup: selectSaleCashSetup(s),
      drawerId: s.saleDrawerId,
      completion: s.saleCompletion,
      receiptLanguage: s.receiptLanguage,
    })),
  );
  const total = cartTotal({ cart: state.cart, roundingContext: state.rounding, saleTax: state.tax });
  const actions = api.getState();
  return (
    <TenderPanel
      total={total}
      tax={state.tax}
      draft={state.draft}
      checkout={state.checkout}
      rounding={state.rounding}
      cash={{
        setup: state.setup,
        drawerId: state.drawerId,
        problem: drawerProblemOf(state.setup, state.drawerId),
      }}
      completion={state.completion}
      onModeChange={actions.setTenderMode}
      onCashTendered={actions.setCashTendered}
      onCardAmount={actions.setCardAmount}
      onCardApproved={actions.setCardApproved}
      onChooseDrawer={actions.chooseSaleDrawer}
      receiptLanguage={state.receiptLanguage}
      onReceiptLanguage={actions.chooseReceiptLanguage}
      onComplete={() => void api.getState().completeSale()}
      onBack={actions.backToCart}
    />
  );
}

/** The summary of the sale just completed, kept current (receipt printing, delivery to the platform). */
function CompletedSale() {
  const api = usePosStoreApi();
  const { sale, jobs, offline, roundingApplies } = usePosStore(
    useShallow((state) => ({
      sale: state.completedSale,
      jobs: state.printJobs,
      offline: isOffline(state.session, state.sync),
      roundingApplies: state.roundingContext?.applies ?? false,
    })),
  );

  const externalId = sale?.externalId;
  useEffect(() => {
    if (!externalId) return;
    // The receipt may have printed before this summary showed: catch up, then the events keep it current.
    void api.getState().loadPrintJobs();
    return api.getState().followCompletedSale();
  }, [api, externalId]);

  if (!sale) return null;
  const receiptJobs = sale.receiptJobs.map((job) => jobs[job.jobId] ?? job);
  return (
    <SaleSummary
      sale={sale}
      receiptJobs={receiptJobs}
      delivery={deliveryOf(sale.state, offline)}
      roundingApplies={roundingApplies}
      onNewSale={() => api.getState().startNewSale()}
    />
  );
}

function deliveryOf(state: 'pending' | 'recorded' | 'failed' | 'discarded', offline: boolean): SaleDelivery {
  if (state === 'recorded') return 'recorded';
  if (state === 'failed' || state === 'discarded') return 'refused';
  return offline ? 'offline' : 'sending';
}
