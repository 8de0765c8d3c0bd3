import type { z } from 'zod';
import { formatIssues, toErrorDetails } from '../../../../shared/contract/validation';
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
      { file, problem: 'schema', ...firstField(toErrorDetails(result.error)) },
    );
  }
  return result.data;
}

/** The first field refused (its path, `''` for the whole file), and how many fields are refused in all. */
function firstField(details: ReadonlyArray<{ path: string }>): { field: string; issues: number } {
  return { field: details[0]?.path ?? '', issues: details.length };
}
