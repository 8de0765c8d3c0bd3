// Finding products in the local catalog by what the associate types, a page at a time. Only the newest
// search's answer is shown: an older one arriving late is dropped.
import { CATALOG_LOADING, DONE, failed, IDLE, PENDING, sameSession, type ActionGroup } from '../slice';
import type { SaleSlice } from '../sale-slice';

/** Rows asked for at a time; the catalog answers at most CATALOG_SEARCH_CAP matches for one search. */
const SEARCH_PAGE = 50;

export const saleSearchActions: ActionGroup<SaleSlice, 'searchProducts' | 'loadMoreProducts'> =
  (bridge) => (set, get) => {
    let searchRequest = 0;
    return {
      async searchProducts(query) {
        const request = ++searchRequest;
        const current = sameSession(get);
        if (query.trim() === '') {
          // Nothing typed: nothing to list (the screen says what to type or scan).
          set({ productQuery: query, productResults: [], productTotal: 0, productSearch: IDLE });
          return [];
        }
        set({ productQuery: query, productSearch: PENDING });
        try {
          const answer = await bridge.catalog.search({ query: query.trim(), offset: 0, count: SEARCH_PAGE });
          if (request === searchRequest && current()) {
            set({ productResults: answer.items, productTotal: answer.total, productSearch: DONE });
          }
          return answer.items;
        } catch (error) {
          if (request === searchRequest && current()) {
            const refusal = failed(error);
            // While the store's catalog loads, no earlier list stays up: it may be the previous store's.
            if (refusal.error?.code === CATALOG_LOADING) set({ productResults: [], productTotal: 0 });
            set({ productSearch: refusal });
          }
          return [];
        }
      },

      async loadMoreProducts() {
        const { productResults, productTotal, productQuery, productSearch } = get();
        if (productSearch.status === 'pending' || productResults.length >= productTotal) return;
        const request = ++searchRequest;
        try {
          const answer = await bridge.catalog.search({
            query: productQuery.trim(),
            offset: productResults.length,
            count: SEARCH_PAGE,
          });
          if (request !== searchRequest) return;
          const known = new Set(productResults.map((product) => product.productId));
          set({
            productResults: [...productResults, ...answer.items.filter((item) => !known.has(item.productId))],
            productTotal: answer.total,
          });
        } catch (error) {
          if (request !== searchRequest) return;
          set({ productSearch: failed(error) });
        }
      },
    };
  };
