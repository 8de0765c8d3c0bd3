// data/prices.json of an import archive: one price book `{head, items}` or an array of them. The importer
// reads the heads first (a bad head fails the job) and then each item alone: a record whose value is
// missing, negative, not finite or has more decimals than the book's currency allows is rejected by itself.
import { z } from 'zod';
import {
  CurrencyCodeSchema,
  IdSchema,
  NonNegativeWireAmountSchema,
  oneOrMany,
  refineAmountInCurrency,
} from './common';

/** Name of the price book every shop's first imported book must have; products show its prices. */
export const DEFAULT_PRICEBOOK = 'default';

export const PriceBookHeadSchema = z.object({
  /** Name of the price book (`default`, or any other book kept by name). */
  pricebook: IdSchema,
  /** Must equal the products file's head.shop (checked by the importer, which knows both files). */
  shop: IdSchema,
  /** Currency of every price in the book. */
  currency: CurrencyCodeSchema,
});
export type PriceBookHead = z.infer<typeof PriceBookHeadSchema>;

/** A price record without its book's currency: product and a finite, non-negative decimal. */
export const PriceItemSchema = z.object({
  product_id: IdSchema,
  value: NonNegativeWireAmountSchema,
});
export type PriceItem = z.infer<typeof PriceItemSchema>;

/** A price record of a book in `currency`: also refuses more decimals than the currency has (USD 2, JPY 0). */
export function priceItemSchemaIn(currency: string) {
  return PriceItemSchema.superRefine((item, ctx) => {
    refineAmountInCurrency(ctx, { value: item.value, currency, path: ['value'] });
  });
}

/** A price book as the importer first reads it: a valid head, items still unchecked (any JSON). */
export const PriceBookEnvelopeSchema = z.object({
  head: PriceBookHeadSchema,
  items: z.array(z.unknown()),
});
export type PriceBookEnvelope = z.infer<typeof PriceBookEnvelopeSchema>;

/** prices.json as the importer first reads it, always as a list of books. */
export const PricesFileEnvelopeSchema = oneOrMany(PriceBookEnvelopeSchema);
export type PricesFileEnvelope = z.infer<typeof PricesFileEnvelopeSchema>;

/** A price book whose every item is valid in the book's currency: what writers of archives produce. */
export const PriceBookSchema = z
  .object({
    head: PriceBookHeadSchema,
    items: z.array(PriceItemSchema),
  })
  .superRefine((book, ctx) => {
    book.items.forEach((item, index) => {
      refineAmountInCurrency(ctx, {
        value: item.value,
        currency: book.head.currency,
        path: ['items', index, 'value'],
      });
    });
  });
export type PriceBook = z.infer<typeof PriceBookSchema>;

/** prices.json with every record valid, one book or several, always read as a list. */
export const PricesFileSchema = oneOrMany(PriceBookSchema);
export type PricesFile = z.infer<typeof PricesFileSchema>;
