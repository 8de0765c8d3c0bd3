// A counter sale in the selected store: find products (search or scan) in the local catalog, build the cart
// with the store's price book prices, take the payment (cash rounded by the store's rule, card on the
// external terminal, or both), then complete: the main process records the sale, prints the receipt, opens an
// integrated drawer for cash, and delivers the sale through the outbox (so it survives being offline).
//
// The screen's figures are worked out here with the same shared functions the main process records with
// (cart-math, planTenders); the main process re-prices from its own catalog before anything is recorded.
import type { DocumentLanguage } from '../../../shared/bridge/views/document-language';
import type { ProductSummary } from '../../../shared/bridge/views/catalog';
import type { CompletedSale, RoundingContextView, SaleQuote } from '../../../shared/bridge/views/sale';
import type { CashOperationMode } from '../../../shared/cash/transaction-types';
import { equals, type Money } from '../../../shared/money';
import { cartTotalOf, clampQuantity, type CartLine } from '../domain/cart-math';
import {
  EMPTY_DRAFT,
  planCheckout,
  tenderViewsOf,
  type CheckoutPlan,
  type TenderDraft,
  type TenderMode,
} from '../domain/tender-plan';
import type { CashSlice } from './cash-slice';
import {
  DONE,
  failed,
  IDLE,
  PENDING,
  sameSession,
  type ActionNames,
  type ActionStatus,
  type PosSliceCreator,
} from './slice';

export type SaleStep = 'cart' | 'tender' | 'done';

/**
 * What a notice says, as facts: the screen words it in the session's language (SaleNoticeBar), so the
 * store keeps no text of its own.
 */
export type SaleNoticeText =
  | { kind: 'added'; product: string; quantity: number }
  | { kind: 'removed'; product: string }
  | { kind: 'no_price'; product: string }
  | { kind: 'other_currency'; product: string; currency: string; saleCurrency: string }
  | { kind: 'unknown_code'; code: string; receiptProblem: string | null }
  | { kind: 'lookup_failed'; reason: string }
  | { kind: 'prices_updated' };

/** What the last scan or add did, numbered so the same message twice is announced twice. */
export interface SaleNotice {
  seq: number;
  tone: 'success' | 'danger' | 'info';
  text: SaleNoticeText;
  /** The cart line it is about, to highlight it. */
  productId?: string;
}

export interface SaleDrawerOption {
  drawerId: string;
  name: string;
  open: boolean;
}

/** How the store takes cash: which drawers there are, which one is paired with this workstation. */
export interface SaleCashSetup {
  operationMode: CashOperationMode;
  drawers: SaleDrawerOption[];
  /** The integrated drawer paired here, when it is one of this store's. */
  pairedDrawerId: string | null;
}

/** Rows asked for at a time; the catalog answers at most CATALOG_SEARCH_CAP matches for one search. */
const SEARCH_PAGE = 50;

export interface SaleSlice {
  /** Chosen when the sale starts: completing twice with the same id records one sale. */
  saleId: string;
  saleStep: SaleStep;
  cart: CartLine[];
  saleNotice: SaleNotice | null;

  /** Whether and how this store rounds cash (null until loaded). */
  roundingContext: RoundingContextView | null;
  saleContextLoad: ActionStatus;
  /** The drawer that takes this sale's cash (null: none needed, or the paired one). */
  saleDrawerId: string | null;

  productQuery: string;
  productResults: ProductSummary[];
  /** Matches found so far (at most the catalog's cap): more than the results means another page exists. */
  productTotal: number;
  productSearch: ActionStatus;

  /**
   * The cart's tax as the main process quoted it when payment started (the store's tax configuration);
   * null in the cart step, where the cart shows its subtotal. Any change to the cart drops it.
   */
  saleTax: SaleTaxQuote | null;
  tenderDraft: TenderDraft;
  /** The main process's check of the cart's prices when payment starts. */
  priceCheck: ActionStatus;
  saleCompletion: ActionStatus;
  completedSale: CompletedSale | null;
  /** The customer asked for their receipt in this language; null: the store's language. */
  receiptLanguage: DocumentLanguage | null;

  /** Rounding rule and cash drawers of the selected store (the drawers are the cash slice's: one copy). */
  loadSaleContext(): Promise<void>;
  /** Shows the products matching the query; answers them too (even when a newer search has replaced them). */
  searchProducts(query: string): Promise<ProductSummary[]>;
  loadMoreProducts(): Promise<void>;
  /** Adds one (or `quantity`) of the product; refuses a product without a price, saying why. */
  addToCart(product: ProductSummary, quantity?: number): boolean;
  /** A scanned or typed EAN-13 / SKU; a sale's receipt code opens its return (Sales history). */
  addByCode(code: string): Promise<boolean>;
  setLineQuantity(productId: string, quantity: number): void;
  changeLineQuantity(productId: string, delta: number): void;
  removeLine(productId: string): void;
  clearCart(): void;
  dismissSaleNotice(): void;

  /** Checks the prices with the main process and shows the tender panel. */
  startPayment(mode?: TenderMode): Promise<boolean>;
  backToCart(): void;
  setTenderMode(mode: TenderMode): void;
  setCashTendered(amount: Money | null): void;
  setCardAmount(amount: Money | null): void;
  setCardApproved(approved: boolean): void;
  chooseSaleDrawer(drawerId: string): void;
  /** The customer's language for this sale's receipt (null: the store's). */
  chooseReceiptLanguage(language: DocumentLanguage | null): void;
  /** Records the sale (receipt, drawer, outbox); the summary is shown after. */
  completeSale(): Promise<boolean>;
  /** Re-reads whether the platform has the completed sale yet. */
  refreshCompletedSale(): Promise<void>;
  /** Follows the outbox while the summary is shown (the sale reaches the platform); returns the stop. */
  followCompletedSale(): () => void;
  startNewSale(): void;
}

/** The sale's currency: the cart's prices', else the store's. */
export function saleCurrencyOf(state: Pick<SaleSlice, 'cart' | 'roundingContext'>): string {
  return state.cart[0]?.product.price?.currency || state.roundingContext?.currency || 'USD';
}

/** What the customer owes before cash rounding: the quoted total with tax once payment started, else the lines' sum. */
export function cartTotal(state: Pick<SaleSlice, 'cart' | 'roundingContext' | 'saleTax'>): Money {
  return state.saleTax?.total ?? cartTotalOf(state.cart, saleCurrencyOf(state));
}

type CheckoutInputs = Pick<SaleSlice, 'cart' | 'roundingContext' | 'saleTax' | 'tenderDraft'>;
let lastCheckout: { inputs: CheckoutInputs; plan: CheckoutPlan } | null = null;

/**
 * The tender draft planned against the cart's total: derived from the cart, the quoted tax, the rounding rule
 * and the draft, never stored. The same inputs answer the same plan object, so a screen selecting it with
 * useShallow re-renders only when one of them changed.
 */
export function selectCheckout(state: CheckoutInputs): CheckoutPlan {
  const last = lastCheckout;
  if (
    last &&
    last.inputs.cart === state.cart &&
    last.inputs.roundingContext === state.roundingContext &&
    last.inputs.saleTax === state.saleTax &&
    last.inputs.tenderDraft === state.tenderDraft
  ) {
    return last.plan;
  }
  const plan = planCheckout(cartTotal(state), state.tenderDraft, state.roundingContext);
  const { cart, roundingContext, saleTax, tenderDraft } = state;
  lastCheckout = { inputs: { cart, roundingContext, saleTax, tenderDraft }, plan };
  return plan;
}

type CashInputs = Pick<CashSlice, 'cashSettings' | 'cashDrawers' | 'drawerStatus'>;
let lastCashSetup: { inputs: CashInputs; setup: SaleCashSetup | null } | null = null;

/**
 * How the store takes cash, read from the cash slice's settings, drawers and paired drawer (the one copy of
 * those facts; the session reset clears them, so a manager's figures never reach the next associate). Null
 * until the cash slice has loaded the store's settings.
 */
export function selectSaleCashSetup(state: CashInputs): SaleCashSetup | null {
  const last = lastCashSetup;
  if (
    last &&
    last.inputs.cashSettings === state.cashSettings &&
    last.inputs.cashDrawers === state.cashDrawers &&
    last.inputs.drawerStatus === state.drawerStatus
  ) {
    return last.setup;
  }
  const { cashSettings, cashDrawers, drawerStatus } = state;
  let setup: SaleCashSetup | null = null;
  if (cashSettings) {
    const drawers = cashDrawers.map(({ drawer, summary }) => ({
      drawerId: drawer.drawerId,
      name: drawer.name,
      open: summary.state === 'open',
    }));
    const paired = drawerStatus?.paired?.drawerId ?? null;
    setup = {
      operationMode: cashSettings.operationMode,
      drawers,
      pairedDrawerId: drawers.some((drawer) => drawer.drawerId === paired) ? paired : null,
    };
  }
  lastCashSetup = { inputs: { cashSettings, cashDrawers, drawerStatus }, setup };
  return setup;
}

/** The drawer a cash sale goes into when the associate has not chosen: the chosen one while it is open, else
 * the only open one; none when the paired drawer takes it or the store takes no cash in drawers. */
function drawerForSale(setup: SaleCashSetup | null, chosen: string | null): string | null {
  if (!setup || setup.operationMode === 'none' || setup.pairedDrawerId) return null;
  const open = setup.drawers.filter((drawer) => drawer.open);
  if (open.some((drawer) => drawer.drawerId === chosen)) return chosen;
  return open.length === 1 ? (open[0]?.drawerId ?? null) : null;
}

/** The tax figures of a quote: subtotal, tax lines, their sum and the total due. */
export type SaleTaxQuote = Pick<
  SaleQuote,
  'subtotal' | 'pricesIncludeTax' | 'taxLines' | 'totalTax' | 'total'
>;

/** Whether this sale's tenders take cash (the drawer matters then). */
export function takesCash(draft: TenderDraft): boolean {
  return draft.mode !== 'card';
}

/** Why cash cannot go into a drawer right now: no drawer is open, or none is chosen among the open ones. */
export type DrawerProblem = 'none_open' | 'choose_drawer';

/** Why cash cannot go into a drawer right now (the screen words it from the catalog), or null. */
export function drawerProblemOf(setup: SaleCashSetup | null, drawerId: string | null): DrawerProblem | null {
  if (!setup || setup.operationMode === 'none') return null;
  if (setup.pairedDrawerId) return null;
  if (setup.drawers.every((drawer) => !drawer.open)) return 'none_open';
  if (!drawerId) return 'choose_drawer';
  return null;
}

function newSaleId(): string {
  return crypto.randomUUID();
}

/** The sale part of a session as it starts (session-reset.ts puts it back for each new session). */
export function saleSessionState(): Omit<SaleSlice, ActionNames<SaleSlice>> {
  return {
    saleId: newSaleId(),
    saleStep: 'cart',
    cart: [],
    saleNotice: null,
    roundingContext: null,
    saleContextLoad: IDLE,
    saleDrawerId: null,
    productQuery: '',
    productResults: [],
    productTotal: 0,
    productSearch: IDLE,
    saleTax: null,
    tenderDraft: EMPTY_DRAFT,
    priceCheck: IDLE,
    saleCompletion: IDLE,
    completedSale: null,
    receiptLanguage: null,
  };
}

export const createSaleSlice: PosSliceCreator<SaleSlice> = (bridge) => (set, get) => {
  let searchRequest = 0;
  let noticeSeq = 0;

  /** Sets the part; a new cart drops the tax quoted for the old one. */
  function update(part: Partial<SaleSlice>): void {
    // The quoted tax belongs to the cart it was quoted for.
    if ('cart' in part && !('saleTax' in part)) part = { ...part, saleTax: null };
    set(part);
  }

  function notify(notice: Omit<SaleNotice, 'seq'>): void {
    set({ saleNotice: { ...notice, seq: ++noticeSeq } });
  }

  /** A change to the cart during payment goes back to the cart: the amounts taken so far no longer hold. */
  function cartChanged(cart: CartLine[], extra: Partial<SaleSlice> = {}): void {
    const { saleStep } = get();
    const leavingPayment = saleStep === 'tender';
    update({
      cart,
      ...(leavingPayment
        ? { saleStep: 'cart', tenderDraft: EMPTY_DRAFT, saleCompletion: IDLE, priceCheck: IDLE }
        : {}),
      ...extra,
    });
  }

  function startOver(): Partial<SaleSlice> {
    return {
      saleId: newSaleId(),
      saleStep: 'cart',
      cart: [],
      saleTax: null,
      tenderDraft: EMPTY_DRAFT,
      saleCompletion: IDLE,
      priceCheck: IDLE,
      completedSale: null,
      receiptLanguage: null,
    };
  }

  /** The store's cash settings and drawers (loaded into the cash slice), then the drawer this sale uses. */
  async function loadCashSetup(): Promise<void> {
    const current = sameSession(get);
    // The cash slice keeps the store's cash facts; the sale asks the paired drawer's status each time, as a
    // drawer paired or unpaired since is the sale's concern at once.
    await Promise.all([get().loadCash(), get().checkDrawerStatus()]);
    if (!current()) return;
    set({ saleDrawerId: drawerForSale(selectSaleCashSetup(get()), get().saleDrawerId) });
  }

  return {
    ...saleSessionState(),

    async loadSaleContext() {
      // Another store or another associate started a fresh sale part already (session-reset.ts).
      const current = sameSession(get);
      set({ saleContextLoad: PENDING });
      const cash = loadCashSetup();
      try {
        const roundingContext = await bridge.sale.getRoundingContext();
        if (current()) update({ roundingContext, saleContextLoad: DONE });
      } catch (error) {
        if (current()) set({ saleContextLoad: failed(error) });
      }
      await cash;
    },

    async searchProducts(query) {
      const request = ++searchRequest;
      const current = sameSession(get);
      if (query.trim() === '') {
        // Nothing typed: nothing to list (the screen says what to type or scan).
        set({ productQuery: query, productResults: [], productTotal: 0, productSearch: IDLE });
        return [];
      }
      set({ productQuery: query, productSearch: PENDING });
      try {
        const answer = await bridge.catalog.search({ query: query.trim(), offset: 0, count: SEARCH_PAGE });
        if (request === searchRequest && current()) {
          set({ productResults: answer.items, productTotal: answer.total, productSearch: DONE });
        }
        return answer.items;
      } catch (error) {
        if (request === searchRequest && current()) set({ productSearch: failed(error) });
        return [];
      }
    },

    async loadMoreProducts() {
      const { productResults, productTotal, productQuery, productSearch } = get();
      if (productSearch.status === 'pending' || productResults.length >= productTotal) return;
      const request = ++searchRequest;
      try {
        const answer = await bridge.catalog.search({
          query: productQuery.trim(),
          offset: productResults.length,
          count: SEARCH_PAGE,
        });
        if (request !== searchRequest) return;
        const known = new Set(productResults.map((product) => product.productId));
        set({
          productResults: [...productResults, ...answer.items.filter((item) => !known.has(item.productId))],
          productTotal: answer.total,
        });
      } catch (error) {
        if (request !== searchRequest) return;
        set({ productSearch: failed(error) });
      }
    },

    addToCart(product, quantity = 1) {
      if (get().saleStep === 'done') set(startOver());
      if (!product.price) {
        notify({ tone: 'danger', text: { kind: 'no_price', product: product.title } });
        return false;
      }
      const { cart } = get();
      const currency = saleCurrencyOf(get());
      if (cart.length > 0 && product.price.currency !== currency) {
        notify({
          tone: 'danger',
          text: {
            kind: 'other_currency',
            product: product.title,
            currency: product.price.currency,
            saleCurrency: currency,
          },
        });
        return false;
      }
      const existing = cart.find((line) => line.product.productId === product.productId);
      const next = existing
        ? cart.map((line) =>
            line === existing ? { ...line, quantity: clampQuantity(line.quantity + quantity) } : line,
          )
        : [...cart, { product, quantity: clampQuantity(quantity) }];
      cartChanged(next);
      const added = next.find((line) => line.product.productId === product.productId);
      notify({
        tone: 'success',
        text: { kind: 'added', product: product.title, quantity: added?.quantity ?? 1 },
        productId: product.productId,
      });
      return true;
    },

    async addByCode(code) {
      const trimmed = code.trim();
      if (!trimmed) return false;
      try {
        const { product } = await bridge.catalog.lookupCode({ code: trimmed });
        if (!product) {
          // The code printed on a sale's receipt (or a pickup order's) opens the return of that sale.
          if (await get().openSale(trimmed, { startReturn: true, receipt: true })) {
            get().navigate('history');
            return false;
          }
          const opening = get().saleOpening.error;
          const receiptProblem = opening && opening.code !== 'not_found' ? opening.message : null;
          notify({ tone: 'danger', text: { kind: 'unknown_code', code: trimmed, receiptProblem } });
          return false;
        }
        return get().addToCart(product);
      } catch (error) {
        notify({
          tone: 'danger',
          text: { kind: 'lookup_failed', reason: failed(error).error?.message ?? String(error) },
        });
        return false;
      }
    },

    setLineQuantity(productId, quantity) {
      if (!Number.isSafeInteger(quantity) || quantity < 1) return;
      cartChanged(
        get().cart.map((line) =>
          line.product.productId === productId ? { ...line, quantity: clampQuantity(quantity) } : line,
        ),
      );
    },

    changeLineQuantity(productId, delta) {
      const line = get().cart.find((candidate) => candidate.product.productId === productId);
      if (!line) return;
      if (line.quantity + delta < 1) {
        get().removeLine(productId);
        return;
      }
      get().setLineQuantity(productId, line.quantity + delta);
    },

    removeLine(productId) {
      const removed = get().cart.find((line) => line.product.productId === productId);
      if (!removed) return;
      cartChanged(get().cart.filter((line) => line !== removed));
      notify({
        tone: 'info',
        text: { kind: 'removed', product: removed.product.title },
      });
    },

    clearCart() {
      update({ ...startOver(), saleId: get().saleId });
      set({ saleNotice: null });
    },

    dismissSaleNotice() {
      set({ saleNotice: null });
    },

    async startPayment(mode) {
      const { cart, saleStep } = get();
      if (cart.length === 0 || saleStep === 'done') return false;
      set({ priceCheck: PENDING });
      // The cash due depends on the store's rounding rule: no payment is taken without knowing it.
      if (!get().roundingContext) await get().loadSaleContext();
      if (!get().roundingContext) {
        set({
          priceCheck: failed(
            get().saleContextLoad.error ?? 'The store’s cash rounding rule is not known yet.',
          ),
        });
        return false;
      }
      try {
        // The main process prices from its own catalog: a price changed by a sync since the product was
        // added is taken over before the customer is asked to pay.
        const quote = await bridge.sale.quote({
          lines: cart.map((line) => ({ productId: line.product.productId, quantity: line.quantity })),
          tenders: [{ method: 'card' }],
        });
        const repriced = get().cart.map((line) => {
          const quoted = quote.lines.find((candidate) => candidate.productId === line.product.productId);
          return quoted && line.product.price && !equals(quoted.unitPrice, line.product.price)
            ? { ...line, product: { ...line.product, price: quoted.unitPrice } }
            : line;
        });
        const changed = repriced.some((line, index) => line !== get().cart[index]);
        update({
          cart: repriced,
          saleTax: {
            subtotal: quote.subtotal,
            pricesIncludeTax: quote.pricesIncludeTax,
            taxLines: quote.taxLines,
            totalTax: quote.totalTax,
            total: quote.total,
          },
          saleStep: 'tender',
          tenderDraft: { ...EMPTY_DRAFT, mode: mode ?? get().tenderDraft.mode },
          priceCheck: DONE,
          saleCompletion: IDLE,
        });
        if (changed) {
          notify({
            tone: 'info',
            text: { kind: 'prices_updated' },
          });
        }
        return true;
      } catch (error) {
        set({ priceCheck: failed(error) });
        return false;
      }
    },

    backToCart() {
      if (get().saleStep !== 'tender' || get().saleCompletion.status === 'pending') return;
      update({ saleStep: 'cart', saleTax: null, tenderDraft: EMPTY_DRAFT, saleCompletion: IDLE });
    },

    setTenderMode(mode) {
      if (get().tenderDraft.mode === mode) return;
      update({ tenderDraft: { ...EMPTY_DRAFT, mode }, saleCompletion: IDLE });
    },

    setCashTendered(cashTendered) {
      update({ tenderDraft: { ...get().tenderDraft, cashTendered }, saleCompletion: IDLE });
    },

    setCardAmount(cardAmount) {
      // A new card part is a new charge on the terminal: the approval of another amount does not hold.
      update({
        tenderDraft: { ...get().tenderDraft, cardAmount, cardApproved: false },
        saleCompletion: IDLE,
      });
    },

    setCardApproved(cardApproved) {
      update({ tenderDraft: { ...get().tenderDraft, cardApproved } });
    },

    chooseSaleDrawer(drawerId) {
      set({ saleDrawerId: drawerId, saleCompletion: IDLE });
    },

    chooseReceiptLanguage(language) {
      set({ receiptLanguage: language });
    },

    async completeSale() {
      const state = get();
      if (state.saleStep !== 'tender' || state.saleCompletion.status === 'pending') return false;
      if (!selectCheckout(state).ready) return false;
      set({ saleCompletion: PENDING });
      const drawerId = takesCash(state.tenderDraft) ? state.saleDrawerId : null;
      try {
        const sale = await bridge.sale.complete({
          saleId: state.saleId,
          lines: state.cart.map((line) => ({ productId: line.product.productId, quantity: line.quantity })),
          tenders: tenderViewsOf(state.tenderDraft),
          ...(drawerId ? { drawerId } : {}),
          ...(state.receiptLanguage ? { receiptLanguage: state.receiptLanguage } : {}),
        });
        set({ completedSale: sale, saleStep: 'done', saleCompletion: DONE, saleNotice: null });
        // The drawer's figures moved with the cash: the next sale sees them.
        if (takesCash(state.tenderDraft)) void loadCashSetup();
        return true;
      } catch (error) {
        set({ saleCompletion: failed(error) });
        return false;
      }
    },

    async refreshCompletedSale() {
      const sale = get().completedSale;
      if (!sale || sale.state === 'recorded') return;
      try {
        const delivery = await bridge.sale.getSale({ externalId: sale.externalId });
        const current = get().completedSale;
        if (current?.externalId !== delivery.externalId) return;
        if (current.state !== delivery.state || current.orderId !== delivery.orderId) {
          set({ completedSale: { ...current, state: delivery.state, orderId: delivery.orderId } });
        }
      } catch {
        // The summary keeps what it showed; the next outbox change asks again.
      }
    },

    followCompletedSale() {
      const refresh = () => void get().refreshCompletedSale();
      const stops = [bridge.on('onOutboxChanged', refresh), bridge.on('onSyncStateChanged', refresh)];
      refresh();
      return () => stops.forEach((stop) => stop());
    },

    startNewSale() {
      update({ ...startOver(), saleNotice: null });
    },
  };
};
