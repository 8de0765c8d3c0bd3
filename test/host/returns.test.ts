// A return through the bridge in a Canadian store: the sale is found by its receipt's code, one unit comes
// back with its share of the HST, refunded in cash rounded to 0.05 CAD out of the drawer (its figures
// follow), a refund receipt is queued; a return without the receipt needs a manager's credentials.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DrawerSummaryView } from '../../shared/bridge/views/cash';
import type { CompletedReturnView, RefundPreviewView, SaleView } from '../../shared/bridge/views/returns';
import type { CompletedSale } from '../../shared/bridge/views/sale';
import type { Session } from '../../shared/bridge/views/session';
import { valueOf } from './support/event-socket';
import { startHostFixture, type HostFixture } from './support/host-fixture';
import { platformCaller } from './support/platform-orders';

const STORE = 'ca-tor-eaton';
const DRAWER = 'ca-tor-eaton-1';
const cad = (minor: number) => ({ minor, currency: 'CAD' });
const roundedCad = (minor: number) => (minor % 5 <= 2 ? minor - (minor % 5) : minor + 5 - (minor % 5));

let fixture: HostFixture;
let productId: string;
let priceMinor: number;

/** Sells two units in cash and returns the platform order the sale became: each test returns from its own. */
async function sellTwoUnits(): Promise<string> {
  const saleId = randomUUID();
  valueOf<CompletedSale>(
    await fixture.call('sale.complete', {
      saleId,
      drawerId: DRAWER,
      lines: [{ productId, quantity: 2 }],
      // Toronto adds 13 % HST: the customer hands over more than the goods and gets change.
      tenders: [{ method: 'cash', tendered: cad(roundedCad(priceMinor * 3)) }],
    }),
  );
  valueOf(await fixture.call('sync.syncNow'));
  const delivered = valueOf<{ orderId: string | null }>(
    await fixture.call('sale.getSale', { externalId: `sale-${saleId}` }),
  );
  return delivered.orderId as string;
}

beforeAll(async () => {
  fixture = await startHostFixture();
  const session = valueOf<Session>(await fixture.call('session.get'));
  const platform = await platformCaller(session.platform.url as string);
  const { body } = await platform.call<{
    items: Array<{ product_id: string; price: { value: number } | null }>;
  }>('GET', '/api/v1/shops/ca/products?locale=en-US&count=200');
  const product = body.items.find(
    (item) => item.price && item.price.value < 100 && !/[05]$/.test(item.price.value.toFixed(2)),
  );
  if (!product?.price) throw new Error('the demo catalog has no CAD price off the 0.05 grid');
  productId = product.product_id;
  priceMinor = Number(product.price.value.toFixed(2).replace('.', ''));
  valueOf(await fixture.call('session.signIn', { username: 'associate', password: 'associate' }));
  valueOf(await fixture.call('session.selectStore', { storeId: STORE }));
  valueOf(await fixture.call('sync.syncNow'));
  valueOf(
    await fixture.call('cash.recordTransaction', {
      transactionId: randomUUID(),
      drawerId: DRAWER,
      type: 'daily_open',
      amount: cad(25000),
    }),
  );
});

afterAll(async () => {
  await fixture?.close();
});

describe('returns at the counter', () => {
  it('opens the sale by its receipt code and refunds one unit in rounded cash out of the drawer', async () => {
    const orderId = await sellTwoUnits();
    const sale = valueOf<SaleView>(await fixture.call('returns.openSale', { code: orderId }));
    expect(sale.lines).toEqual([
      expect.objectContaining({ productId, sold: 2, returned: 0, returnable: 2, unitPrice: cad(priceMinor) }),
    ]);
    expect(sale.returnable).toBe(true);

    const preview = valueOf<RefundPreviewView>(
      await fixture.call('returns.previewRefund', { orderId, lines: [{ productId, quantity: 1 }] }),
    );
    // One unit of two gives back half the line's HST (13 %, half up on the sale, then half up again).
    const lineHst = Math.floor((2 * priceMinor * 2 * 13 + 100) / 200);
    const unitHst = Math.floor((2 * lineHst + 2) / 4);
    expect(preview.refunds).toEqual([
      expect.objectContaining({ method: 'cash', amount: cad(roundedCad(priceMinor + unitHst)) }),
    ]);

    const before = valueOf<DrawerSummaryView>(await fixture.call('cash.getSummary', { drawerId: DRAWER }));
    const done = valueOf<CompletedReturnView>(
      await fixture.call('returns.complete', {
        returnId: randomUUID(),
        orderId,
        lines: [{ productId, quantity: 1 }],
        receipt: true,
        drawerId: DRAWER,
      }),
    );
    expect(done.saleReturn.refunds).toEqual([
      expect.objectContaining({ method: 'cash', amount: preview.totalRefunded }),
    ]);
    expect(done.drawer.outcome).toBe('open_by_hand');
    expect(done.receiptJobs.map((job) => job.documentType)).toEqual(['refund_receipt']);
    const after = valueOf<DrawerSummaryView>(await fixture.call('cash.getSummary', { drawerId: DRAWER }));
    expect(after.cashRefunds.minor - before.cashRefunds.minor).toBe(preview.totalRefunded.minor);

    const over = await fixture.call('returns.complete', {
      returnId: randomUUID(),
      orderId,
      lines: [{ productId, quantity: 2 }],
      receipt: true,
    });
    expect(over.body).toMatchObject({ ok: false, error: { code: 'over_sold_quantity' } });
  });

  it('needs a manager’s credentials for a return without the receipt', async () => {
    const orderId = await sellTwoUnits();
    // One unit already came back with its receipt; the second comes back without.
    valueOf<CompletedReturnView>(
      await fixture.call('returns.complete', {
        returnId: randomUUID(),
        orderId,
        lines: [{ productId, quantity: 1 }],
        receipt: true,
        drawerId: DRAWER,
      }),
    );
    const request = {
      returnId: randomUUID(),
      orderId,
      lines: [{ productId, quantity: 1 }],
      receipt: false,
      drawerId: DRAWER,
    };
    const alone = await fixture.call('returns.complete', request);
    expect(alone.body).toMatchObject({ ok: false, error: { code: 'manager_approval_required' } });
    const approved = valueOf<CompletedReturnView>(
      await fixture.call('returns.complete', {
        ...request,
        managerApproval: { username: 'manager', password: 'manager' },
      }),
    );
    expect(approved.saleReturn).toMatchObject({
      approvedBy: 'manager',
      receipt: false,
      associate: 'associate',
    });
    const sale = valueOf<SaleView>(await fixture.call('returns.openSale', { code: orderId }));
    expect(sale.returnable).toBe(false);
    expect(sale.returns).toHaveLength(2);
  });

  it('prints a copy of the sale’s receipt in the language the customer asks for', async () => {
    const orderId = await sellTwoUnits();
    const copy = async (language?: string) =>
      valueOf<{ jobs: Array<{ title: string }> }>(
        await fixture.call('returns.reprintReceipt', { orderId, ...(language ? { language } : {}) }),
      );
    const english = await copy();
    expect(english.jobs[0]?.title).toMatch(/^Receipt for sale sale-/);
    const spanish = await copy('es');
    expect(spanish.jobs[0]?.title).toMatch(/^Recibo de la venta sale-/);
  });
});
