// The sale slice through getState(), on the renderer's real bridge to a real host with the embedded platform
// (demo tenant + one product nobody priced): search and scan, cart math, refusal of an unpriced product,
// tender planning with cash rounding in a Canadian store and none in a US store that is not listed, split
// tenders where only the cash part rounds, and completed sales.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProductSummary } from '../../../shared/bridge/views/catalog';
import type { MoneyView } from '../../../shared/bridge/views/money';
import { createPosStore, type PosStore } from '../../../renderer/src/store/pos-store';
import {
  cartTotal,
  drawerProblemOf,
  selectCheckout,
  selectSaleCashSetup,
} from '../../../renderer/src/store/sale-slice';
import {
  startSaleWorkstation,
  UNPRICED_PRODUCT,
  type SaleWorkstation,
} from '../sale/support/sale-workstation';

const cad = (minor: number): MoneyView => ({ minor, currency: 'CAD' });
const usd = (minor: number): MoneyView => ({ minor, currency: 'USD' });
/** A tax at num/den of the subtotal, rounded half-up to the cent, worked out here on its own. */
const taxAt = (subtotal: number, num: number, den: number) =>
  Math.floor((2 * subtotal * num + den) / (2 * den));
/** Toronto charges Ontario's HST, 13 %. */
const withHst = (subtotal: number) => subtotal + taxAt(subtotal, 13, 100);
/** New York City: NY State 4 % + city 4.5 % + MCTD 0.375 %, each rounded on the sale total. */
const withNycTax = (subtotal: number) =>
  subtotal + taxAt(subtotal, 4, 100) + taxAt(subtotal, 45, 1000) + taxAt(subtotal, 375, 100000);
/** Canada rounds cash to the nearest 0.05 (1–2 cents down, 3–4 up), worked out here on its own. */
const roundedToNickel = (minor: number) => (minor % 5 <= 2 ? minor - (minor % 5) : minor + 5 - (minor % 5));

let workstation: SaleWorkstation;
let store: PosStore;

async function workIn(storeId: string): Promise<void> {
  expect(await store.getState().selectStore(storeId)).toBe(true);
  expect(await store.getState().syncNow()).toBe(true);
  await store.getState().loadSaleContext();
}

/** Products whose title matches, priced (the first page). */
async function search(query: string): Promise<ProductSummary[]> {
  await store.getState().searchProducts(query);
  expect(store.getState().productSearch.status).toBe('done');
  return store.getState().productResults;
}

beforeAll(async () => {
  workstation = await startSaleWorkstation();
  store = createPosStore(workstation.bridge());
  await store.getState().loadSession();
  expect(await store.getState().signIn('associate', 'associate')).toBe(true);
  await workIn('ca-tor-eaton');
}, 120_000);

// Each test starts with the associate signed in and an empty cart (one test hands over to the manager).
beforeEach(async () => {
  expect(await store.getState().signIn('associate', 'associate')).toBe(true);
  store.getState().startNewSale();
});

afterAll(async () => {
  await workstation?.close();
});

describe('a sale in Toronto (cash rounds to 0.05 CAD)', () => {
  let tee: ProductSummary;
  let other: ProductSummary;

  /** Two different products of the store's boxy tees, priced. */
  async function twoTees(): Promise<[ProductSummary, ProductSummary]> {
    const found = await search('boxy tee');
    const first = found[0] as ProductSummary;
    return [first, found.find((product) => product.title !== first.title) ?? (found[1] as ProductSummary)];
  }

  /** Three tees in the cart, at the tender step. */
  async function payingForThreeTees(): Promise<void> {
    store.getState().addToCart(tee, 3);
    expect(await store.getState().startPayment()).toBe(true);
  }

  // The tees are looked up after the associate's sign-in of each test: what another test left signed in
  // (the manager, a US store) must not decide their prices.
  beforeEach(async () => {
    await workIn('ca-tor-eaton');
    [tee, other] = await twoTees();
  });

  it("reads the store's drawers from the cash slice, the one copy of them", () => {
    const state = store.getState();
    expect(state.cashSettings?.operationMode).toBe('non_integrated');
    expect(selectSaleCashSetup(state)?.drawers.map((drawer) => drawer.drawerId)).toEqual(
      state.cashDrawers.map((entry) => entry.drawer.drawerId),
    );
  });

  it('plans the checkout from the cart, tax and tenders: the same plan until one of them changes', async () => {
    await payingForThreeTees();
    const planned = selectCheckout(store.getState());
    store.getState().dismissSaleNotice();
    expect(selectCheckout(store.getState())).toBe(planned);
    store.getState().setCashTendered(cad(100_000));
    const withCash = selectCheckout(store.getState());
    expect(withCash).not.toBe(planned);
    expect(withCash.cash?.tendered).toEqual(cad(100_000));
  });

  it('knows the store rounds cash and which drawers take it', () => {
    const state = store.getState();
    expect(state.saleContextLoad.status).toBe('done');
    expect(state.roundingContext).toMatchObject({ storeCountry: 'CA', applies: true, increment: cad(5) });
    expect(selectSaleCashSetup(state)?.operationMode).toBe('non_integrated');
    expect(selectSaleCashSetup(state)?.drawers.map((drawer) => drawer.name)).toEqual([
      'Front counter',
      'Fitting rooms',
    ]);
  });

  it('searches the local catalog by title words, with the store’s prices', async () => {
    const found = await search('boxy tee');
    expect(found.length).toBeGreaterThan(1);
    for (const product of found) {
      expect(product.title.toLowerCase()).toContain('boxy tee');
      expect(product.price?.currency).toBe('CAD');
    }
    expect(await twoTees()).toEqual([tee, other]);
    expect(tee.ean).toMatch(/^\d{13}$/);

    await store.getState().searchProducts('');
    expect(store.getState().productResults).toEqual([]);
  });

  it('adds a scanned EAN-13, counts a second scan, and says when a barcode is unknown', async () => {
    expect(await store.getState().addByCode(tee.ean as string)).toBe(true);
    expect(store.getState().saleNotice).toMatchObject({
      tone: 'success',
      text: { kind: 'added', product: tee.title, quantity: 1 },
    });
    expect(await store.getState().addByCode(tee.ean as string)).toBe(true);
    expect(store.getState().cart.map((line) => [line.product.productId, line.quantity])).toEqual([
      [tee.productId, 2],
    ]);

    expect(await store.getState().addByCode('0000000000000')).toBe(false);
    expect(store.getState().saleNotice).toMatchObject({
      tone: 'danger',
      text: { kind: 'unknown_code', code: '0000000000000' },
    });
    expect(store.getState().cart).toHaveLength(1);
  });

  it('adds up the cart exactly as quantities change and lines go', () => {
    const state = store.getState();
    expect(state.addToCart(tee, 2)).toBe(true);
    expect(state.addToCart(other)).toBe(true);
    state.setLineQuantity(other.productId, 3);
    const teePrice = tee.price?.minor as number;
    const otherPrice = other.price?.minor as number;
    expect(cartTotal(store.getState())).toEqual(cad(teePrice * 2 + otherPrice * 3));

    state.changeLineQuantity(tee.productId, -1);
    expect(cartTotal(store.getState())).toEqual(cad(teePrice + otherPrice * 3));
    state.changeLineQuantity(tee.productId, -1);
    expect(store.getState().cart.map((line) => line.product.productId)).toEqual([other.productId]);
    state.removeLine(other.productId);
    expect(store.getState().cart).toEqual([]);
    expect(cartTotal(store.getState())).toEqual(cad(0));
  });

  it('refuses a product with no price in the store’s price book, saying why', async () => {
    const [unpriced] = await search('gift wrap');
    expect(unpriced).toMatchObject({ productId: UNPRICED_PRODUCT.productId, price: null });
    expect(store.getState().addToCart(unpriced as ProductSummary)).toBe(false);
    expect(store.getState().saleNotice).toMatchObject({
      tone: 'danger',
      text: { kind: 'no_price', product: UNPRICED_PRODUCT.title },
    });
    expect(await store.getState().addByCode(UNPRICED_PRODUCT.sku)).toBe(false);
    expect(store.getState().saleNotice?.text).toEqual({ kind: 'no_price', product: UNPRICED_PRODUCT.title });
    expect(store.getState().cart).toEqual([]);
  });

  it('rounds the cash tender to 0.05, gives change from it, and agrees with the main process', async () => {
    // Three of a product priced x.99 end in 7 cents: cash rounds 2 cents down.
    const state = store.getState();
    state.addToCart(tee, 3);
    const total = withHst((tee.price?.minor as number) * 3);
    expect(await state.startPayment()).toBe(true);
    expect(store.getState().saleStep).toBe('tender');

    const due = roundedToNickel(total);
    let checkout = selectCheckout(store.getState());
    expect(checkout.roundingApplies).toBe(true);
    expect(checkout.cash).toMatchObject({
      share: cad(total),
      amount: cad(due),
      roundingAdjustment: cad(due - total),
    });
    expect(checkout.ready).toBe(false);

    const tendered = Math.ceil(due / 2000) * 2000 + 2000;
    store.getState().setCashTendered(cad(tendered));
    checkout = selectCheckout(store.getState());
    expect(checkout.cash?.change).toEqual(cad(tendered - due));
    expect(checkout.plan?.totalCharged).toEqual(cad(due));
    expect(checkout.ready).toBe(true);

    const quote = await workstation.bridge().sale.quote({
      lines: [{ productId: tee.productId, quantity: 3 }],
      tenders: [{ method: 'cash', tendered: cad(tendered) }],
    });
    expect(quote).toMatchObject({
      total: cad(total),
      roundingAdjustment: cad(due - total),
      changeDue: cad(tendered - due),
    });

    store.getState().setCashTendered(cad(due - 5));
    expect(selectCheckout(store.getState()).problem).toMatchObject({
      field: 'cashTendered',
      shortBy: cad(5),
    });
  });

  it('charges a card the exact total, and only after the terminal approved it', async () => {
    await payingForThreeTees();
    store.getState().setTenderMode('card');
    const total = withHst((tee.price?.minor as number) * 3);
    const checkout = selectCheckout(store.getState());
    expect(checkout.cash).toBeNull();
    expect(checkout.card).toMatchObject({ amount: cad(total), roundingAdjustment: cad(0) });
    expect(checkout.plan?.roundingAdjustment).toEqual(cad(0));
    expect(checkout.ready).toBe(false);
    store.getState().setCardApproved(true);
    expect(selectCheckout(store.getState()).ready).toBe(true);
  });

  it('splits card and cash: the card part is exact, only the cash part rounds', async () => {
    await payingForThreeTees();
    const total = withHst((tee.price?.minor as number) * 3);
    store.getState().setTenderMode('split');
    store.getState().setCardAmount(cad(2000));
    const checkout = selectCheckout(store.getState());
    const cashShare = total - 2000;
    expect(checkout.card).toMatchObject({ amount: cad(2000), roundingAdjustment: cad(0) });
    expect(checkout.cash).toMatchObject({ share: cad(cashShare), amount: cad(roundedToNickel(cashShare)) });
    expect(checkout.plan?.totalCharged).toEqual(cad(2000 + roundedToNickel(cashShare)));

    store.getState().setCardAmount(cad(total));
    expect(selectCheckout(store.getState()).problem?.field).toBe('cardAmount');
  });

  it('completes a card sale: no drawer, delivered to the platform, the next sale starts empty', async () => {
    await payingForThreeTees();
    const total = withHst((tee.price?.minor as number) * 3);
    const firstSaleId = store.getState().saleId;
    store.getState().setTenderMode('card');
    store.getState().setCardApproved(true);
    expect(await store.getState().completeSale()).toBe(true);
    const { completedSale, saleStep } = store.getState();
    expect(saleStep).toBe('done');
    expect(completedSale).toMatchObject({
      externalId: `sale-${firstSaleId}`,
      drawer: { outcome: 'not_needed' },
      quote: { total: cad(total), totalCharged: cad(total), roundingAdjustment: cad(0) },
    });
    expect(['pending', 'recorded']).toContain(completedSale?.state);

    // The outbox delivers it (a sync sends the outbox first): the summary learns the platform's order id.
    expect(await store.getState().syncNow()).toBe(true);
    await store.getState().refreshCompletedSale();
    expect(store.getState().completedSale).toMatchObject({ state: 'recorded', orderId: expect.any(String) });

    store.getState().startNewSale();
    expect(store.getState()).toMatchObject({ saleStep: 'cart', cart: [], completedSale: null });
    expect(store.getState().saleId).not.toBe(firstSaleId);
  });

  it('prints the receipt in the language the customer asks for, then back to the store’s for the next sale', async () => {
    await payingForThreeTees();
    store.getState().setTenderMode('card');
    store.getState().setCardApproved(true);
    store.getState().chooseReceiptLanguage('fr');
    expect(await store.getState().completeSale()).toBe(true);
    const french = store.getState().completedSale;
    expect(french?.receiptJobs.map((job) => job.title)).toEqual([`Reçu de la vente ${french?.externalId}`]);

    store.getState().startNewSale();
    expect(store.getState().receiptLanguage).toBeNull();
    await payingForThreeTees();
    store.getState().setTenderMode('card');
    store.getState().setCardApproved(true);
    expect(await store.getState().completeSale()).toBe(true);
    const english = store.getState().completedSale;
    expect(english?.receiptJobs.map((job) => job.title)).toEqual([`Receipt for sale ${english?.externalId}`]);
    store.getState().startNewSale();
  });

  it('takes cash into the one drawer that is open, rounded, with the change', async () => {
    // Nothing opened today: cash cannot go in a drawer yet, and the screen says so.
    const before = store.getState();
    expect(drawerProblemOf(selectSaleCashSetup(before), before.saleDrawerId)).toBe('none_open');

    const bridge = workstation.bridge();
    await bridge.cash.recordTransaction({
      transactionId: randomUUID(),
      drawerId: 'ca-tor-eaton-1',
      type: 'daily_open',
      amount: cad(25000),
    });
    await store.getState().loadSaleContext();
    expect(store.getState().saleDrawerId).toBe('ca-tor-eaton-1');
    expect(drawerProblemOf(selectSaleCashSetup(store.getState()), store.getState().saleDrawerId)).toBeNull();

    store.getState().addToCart(tee, 3);
    const total = withHst((tee.price?.minor as number) * 3);
    const due = roundedToNickel(total);
    expect(await store.getState().startPayment('cash')).toBe(true);
    store.getState().setCashTendered(cad(due + 500));
    expect(await store.getState().completeSale()).toBe(true);
    expect(store.getState().completedSale).toMatchObject({
      drawer: { outcome: 'open_by_hand' },
      quote: { changeDue: cad(500), roundingAdjustment: cad(due - total), totalCharged: cad(due) },
    });
    const summary = await bridge.cash.getSummary({ drawerId: 'ca-tor-eaton-1' });
    expect(summary.cashSales).toEqual(cad(due));
  });
});

describe('a sale in a US store', () => {
  it('does not round cash in a store that is not listed for rounding (and starts with an empty cart)', async () => {
    store.getState().startNewSale();
    const [product] = await search('boxy tee');
    store.getState().addToCart(product as ProductSummary);
    await workIn('us-nyc-williamsburg');
    expect(store.getState().cart).toEqual([]);
    expect(store.getState().roundingContext).toMatchObject({
      storeCountry: 'US',
      applies: false,
      increment: null,
    });

    const [tee] = await search('boxy tee');
    expect(tee?.price?.currency).toBe('USD');
    store.getState().addToCart(tee as ProductSummary, 3);
    const total = withNycTax((tee?.price?.minor as number) * 3);
    expect(await store.getState().startPayment('cash')).toBe(true);
    store.getState().setCashTendered(usd(total + 1));
    const checkout = selectCheckout(store.getState());
    expect(checkout.roundingApplies).toBe(false);
    expect(checkout.cash).toMatchObject({ amount: usd(total), roundingAdjustment: usd(0), change: usd(1) });
  });

  it('rounds cash in a US store listed for rounding', async () => {
    await workIn('us-nyc-soho');
    expect(store.getState().roundingContext).toMatchObject({
      storeCountry: 'US',
      applies: true,
      increment: usd(5),
    });
    const [tee] = await search('boxy tee');
    store.getState().addToCart(tee as ProductSummary, 3);
    const total = withNycTax((tee?.price?.minor as number) * 3);
    expect(await store.getState().startPayment('cash')).toBe(true);
    expect(selectCheckout(store.getState()).cash?.amount).toEqual(usd(roundedToNickel(total)));
  });
});

describe('a new shift', () => {
  it('does not hand the cart to the next person who signs in', async () => {
    const [tee] = await search('boxy tee');
    expect(store.getState().addToCart(tee as ProductSummary)).toBe(true);
    await store.getState().signOut();
    expect(await store.getState().signIn('manager', 'manager')).toBe(true);
    expect(store.getState()).toMatchObject({ cart: [], saleStep: 'cart', completedSale: null });
    await store.getState().loadSaleContext();
    expect(store.getState().session?.user?.username).toBe('manager');
    expect(store.getState()).toMatchObject({ cart: [], saleStep: 'cart' });
  });
});
