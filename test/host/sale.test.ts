// A counter sale in a Canadian store through the bridge: prices from the synced catalog, Ontario's HST added,
// the cash part of the total after tax rounded to 0.05 CAD, the cash counted into the drawer, the sale delivered to the platform.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DrawerSummaryView } from '../../shared/bridge/views/cash';
import type { ProductDetail, ProductSummary } from '../../shared/bridge/views/catalog';
import type { CompletedSale, RoundingContextView, SaleQuote } from '../../shared/bridge/views/sale';
import type { Session } from '../../shared/bridge/views/session';
import { valueOf } from './support/event-socket';
import { startHostFixture, type HostFixture } from './support/host-fixture';
import { platformCaller, type PlatformCaller } from './support/platform-orders';

const STORE = 'ca-tor-eaton';
const DRAWER = 'ca-tor-eaton-1';
/** The fitting rooms' drawer: no test opens its day. */
const CLOSED_DRAWER = 'ca-tor-eaton-2';
const cad = (minor: number) => ({ minor, currency: 'CAD' });
/** Ontario's HST, 13 % of the subtotal rounded half-up to the cent. */
const hstOn = (subtotalMinor: number) => Math.floor((subtotalMinor * 13 + 50) / 100);
const withHst = (subtotalMinor: number) => subtotalMinor + hstOn(subtotalMinor);
/** Canada rounds cash to the nearest 0.05: 1–2 cents down, 3–4 up. */
const roundedCad = (minor: number) => (minor % 5 <= 2 ? minor - (minor % 5) : minor + 5 - (minor % 5));

let fixture: HostFixture;
let platform: PlatformCaller;
let productId: string;
let priceMinor: number;

beforeAll(async () => {
  fixture = await startHostFixture();
  const session = valueOf<Session>(await fixture.call('session.get'));
  platform = await platformCaller(session.platform.url as string);
  const { body } = await platform.call<{
    items: Array<{ product_id: string; price: { value: number } | null }>;
  }>('GET', '/api/v1/shops/ca/products?locale=en-US&count=200');
  // A price that is not a multiple of 0.05, so rounding shows (read from the decimal's text, not by float maths).
  const product = body.items.find((item) => item.price && !/[05]$/.test(item.price.value.toFixed(2)));
  if (!product?.price) throw new Error('the demo catalog has no CAD price off the 0.05 grid');
  productId = product.product_id;
  priceMinor = Number(product.price.value.toFixed(2).replace('.', ''));
  valueOf(await fixture.call('session.signIn', { username: 'associate', password: 'associate' }));
  valueOf(await fixture.call('session.selectStore', { storeId: STORE }));
  valueOf(await fixture.call('sync.syncNow'));
});

afterAll(async () => {
  await fixture?.close();
});

describe('finding products at the counter', () => {
  it('finds a product by the words of its title and by its scanned barcode, with its price in minor units', async () => {
    const product = valueOf<ProductDetail>(await fixture.call('catalog.getProduct', { productId }));
    expect(product.price).toEqual(cad(priceMinor));
    const words = product.title.split(/\s+/).slice(0, 2).join(' ');
    const found = valueOf<{ items: Array<ProductSummary & { matchedBy: string }>; total: number }>(
      await fixture.call('catalog.search', { query: words, count: 100 }),
    );
    expect(found.items.map((item) => item.productId)).toContain(productId);
    expect(found.total).toBeGreaterThanOrEqual(found.items.length);

    expect(product.ean).toMatch(/^\d{13}$/);
    const scanned = valueOf<{ product: ProductSummary | null }>(
      await fixture.call('catalog.lookupCode', { code: product.ean }),
    );
    expect(scanned.product).toMatchObject({ productId, price: cad(priceMinor) });
    const unknown = valueOf<{ product: ProductSummary | null }>(
      await fixture.call('catalog.lookupCode', { code: '0000000000000' }),
    );
    expect(unknown.product).toBeNull();
  });

  it('pages through a broad search without repeating a product', async () => {
    const first = valueOf<{ items: ProductSummary[]; total: number }>(
      await fixture.call('catalog.search', { query: 'a', count: 10 }),
    );
    expect(first.items).toHaveLength(10);
    expect(first.total).toBeGreaterThan(10);
    const second = valueOf<{ items: ProductSummary[] }>(
      await fixture.call('catalog.search', { query: 'a', offset: 10, count: 10 }),
    );
    const ids = [...first.items, ...second.items].map((item) => item.productId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('a cash sale in Toronto', () => {
  it('knows the store rounds cash to 0.05 CAD', async () => {
    expect(valueOf<RoundingContextView>(await fixture.call('sale.getRoundingContext'))).toEqual({
      currency: 'CAD',
      storeCountry: 'CA',
      cashRoundingEnabled: true,
      storeListedForUsRounding: false,
      applies: true,
      increment: cad(5),
    });
  });

  it('quotes the total with HST exactly and rounds only the cash part, after tax', async () => {
    const lines = [{ productId, quantity: 3 }];
    const subtotal = priceMinor * 3;
    const total = withHst(subtotal);
    const cash = valueOf<SaleQuote>(
      await fixture.call('sale.quote', { lines, tenders: [{ method: 'cash' }] }),
    );
    expect(cash.subtotal).toEqual(cad(subtotal));
    expect(cash.pricesIncludeTax).toBe(false);
    expect(cash.taxLines).toEqual([
      {
        componentId: 'hst',
        label: 'HST',
        rate: '13',
        taxableAmount: cad(subtotal),
        amount: cad(hstOn(subtotal)),
      },
    ]);
    expect(cash.lines[0]).toMatchObject({ tax: cad(hstOn(subtotal)), taxExempt: false });
    expect(cash.total).toEqual(cad(total));
    expect(cash.cashDueIfAllCash).toEqual(cad(roundedCad(total)));
    expect(cash.tenders[0]).toMatchObject({
      method: 'cash',
      share: cad(total),
      amount: cad(roundedCad(total)),
    });
    expect(cash.roundingAdjustment).toEqual(cad(roundedCad(total) - total));

    const card = valueOf<SaleQuote>(
      await fixture.call('sale.quote', { lines, tenders: [{ method: 'card' }] }),
    );
    expect(card.tenders[0]).toMatchObject({ amount: cad(total), roundingAdjustment: cad(0) });
  });

  it('refuses a sale it cannot complete, naming the field', async () => {
    const short = await fixture.call('sale.quote', {
      lines: [{ productId, quantity: 1 }],
      tenders: [{ method: 'cash', tendered: cad(1) }],
    });
    expect(short.body).toMatchObject({
      ok: false,
      error: { code: 'insufficient_cash', details: [{ path: 'tenders.0.tendered' }] },
    });
    const unknown = await fixture.call('sale.quote', {
      lines: [{ productId: 'no-such-product', quantity: 1 }],
      tenders: [{ method: 'card' }],
    });
    expect(unknown.body).toMatchObject({
      ok: false,
      error: {
        code: 'product_not_found',
        details: [{ path: 'lines.0.productId' }],
        values: { productId: 'no-such-product' },
      },
    });
    const noDrawer = await fixture.call('sale.complete', {
      saleId: randomUUID(),
      lines: [{ productId, quantity: 1 }],
      tenders: [{ method: 'cash' }],
    });
    expect(noDrawer.body).toMatchObject({
      ok: false,
      error: {
        code: 'drawer_required',
        message:
          'Say which drawer takes the cash: this workstation has no paired drawer and the store has several.',
        details: [{ path: 'drawerId' }],
        values: { why: 'sale' },
      },
    });
    const closed = await fixture.call('sale.complete', {
      saleId: randomUUID(),
      lines: [{ productId, quantity: 1 }],
      tenders: [{ method: 'cash' }],
      drawerId: CLOSED_DRAWER,
    });
    expect(closed.body).toMatchObject({ ok: false, error: { code: 'drawer_not_open' } });
  });

  it('records the sale once, with the net cash in the drawer, and the platform gets it', async () => {
    valueOf(
      await fixture.call('cash.recordTransaction', {
        transactionId: randomUUID(),
        drawerId: DRAWER,
        type: 'daily_open',
        amount: cad(25000),
      }),
    );
    const due = roundedCad(withHst(priceMinor));
    const tendered = Math.ceil(due / 2000) * 2000; // paid with $20 bills
    const saleId = randomUUID();
    const request = {
      saleId,
      drawerId: DRAWER,
      lines: [{ productId, quantity: 1 }],
      tenders: [{ method: 'cash', tendered: cad(tendered) }],
    };
    const sale = valueOf<CompletedSale>(await fixture.call('sale.complete', request));
    expect(sale).toMatchObject({
      externalId: `sale-${saleId}`,
      state: 'pending',
      drawer: { outcome: 'open_by_hand' },
    });
    expect(sale.quote.changeDue).toEqual(cad(tendered - due));

    const again = valueOf<CompletedSale>(await fixture.call('sale.complete', request));
    expect(again.externalId).toBe(sale.externalId);
    expect(again.quote.changeDue).toEqual(cad(tendered - due));
    const summary = valueOf<DrawerSummaryView>(await fixture.call('cash.getSummary', { drawerId: DRAWER }));
    expect(summary.cashSales).toEqual(cad(due));

    valueOf(await fixture.call('sync.syncNow'));
    const delivered = valueOf<{ state: string; orderId: string | null }>(
      await fixture.call('sale.getSale', { externalId: `sale-${saleId}` }),
    );
    expect(delivered).toMatchObject({ state: 'recorded', orderId: expect.any(String) });
    const unknownSale = await fixture.call('sale.getSale', { externalId: 'sale-unknown' });
    expect(unknownSale.body).toMatchObject({
      ok: false,
      error: {
        code: 'sale_not_found',
        message: 'No sale sale-unknown was completed at this workstation.',
        details: [{ path: 'externalId' }],
        values: { saleId: 'sale-unknown' },
      },
    });
    const { body: orders } = await platform.call<{
      items: Array<{ external_id: string; status: string; payments: unknown[]; taxes: unknown[] }>;
    }>('GET', `/v0/d/orders?store_id=${STORE}&status=picked_up&count=500`);
    const recorded = orders.items.filter((order) => order.external_id === `sale-${saleId}`);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]!.payments).toEqual([
      {
        method: 'cash',
        amount: due / 100,
        rounding_adjustment: (due - withHst(priceMinor)) / 100,
        tendered: tendered / 100,
        change: (tendered - due) / 100,
      },
    ]);
    expect(recorded[0]!.taxes).toEqual([
      {
        component_id: 'hst',
        label: 'HST',
        rate: '13',
        taxable_amount: priceMinor / 100,
        amount: hstOn(priceMinor) / 100,
      },
    ]);
  });
});

describe('the receipt’s language', () => {
  it('is the store’s (English in Toronto) unless the customer asks for French or Spanish', async () => {
    const sell = async (receiptLanguage?: string) =>
      valueOf<CompletedSale>(
        await fixture.call('sale.complete', {
          saleId: randomUUID(),
          lines: [{ productId, quantity: 1 }],
          tenders: [{ method: 'card' }],
          ...(receiptLanguage ? { receiptLanguage } : {}),
        }),
      );
    const english = await sell();
    expect(english.receiptJobs.map((job) => job.title)).toEqual([`Receipt for sale ${english.externalId}`]);
    const french = await sell('fr');
    expect(french.receiptJobs.map((job) => job.title)).toEqual([`Reçu de la vente ${french.externalId}`]);
    const spanish = await sell('es');
    expect(spanish.receiptJobs.map((job) => job.title)).toEqual([`Recibo de la venta ${spanish.externalId}`]);

    const german = await fixture.call('sale.complete', {
      saleId: randomUUID(),
      lines: [{ productId, quantity: 1 }],
      tenders: [{ method: 'card' }],
      receiptLanguage: 'de',
    });
    expect(german.body).toMatchObject({
      ok: false,
      error: {
        code: 'invalid_request',
        details: [{ path: 'receiptLanguage', message: 'must be en, fr or es' }],
      },
    });
  });
});
