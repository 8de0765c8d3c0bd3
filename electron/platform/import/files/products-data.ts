import {
  ProductItemSchema,
  ProductsFileEnvelopeSchema,
  type ProductItem,
  type ProductsFileHead,
} from '../../../../shared/contract/products-file';
import { readEnvelope } from './file-head';
import type { ReadProgress } from './read-progress';
import { mapInChunks } from './map-in-chunks';
import { describeIssues, productIdOf, rejected, type Rejected } from './record-error';

export type ProductRecord = { ok: true; item: ProductItem } | Rejected;

export interface ProductsData {
  file: string;
  head: ProductsFileHead;
  /** One per item of the file, in file order. */
  records: ProductRecord[];
}

/**
 * data/products.json: the head must be valid (else the job fails); each item is checked alone against the
 * product schema (`invalid_product`), and a product_id seen earlier in the file is `duplicate_product`.
 */
export async function readProductsData(
  document: unknown,
  file: string,
  signal: AbortSignal,
  progress?: ReadProgress,
): Promise<ProductsData> {
  const envelope = readEnvelope(ProductsFileEnvelopeSchema, document, file);
  const seen = new Set<string>();
  const records = await mapInChunks(
    envelope.items,
    (raw, index): ProductRecord => {
      const result = ProductItemSchema.safeParse(raw);
      if (!result.success) {
        return rejected(
          'products',
          file,
          index,
          productIdOf(raw),
          'invalid_product',
          describeIssues(result.error),
        );
      }
      const item = result.data;
      if (seen.has(item.product_id)) {
        return rejected(
          'products',
          file,
          index,
          item.product_id,
          'duplicate_product',
          `product_id '${item.product_id}' appears earlier in the file; only its first record is applied.`,
        );
      }
      seen.add(item.product_id);
      return { ok: true, item };
    },
    signal,
    progress,
  );
  return { file, head: envelope.head, records };
}
