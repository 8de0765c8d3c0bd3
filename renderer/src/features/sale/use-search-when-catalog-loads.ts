// A search refused because the store's catalog was still loading runs again by itself after the next sync,
// so the associate who typed it sees the store's products as soon as they are here.
import { useEffect, useRef } from 'react';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { CATALOG_LOADING } from '../../store/slice';

export function useSearchWhenCatalogLoads(): void {
  const api = usePosStoreApi();
  const lastSyncedAt = usePosStore((state) => state.sync?.lastSyncedAt ?? null);
  const waiting = usePosStore(
    (state) => state.productSearch.status === 'failed' && state.productSearch.error?.code === CATALOG_LOADING,
  );
  // Only a sync that ended after the refusal: searching again at once would be refused again.
  const seen = useRef(lastSyncedAt);
  useEffect(() => {
    if (lastSyncedAt === seen.current) return;
    seen.current = lastSyncedAt;
    if (waiting) void api.getState().searchProducts(api.getState().productQuery);
  }, [lastSyncedAt, waiting, api]);
}
