import {
  PriceItemSchema,
  PricesFileEnvelopeSchema,
  type PriceBookHead,
} from '../../../../shared/contract/prices-file';
import { parseMoney } from '../../../../shared/money';
import { readEnvelope } from './file-head';
import type { ReadProgress } from './read-progress';
import { mapInChunks } from './map-in-chunks';
import { describeIssues, productIdOf, rejected, type Rejected } from './record-error';

export type PriceRecord = { ok: true; index: number; productId: string; amountMinor: number } | Rejected;

export interface PriceBookData {
  head: PriceBookHead;
  /** One per item of the book, in file order. */
  records: PriceRecord[];
}

export interface PricesData {
  file: string;
  books: PriceBookData[];
}

/**
 * data/prices.json: one book or an array of books; every head must be valid (else the job fails). Each
 * price is checked alone: value present, finite, zero or more and with no more decimals than the book's
 * currency has (`invalid_price`), read exactly into minor units; a product priced twice in one book is
 * `duplicate_price`.
 */
export async function readPricesData(
  document: unknown,
  file: string,
  signal: AbortSignal,
  progress?: ReadProgress,
): Promise<PricesData> {
  const envelopes = readEnvelope(PricesFileEnvelopeSchema, document, file);
  const books: PriceBookData[] = [];
  for (const envelope of envelopes) {
    const { head } = envelope;
    const seen = new Set<string>();
    const inBook = `price book '${head.pricebook}'`;
    const records = await mapInChunks(
      envelope.items,
      (raw, index): PriceRecord => {
        // The shape first (product_id, a number ≥ 0), then the decimals of the book's currency, exactly.
        const result = PriceItemSchema.safeParse(raw);
        if (!result.success) {
          return rejected(
            'prices',
            file,
            index,
            productIdOf(raw),
            'invalid_price',
            `${inBook}: ${describeIssues(result.error)}`,
          );
        }
        const { product_id: productId, value } = result.data;
        const parsed = parseMoney(value, head.currency);
        if (!parsed.ok) {
          return rejected(
            'prices',
            file,
            index,
            productId,
            'invalid_price',
            `${inBook}: value: ${parsed.message}.`,
          );
        }
        if (seen.has(productId)) {
          return rejected(
            'prices',
            file,
            index,
            productId,
            'duplicate_price',
            `${inBook}: product '${productId}' is priced earlier in the book; only its first price is applied.`,
          );
        }
        seen.add(productId);
        return { ok: true, index, productId, amountMinor: parsed.money.minor };
      },
      signal,
      progress,
    );
    books.push({ head, records });
  }
  return { file, books };
}
