// The returns slice through getState(), on the renderer's real bridge to a real host with the embedded
// platform (demo tenant) in Toronto, where cash rounds to 0.05 CAD: a cash sale's receipt code scanned on
// the Sale screen opens its return; quantities above what is left are refused, saying why; the cash refund
// is rounded by the store's rule and comes out of the open drawer (its expected amount follows); a return
// without the receipt waits for a manager, refuses wrong credentials and records who approved; the history
// finds the sale and reprints its receipt.
//
// One workstation (host and platform) with the drawer's day opened for the file; each test starts on a new
// store, the associate signed in afresh, with a cash sale of its own just made, so the tests pass in any
// order (the drawer's refunds are compared before and after, never as totals).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProductSummary } from '../../../shared/bridge/views/catalog';
import type { MoneyView } from '../../../shared/bridge/views/money';
import type { PosStore } from '../../../renderer/src/store/pos-store';
import { startSaleWorkstation, type SaleWorkstation } from '../sale/support/sale-workstation';
import {
  openTorontoCounter,
  signInAtTorontoCounter,
  TORONTO_DRAWER,
} from '../history/support/toronto-counter';

const DRAWER = TORONTO_DRAWER;
const SOLD = 3;
const cad = (minor: number): MoneyView => ({ minor, currency: 'CAD' });
/** Canada rounds cash to the nearest 0.05 (1–2 cents down, 3–4 up), worked out here on its own. */
const roundedToNickel = (minor: number) => (minor % 5 <= 2 ? minor - (minor % 5) : minor + 5 - (minor % 5));

let workstation: SaleWorkstation;
let store: PosStore;
let product: ProductSummary;
/** The receipt code of this test's cash sale of SOLD units of the product. */
let externalId: string;

/** A tee of the Canadian catalog priced off the 0.05 grid, so the refund of one unit rounds. */
async function teeOffTheNickelGrid(): Promise<ProductSummary> {
  await store.getState().searchProducts('tee');
  const offGrid = store
    .getState()
    .productResults.find((candidate) => candidate.price && candidate.price.minor % 5 !== 0);
  if (!offGrid) throw new Error('no tee in the Canadian catalog has a price off the 0.05 grid');
  return offGrid;
}

/** A cash sale of `quantity` of the product at the counter, delivered to the platform; its receipt code. */
async function cashSale(quantity: number): Promise<string> {
  const state = store.getState();
  state.startNewSale();
  state.addToCart(product, quantity);
  expect(await state.startPayment('cash')).toBe(true);
  // Toronto adds 13 % HST: the customer hands over twice the goods' price and gets change.
  store.getState().setCashTendered(cad(roundedToNickel((product.price?.minor as number) * quantity * 2)));
  expect(await store.getState().completeSale()).toBe(true);
  expect(await store.getState().syncNow()).toBe(true);
  return store.getState().completedSale?.externalId as string;
}

/** The sale's receipt scanned on the Sale screen: its return opens, with the receipt. */
async function scanReceipt(): Promise<void> {
  expect(await store.getState().addByCode(externalId)).toBe(false);
  expect(store.getState().returnDraft).not.toBeNull();
}

/** `quantity` of the product brought back with the receipt, refunded in cash; the sale opened again after. */
async function returnWithReceipt(quantity: number): Promise<void> {
  store.getState().startReturn({ receipt: true });
  expect(store.getState().setReturnQuantity(product.productId, quantity)).toBe(true);
  await store.getState().previewRefund();
  expect(await store.getState().completeReturn()).toBe(true);
  await store.getState().finishReturn();
}

beforeAll(async () => {
  workstation = await startSaleWorkstation();
  store = await openTorontoCounter(workstation);
  product = await teeOffTheNickelGrid();
}, 180_000);

beforeEach(async () => {
  store = await signInAtTorontoCounter(workstation);
  externalId = await cashSale(SOLD);
}, 60_000);

afterAll(async () => {
  await workstation?.close();
});

describe('a return at the counter', () => {
  it('opens the return of a sale when its receipt code is scanned on the Sale screen', async () => {
    expect(await store.getState().addByCode(externalId)).toBe(false);
    const state = store.getState();
    expect(state.route).toBe('history');
    expect(state.openedSale).toMatchObject({
      externalId,
      lines: [{ productId: product.productId, sold: SOLD, returned: 0, returnable: SOLD }],
      returnable: true,
    });
    expect(state.returnDraft).toMatchObject({ receipt: true, quantities: { [product.productId]: 0 } });
  });

  it('says a scanned code that is neither a product nor a sale is not in the catalog', async () => {
    await scanReceipt();
    expect(await store.getState().addByCode('sale-0000-not-a-sale')).toBe(false);
    expect(store.getState().saleNotice).toMatchObject({
      tone: 'danger',
      text: { kind: 'unknown_code', code: 'sale-0000-not-a-sale', receiptProblem: null },
    });
    // The return opened before stays as it was.
    expect(store.getState().openedSale?.externalId).toBe(externalId);
    expect(store.getState().returnDraft?.quantities[product.productId]).toBe(0);
  });

  it('refuses more than was sold, saying how many were sold', async () => {
    await scanReceipt();
    expect(store.getState().setReturnQuantity(product.productId, SOLD + 1)).toBe(false);
    expect(store.getState().returnLineRefusals[product.productId]).toEqual({
      why: 'over_sold',
      sold: 3,
      returned: 0,
      left: 3,
    });
    expect(store.getState().returnDraft?.quantities[product.productId]).toBe(0);
  });

  it('refunds one unit in cash rounded by the store’s rule, out of the open drawer', async () => {
    await scanReceipt();
    const unit = product.price?.minor as number;
    expect(store.getState().setReturnQuantity(product.productId, 1)).toBe(true);
    expect(store.getState().returnLineRefusals).toEqual({});
    await store.getState().previewRefund();
    const preview = store.getState().refundPreview;
    expect(preview?.goods).toEqual(cad(unit));
    // What the goods cost the customer (their tax share with them), in cash rounded to 0.05.
    const refunded = roundedToNickel(preview?.value.minor as number);
    expect(refunded % 5).toBe(0);
    expect(preview).toMatchObject({
      refunds: [{ method: 'cash', amount: cad(refunded) }],
      totalRefunded: cad(refunded),
    });
    const before = await workstation.bridge().cash.getSummary({ drawerId: DRAWER });

    expect(await store.getState().completeReturn()).toBe(true);
    expect(store.getState().completedReturn).toMatchObject({
      saleReturn: {
        lines: [{ productId: product.productId, quantity: 1 }],
        refunds: [{ method: 'cash', amount: cad(refunded) }],
        receipt: true,
        approvedBy: null,
        associate: 'associate',
      },
      // Ca-tor-eaton's drawers are opened by hand.
      drawer: { outcome: 'open_by_hand' },
    });
    const after = await workstation.bridge().cash.getSummary({ drawerId: DRAWER });
    expect(after.cashRefunds).toEqual(cad(before.cashRefunds.minor + refunded));

    await store.getState().finishReturn();
    expect(store.getState().openedSale?.lines).toEqual([
      expect.objectContaining({ sold: SOLD, returned: 1, returnable: SOLD - 1 }),
    ]);
    expect(store.getState().openedSale?.returns).toHaveLength(1);
    // The sale shows the tax it charged (Ontario's HST).
    expect(store.getState().openedSale?.taxLines).toEqual([
      expect.objectContaining({ label: expect.stringContaining('HST'), rate: '13' }),
    ]);
  });

  it('refuses over what is left after an earlier return, saying how many were returned', async () => {
    await scanReceipt();
    await returnWithReceipt(1);

    store.getState().startReturn({ receipt: true });
    expect(store.getState().setReturnQuantity(product.productId, SOLD)).toBe(false);
    expect(store.getState().returnLineRefusals[product.productId]).toEqual({
      why: 'over_sold',
      sold: 3,
      returned: 1,
      left: 2,
    });
    // What is left is still taken.
    expect(store.getState().setReturnQuantity(product.productId, SOLD - 1)).toBe(true);
    expect(store.getState().returnLineRefusals).toEqual({});
  });

  it('needs a manager without the receipt: refuses wrong credentials, records who approved', async () => {
    await scanReceipt();
    expect(store.getState().setReturnQuantity(product.productId, 2)).toBe(true);
    store.getState().setReturnReceipt(false);
    await store.getState().previewRefund();
    expect(await store.getState().completeReturn()).toBe(false);
    expect(store.getState().managerApprovalNeeded).toBe(true);
    expect(store.getState().returnCompletion.error?.code).toBe('manager_approval_required');

    expect(await store.getState().completeReturn({ username: 'manager', password: 'wrong' })).toBe(false);
    expect(store.getState().returnCompletion.error?.code).toBe('approval_refused');
    expect(store.getState().managerApprovalNeeded).toBe(true);
    // The dialog still says why a manager is needed.
    expect(store.getState().managerApprovalReason).toMatchObject({
      message: 'A manager must approve this return: the customer has no receipt.',
      values: { reasons: 'no_receipt' },
    });

    expect(await store.getState().completeReturn({ username: 'manager', password: 'manager' })).toBe(true);
    expect(store.getState().completedReturn?.saleReturn).toMatchObject({
      receipt: false,
      approvedBy: 'manager',
      associate: 'associate',
    });
    expect(store.getState().managerApprovalNeeded).toBe(false);

    await store.getState().finishReturn();
    expect(store.getState().openedSale?.lines).toEqual([
      expect.objectContaining({ sold: SOLD, returned: 2, returnable: SOLD - 2 }),
    ]);
  });

  it('says a line is already returned once all of it is back, over two returns', async () => {
    await scanReceipt();
    await returnWithReceipt(1);
    await returnWithReceipt(SOLD - 1);
    expect(store.getState().openedSale?.returnable).toBe(false);
    expect(store.getState().openedSale?.returns).toHaveLength(2);

    store.getState().startReturn();
    expect(store.getState().returnDraft).toBeNull();
    expect(store.getState().returnCompletion.error?.message).toMatch(/already returned/);
    // No line takes anything back.
    expect(store.getState().setReturnQuantity(product.productId, 1)).toBe(false);
  });

  it('scans the receipt of a sale returned in full without opening a return', async () => {
    await scanReceipt();
    await returnWithReceipt(SOLD);
    store.getState().closeSale();
    store.getState().navigate('sale');

    expect(await store.getState().addByCode(externalId)).toBe(false);
    expect(store.getState().route).toBe('history');
    expect(store.getState().openedSale).toMatchObject({ externalId, returnable: false });
    expect(store.getState().returnDraft).toBeNull();
  });
});

describe('the sales history', () => {
  it('finds today’s sale by its number and by its amount, and reprints its receipt', async () => {
    await scanReceipt();
    await returnWithReceipt(1);
    await returnWithReceipt(1);
    store.getState().closeSale();

    store.getState().setSalesFilter({ query: externalId.slice(0, 12) });
    await store.getState().searchSales();
    expect(store.getState().salesSearch.status).toBe('done');
    expect(store.getState().sales.map((sale) => sale.externalId)).toContain(externalId);
    const found = store.getState().sales.find((sale) => sale.externalId === externalId);

    store.getState().setSalesFilter({ query: '', amount: found?.totalPaid ?? null });
    await store.getState().searchSales();
    expect(store.getState().sales.map((sale) => sale.externalId)).toContain(externalId);

    expect(await store.getState().openSale(found?.orderId as string)).toBe(true);
    expect(store.getState().openedSale?.externalId).toBe(externalId);
    expect(store.getState().openedSale?.returns).toHaveLength(2);
    expect(await store.getState().reprintSaleReceipt()).toBe(true);
    expect(store.getState().receiptReprint.status).toBe('done');
  });
});
