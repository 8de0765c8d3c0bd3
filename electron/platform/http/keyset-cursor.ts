// Keyset pagination (contract: Conventions): the cursor names the last row of a page by the listing's own
// order, so the next page starts right after it on the index instead of counting past every row before it.
import { ApiError } from './api-error';

/** The listings that page by cursor; a cursor of one is refused by another. */
export type KeysetListing = 'products' | 'products_sync' | 'orders';

/** The last row of a page in the listing's order: (updated_at, id) for sync lists, the id alone otherwise. */
export interface Keyset {
  updatedAt?: string;
  id: string;
}

/** An opaque string (base64url of the listing and the key) for `pagination.next_cursor`. */
export function encodeCursor(listing: KeysetListing, key: Keyset): string {
  const parts = key.updatedAt === undefined ? [listing, key.id] : [listing, key.updatedAt, key.id];
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

/** Reads `after`; 400 naming it when it is not a cursor this listing gave. */
export function decodeCursor(listing: KeysetListing, cursor: string, updatedSince?: string): Keyset {
  const refuse = (reason: string): never => {
    throw new ApiError(400, 'invalid_request', `Query parameter 'after' ${reason}.`, [
      { path: 'after', message: reason },
    ]);
  };
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return refuse('is not a cursor this listing gave (use pagination.next_cursor as it came)');
  }
  const sync = listing !== 'products';
  const valid =
    Array.isArray(parts) &&
    parts[0] === listing &&
    parts.length === (sync ? 3 : 2) &&
    parts.slice(1).every((part) => typeof part === 'string' && part !== '');
  if (!valid) return refuse('is not a cursor this listing gave (use pagination.next_cursor as it came)');
  const [, ...key] = parts as string[];
  if (!sync) return { id: key[0]! };
  // Every row of a listing with updated_since changed after it: an older cursor is another listing's.
  if (updatedSince !== undefined && key[0]! <= updatedSince) {
    refuse('is older than updated_since: it belongs to another listing');
  }
  return { updatedAt: key[0]!, id: key[1]! };
}

/** Refuses `after` together with a non-zero `offset`: the page would be ambiguous. */
export function requireOneStart(offset: number, after: string | undefined): void {
  if (after !== undefined && offset !== 0) {
    throw new ApiError(400, 'invalid_request', "Give either 'offset' or 'after', not both.", [
      { path: 'after', message: 'cannot be combined with a non-zero offset' },
    ]);
  }
}
