import {
  AvailabilitiesFileEnvelopeSchema,
  AvailabilityItemSchema,
  type AvailabilitiesFileHead,
} from '../../../../shared/contract/availabilities-file';
import { readEnvelope } from './file-head';
import type { ReadProgress } from './read-progress';
import { forEachInChunks } from './map-in-chunks';
import { describeIssues, productIdOf, rejected, type Rejected } from './record-error';

/**
 * Accepted records column by column: a stock file holds a row per product and store (millions), so one
 * object per record would double the memory the parsed JSON already takes.
 */
export interface AcceptedAvailabilities {
  /** Position of each accepted record in the file's items, ascending. */
  index: number[];
  productId: string[];
  storeId: string[];
  quantity: number[];
}

export interface AvailabilitiesData {
  file: string;
  head: AvailabilitiesFileHead;
  accepted: AcceptedAvailabilities;
  /** Rejected records, in file order. */
  rejected: Rejected[];
}

type PlainAvailability = { product_id: string; store_id: string; quantity: number };

const isId = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.trim() === value;

/**
 * The common case decided without zod: true only when AvailabilityItemSchema would accept the item too
 * (ids non-empty without surrounding blanks, quantity a safe whole number ≥ 0). Anything else goes through
 * the schema, which has the last word and writes the error message.
 */
export function isPlainValidAvailability(raw: unknown): raw is PlainAvailability {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return false;
  const { product_id: productId, store_id: storeId, quantity } = raw as Record<string, unknown>;
  return isId(productId) && isId(storeId) && Number.isSafeInteger(quantity) && (quantity as number) >= 0;
}

/**
 * data/availabilities.json: the head must be valid (else the job fails); each item is checked alone
 * (`invalid_availability`: product_id, store_id, a whole quantity ≥ 0); a product listed twice for one store
 * is `duplicate_availability`.
 */
export async function readAvailabilitiesData(
  document: unknown,
  file: string,
  signal: AbortSignal,
  progress?: ReadProgress,
): Promise<AvailabilitiesData> {
  const envelope = readEnvelope(AvailabilitiesFileEnvelopeSchema, document, file);
  const accepted: AcceptedAvailabilities = { index: [], productId: [], storeId: [], quantity: [] };
  const rejections: Rejected[] = [];
  // Products seen per store: the id strings already exist, so no key is built per record.
  const seen = new Map<string, Set<string>>();
  await forEachInChunks(
    envelope.items,
    (raw, index) => {
      let item: PlainAvailability;
      if (isPlainValidAvailability(raw)) {
        item = raw;
      } else {
        const result = AvailabilityItemSchema.safeParse(raw);
        if (!result.success) {
          rejections.push(
            rejected(
              'availabilities',
              file,
              index,
              productIdOf(raw),
              'invalid_availability',
              describeIssues(result.error),
            ),
          );
          return;
        }
        item = result.data;
      }
      let products = seen.get(item.store_id);
      if (!products) seen.set(item.store_id, (products = new Set()));
      if (products.has(item.product_id)) {
        rejections.push(
          rejected(
            'availabilities',
            file,
            index,
            item.product_id,
            'duplicate_availability',
            `product '${item.product_id}' at store '${item.store_id}' is listed earlier in the file; only its first record is applied.`,
          ),
        );
        return;
      }
      products.add(item.product_id);
      accepted.index.push(index);
      accepted.productId.push(item.product_id);
      accepted.storeId.push(item.store_id);
      accepted.quantity.push(item.quantity);
    },
    signal,
    progress,
  );
  return { file, head: envelope.head, accepted, rejected: rejections };
}
