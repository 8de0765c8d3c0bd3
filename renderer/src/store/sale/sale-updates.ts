// The ways every group of the sale's actions changes the sale, so each keeps the same rules: a new cart drops
// the tax quoted for the old one, a cart changed during payment goes back to the cart, notices are numbered.
import { EMPTY_DRAFT } from '../../domain/tender-plan';
import type { CartLine } from '../../domain/cart-math';
import { IDLE, type PosGet, type PosSet } from '../slice';
import type { SaleNotice, SaleSlice } from '../sale-slice';

export interface SaleUpdates {
  /** Sets the part; a new cart drops the tax quoted for the old one. */
  update(part: Partial<SaleSlice>): void;
  /** Shows a notice, numbered so the same message twice is announced twice. */
  notify(notice: Omit<SaleNotice, 'seq'>): void;
  /** A change to the cart during payment goes back to the cart: the amounts taken so far no longer hold. */
  cartChanged(cart: CartLine[], extra?: Partial<SaleSlice>): void;
}

export function newSaleId(): string {
  return crypto.randomUUID();
}

/** A new sale with an empty cart (the notice, the search and the store's context stay). */
export function startOver(): Partial<SaleSlice> {
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

export function createSaleUpdates(set: PosSet, get: PosGet): SaleUpdates {
  let noticeSeq = 0;

  function update(part: Partial<SaleSlice>): void {
    // The quoted tax belongs to the cart it was quoted for.
    if ('cart' in part && !('saleTax' in part)) part = { ...part, saleTax: null };
    set(part);
  }

  return {
    update,
    notify(notice) {
      set({ saleNotice: { ...notice, seq: ++noticeSeq } });
    },
    cartChanged(cart, extra = {}) {
      const leavingPayment = get().saleStep === 'tender';
      update({
        cart,
        ...(leavingPayment
          ? { saleStep: 'cart', tenderDraft: EMPTY_DRAFT, saleCompletion: IDLE, priceCheck: IDLE }
          : {}),
        ...extra,
      });
    },
  };
}
