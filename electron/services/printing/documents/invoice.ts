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
  totalOf,
} from './document-sections';
import { documentMessages } from './document-messages';
import { isTaxExemptLine, totalWithTax } from './tax-sections';
import type { PaperBlock, PaperDocument } from './paper-document';
import { pickupOrderHeader, type PickupDocumentInput } from './pickup-order-header';

export function buildInvoice(input: PickupDocumentInput): PaperDocument {
  const { order, locale } = input;
  const t = documentMessages(locale);
  const lines = pricedLines(order.shipments, order.currency, input);
  const withTax = totalWithTax(order, totalOf(lines, order.currency), locale, 'charged_online');
  const blocks: PaperBlock[] = [
    ...storeHeader(input.store, t),
    ...pickupOrderHeader(input, t('invoice.heading')),
    ...lines.flatMap((line) => pricedLineBlocks(line, locale, isTaxExemptLine(order, line.line))),
    { kind: 'rule' },
    { kind: 'text', text: t('items.count', { count: itemCount(lines) }) },
    ...withTax.blocks,
    ...order.payments.map((payment, index): PaperBlock => ({
      kind: 'row',
      left: t('invoice.paidBy', { method: payment.method }),
      right: formatMoney(readAmount(payment.amount, order.currency, `payments.${index}.amount`), locale),
    })),
    ...withTax.notes,
    { kind: 'space', lines: 1 },
    scanCode(order.order_id, t('code.order', { id: order.order_id })),
  ];
  return { type: 'invoice', title: t('invoice.title', { id: order.order_id }), locale, blocks };
}
