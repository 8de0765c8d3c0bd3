// The receipt of a counter sale: the lines, the subtotal, each tax line, the total, each tender, the cash rounding adjustment as its own
// line, signed as the screen shows it ("+$0.02", "-$0.02"), with the adjusted total, and the change. The
// figures are the sale's own (as planned by shared/cash-rounding and recorded on the order); the builder
// checks they add up before printing them.
import type { OrderLine, Payment } from '../../../../shared/contract/order';
import { formatMoney, formatSignedMoney } from '../../../../shared/money/format';
import { add, sum } from '../../../../shared/money/arithmetic';
import type { Money } from '../../../../shared/money/money';
import { DocumentDataError, readAmount, type DocumentContext } from './document-inputs';
import {
  dateText,
  itemCount,
  pricedLineBlocks,
  pricedLines,
  scanCode,
  storeHeader,
  tenderLabel,
  totalOf,
} from './document-sections';
import { documentMessages } from './document-messages';
import { isTaxExemptLine, totalWithTax, type TaxedOrder } from './tax-sections';
import type { PaperBlock, PaperDocument } from './paper-document';

/** A counter sale as the app records it (an in-store sale request), with the platform's order id once known. */
export interface ReceiptSale extends TaxedOrder {
  external_id: string;
  order_id?: string;
  currency: string;
  placed_at: string;
  shipments: readonly { items: readonly OrderLine[] }[];
  payments: readonly Payment[];
}

export interface SaleReceiptInput extends DocumentContext {
  sale: ReceiptSale;
  /** Who served the customer, printed as "Served by …". */
  associate?: string;
}

interface ReadTender {
  payment: Payment;
  amount: Money;
  roundingAdjustment: Money;
  tendered: Money;
  change: Money;
}

export function buildSaleReceipt(input: SaleReceiptInput): PaperDocument {
  const { sale, locale } = input;
  const currency = sale.currency;
  const show = (amount: Money): string => formatMoney(amount, locale);
  const t = documentMessages(locale);
  const lines = pricedLines(sale.shipments, currency, input);
  const withTax = totalWithTax(sale, totalOf(lines, currency), locale, {
    storeIncludesTax: input.store.tax_included === true,
  });
  const total = withTax.total;
  const tenders = sale.payments.map((payment, index) => readTender(payment, currency, index));
  const rounding = sum(
    tenders.map((tender) => tender.roundingAdjustment),
    currency,
  );
  const adjustedTotal = add(total, rounding);
  checkTendersPayTheTotal(tenders, adjustedTotal, currency, show);
  const change = sum(
    tenders.map((tender) => tender.change),
    currency,
  );

  const blocks: PaperBlock[] = [
    ...storeHeader(input.store, t),
    { kind: 'rule' },
    { kind: 'heading', text: t('receipt.heading') },
    { kind: 'rule' },
    // One id everywhere: the sale's own id, known at once (offline too), as the sale screen shows it.
    { kind: 'row', left: t('row.sale'), right: sale.external_id },
    { kind: 'row', left: t('row.date'), right: dateText(sale.placed_at, input.store, locale) },
    ...(input.associate !== undefined
      ? [{ kind: 'row', left: t('row.servedBy'), right: input.associate } as const]
      : []),
    { kind: 'rule' },
    ...lines.flatMap((line) => pricedLineBlocks(line, locale, isTaxExemptLine(sale, line.line))),
    { kind: 'rule' },
    { kind: 'text', text: t('items.count', { count: itemCount(lines) }) },
    ...withTax.blocks,
  ];
  if (rounding.minor !== 0) {
    blocks.push(
      { kind: 'row', left: t('receipt.cashRounding'), right: formatSignedMoney(rounding, locale) },
      { kind: 'row', left: t('receipt.totalPaid'), right: show(adjustedTotal), bold: true },
    );
  }
  blocks.push({ kind: 'rule' });
  for (const tender of tenders) {
    blocks.push({ kind: 'row', left: tenderLabel(tender.payment.method, t), right: show(tender.amount) });
    if (tender.payment.method === 'cash' && tender.tendered.minor !== tender.amount.minor) {
      blocks.push({ kind: 'row', left: `  ${t('receipt.cashTendered')}`, right: show(tender.tendered) });
    }
  }
  if (tenders.some((tender) => tender.payment.method === 'cash')) {
    blocks.push({ kind: 'row', left: t('receipt.change'), right: show(change), bold: true });
  }
  blocks.push(...withTax.notes, { kind: 'space', lines: 1 });
  blocks.push(scanCode(sale.external_id, t('code.sale', { id: sale.external_id })));
  blocks.push({ kind: 'text', text: t('receipt.thanks'), align: 'center' });
  return {
    type: 'sale_receipt',
    title: t('receipt.title', { id: sale.external_id }),
    locale,
    blocks,
  };
}

function readTender(payment: Payment, currency: string, index: number): ReadTender {
  const field = (name: string): string => `payments.${index}.${name}`;
  return {
    payment,
    amount: readAmount(payment.amount, currency, field('amount')),
    roundingAdjustment: readAmount(payment.rounding_adjustment, currency, field('rounding_adjustment'), {
      allowNegative: true,
    }),
    tendered: readAmount(payment.tendered, currency, field('tendered')),
    change: readAmount(payment.change, currency, field('change')),
  };
}

/** A receipt whose tenders do not pay the (rounded) total would be wrong on paper: refuse it. */
function checkTendersPayTheTotal(
  tenders: readonly ReadTender[],
  adjustedTotal: Money,
  currency: string,
  show: (amount: Money) => string,
): void {
  if (tenders.length === 0) {
    throw new DocumentDataError('payments', 'a sale receipt needs at least one tender');
  }
  const paid = sum(
    tenders.map((tender) => tender.amount),
    currency,
  );
  if (paid.minor !== adjustedTotal.minor) {
    throw new DocumentDataError(
      'payments',
      `the tenders pay ${show(paid)} but the total after cash rounding is ${show(adjustedTotal)}`,
    );
  }
  tenders.forEach((tender, index) => {
    if (tender.tendered.minor - tender.change.minor !== tender.amount.minor) {
      throw new DocumentDataError(
        `payments.${index}.change`,
        `tendered ${show(tender.tendered)} minus change ${show(tender.change)} is not the amount ${show(tender.amount)}`,
      );
    }
  });
}
