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
  taxNote,
  totalOf,
} from './document-sections';
import type { PaperBlock, PaperDocument } from './paper-document';
import { pickupOrderHeader, type PickupDocumentInput } from './pickup-order-header';

export function buildInvoice(input: PickupDocumentInput): PaperDocument {
  const { order, locale } = input;
  const lines = pricedLines(order.shipments, order.currency, input);
  const total = totalOf(lines, order.currency);
  const blocks: PaperBlock[] = [
    ...storeHeader(input.store),
    ...pickupOrderHeader(input, 'INVOICE'),
    ...lines.flatMap((line) => pricedLineBlocks(line, locale)),
    { kind: 'rule' },
    { kind: 'text', text: `Items: ${itemCount(lines)}` },
    { kind: 'row', left: 'TOTAL', right: formatMoney(total, locale), bold: true },
    ...order.payments.map((payment, index): PaperBlock => ({
      kind: 'row',
      left: `Paid by ${tenderLabel(payment.method).toLowerCase()}`,
      right: formatMoney(readAmount(payment.amount, order.currency, `payments.${index}.amount`), locale),
    })),
    ...taxNote(input.store),
    { kind: 'space', lines: 1 },
    scanCode(order.order_id, `Order ${order.order_id}`),
  ];
  return { type: 'invoice', title: `Invoice for order ${order.order_id}`, blocks };
}
