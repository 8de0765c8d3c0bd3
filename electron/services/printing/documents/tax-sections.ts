// The tax part of a receipt or invoice: each tax line (component and rate) with its amount, added to the
// subtotal when prices are before tax, or shown as contained in the total when prices include it. An order
// that says nothing about tax (a pickup order whose checkout sent no tax lines) says so in words.
import type { OrderTaxLine } from '../../../../shared/contract/tax-config';
import { add, sum } from '../../../../shared/money/arithmetic';
import { formatMoney } from '../../../../shared/money/format';
import type { Money } from '../../../../shared/money/money';
import { readAmount } from './document-inputs';
import type { PaperBlock } from './paper-document';

/** What a document knows of an order's tax. */
export interface TaxedOrder {
  currency: string;
  /** null or absent: the order says nothing about tax. */
  prices_include_tax?: boolean | null | undefined;
  taxes?: readonly OrderTaxLine[] | undefined;
}

export const TAX_AS_CHARGED_ONLINE = 'Prices include tax as charged online.';
const PRICES_INCLUDE_TAX = 'All prices include tax.';

/**
 * The total the customer owes (subtotal + tax before tax, else the subtotal), the blocks down to it, and the
 * note printed at the foot. `whenSilent` is the note of an order that says nothing about tax: a pickup order
 * was taxed by its web checkout; a counter sale recorded before tax was known follows the store's prices.
 */
export function totalWithTax(
  order: TaxedOrder,
  subtotal: Money,
  locale: string,
  whenSilent: 'charged_online' | { storeIncludesTax: boolean },
): { total: Money; blocks: PaperBlock[]; notes: PaperBlock[] } {
  const show = (amount: Money) => formatMoney(amount, locale);
  const taxes = (order.taxes ?? []).map((tax, index) => ({
    name: `${tax.label} ${tax.rate}%`,
    amount: readAmount(tax.amount, order.currency, `taxes.${index}.amount`, { allowNegative: true }),
  }));
  if (order.prices_include_tax === null || order.prices_include_tax === undefined) {
    const note =
      whenSilent === 'charged_online'
        ? TAX_AS_CHARGED_ONLINE
        : whenSilent.storeIncludesTax
          ? PRICES_INCLUDE_TAX
          : undefined;
    return {
      total: subtotal,
      blocks: [{ kind: 'row', left: 'TOTAL', right: show(subtotal), bold: true }],
      notes: note ? [{ kind: 'text', text: note, align: 'center' }] : [],
    };
  }
  const totalTax = sum(
    taxes.map((tax) => tax.amount),
    order.currency,
  );
  if (order.prices_include_tax) {
    return {
      total: subtotal,
      blocks: [
        { kind: 'row', left: 'TOTAL', right: show(subtotal), bold: true },
        ...taxes.map((tax): PaperBlock => ({
          kind: 'row',
          left: `  incl. ${tax.name}`,
          right: show(tax.amount),
        })),
        ...(taxes.length > 1 ? [{ kind: 'row', left: '  incl. tax', right: show(totalTax) } as const] : []),
      ],
      notes: [{ kind: 'text', text: PRICES_INCLUDE_TAX, align: 'center' }],
    };
  }
  const total = add(subtotal, totalTax);
  return {
    total,
    blocks: [
      { kind: 'row', left: 'SUBTOTAL', right: show(subtotal) },
      ...(taxes.length === 0
        ? [{ kind: 'row', left: 'Tax', right: show(totalTax) } as const]
        : taxes.map((tax): PaperBlock => ({ kind: 'row', left: tax.name, right: show(tax.amount) }))),
      { kind: 'row', left: 'TOTAL', right: show(total), bold: true },
    ],
    notes: [],
  };
}

/** A line no tax applies to while others are taxed: receipts mark it so the customer sees why. */
export function isTaxExemptLine(
  order: TaxedOrder,
  line: { taxes?: readonly unknown[] | undefined },
): boolean {
  return (order.taxes ?? []).length > 0 && line.taxes !== undefined && line.taxes.length === 0;
}
