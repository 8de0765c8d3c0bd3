import type { z } from 'zod';
import { toErrorDetails } from '../../../shared/contract/validation';
import { ApiError, type ErrorDetail } from './api-error';

/**
 * Parses untrusted input with a contract schema. Failure is a 400 whose details hold every zod issue,
 * each naming the field, and whose message names the first one so a log line alone is useful.
 */
export function parseOrThrow<S extends z.ZodType>(
  schema: S,
  input: unknown,
  what = 'request body',
): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const details: ErrorDetail[] = toErrorDetails(result.error);
  const first = details[0];
  const where = first && first.path ? ` at '${first.path}'` : '';
  throw new ApiError(
    400,
    'invalid_request',
    `The ${what} is invalid${where}: ${first?.message ?? 'unknown problem'}${details.length > 1 ? ` (and ${details.length - 1} more)` : ''}.`,
    details,
  );
}
