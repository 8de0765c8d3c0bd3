// The refund receipt and the Z report as they come out of a thermal printer (rendered, then decoded).
import { describe, expect, it } from 'vitest';
import { decodeEscPos, printedText } from '../../../electron/common/escpos/decoder';
import { DocumentDataError } from '../../../electron/services/printing/documents/document-inputs';
import { buildRefundReceipt } from '../../../electron/services/printing/documents/refund-receipt';
import { buildZReport } from '../../../electron/services/printing/documents/z-report';
import type { PaperDocument } from '../../../electron/services/printing/documents/paper-document';
import { renderForThermalPrinter } from '../../../electron/services/printing/documents/thermal-renderer';
import type { DrawerReport } from '../../../shared/contract/drawer-report';
import type { SaleReturn } from '../../../shared/contract/sale-return';
import { lookupProduct, STORE } from './support/printing-fixtures';

function lines(document: PaperDocument): string[] {
  const decoded = decodeEscPos(renderForThermalPrinter(document, { model: 'EPSON' }), 'epson');
  return printedText(decoded).map((line) => line.replace(/\s+/g, ' ').trim());
}

const context = { store: STORE, locale: 'en-US', products: lookupProduct };

const saleReturn: SaleReturn = {
  return_id: '7c1f6a8e-1d2b-4a4f-9a57-0c7d8a3a9b10',
  order_id: 'order-1',
  external_id: 'sale-1',
  store_id: STORE.store_id,
  currency: 'USD',
  lines: [{ product_id: 'mug-white', quantity: 2, unit_price: 3.34, amount: 6.68, taxes: [] }],
  prices_include_tax: null,
  taxes: [],
  total: 6.68,
  refunds: [
    { method: 'card', amount: 1.68, rounding_adjustment: 0 },
    { method: 'cash', amount: 5.0, rounding_adjustment: 0 },
  ],
  total_refunded: 6.68,
  drawer_id: 'd1',
  cash_transaction_id: null,
  receipt: false,
  reason: null,
  associate: 'associate',
  approved_by: 'manager',
  approval_reasons: ['no_receipt'],
  created_at: '2026-03-02T15:00:00Z',
};

describe('refund receipt', () => {
  it('prints the returned lines, each tender refunded, the total and the approving manager', () => {
    const printed = lines(buildRefundReceipt({ ...context, saleReturn }));
    expect(printed).toContain('REFUND');
    expect(printed).toContain('Stoneware Mug White');
    expect(printed).toContain('2 x $3.34 -$6.68');
    expect(printed).toContain('Card refunded $1.68');
    expect(printed).toContain('Cash refunded $5.00');
    expect(printed).toContain('TOTAL REFUNDED $6.68');
    expect(printed).toContain('Approved by manager');
    expect(printed).toContain('Returned without a receipt');
  });

  it('shows a rounded cash refund’s rounding line, and refuses refunds that do not add up', () => {
    const rounded = {
      ...saleReturn,
      refunds: [{ method: 'cash' as const, amount: 6.7, rounding_adjustment: 0.02 }],
      total_refunded: 6.7,
    };
    expect(lines(buildRefundReceipt({ ...context, saleReturn: rounded }))).toContain('Cash rounding +$0.02');
    expect(() =>
      buildRefundReceipt({ ...context, saleReturn: { ...rounded, total_refunded: 6.68 } }),
    ).toThrow(DocumentDataError);
  });
});

describe('refund receipt with tax', () => {
  it('gives the tax back per component, added to the goods or contained in them as the sale had it', () => {
    const taxed: SaleReturn = {
      ...saleReturn,
      receipt: true,
      approved_by: null,
      approval_reasons: [],
      lines: [
        {
          ...saleReturn.lines[0]!,
          taxes: [
            { component_id: 'ny_state', rate: '4', amount: 0.27 },
            { component_id: 'nyc', rate: '4.5', amount: 0.3 },
          ],
        },
      ],
      prices_include_tax: false,
      taxes: [
        { component_id: 'ny_state', label: 'NY State', rate: '4', amount: 0.27 },
        { component_id: 'nyc', label: 'New York City', rate: '4.5', amount: 0.3 },
      ],
      total: 7.25,
      refunds: [{ method: 'card', amount: 7.25, rounding_adjustment: 0 }],
      total_refunded: 7.25,
    };
    const printed = lines(buildRefundReceipt({ ...context, saleReturn: taxed }));
    const from = printed.indexOf('SUBTOTAL -$6.68');
    expect(printed.slice(from, from + 4)).toEqual([
      'SUBTOTAL -$6.68',
      'NY State 4% -$0.27',
      'New York City 4.5% -$0.30',
      'RETURNED -$7.25',
    ]);

    const included = lines(
      buildRefundReceipt({
        ...context,
        saleReturn: {
          ...taxed,
          prices_include_tax: true,
          total: 6.68,
          refunds: saleReturn.refunds,
          total_refunded: 6.68,
        },
      }),
    );
    expect(included).not.toContain('SUBTOTAL -$6.68');
    const returned = included.indexOf('RETURNED -$6.68');
    expect(included.slice(returned, returned + 3)).toEqual([
      'RETURNED -$6.68',
      'incl. NY State 4% -$0.27',
      'incl. New York City 4.5% -$0.30',
    ]);
  });
});

describe('Z report', () => {
  it('prints the day’s cash, counts, tenders and taxes', () => {
    const report: DrawerReport = {
      report_id: '7c1f6a8e-1d2b-4a4f-9a57-0c7d8a3a9b11',
      drawer_id: 'd1',
      drawer_name: 'Register 1',
      store_id: STORE.store_id,
      currency: 'USD',
      business_date: '2026-03-02',
      opened_at: '2026-03-02T13:00:00Z',
      closed_at: '2026-03-02T22:00:00Z',
      opened_by: 'associate',
      closed_by: 'manager',
      opening_float: 200,
      cash_sales: 50,
      cash_refunds: 5,
      cash_in: 0,
      cash_out: 20,
      expected_amount: 225,
      counted_amount: 224.5,
      variance: -0.5,
      deposit: 24.5,
      sales_count: 3,
      refunds_count: 1,
      tenders: [
        { method: 'cash', sales: 50, refunds: 5, net: 45 },
        { method: 'card', sales: 80, refunds: 0, net: 80 },
      ],
      taxes: [{ name: 'NY State', amount: 4.8 }],
    };
    const printed = lines(buildZReport({ ...context, report }));
    for (const line of [
      'Z REPORT',
      'Drawer Register 1',
      'Opening float $200.00',
      'Cash sales $50.00',
      'Cash refunds $5.00',
      'Cash out $20.00',
      'Expected $225.00',
      'Counted $224.50',
      'Variance -$0.50',
      'Deposit $24.50',
      'Sales 3',
      'Refunds 1',
      'Card net $80.00',
      'NY State $4.80',
    ]) {
      expect(printed).toContain(line);
    }
  });
});
