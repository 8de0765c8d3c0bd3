// The tax part of a receipt or invoice: each tax line (component and rate) with its amount, added to the
// subtotal when prices are before tax, or shown as contained in the total when prices include it. An order
// that says nothing about tax (a pickup order whose checkout sent no tax lines) says so in words.
import type { OrderTaxLine } from '../../../../shared/contract/tax-config';
import { add, sum } from '../../../../shared/money/arithmetic';
import { formatMoney } from '../../../../shared/money/format';
import type { Money } from '../../../../shared/money/money';
import { readAmount } from './document-inputs';
import { documentMessages, rateText } from './document-messages';
import type { PaperBlock } from './paper-document';

/** What a document knows of an order's tax. */
export interface TaxedOrder {
  currency: string;
  /** null or absent: the order says nothing about tax. */
  prices_include_tax?: boolean | null | undefined;
  taxes?: readonly OrderTaxLine[] | undefined;
}

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
  const t = documentMessages(locale);
  const taxes = (order.taxes ?? []).map((tax, index) => ({
    name: taxLineName(tax, locale),
    amount: readAmount(tax.amount, order.currency, `taxes.${index}.amount`, { allowNegative: true }),
  }));
  if (order.prices_include_tax === null || order.prices_include_tax === undefined) {
    const note =
      whenSilent === 'charged_online'
        ? t('tax.chargedOnline')
        : whenSilent.storeIncludesTax
          ? t('tax.pricesInclude')
          : undefined;
    return {
      total: subtotal,
      blocks: [{ kind: 'row', left: t('tax.total'), right: show(subtotal), bold: true }],
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
        { kind: 'row', left: t('tax.total'), right: show(subtotal), bold: true },
        ...taxes.map((tax): PaperBlock => ({
          kind: 'row',
          left: `  ${t('tax.included', { tax: tax.name })}`,
          right: show(tax.amount),
        })),
        ...(taxes.length > 1
          ? [{ kind: 'row', left: `  ${t('tax.includedTotal')}`, right: show(totalTax) } as const]
          : []),
      ],
      notes: [{ kind: 'text', text: t('tax.pricesInclude'), align: 'center' }],
    };
  }
  const total = add(subtotal, totalTax);
  return {
    total,
    blocks: [
      { kind: 'row', left: t('tax.subtotal'), right: show(subtotal) },
      ...(taxes.length === 0
        ? [{ kind: 'row', left: t('tax.tax'), right: show(totalTax) } as const]
        : taxes.map((tax): PaperBlock => ({ kind: 'row', left: tax.name, right: show(tax.amount) }))),
      { kind: 'row', left: t('tax.total'), right: show(total), bold: true },
    ],
    notes: [],
  };
}

/** "GST 5%" (« TPS 5 % »): a tax line's name and rate as the document's language writes them. */
export function taxLineName(tax: { label: string; rate: string | number }, locale: string): string {
  return documentMessages(locale)('tax.line', { name: tax.label, rate: rateText(tax.rate, locale) });
}

/** A line no tax applies to while others are taxed: receipts mark it so the customer sees why. */
export function isTaxExemptLine(
  order: TaxedOrder,
  line: { taxes?: readonly unknown[] | undefined },
): boolean {
  return (order.taxes ?? []).length > 0 && line.taxes !== undefined && line.taxes.length === 0;
}
