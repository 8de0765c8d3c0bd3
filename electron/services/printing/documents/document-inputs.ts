// What the document builders need besides the order itself: the catalog's words for each product (orders only
// carry product ids), the store, and the locale to format money and dates in. Bad amounts in the input are
// refused with a DocumentDataError naming the field, so a document never prints a wrong figure.
import type { Store } from '../../../../shared/contract/store';
import { parseMoney } from '../../../../shared/money/parse';
import type { Money } from '../../../../shared/money/money';

/** What a document shows of a product: its title and the identifier an associate can check on the label. */
export interface DocumentProduct {
  title: string;
  /** Colour and size, e.g. "Sage · King": variants share a title, so the picker needs them to tell lines apart. */
  variant?: string;
  sku?: string;
  ean?: string;
}

/** Looks a product up in the local catalog; undefined when the catalog does not know it (yet). */
export type ProductLookup = (productId: string) => DocumentProduct | undefined;

export interface DocumentContext {
  store: Store;
  /** Language-region code the document is written and formatted in, e.g. fr-CA (document-language.ts). */
  locale: string;
  products: ProductLookup;
}

/** The input of a document cannot be printed truthfully: `field` names what is wrong. */
export class DocumentDataError extends Error {
  readonly code = 'invalid_document_data';
  constructor(
    readonly field: string,
    reason: string,
  ) {
    super(`${field}: ${reason}`);
    this.name = 'DocumentDataError';
  }
}

/** A wire amount as Money, or a DocumentDataError naming the field. */
export function readAmount(
  value: number,
  currency: string,
  field: string,
  options: { allowNegative?: boolean } = {},
): Money {
  const parsed = parseMoney(value, currency, options);
  if (!parsed.ok) throw new DocumentDataError(field, parsed.message);
  return parsed.money;
}
