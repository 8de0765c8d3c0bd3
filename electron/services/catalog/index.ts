// Search of the local catalog (titles, EAN-13/UPC-A, SKU, product id) with the store's prices.
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
