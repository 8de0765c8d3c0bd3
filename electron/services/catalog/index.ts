// Search of the local catalog (titles, EAN-13/UPC-A, SKU, product id) with the store's prices, once it is
// the chosen store's catalog.
export {
  CatalogSearch,
  DEFAULT_SEARCH_LIMIT,
  MAX_SEARCH_LIMIT,
  RANKED_CANDIDATES,
  titleMatchExpression,
  type CatalogMatch,
  type CatalogSearchHit,
  type CatalogSearchOptions,
} from './catalog-search';
export { holdsStoreCatalog, requireStoreCatalog, storeCatalogScope } from './store-catalog';
