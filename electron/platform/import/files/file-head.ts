import type { z } from 'zod';
import { formatIssues } from '../../../../shared/contract/validation';
import { ImportFailure } from '../../../common/archive/import-failure';

/**
 * Reads a data file's envelope (head and an items array) with its contract schema. A bad envelope fails the
 * whole job with `invalid_head`, naming each field by its path (`head.locale: must be ...`).
 */
export function readEnvelope<Schema extends z.ZodType>(
  schema: Schema,
  document: unknown,
  file: string,
): z.output<Schema> {
  const result = schema.safeParse(document);
  if (!result.success) {
    throw new ImportFailure(
      'invalid_head',
      `${file} has an invalid head or items list: ${formatIssues(result.error)}`,
    );
  }
  return result.data;
}
