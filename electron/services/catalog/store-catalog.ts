// Whether the local catalog answers for the chosen store: it holds one shop priced from one book, and after
// the workstation moves to a store of another shop (or its store is given another book) it still holds the
// previous one's products until the sync fills it again. Searches, scans and prices wait for that rather
// than show another store's products in another currency.
import { BridgeError } from '../../../shared/bridge/bridge-error';
import { DEFAULT_PRICEBOOK } from '../../../shared/contract/prices-file';
import type { Store } from '../../../shared/contract/store';
import type { CatalogScope } from '../local-db/catalog-repository';
import type { LocalData } from '../local-db/local-data';

/** What the local catalog holds when it is this store's, with product texts in this locale. */
export function storeCatalogScope(store: Pick<Store, 'shop' | 'pricebook'>, locale: string): CatalogScope {
  return { shop: store.shop, locale, pricebook: storeBook(store) };
}

/** The book the store sells from: its own, else the shop's default one. */
function storeBook(store: Pick<Store, 'pricebook'>): string {
  return store.pricebook ?? DEFAULT_PRICEBOOK;
}

/**
 * True when the local catalog is the store's, whole. The store as the last sync read it, which the catalog
 * follows (a store given another book since it was chosen), else as it was chosen.
 */
export function holdsStoreCatalog(data: LocalData, store: Store): boolean {
  const synced = data.stores.get(store.store_id) ?? store;
  return data.catalog.holds(synced.shop, storeBook(synced));
}

/** Refuses, saying the catalog is loading, when the local catalog is not yet the store's (holdsStoreCatalog). */
export function requireStoreCatalog(data: LocalData, store: Store): void {
  if (holdsStoreCatalog(data, store)) return;
  throw new BridgeError({
    code: 'catalog_loading',
    message: `The catalog of ${store.label} is still loading on this workstation.`,
  });
}
