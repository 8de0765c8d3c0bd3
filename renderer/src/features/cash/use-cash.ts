// Loads the selected store's cash management when a cash screen shows (and again when the store changes),
// and follows the paired drawer's status and the outbox while it is shown.
import { useEffect } from 'react';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';

export function useCash(): void {
  const api = usePosStoreApi();
  const storeId = usePosStore((state) => state.session?.store?.storeId ?? null);
  useEffect(() => api.getState().followCash(), [api]);
  useEffect(() => {
    if (storeId) void api.getState().loadCash();
  }, [api, storeId]);
}
