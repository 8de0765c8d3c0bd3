// The pickup documents and the sale receipt, rendered for EPSON and STAR printers and read back through the
// ESC/POS decoder: what the associate and the customer would read on the paper.
import { describe, expect, it } from 'vitest';
import { decodeEscPos, itemsOfKind, printedText } from '../../../electron/common/escpos/decoder';
import { DocumentDataError } from '../../../electron/services/printing/documents/document-inputs';
import { buildInvoice } from '../../../electron/services/printing/documents/invoice';
import { buildPackingSlip } from '../../../electron/services/printing/documents/packing-slip';
import type { PaperDocument } from '../../../electron/services/printing/documents/paper-document';
import {
  buildSaleReceipt,
  type ReceiptSale,
} from '../../../electron/services/printing/documents/sale-receipt';
import {
  renderForThermalPrinter,
  type ThermalPrinterModel,
} from '../../../electron/services/printing/documents/thermal-renderer';
import { planTenders } from '../../../shared/cash-rounding';
import type { Payment } from '../../../shared/contract/order';
import { money, toWireAmount } from '../../../shared/money';
import { lookupProduct, readyOrder, STORE } from './support/printing-fixtures';

/** What comes out of the printer: text lines with runs of blanks collapsed, and the codes. */
function onPaper(document: PaperDocument, model: ThermalPrinterModel = 'EPSON') {
  const decoded = decodeEscPos(
    renderForThermalPrinter(document, { model }),
    model === 'EPSON' ? 'epson' : 'star',
  );
  return {
    lines: printedText(decoded).map((line) => line.replace(/\s+/g, ' ').trim()),
    raw: printedText(decoded),
    qr: itemsOfKind(decoded, 'qr').map((code) => code.data),
    barcodes: itemsOfKind(decoded, 'barcode').map((code) => `${code.symbology}:${code.data}`),
    unexpected: decoded.items.filter((item) => item.kind === 'unknown' || item.kind === 'drawer-kick'),
  };
}

const pickupInput = (
  overrides: { order?: ReturnType<typeof readyOrder>; locale?: string; store?: typeof STORE } = {},
) => ({
  order: overrides.order ?? readyOrder(),
  store: overrides.store ?? STORE,
  locale: overrides.locale ?? 'en-US',
  products: lookupProduct,
  pickupDisplayName: 'Click & Collect',
});

describe('invoice', () => {
  it.each(['EPSON', 'STAR'] as const)(
    'shows the store, the order, every line with its identifier, quantity and prices, the total and a scan code (%s)',
    (model) => {
      const paper = onPaper(buildInvoice(pickupInput()), model);
      expect(paper.unexpected).toEqual([]);
      expect(paper.lines).toEqual(
        expect.arrayContaining([
          'Downtown Store',
          '1 Main Street',
          'Springfield, IL 62701',
          'Tel. +1 555 0100',
          'INVOICE',
          'Click & Collect',
          'Order 7f0c3a52-2d4e-4c1b-9a77-1b2c3d4e5f60',
          'Reference WEB-100234',
          'Grace Hopper',
          'Organic Tee Blue M',
          'SKU TEE-BLU-M',
          '2 x $24.99 $49.98',
          'Stoneware Mug White',
          'EAN 4006381333931',
          '1 x $12.50 $12.50',
          'Wool Socks 3-pack',
          'SKU SOCK-3P',
          '3 x $9.95 $29.85',
          'Items: 6',
          'TOTAL $92.33',
          'Prices include tax as charged online.',
        ]),
      );
      // A UUID is too long for a CODE128 on 80 mm paper: the order id goes into a QR code.
      expect(paper.qr).toEqual(['7f0c3a52-2d4e-4c1b-9a77-1b2c3d4e5f60']);
    },
  );

  it.each(['EPSON', 'STAR'] as const)('prints the document title bold and double height (%s)', (model) => {
    const decoded = decodeEscPos(
      renderForThermalPrinter(buildInvoice(pickupInput()), { model }),
      model === 'EPSON' ? 'epson' : 'star',
    );
    const title = itemsOfKind(decoded, 'line').find((line) => line.text.trim() === 'INVOICE');
    expect(title).toMatchObject({ bold: true, align: 'center' });
    expect(title?.size.height).toBe(2);
  });

  it('prints the order id as CODE128 when it is short enough to scan from the roll', () => {
    const paper = onPaper(buildInvoice(pickupInput({ order: readyOrder({ order_id: 'ORD-1001' }) })), 'STAR');
    expect(paper.barcodes).toEqual(['CODE128:ORD-1001']);
    expect(paper.qr).toEqual([]);
  });

  it('prints the tax lines the web checkout charged, added to the subtotal', () => {
    const order = readyOrder({
      prices_include_tax: false,
      taxes: [
        { component_id: 'il_state', label: 'IL State', rate: '6.25', taxable_amount: 92.33, amount: 5.77 },
        {
          component_id: 'springfield',
          label: 'Springfield',
          rate: '2.5',
          taxable_amount: 92.33,
          amount: 2.31,
        },
      ],
    });
    const paper = onPaper(buildInvoice(pickupInput({ order, store: { ...STORE, tax_included: false } })));
    const from = paper.lines.indexOf('SUBTOTAL $92.33');
    expect(paper.lines.slice(from, from + 4)).toEqual([
      'SUBTOTAL $92.33',
      'IL State 6.25% $5.77',
      'Springfield 2.5% $2.31',
      'TOTAL $100.41',
    ]);
    expect(paper.lines.some((line) => /as charged online/.test(line))).toBe(false);
  });

  it('says "prices include tax as charged online" for an order without tax lines, whatever the store', () => {
    const paper = onPaper(buildInvoice(pickupInput({ store: { ...STORE, tax_included: false } })));
    expect(paper.lines).toContain('Prices include tax as charged online.');
    expect(paper.lines.some((line) => line.startsWith('SUBTOTAL'))).toBe(false);
  });

  it('shows the tax contained in the total when the order’s prices include it', () => {
    const order = readyOrder({
      currency: 'EUR',
      prices_include_tax: true,
      taxes: [{ component_id: 'vat', label: 'VAT', rate: '20', taxable_amount: 92.33, amount: 15.39 }],
    });
    const paper = onPaper(buildInvoice(pickupInput({ order, locale: 'en-IE' })));
    const from = paper.lines.indexOf('TOTAL €92.33');
    expect(paper.lines.slice(from, from + 2)).toEqual(['TOTAL €92.33', 'incl. VAT 20% €15.39']);
    expect(paper.lines).toContain('All prices include tax.');
  });

  it("formats money in the store's currency for the workstation's locale", () => {
    const euroOrder = readyOrder({ currency: 'EUR' });
    expect(onPaper(buildInvoice(pickupInput({ order: euroOrder, locale: 'fr-FR' }))).lines).toEqual(
      expect.arrayContaining(['2 x 24,99 € 49,98 €', 'TOTAL 92,33 €']),
    );
    const yenOrder = readyOrder({
      currency: 'JPY',
      shipments: [{ items: [{ product_id: 'mug-white', quantity: 2, price: 1200 }] }],
    });
    expect(onPaper(buildInvoice(pickupInput({ order: yenOrder, locale: 'ja-JP' }))).lines).toEqual(
      expect.arrayContaining(['2 x ¥1,200 ¥2,400', 'TOTAL ¥2,400']),
    );
  });

  it('refuses an order whose price has more decimals than its currency, naming the line', () => {
    const order = readyOrder({
      shipments: [{ items: [{ product_id: 'mug-white', quantity: 1, price: 12.505 }] }],
    });
    expect(() => buildInvoice(pickupInput({ order }))).toThrow(DocumentDataError);
    expect(() => buildInvoice(pickupInput({ order }))).toThrow(/shipments\.0\.items\.0\.price/);
  });

  it('keeps control characters in customer data from reaching the printer as commands', () => {
    const order = readyOrder({
      customer: { name: 'Mallory\u001bp\u0000\u0019\u00fa Kick', email: 'm@example.com' },
    });
    const paper = onPaper(buildInvoice(pickupInput({ order })));
    expect(paper.unexpected).toEqual([]);
    expect(paper.lines).toContain('Mallory p ú Kick');
  });

  it('wraps a long title and keeps every amount on one line within the paper width', () => {
    const order = readyOrder({
      shipments: [
        { items: [{ product_id: 'unknown-product-with-a-long-identifier', quantity: 1, price: 1999.99 }] },
      ],
    });
    const paper = onPaper(buildInvoice(pickupInput({ order })));
    expect(paper.raw.every((line) => line.length <= 48)).toBe(true);
    expect(paper.lines).toEqual(
      expect.arrayContaining(['Product unknown-product-with-a-long-identifier', '1 x $1,999.99 $1,999.99']),
    );
  });
});

describe('packing slip', () => {
  it('lists what goes into the bag with quantities and identifiers, without prices', () => {
    const paper = onPaper(buildPackingSlip(pickupInput()), 'STAR');
    expect(paper.lines).toEqual(
      expect.arrayContaining([
        'PACKING SLIP',
        'Click & Collect',
        'Order 7f0c3a52-2d4e-4c1b-9a77-1b2c3d4e5f60',
        '[ ] Organic Tee Blue M Qty 2',
        'SKU TEE-BLU-M',
        '[ ] Stoneware Mug White Qty 1',
        'EAN 4006381333931',
        '[ ] Wool Socks 3-pack Qty 3',
        'Items in the bag 6',
      ]),
    );
    expect(paper.lines.some((line) => line.includes('$'))).toBe(false);
    expect(paper.qr).toEqual(['7f0c3a52-2d4e-4c1b-9a77-1b2c3d4e5f60']);
  });

  it('tells two sizes of one product apart by their colour and size, on the slip and the invoice', () => {
    const order = readyOrder({
      shipments: [
        {
          items: [
            { product_id: 'sheet-sage-king', quantity: 1, price: 89 },
            { product_id: 'sheet-sage-queen', quantity: 2, price: 79 },
          ],
          shipping_option: { shipping_offer_token: 'token' },
        },
      ],
    });
    const slip = onPaper(buildPackingSlip(pickupInput({ order })), 'EPSON').lines;
    const kingAt = slip.indexOf('[ ] Fitted sheet Qty 1');
    const queenAt = slip.indexOf('[ ] Fitted sheet Qty 2');
    expect(slip.slice(kingAt, kingAt + 3)).toEqual([
      '[ ] Fitted sheet Qty 1',
      'Sage · King',
      'SKU SHEET-SAGE-K',
    ]);
    expect(slip.slice(queenAt, queenAt + 3)).toEqual([
      '[ ] Fitted sheet Qty 2',
      'Sage · Queen',
      'SKU SHEET-SAGE-Q',
    ]);
    const invoice = onPaper(buildInvoice(pickupInput({ order })), 'STAR').lines;
    expect(invoice).toEqual(expect.arrayContaining(['Sage · King', 'Sage · Queen']));
    expect(invoice.indexOf('Sage · King')).toBeLessThan(invoice.indexOf('SKU SHEET-SAGE-K'));
  });
});

describe('sale receipt', () => {
  const canadianStore = {
    ...STORE,
    physical_address: {
      ...STORE.physical_address,
      country_code: 'CA',
      state: 'ON',
      city: 'Toronto',
      zip_code: 'M5V 2T6',
    },
  };

  /** Payments as the sale records them, planned by shared/cash-rounding for a Canadian store. */
  function plannedPayments(
    totalMinor: number,
    tenders: Parameters<typeof planTenders>[0]['tenders'],
  ): Payment[] {
    const result = planTenders({
      totalDue: money(totalMinor, 'CAD'),
      tenders,
      rounding: { storeCountry: 'CA', storeListedForUsRounding: false, cashRoundingEnabled: true },
    });
    if (!result.ok) throw new Error(result.message);
    return result.plan.tenders.map((tender) => ({
      method: tender.method,
      amount: toWireAmount(tender.amount),
      rounding_adjustment: toWireAmount(tender.roundingAdjustment),
      tendered: toWireAmount(tender.tendered ?? tender.amount),
      change: toWireAmount(tender.change ?? money(0, 'CAD')),
    }));
  }

  const sale = (payments: Payment[]): ReceiptSale => ({
    external_id: 'SALE-0042',
    currency: 'CAD',
    placed_at: '2026-03-02T16:00:00Z',
    shipments: [
      {
        items: [
          { product_id: 'mug-white', quantity: 1, price: 6.12 },
          { product_id: 'socks-3p', quantity: 1, price: 3.95 },
        ],
      },
    ],
    payments,
  });

  it('shows the cash rounding adjustment as its own line, the adjusted total, each tender and the change', () => {
    const payments = plannedPayments(1007, [
      { method: 'card', amount: money(500, 'CAD') },
      { method: 'cash', tendered: money(1000, 'CAD') },
    ]);
    const paper = onPaper(
      buildSaleReceipt({
        sale: sale(payments),
        store: canadianStore,
        locale: 'en-CA',
        products: lookupProduct,
      }),
    );
    const from = paper.lines.indexOf('TOTAL $10.07');
    expect(paper.lines.slice(from, from + 9)).toEqual([
      'TOTAL $10.07',
      'Cash rounding -$0.02',
      'TOTAL PAID $10.05',
      '------------------------------------------------',
      'Card $5.00',
      'Cash $5.05',
      'Cash tendered $10.00',
      'CHANGE $4.95',
      'All prices include tax.',
    ]);
    expect(paper.lines).toEqual(
      expect.arrayContaining(['RECEIPT', 'Sale SALE-0042', '1 x $6.12 $6.12', '1 x $3.95 $3.95']),
    );
    expect(paper.barcodes).toEqual(['CODE128:SALE-0042']);
  });

  it('prints each tax line between the subtotal and the total, and rounds the cash total after tax', () => {
    // New York City: the tee (19.98) pays 0.80 + 0.90 + 0.07 = 1.77, the socks are exempt; 26.76 → cash 26.75.
    const nycStore = { ...STORE, tax_included: false };
    const payments: Payment[] = [
      { method: 'cash', amount: 26.75, rounding_adjustment: -0.01, tendered: 30, change: 3.25 },
    ];
    const taxed: ReceiptSale = {
      external_id: 'SALE-0043',
      currency: 'USD',
      placed_at: '2026-03-02T16:00:00Z',
      prices_include_tax: false,
      taxes: [
        { component_id: 'ny_state', label: 'NY State', rate: '4', taxable_amount: 19.98, amount: 0.8 },
        { component_id: 'nyc', label: 'New York City', rate: '4.5', taxable_amount: 19.98, amount: 0.9 },
        { component_id: 'mctd', label: 'MCTD', rate: '0.375', taxable_amount: 19.98, amount: 0.07 },
      ],
      shipments: [
        {
          items: [
            {
              product_id: 'tee-blue-m',
              quantity: 1,
              price: 19.98,
              taxes: [
                { component_id: 'ny_state', rate: '4', amount: 0.8 },
                { component_id: 'nyc', rate: '4.5', amount: 0.9 },
                { component_id: 'mctd', rate: '0.375', amount: 0.07 },
              ],
            },
            { product_id: 'socks-3p', quantity: 1, price: 5.01, taxes: [] },
          ],
        },
      ],
      payments,
    };
    const paper = onPaper(
      buildSaleReceipt({ sale: taxed, store: nycStore, locale: 'en-US', products: lookupProduct }),
    );
    const from = paper.lines.indexOf('SUBTOTAL $24.99');
    expect(paper.lines.slice(from, from + 7)).toEqual([
      'SUBTOTAL $24.99',
      'NY State 4% $0.80',
      'New York City 4.5% $0.90',
      'MCTD 0.375% $0.07',
      'TOTAL $26.76',
      'Cash rounding -$0.01',
      'TOTAL PAID $26.75',
    ]);
    // The socks line, which no component taxes, says so.
    const socks = paper.lines.indexOf('Wool Socks 3-pack');
    expect(paper.lines.slice(socks, socks + 4)).toEqual([
      'Wool Socks 3-pack',
      'SKU SOCK-3P',
      '1 x $5.01 $5.01',
      'Tax exempt',
    ]);
    expect(paper.lines.filter((line) => line === 'Tax exempt')).toHaveLength(1);
  });

  it('prints an upward rounding with its plus sign, as the screen shows it', () => {
    const payments = plannedPayments(1008, [{ method: 'cash', tendered: money(2000, 'CAD') }]);
    const roundedUp: ReceiptSale = {
      ...sale(payments),
      shipments: [
        {
          items: [
            { product_id: 'mug-white', quantity: 1, price: 6.13 },
            { product_id: 'socks-3p', quantity: 1, price: 3.95 },
          ],
        },
      ],
    };
    const paper = onPaper(
      buildSaleReceipt({ sale: roundedUp, store: canadianStore, locale: 'en-CA', products: lookupProduct }),
    );
    const from = paper.lines.indexOf('TOTAL $10.08');
    expect(paper.lines.slice(from, from + 7)).toEqual([
      'TOTAL $10.08',
      'Cash rounding +$0.02',
      'TOTAL PAID $10.10',
      '------------------------------------------------',
      'Cash $10.10',
      'Cash tendered $20.00',
      'CHANGE $9.90',
    ]);
  });

  it('has no rounding line when the customer paid by card only', () => {
    const payments = plannedPayments(1007, [{ method: 'card' }]);
    const paper = onPaper(
      buildSaleReceipt({
        sale: sale(payments),
        store: canadianStore,
        locale: 'en-CA',
        products: lookupProduct,
      }),
    );
    expect(paper.lines).toEqual(expect.arrayContaining(['TOTAL $10.07', 'Card $10.07']));
    expect(paper.lines.some((line) => line.startsWith('Cash') || line.startsWith('CHANGE'))).toBe(false);
  });

  it('refuses tenders that do not pay the rounded total, naming the payments', () => {
    const payments: Payment[] = [
      { method: 'cash', amount: 10, rounding_adjustment: -0.02, tendered: 10, change: 0 },
    ];
    expect(() =>
      buildSaleReceipt({
        sale: sale(payments),
        store: canadianStore,
        locale: 'en-CA',
        products: lookupProduct,
      }),
    ).toThrow(/^payments: the tenders pay \$10\.00 but the total after cash rounding is \$10\.05$/);
  });
});
