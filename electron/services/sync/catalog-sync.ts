// Brings the local catalog of the workstation's store up to date: products of its shop and locale changed
// since the last sync (all of them the first time), with their default price from the listing and their
// price in the store's book from the prices call. The walk is resumable: its position is saved after every
// page, so a first sync of a large catalog interrupted by the network carries on where it stopped.
//
// Consistency: the listing is ordered by (updated_at, product_id) and paged by cursor (keyset) when the
// platform gives one, so a product changed during the walk just moves ahead of it; paged by offset, such a
// product may make the walk skip one. After the walk the number of
// local products changed since the cursor is compared with the platform's total for the same filter; a
// shortfall restarts the walk (writes are idempotent).
import { DEFAULT_PRICEBOOK } from '../../../shared/contract/prices-file';
import type { CatalogProduct, PriceElement } from '../../../shared/contract/catalog';
import { ApiError } from '../api/api-errors';
import type { PlatformApiClient } from '../api/platform-api-client';
import type { CatalogScope } from '../local-db/catalog-repository';
import type { LocalData } from '../local-db/local-data';

const CURSOR = 'catalog.cursor';
const WALK = 'catalog.walk';
/**
 * The first walk asks for products changed since the epoch rather than for the plain listing: only a
 * listing with updated_since includes products hidden from listings (show_in_listing false), which the
 * counter must still be able to scan and sell.
 */
const EPOCH = '1970-01-01T00:00:00.000Z';

interface SavedWalk {
  /** The updated_since of the walk. */
  since: string;
  offset: number;
  /** The platform's next_cursor after the last page written (keyset), when it gives them. */
  cursor?: string;
  /** Greatest updated_at seen so far: the next cursor once the walk completes. */
  newest: string;
}

export interface CatalogSyncOptions {
  full: boolean;
  pageSize: number;
  onProgress(done: number, total: number): void;
  maxWalks?: number;
}

/** Returns the number of products received. */
export async function syncCatalog(
  api: PlatformApiClient,
  data: LocalData,
  scope: CatalogScope,
  options: CatalogSyncOptions,
): Promise<number> {
  const change = data.catalog.applyScope(scope);
  if (change === 'reset') {
    data.syncState.delete(CURSOR);
    data.syncState.delete(WALK);
  }
  // A full sync walks from the epoch. A walk interrupted earlier with the same since is resumed.
  const since = options.full ? EPOCH : (data.syncState.get(CURSOR) ?? EPOCH);
  const saved = readWalk(data);
  const resumed = saved?.since === since;
  let walk: SavedWalk = resumed ? saved : { since, offset: 0, newest: since };
  let received = 0;

  // One page (listing and the store book's prices of its products) is fetched while the previous one is
  // written: on a remote platform the round trips overlap the local writes.
  const fetchPage = async (offset: number, after: string | undefined) => {
    const page = await api.listProducts(scope.shop, {
      locale: scope.locale,
      updated_since: since,
      ...(after === undefined ? { offset } : { after }),
      count: options.pageSize,
    });
    return { page, bookPrices: await storeBookPrices(api, scope, page.items) };
  };

  for (let attempt = 0; attempt < (options.maxWalks ?? 3); attempt += 1) {
    let total: number;
    let next = fetchPage(walk.offset, walk.cursor);
    for (;;) {
      const { page, bookPrices } = await next;
      total = page.pagination.total;
      const end = walk.offset + page.items.length;
      const cursor = page.pagination.next_cursor ?? undefined;
      // By cursor a product changed during the walk comes again at its end, so only the cursor says when
      // it is over; by offset the total does.
      const more = page.items.length === options.pageSize && (cursor !== undefined || end < total);
      if (more) {
        next = fetchPage(end, cursor);
        // Awaited on the next turn; a failure meanwhile must not surface as an unhandled rejection.
        next.catch(() => undefined);
      }
      data.transaction(() => {
        data.catalog.upsertMany(page.items);
        if (bookPrices)
          data.catalog.setBookPrices(bookPrices.currency, bookPrices.productIds, bookPrices.elements);
        walk = {
          since,
          offset: end,
          newest: newestOf(walk.newest, page.items),
          ...(cursor ? { cursor } : {}),
        };
        data.syncState.set(WALK, JSON.stringify(walk));
      });
      received += page.items.length;
      options.onProgress(walk.offset, total);
      if (!more) break;
    }
    if (data.catalog.countUpdatedAfter(since) >= total) break;
    walk = { since, offset: 0, newest: walk.newest };
  }

  data.transaction(() => {
    data.syncState.set(CURSOR, walk.newest);
    data.syncState.delete(WALK);
  });
  // A whole walk from the epoch priced every product from the new book already; an incremental or a
  // resumed one did not (nor did the sync an interruption stopped before its prices were read again).
  if (data.catalog.loading === 'prices_reset' && (since !== EPOCH || resumed))
    await refreshBookPrices(api, data, scope, options.pageSize);
  // Every product and price of the scope is here: searches may answer from it (an interrupted walk above
  // leaves it loading, and the next sync resumes it).
  data.catalog.markLoaded();
  return received;
}

/** Reads the store's book price of every local product again (after the store was given another book). */
export async function refreshBookPrices(
  api: PlatformApiClient,
  data: LocalData,
  scope: CatalogScope,
  pageSize: number,
): Promise<void> {
  if (scope.pricebook === DEFAULT_PRICEBOOK) return;
  for (let after: string | undefined; ;) {
    const ids = data.catalog.productIds(after, pageSize);
    if (ids.length === 0) return;
    const prices = await fetchBookPrices(api, scope, ids);
    data.catalog.setBookPrices(prices.currency, ids, prices.elements);
    after = ids.at(-1);
  }
}

async function storeBookPrices(
  api: PlatformApiClient,
  scope: CatalogScope,
  products: readonly CatalogProduct[],
) {
  if (scope.pricebook === DEFAULT_PRICEBOOK || products.length === 0) return undefined;
  const productIds = products.map((product) => product.product_id);
  return { productIds, ...(await fetchBookPrices(api, scope, productIds)) };
}

/** The store's book prices of these products; a book the shop does not have (404) prices nothing. */
async function fetchBookPrices(
  api: PlatformApiClient,
  scope: CatalogScope,
  productIds: readonly string[],
): Promise<{ currency: string; elements: PriceElement[] }> {
  try {
    const answer = await api.getPrices(scope.shop, scope.pricebook, productIds);
    return { currency: answer.currency, elements: answer.elements };
  } catch (error) {
    // The currency does not matter when no product has a price in the book.
    if (error instanceof ApiError && error.status === 404) return { currency: 'USD', elements: [] };
    throw error;
  }
}

function newestOf(current: string, products: readonly CatalogProduct[]): string {
  let newest = current;
  for (const product of products) {
    const at = new Date(product.updated_at).toISOString();
    if (at > newest) newest = at;
  }
  return newest;
}

function readWalk(data: LocalData): SavedWalk | undefined {
  const text = data.syncState.get(WALK);
  return text === undefined ? undefined : (JSON.parse(text) as SavedWalk);
}
