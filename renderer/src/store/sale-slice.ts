// A counter sale in the selected store: find products (search or scan) in the local catalog, build the cart
// with the store's price book prices, take the payment (cash rounded by the store's rule, card on the
// external terminal, or both), then complete: the main process records the sale, prints the receipt, opens an
// integrated drawer for cash, and delivers the sale through the outbox (so it survives being offline).
//
// The screen's figures are worked out here with the same shared functions the main process records with
// (cart-math, planTenders); the main process re-prices from its own catalog before anything is recorded.
//
// The actions live in store/sale/, one file per group (context, search, cart, scan, checkout, tender,
// completion); this file holds the slice's shape, its session state, and composes the groups.
import type { BridgeError } from '../../../shared/bridge';
import type { DocumentLanguage } from '../../../shared/bridge/views/document-language';
import type { ProductSummary } from '../../../shared/bridge/views/catalog';
import type { CompletedSale, RoundingContextView, SaleQuote } from '../../../shared/bridge/views/sale';
import type { CashOperationMode } from '../../../shared/cash/transaction-types';
import type { Money } from '../../../shared/money';
import type { CartLine } from '../domain/cart-math';
import { EMPTY_DRAFT, type TenderDraft, type TenderMode } from '../domain/tender-plan';
import { saleCartActions } from './sale/sale-cart-actions';
import { saleCheckoutActions } from './sale/sale-checkout-actions';
import { saleCompletionActions } from './sale/sale-completion-actions';
import { saleContextActions } from './sale/sale-context-actions';
import { saleScanActions } from './sale/sale-scan-actions';
import { saleSearchActions } from './sale/sale-search-actions';
import { saleTenderActions } from './sale/sale-tender-actions';
import { createSaleUpdates, newSaleId } from './sale/sale-updates';
import { IDLE, type ActionNames, type ActionStatus, type PosSliceCreator } from './slice';

export {
  cartTotal,
  drawerProblemOf,
  saleCurrencyOf,
  selectCheckout,
  selectSaleCashSetup,
  takesCash,
  type DrawerProblem,
} from './sale/sale-selectors';

export type SaleStep = 'cart' | 'tender' | 'done';

/**
 * What a notice says, as facts: the screen words it in the session's language (SaleNoticeBar), so the
 * store keeps no text of its own; an error stays the error (code, values), worded by the screen too.
 */
export type SaleNoticeText =
  | { kind: 'added'; product: string; quantity: number }
  | { kind: 'removed'; product: string }
  | { kind: 'no_price'; product: string }
  | { kind: 'other_currency'; product: string; currency: string; saleCurrency: string }
  /** `receiptProblem`: why the sale of a receipt with this code could not be opened (null: no such sale). */
  | { kind: 'unknown_code'; code: string; receiptProblem: BridgeError | null }
  | { kind: 'lookup_failed'; problem: BridgeError }
  /** The chosen store's catalog is not on the workstation yet: nothing was added (no other store's product). */
  | { kind: 'catalog_loading' }
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

/** The tax figures of a quote: subtotal, tax lines, their sum and the total due. */
export type SaleTaxQuote = Pick<
  SaleQuote,
  'subtotal' | 'pricesIncludeTax' | 'taxLines' | 'totalTax' | 'total'
>;

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
  const updates = createSaleUpdates(set, get);
  return {
    ...saleSessionState(),
    ...saleContextActions(bridge, updates)(set, get),
    ...saleSearchActions(bridge)(set, get),
    ...saleCartActions(bridge, updates)(set, get),
    ...saleScanActions(bridge, updates)(set, get),
    ...saleCheckoutActions(bridge, updates)(set, get),
    ...saleTenderActions(bridge, updates)(set, get),
    ...saleCompletionActions(bridge, updates)(set, get),
  };
};
