// The invoice of an in-store pickup order: what the customer bought, at which prices, and the total, with
// the order id as a code the associate scans when the customer collects it.
import { formatMoney } from '../../../../shared/money/format';
import { readAmount } from './document-inputs';
import {
  itemCount,
  pricedLineBlocks,
  pricedLines,
  scanCode,
  storeHeader,
  tenderLabel,
  totalOf,
} from './document-sections';
import { isTaxExemptLine, totalWithTax } from './tax-sections';
import type { PaperBlock, PaperDocument } from './paper-document';
import { pickupOrderHeader, type PickupDocumentInput } from './pickup-order-header';

export function buildInvoice(input: PickupDocumentInput): PaperDocument {
  const { order, locale } = input;
  const lines = pricedLines(order.shipments, order.currency, input);
  const withTax = totalWithTax(order, totalOf(lines, order.currency), locale, 'charged_online');
  const blocks: PaperBlock[] = [
    ...storeHeader(input.store),
    ...pickupOrderHeader(input, 'INVOICE'),
    ...lines.flatMap((line) => pricedLineBlocks(line, locale, isTaxExemptLine(order, line.line))),
    { kind: 'rule' },
    { kind: 'text', text: `Items: ${itemCount(lines)}` },
    ...withTax.blocks,
    ...order.payments.map((payment, index): PaperBlock => ({
      kind: 'row',
      left: `Paid by ${tenderLabel(payment.method).toLowerCase()}`,
      right: formatMoney(readAmount(payment.amount, order.currency, `payments.${index}.amount`), locale),
    })),
    ...withTax.notes,
    { kind: 'space', lines: 1 },
    scanCode(order.order_id, `Order ${order.order_id}`),
  ];
  return { type: 'invoice', title: `Invoice for order ${order.order_id}`, blocks };
}
