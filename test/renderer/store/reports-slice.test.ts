// The reports slice through getState(), on the real bridge to a real host whose embedded platform has the demo
// tenant, with Northwind SoHo's Register 1 as a drawer simulator paired here: a day of Register 1 (opened
// with $200.00, a cash sale and a card sale rung here, closed $0.10 short) is read back as the manager's
// reports of that day — the drawer's Z report and the store's summary — and the Z report is printed again.
// An associate is refused the reports, and a day that is not a date is refused before anything is asked.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PosStore } from '../../../renderer/src/store/pos-store';
import { businessDateOf } from '../../../shared/time/business-day';
import { SOHO, startCashFixture, type CashFixture } from '../cash/support/cash-fixture';

const usd = (minor: number) => ({ minor, currency: 'USD' });

let fixture: CashFixture;

beforeAll(async () => {
  fixture = await startCashFixture();
}, 60_000);

afterAll(async () => {
  await fixture?.close();
});

/** A priced product of the US catalog, found as the Sale screen finds it. */
async function pricedProduct(store: PosStore, query: string) {
  const found = await store.getState().searchProducts(query);
  const product = found.find((candidate) => candidate.price !== null && candidate.price.minor > 0);
  if (!product?.price) throw new Error(`No priced product answers "${query}".`);
  return { productId: product.productId, cents: product.price.minor };
}

describe('the manager’s reports of a day', () => {
  it('show each drawer’s Z report and the store summary, and print a Z report again', async () => {
    const manager = await fixture.workstation('manager');
    const bridge = fixture.bridge();
    await bridge.sync.syncNow({ full: true });
    await manager.getState().loadCash();
    await manager.getState().recordCount({
      transactionId: randomUUID(),
      drawerId: SOHO.register1,
      type: 'daily_open',
      counted: usd(20000),
    });
    fixture.drawer.close();

    // Rung at this counter (the Sale screen's own tests cover how): one paid in cash, one by card.
    const cashProduct = await pricedProduct(manager, 'tee');
    const cashSale = await bridge.sale.complete({
      saleId: randomUUID(),
      lines: [{ productId: cashProduct.productId, quantity: 1 }],
      tenders: [{ method: 'cash' }],
    });
    fixture.drawer.close();
    const cardSale = await bridge.sale.complete({
      saleId: randomUUID(),
      lines: [{ productId: cashProduct.productId, quantity: 2 }],
      tenders: [{ method: 'card' }],
    });
    const cashPaid = cashSale.quote.totalCharged.minor;
    const cardPaid = cardSale.quote.totalCharged.minor;
    // Each component's tax, as the two receipts charged it, added up.
    const collected = new Map<string, number>();
    for (const line of [...cashSale.quote.taxLines, ...cardSale.quote.taxLines]) {
      const name = `${line.label} ${line.rate}%`;
      collected.set(name, (collected.get(name) ?? 0) + line.amount.minor);
    }

    await manager.getState().loadCash();
    const expected = 20000 + cashPaid;
    await manager.getState().recordCount({
      transactionId: randomUUID(),
      drawerId: SOHO.register1,
      type: 'daily_close',
      counted: usd(expected - 10),
    });
    fixture.drawer.close();
    await bridge.sync.syncNow({});

    // Today in New York, as the tab opens.
    await vi.waitFor(
      async () => {
        await manager.getState().loadStoreDay();
        expect(manager.getState().storeDay?.drawers).toHaveLength(1);
      },
      { timeout: 15_000, interval: 300 },
    );
    const day = manager.getState().storeDay;
    expect(manager.getState().storeDayLoad.status).toBe('done');
    expect(day?.businessDate).toBe(businessDateOf(new Date(), 'America/New_York'));
    const report = day?.drawers[0];
    expect(report).toMatchObject({
      drawerId: SOHO.register1,
      drawerName: 'Register 1',
      openedBy: 'manager',
      closedBy: 'manager',
      openingFloat: usd(20000),
      cashSales: usd(cashPaid),
      cashRefunds: usd(0),
      expectedAmount: usd(expected),
      countedAmount: usd(expected - 10),
      variance: usd(-10),
      deposit: usd(expected - 10 - 20000),
      salesCount: 2,
      refundsCount: 0,
    });
    expect(report?.tenders).toEqual([
      { method: 'cash', sales: usd(cashPaid), refunds: usd(0), net: usd(cashPaid) },
      { method: 'card', sales: usd(cardPaid), refunds: usd(0), net: usd(cardPaid) },
    ]);
    expect([...collected.keys()]).toEqual(['NY State 4%', 'New York City 4.5%', 'MCTD 0.375%']);
    expect(report?.taxes).toEqual([...collected].map(([name, minor]) => ({ name, amount: usd(minor) })));
    // The store's day: every sale of the store that day (the demo's web orders picked up too), so at least
    // this drawer's; the cash is that of the drawers closed that day, here Register 1 alone.
    expect(day?.salesCount).toBeGreaterThanOrEqual(2);
    expect(day?.taxes.map((tax) => tax.name)).toEqual([...collected.keys()]);
    expect(day).toMatchObject({
      cashExpected: usd(expected),
      cashCounted: usd(expected - 10),
      cashVariance: usd(-10),
      deposits: usd(expected - 10 - 20000),
    });

    // Printed again (no receipt printer is attached here: the job says so, the Z report is not lost).
    expect(await manager.getState().reprintDrawerReport(report?.reportId ?? '')).toBe(true);
    expect(manager.getState().reprintedReportId).toBe(report?.reportId);
    expect(manager.getState().reportReprint.status).toBe('done');
    expect(manager.getState().reportReprintJobs).toEqual([
      expect.objectContaining({ documentType: 'z_report', printerType: 'receipt_printer' }),
    ]);

    // Another day: nothing was closed the day before.
    manager.getState().setReportDate('2020-01-02');
    await manager.getState().loadStoreDay();
    expect(manager.getState().storeDay).toMatchObject({
      businessDate: '2020-01-02',
      salesCount: 0,
      drawers: [],
    });
  }, 60_000);

  it('refuses a day that is not a date, naming the field, without asking the platform', async () => {
    const manager = await fixture.workstation('manager');
    manager.getState().setReportDate('25/11/2026');
    await manager.getState().loadStoreDay();
    const { storeDayLoad } = manager.getState();
    expect(storeDayLoad.status).toBe('failed');
    expect(storeDayLoad.error?.code).toBe('local_validation');
    expect(storeDayLoad.error?.details?.[0]?.path).toBe('date');
  });

  it('refuses an associate the store’s reports', async () => {
    const associate = await fixture.workstation('associate');
    await associate.getState().loadStoreDay();
    expect(associate.getState().storeDayLoad.status).toBe('failed');
    expect(associate.getState().storeDayLoad.error?.code).toBe('forbidden');
    expect(associate.getState().storeDay).toBeNull();
  });
});
