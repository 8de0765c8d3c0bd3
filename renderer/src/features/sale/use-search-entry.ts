// The text of the product search field and what Enter does with it: typing searches once the typing pauses;
// Enter adds the highlighted product of this text's list, or — typed or scanned faster than the list could
// follow — this text's best match, else the product with that code. A code (barcode, SKU) empties the
// field once added, so the next scan starts clean; title words stay, to be refined.
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { ProductSummary } from '../../../../shared/bridge/views/catalog';
import { usePosStoreApi } from '../../store/pos-store';

/** Enough to let a few keystrokes land together, short enough to feel instant. */
const SEARCH_DEBOUNCE_MS = 120;

export function useSearchEntry(inputRef: RefObject<HTMLInputElement | null>, initialText: string) {
  const api = usePosStoreApi();
  const [text, setText] = useState(initialText);

  // Searches once the typing pauses (Enter searches at once and cancels the wait).
  const pendingSearch = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    const state = api.getState();
    if (text.trim() === state.productQuery.trim()) return;
    const timer = setTimeout(
      () => void api.getState().searchProducts(text),
      text.trim() === '' ? 0 : SEARCH_DEBOUNCE_MS,
    );
    pendingSearch.current = timer;
    return () => clearTimeout(timer);
  }, [text, api]);

  /** Adds the product; the words stay selected, so typing starts the next search. */
  function add(product: ProductSummary) {
    api.getState().addToCart(product);
    inputRef.current?.focus();
    inputRef.current?.select();
  }

  /** Enter, with `active` the highlighted row of the list. */
  async function onEnter(active: number) {
    const typed = text.trim();
    if (typed === '') return;
    clearTimeout(pendingSearch.current);
    const state = api.getState();
    if (typed === state.productQuery.trim() && state.productSearch.status === 'done') {
      // The list is this text's: the highlighted product.
      const results = state.productResults;
      const product = results[Math.min(active, results.length - 1)];
      if (product) {
        add(product);
        if (isCodeOf(product, typed)) setText('');
        return;
      }
    }
    // Typed (or scanned) faster than the list could follow: the field is emptied at once, so the next
    // scan starts clean, and this text's best match is added.
    setText('');
    const [product] = await api.getState().searchProducts(typed);
    if (product) {
      // Not add(): the next scan may already be typing into the field — nothing may select it away.
      api.getState().addToCart(product);
      if (!isCodeOf(product, typed)) setText((current) => (current === '' ? typed : current));
      return;
    }
    if (!(await api.getState().addByCode(typed))) {
      // Nothing by that name or code: the text comes back to be corrected (unless a new one is typed).
      setText((current) => (current === '' ? typed : current));
    }
  }

  return { text, setText, add, onEnter };
}

/** Whether the text is the product's EAN-13, SKU or id (what a scanner types), rather than title words. */
function isCodeOf(product: ProductSummary, text: string): boolean {
  const code = text.toLowerCase();
  return [product.ean, product.sku, product.productId].some((value) => value?.toLowerCase() === code);
}
