import type { ImportEntity, ImportError } from '../../../../shared/contract/import-job';
import type { ImportRecordErrorCode } from '../../../../shared/contract/import-record-codes';
import { formatIssues } from '../../../../shared/contract/validation';
import type { z } from 'zod';

/** A record that was rejected: it is left out and reported, every other record still applies. */
export interface Rejected {
  ok: false;
  error: ImportError;
}

export function rejected(
  entity: ImportEntity,
  file: string,
  index: number,
  productId: string | null,
  code: ImportRecordErrorCode,
  message: string,
): Rejected {
  return { ok: false, error: { entity, file, index, product_id: productId, code, message } };
}

/** The record's product_id when it has a usable one, for the error report. */
export function productIdOf(record: unknown): string | null {
  if (typeof record !== 'object' || record === null) return null;
  const productId = (record as { product_id?: unknown }).product_id;
  return typeof productId === 'string' && productId !== '' ? productId : null;
}

/** zod issues as one sentence naming each field: `title: must not be blank.` */
export function describeIssues(error: z.ZodError): string {
  return formatIssues(error);
}
