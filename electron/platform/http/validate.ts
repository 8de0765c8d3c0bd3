import type { z } from 'zod';
import { ApiError, type ErrorDetail } from './api-error';

/** Dot-joined path of a zod issue (`items.3.value`); the root is ''. */
function issuePath(path: readonly PropertyKey[]): string {
  return path.map((segment) => String(segment)).join('.');
}

export function zodDetails(error: z.ZodError): ErrorDetail[] {
  return error.issues.map((issue) => ({ path: issuePath(issue.path), message: issue.message }));
}

/**
 * Parses untrusted input with a contract schema. Failure is a 400 whose details hold every zod issue,
 * each naming the field, and whose message names the first one so a log line alone is useful.
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown, what = 'request body'): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const details = zodDetails(result.error);
  const first = details[0];
  const where = first && first.path ? ` at '${first.path}'` : '';
  throw new ApiError(
    400,
    'invalid_request',
    `The ${what} is invalid${where}: ${first?.message ?? 'unknown problem'}${details.length > 1 ? ` (and ${details.length - 1} more)` : ''}.`,
    details,
  );
}
