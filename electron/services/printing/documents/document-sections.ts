// Sections shared by the invoice, the packing slip and the sale receipt: the store's header, the item lines,
// the code scanned at hand-over and the date line. Money goes through shared/money (integer minor units,
// Intl formatting of the exact decimal text); nothing here does arithmetic on floats.
import type { OrderLine, PaymentMethod } from '../../../../shared/contract/order';
import type { Store } from '../../../../shared/contract/store';
import { formatMoney } from '../../../../shared/money/format';
import { multiplyByQuantity, sum } from '../../../../shared/money/arithmetic';
import type { Money } from '../../../../shared/money/money';
import { readAmount, type DocumentContext, type DocumentProduct } from './document-inputs';
import { documentMessages, type DocumentMessages } from './document-messages';
import type { PaperBlock } from './paper-document';

/** Store name, address and phone, centred at the top of every document. */
export function storeHeader(store: Store, t: DocumentMessages): PaperBlock[] {
  const address = store.physical_address;
  const blocks: PaperBlock[] = [
    { kind: 'text', text: store.label, align: 'center', bold: true },
    { kind: 'text', text: address.address_line_1, align: 'center' },
    { kind: 'text', text: cityLine(address), align: 'center' },
  ];
  if (store.phone_number !== undefined && store.phone_number.trim() !== '') {
    blocks.push({ kind: 'text', text: t('store.phone', { phone: store.phone_number }), align: 'center' });
  }
  return blocks;
}

const CITY_FIRST_COUNTRIES = new Set(['US', 'CA', 'AU', 'GB', 'IE', 'NZ']);

/** "Springfield, IL 62701" where people write it that way, else "75001 Paris". */
function cityLine(address: Store['physical_address']): string {
  const zip = address.zip_code?.trim() ?? '';
  const state = address.state?.trim() ?? '';
  if (CITY_FIRST_COUNTRIES.has(address.country_code)) {
    const region = [state, zip].filter((part) => part !== '').join(' ');
    return region === '' ? address.city : `${address.city}, ${region}`;
  }
  return [zip, address.city, state].filter((part) => part !== '').join(' ');
}

/** The order's date and time in the store's time zone, in the document's locale. */
export function dateText(timestamp: string, store: Store, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: store.timezone,
  }).format(new Date(timestamp));
}

/** "SKU TS-BLUE-M", else "EAN 4006381333931", else the product id: what the associate checks on the label. */
export function identifierText(
  productId: string,
  product: DocumentProduct | undefined,
  t: DocumentMessages,
): string {
  if (product?.sku !== undefined && product.sku !== '') return t('line.sku', { sku: product.sku });
  if (product?.ean !== undefined && product.ean !== '') return t('line.ean', { ean: product.ean });
  return t('line.product', { id: productId });
}

/** The colour and size line under a title ("  Sage · King"), when the product has them. */
export function variantBlocks(product: DocumentProduct | undefined, indent: string): PaperBlock[] {
  const variant = product?.variant?.trim();
  return variant ? [{ kind: 'text', text: `${indent}${variant}` }] : [];
}

export interface PricedLine {
  line: OrderLine;
  product: DocumentProduct | undefined;
  unitPrice: Money;
  lineTotal: Money;
}

/** Every line of every shipment, priced in minor units; `fieldPrefix` locates a bad price in the order. */
export function pricedLines(
  shipments: readonly { items: readonly OrderLine[] }[],
  currency: string,
  context: DocumentContext,
): PricedLine[] {
  return shipments.flatMap((shipment, shipmentIndex) =>
    shipment.items.map((line, lineIndex) => {
      const unitPrice = readAmount(
        line.price,
        currency,
        `shipments.${shipmentIndex}.items.${lineIndex}.price`,
      );
      return {
        line,
        product: context.products(line.product_id),
        unitPrice,
        lineTotal: multiplyByQuantity(unitPrice, line.quantity),
      };
    }),
  );
}

export function totalOf(lines: readonly PricedLine[], currency: string): Money {
  return sum(
    lines.map((priced) => priced.lineTotal),
    currency,
  );
}

/** Title, identifier, then "2 x $19.99" with the line total flush right (and "Tax exempt" when it is). */
export function pricedLineBlocks(priced: PricedLine, locale: string, taxExempt = false): PaperBlock[] {
  const { line, product } = priced;
  const t = documentMessages(locale);
  return [
    { kind: 'text', text: product?.title ?? line.product_id, bold: true },
    ...variantBlocks(product, '  '),
    { kind: 'text', text: `  ${identifierText(line.product_id, product, t)}` },
    {
      kind: 'row',
      left: `  ${t('line.quantityAtPrice', { quantity: line.quantity, price: formatMoney(priced.unitPrice, locale) })}`,
      right: formatMoney(priced.lineTotal, locale),
    },
    ...(taxExempt ? [{ kind: 'text', text: `  ${t('line.taxExempt')}` } as const] : []),
  ];
}

/** Total number of items (not lines): what the associate counts into the bag. */
export function itemCount(lines: readonly { line: OrderLine }[]): number {
  return lines.reduce((count, priced) => count + priced.line.quantity, 0);
}

/**
 * The order id as a code the hand-over screen scans. CODE128 while it fits an 80 mm roll at a scannable
 * module width (20 characters); longer ids (the platform's are UUIDs) become a QR code, which fits any length.
 */
export function scanCode(data: string, caption: string): PaperBlock {
  const fitsCode128 = data.length <= 20 && /^[\x20-\x7e]+$/.test(data);
  return { kind: 'scan-code', symbology: fitsCode128 ? 'CODE128' : 'QR', data, caption };
}

export function tenderLabel(method: PaymentMethod, t: DocumentMessages): string {
  return t('tender.name', { method });
}
