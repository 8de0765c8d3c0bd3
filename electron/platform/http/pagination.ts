import { UpdatedSinceSchema } from '../../../shared/contract/common';
import { ApiError } from './api-error';

export interface PageRequest {
  offset: number;
  count: number;
}

export interface Pagination extends PageRequest {
  total: number;
}

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 500;

function nonNegativeInteger(name: string, raw: unknown, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const text = String(raw);
  // Past the safe integers the number is no longer the one sent (and SQLite cannot bind it).
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(Number(text))) {
    throw new ApiError(
      400,
      'invalid_request',
      `Query parameter '${name}' must be a whole number, got '${text}'.`,
      [{ path: name, message: 'must be a whole number' }],
    );
  }
  return Number(text);
}

/** Reads `offset` and `count` (default 50, max 500) from a query string object. */
export function readPageRequest(query: Record<string, unknown>): PageRequest {
  const offset = nonNegativeInteger('offset', query.offset, 0);
  const count = nonNegativeInteger('count', query.count, DEFAULT_PAGE_SIZE);
  if (count < 1 || count > MAX_PAGE_SIZE) {
    throw new ApiError(
      400,
      'invalid_request',
      `Query parameter 'count' must be between 1 and ${MAX_PAGE_SIZE}.`,
      [{ path: 'count', message: `must be between 1 and ${MAX_PAGE_SIZE}` }],
    );
  }
  return { offset, count };
}

/** Reads `updated_since` (RFC 3339) and returns it normalised to ISO UTC, or undefined. */
export function readUpdatedSince(query: Record<string, unknown>): string | undefined {
  const raw = query.updated_since;
  if (raw === undefined || raw === '') return undefined;
  const text = String(raw);
  // The contract's own check: Date.parse alone would roll 2026-02-30 over to March 2nd.
  if (!UpdatedSinceSchema.safeParse(text).success) {
    throw new ApiError(
      400,
      'invalid_request',
      `Query parameter 'updated_since' must be an RFC 3339 date-time, got '${text}'.`,
      [{ path: 'updated_since', message: 'must be an RFC 3339 date-time' }],
    );
  }
  return new Date(text).toISOString();
}
