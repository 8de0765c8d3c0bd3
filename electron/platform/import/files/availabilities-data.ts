import {
  AvailabilitiesFileEnvelopeSchema,
  AvailabilityItemSchema,
  type AvailabilitiesFileHead,
} from '../../../../shared/contract/availabilities-file';
import { readEnvelope } from './file-head';
import { mapInChunks } from './map-in-chunks';
import { describeIssues, productIdOf, rejected, type Rejected } from './record-error';

export type AvailabilityRecord =
  { ok: true; index: number; productId: string; storeId: string; quantity: number } | Rejected;

export interface AvailabilitiesData {
  file: string;
  head: AvailabilitiesFileHead;
  /** One per item of the file, in file order. */
  records: AvailabilityRecord[];
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
): Promise<AvailabilitiesData> {
  const envelope = readEnvelope(AvailabilitiesFileEnvelopeSchema, document, file);
  const seen = new Set<string>();
  const records = await mapInChunks(
    envelope.items,
    (raw, index): AvailabilityRecord => {
      const result = AvailabilityItemSchema.safeParse(raw);
      if (!result.success) {
        return rejected(
          'availabilities',
          file,
          index,
          productIdOf(raw),
          'invalid_availability',
          describeIssues(result.error),
        );
      }
      const { product_id: productId, store_id: storeId, quantity } = result.data;
      const key = `${storeId}\u0000${productId}`;
      if (seen.has(key)) {
        return rejected(
          'availabilities',
          file,
          index,
          productId,
          'duplicate_availability',
          `product '${productId}' at store '${storeId}' is listed earlier in the file; only its first record is applied.`,
        );
      }
      seen.add(key);
      return { ok: true, index, productId, storeId, quantity };
    },
    signal,
  );
  return { file, head: envelope.head, records };
}
