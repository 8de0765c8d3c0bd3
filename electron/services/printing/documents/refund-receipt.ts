// The receipt of a return: the sale it belongs to, the returned lines, and what went back on each tender
// (the cash rounding line when the cash refund was rounded), with who approved it when a manager did. The
// tax given back is printed per tax line of the sale: added to the goods, or contained in them.
import type { SaleReturn } from '../../../../shared/contract/sale-return';
import { sum } from '../../../../shared/money/arithmetic';
import { formatMoney, formatSignedMoney } from '../../../../shared/money/format';
import type { Money } from '../../../../shared/money/money';
import { DocumentDataError, readAmount, type DocumentContext } from './document-inputs';
import { dateText, identifierText, scanCode, storeHeader } from './document-sections';
import { documentMessages, type DocumentMessages } from './document-messages';
import type { PaperBlock, PaperDocument } from './paper-document';
import { taxLineName } from './tax-sections';

export interface RefundReceiptInput extends DocumentContext {
  saleReturn: SaleReturn;
}

export function buildRefundReceipt(input: RefundReceiptInput): PaperDocument {
  const { saleReturn, locale } = input;
  const { currency } = saleReturn;
  const t = documentMessages(locale);
  const amount = (value: number, field: string, allowNegative = false) =>
    readAmount(value, currency, field, { allowNegative });
  const show = (value: number, field: string) => formatMoney(amount(value, field), locale);
  const refunded = amount(saleReturn.total_refunded, 'total_refunded');
  const paidBack = saleReturn.refunds.reduce(
    (total, refund, index) => total + amount(refund.amount, `refunds.${index}.amount`).minor,
    0,
  );
  if (paidBack !== refunded.minor) {
    throw new DocumentDataError('refunds', 'the refunds do not add up to the total refunded');
  }

  const blocks: PaperBlock[] = [
    ...storeHeader(input.store, t),
    { kind: 'rule' },
    { kind: 'heading', text: t('refund.heading') },
    { kind: 'rule' },
    { kind: 'row', left: t('row.sale'), right: saleReturn.external_id },
    { kind: 'row', left: t('row.return'), right: saleReturn.return_id.slice(0, 8) },
    { kind: 'row', left: t('row.date'), right: dateText(saleReturn.created_at, input.store, locale) },
    { kind: 'row', left: t('row.servedBy'), right: saleReturn.associate },
    ...(saleReturn.approved_by !== null
      ? [{ kind: 'row', left: t('row.approvedBy'), right: saleReturn.approved_by } as const]
      : []),
    ...(saleReturn.receipt ? [] : [{ kind: 'text', text: t('refund.withoutReceipt') } as const]),
    { kind: 'rule' },
  ];
  saleReturn.lines.forEach((line, index) => {
    const product = input.products(line.product_id);
    blocks.push(
      { kind: 'text', text: product?.title ?? line.product_id, bold: true },
      { kind: 'text', text: `  ${identifierText(line.product_id, product, t)}` },
      {
        kind: 'row',
        left: `  ${t('line.quantityAtPrice', { quantity: line.quantity, price: show(line.unit_price, `lines.${index}.unit_price`) })}`,
        right: `-${show(line.amount, `lines.${index}.amount`)}`,
      },
    );
  });
  blocks.push(
    { kind: 'rule' },
    ...returnedTaxBlocks(saleReturn, (value, field) => amount(value, field), locale, t),
  );
  saleReturn.refunds.forEach((refund, index) => {
    const rounding = amount(refund.rounding_adjustment, `refunds.${index}.rounding_adjustment`, true);
    if (rounding.minor !== 0) {
      blocks.push({
        kind: 'row',
        left: t('receipt.cashRounding'),
        right: formatSignedMoney(rounding, locale),
      });
    }
    blocks.push({
      kind: 'row',
      left: t('refund.tender', { method: refund.method }),
      right: show(refund.amount, `refunds.${index}.amount`),
    });
  });
  blocks.push(
    { kind: 'row', left: t('refund.total'), right: formatMoney(refunded, locale), bold: true },
    { kind: 'space', lines: 1 },
    scanCode(saleReturn.order_id, t('code.sale', { id: saleReturn.order_id })),
    { kind: 'text', text: t('refund.keep'), align: 'center' },
  );
  return {
    type: 'refund_receipt',
    title: t('refund.title', { id: saleReturn.external_id }),
    locale,
    blocks,
  };
}

/** RETURNED and the tax given back, the way the sale's receipt showed its tax. */
function returnedTaxBlocks(
  saleReturn: SaleReturn,
  amount: (value: number, field: string) => Money,
  locale: string,
  t: DocumentMessages,
): PaperBlock[] {
  const back = (value: Money) => `-${formatMoney(value, locale)}`;
  const taxes = saleReturn.taxes.map((tax, index) => ({
    name: taxLineName(tax, locale),
    amount: amount(tax.amount, `taxes.${index}.amount`),
  }));
  const returned: PaperBlock = {
    kind: 'row',
    left: t('refund.returned'),
    right: back(amount(saleReturn.total, 'total')),
    bold: true,
  };
  if (taxes.length === 0) return [returned];
  if (saleReturn.prices_include_tax === true) {
    return [
      returned,
      ...taxes.map((tax): PaperBlock => ({
        kind: 'row',
        left: `  ${t('tax.included', { tax: tax.name })}`,
        right: back(tax.amount),
      })),
    ];
  }
  const goods = sum(
    saleReturn.lines.map((line, index) => amount(line.amount, `lines.${index}.amount`)),
    saleReturn.currency,
  );
  return [
    { kind: 'row', left: t('tax.subtotal'), right: back(goods) },
    ...taxes.map((tax): PaperBlock => ({ kind: 'row', left: tax.name, right: back(tax.amount) })),
    returned,
  ];
}
