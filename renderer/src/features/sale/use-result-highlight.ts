// The product results' highlight and scrolling: a virtualised list (only the visible rows exist), the
// highlighted row kept in view, back to the top for each new answer, the next page loaded near the end.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState } from 'react';
import type { ProductSummary } from '../../../../shared/bridge/views/catalog';
import { usePosStoreApi } from '../../store/pos-store';
import { PRODUCT_ROW_HEIGHT } from './ProductOption';

export function useResultHighlight(results: readonly ProductSummary[], total: number, query: string) {
  const api = usePosStoreApi();
  const [active, setActive] = useState(0);
  const scroller = useRef<HTMLDivElement>(null);

  // The virtualizer's functions change identity on purpose; this hook is not memoised by the compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: results.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => PRODUCT_ROW_HEIGHT,
    overscan: 8,
    initialRect: { width: 720, height: 560 },
  });

  // A new answer starts the highlight at the top.
  useEffect(() => {
    setActive(0);
    virtualizer.scrollToIndex(0);
  }, [query, virtualizer]);

  // Near the end of what is loaded: the next page.
  const visible = virtualizer.getVirtualItems();
  const lastVisible = visible[visible.length - 1]?.index ?? 0;
  useEffect(() => {
    if (results.length > 0 && lastVisible >= results.length - 10 && results.length < total) {
      void api.getState().loadMoreProducts();
    }
  }, [lastVisible, results.length, total, api]);

  /** Highlights the row `to` (kept within the list) and scrolls it into view. */
  function move(to: number) {
    if (results.length === 0) return;
    const next = Math.max(0, Math.min(results.length - 1, to));
    setActive(next);
    virtualizer.scrollToIndex(next);
  }

  return { active, setActive, move, scroller, visible, totalSize: virtualizer.getTotalSize() };
}
