// Product search over the local catalog (F2): typing searches after a short pause, the results are a
// virtualised listbox (only the visible rows exist, however many products match), the arrow keys move the
// highlight while the cursor stays in the field, Enter adds the highlighted product. A barcode scanned (or a
// SKU typed) into the field is a search for that code: Enter adds its product and empties the field — so a
// scan works here whatever the scanner's speed. More rows load as the list scrolls.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { ProductSummary } from '../../../../shared/bridge/views/catalog';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { useMessages } from '../../i18n/I18nProvider';
import { Icon, Spinner } from '../../ui';
import { PRODUCT_ROW_HEIGHT, ProductOption } from './ProductOption';
import { matchesLabel, NothingMatches, SearchFailed, SearchStart } from './SearchStates';
import { useSearchEntry } from './use-search-entry';

/** The search key reads the same in every language (the screen binds it: SaleScreen). */
const SEARCH_KEY = 'F2';

export function ProductSearch({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  const api = usePosStoreApi();
  const t = useMessages();
  const { results, total, search, query } = usePosStore(
    useShallow((state) => ({
      results: state.productResults,
      total: state.productTotal,
      search: state.productSearch,
      query: state.productQuery,
    })),
  );
  const { text, setText, add, onEnter } = useSearchEntry(inputRef, query);
  const [active, setActive] = useState(0);
  const listId = useId();
  const scroller = useRef<HTMLDivElement>(null);

  // The virtualizer's functions change identity on purpose; this component is not memoised by the compiler.
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

  function move(to: number) {
    if (results.length === 0) return;
    const next = Math.max(0, Math.min(results.length - 1, to));
    setActive(next);
    virtualizer.scrollToIndex(next);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(active + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(active - 1);
        break;
      case 'PageDown':
        event.preventDefault();
        move(active + 8);
        break;
      case 'PageUp':
        event.preventDefault();
        move(active - 8);
        break;
      case 'Enter':
        event.preventDefault();
        void onEnter(active);
        break;
      case 'Escape':
        if (text !== '') {
          // Esc empties the search first; a second Esc is the screen's (back).
          event.preventDefault();
          event.stopPropagation();
          setText('');
        }
        break;
    }
  }

  const activeProduct = results[active];
  const searching = search.status === 'pending';
  const typed = text.trim() !== '';

  return (
    <section className="sale-search" aria-label={t('sale.search.region')}>
      <div className="sale-search__bar">
        <label className="sale-search__field">
          <span className="visually-hidden">{t('sale.search.label')}</span>
          <Icon name="search" size={22} />
          <input
            ref={inputRef}
            type="search"
            role="combobox"
            aria-expanded={results.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeProduct ? `${listId}-${active}` : undefined}
            aria-keyshortcuts={SEARCH_KEY}
            placeholder={t('sale.search.placeholder')}
            autoComplete="off"
            spellCheck={false}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
          />
          {searching ? <Spinner size={18} label={t('sale.search.searching')} /> : null}
          <kbd className="sale-kbd" aria-hidden="true">
            {SEARCH_KEY}
          </kbd>
        </label>
        <p className="sale-search__count" aria-live="polite">
          {typed && query.trim() !== '' ? matchesLabel(search.status, results.length, total, t) : ''}
        </p>
      </div>

      {search.status === 'failed' && results.length === 0 ? (
        <SearchFailed
          message={search.error?.message}
          onRetry={() => void api.getState().searchProducts(text)}
        />
      ) : !typed ? (
        <SearchStart />
      ) : search.status === 'done' && results.length === 0 && query.trim() === text.trim() ? (
        <NothingMatches text={text.trim()} />
      ) : (
        // ↑ ↓ in the search field move through the products; the list also takes the focus itself, so it
        // scrolls from the keyboard like any scroll area (WCAG 2.1.1).
        <div
          ref={scroller}
          className="sale-search__results"
          tabIndex={0}
          role="group"
          aria-label={t('sale.search.results')}
        >
          <div
            id={listId}
            role="listbox"
            aria-label={t('sale.search.list')}
            className="sale-search__list"
            style={{ height: virtualizer.getTotalSize() }}
          >
            {visible.map((item) => {
              const product = results[item.index] as ProductSummary;
              return (
                <ProductOption
                  key={product.productId}
                  id={`${listId}-${item.index}`}
                  product={product}
                  active={item.index === active}
                  top={item.start}
                  onPick={() => {
                    setActive(item.index);
                    add(product);
                  }}
                />
              );
            })}
          </div>
        </div>
      )}
    </section>
  );
}
