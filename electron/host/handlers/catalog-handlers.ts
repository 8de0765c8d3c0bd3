// catalog.*: the store's catalog as synced here, searched offline.
import { BridgeError } from '../../../shared/bridge/bridge-error';
import { CATALOG_SEARCH_CAP } from '../../../shared/bridge/calls/catalog';
import type { BridgeImplementation } from '../../../shared/bridge/types';
import type { CatalogSearch } from '../../services/catalog/catalog-search';
import { requireStoreCatalog } from '../../services/catalog/store-catalog';
import type { LocalData } from '../../services/local-db/local-data';
import { toProductDetail, toProductSummary } from '../views/product-view';
import type { WorkstationSession } from '../workstation-session';

export function catalogHandlers(deps: {
  session: WorkstationSession;
  data: LocalData;
  search: CatalogSearch;
}): BridgeImplementation['catalog'] {
  const { session, data, search } = deps;
  /** Refuses (catalog_loading) until the local catalog is the chosen store's: no other store's answers. */
  const requireCatalog = () => requireStoreCatalog(data, session.requireStore());
  return {
    async search(request) {
      requireCatalog();
      // One more than asked for, so the answer says whether another page exists (up to the cap).
      const limit = Math.min(request.offset + request.count + 1, CATALOG_SEARCH_CAP);
      const hits = search.search(request.query, { limit });
      return {
        items: hits
          .slice(request.offset, request.offset + request.count)
          .map((hit) => ({ ...toProductSummary(hit), matchedBy: hit.matchedBy })),
        total: hits.length,
      };
    },
    async lookupCode(request) {
      requireCatalog();
      const hit = search.lookupCode(request.code);
      return { product: hit ? toProductSummary(hit) : null };
    },
    async getProduct(request) {
      requireCatalog();
      const product = data.catalog.get(request.productId);
      if (!product) {
        throw new BridgeError({
          code: 'product_not_found',
          message: `There is no product ${request.productId} in this store's catalog.`,
          values: { productId: request.productId },
          details: [{ path: 'productId', message: "is not in the store's catalog" }],
        });
      }
      return toProductDetail(product);
    },
  };
}
