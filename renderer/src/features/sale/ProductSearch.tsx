// Product search over the local catalog (F2): typing searches after a short pause, the results are a
// virtualised listbox (only the visible rows exist, however many products match), the arrow keys move the
// highlight while the cursor stays in the field, Enter adds the highlighted product. A barcode scanned (or a
// SKU typed) into the field is a search for that code: Enter adds its product and empties the field — so a
// scan works here whatever the scanner's speed. More rows load as the list scrolls. While the store's catalog
// is still loading here, it says so (and searches again once it is here) instead of listing anything.
import type { VirtualItem } from '@tanstack/react-virtual';
import { useId, type KeyboardEvent, type RefObject } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { ProductSummary } from '../../../../shared/bridge/views/catalog';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { CATALOG_LOADING } from '../../store/slice';
import { useMessages } from '../../i18n/I18nProvider';
import { Icon, Spinner } from '../../ui';
import { ProductOption } from './ProductOption';
import { CatalogLoading, matchesLabel, NothingMatches, SearchFailed, SearchStart } from './SearchStates';
import { onSearchFieldKey } from './search-field-keys';
import { useResultHighlight } from './use-result-highlight';
import { useSearchEntry } from './use-search-entry';
import { useSearchWhenCatalogLoads } from './use-search-when-catalog-loads';

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
  const { active, setActive, move, scroller, visible, totalSize } = useResultHighlight(results, total, query);
  const listId = useId();
  useSearchWhenCatalogLoads();

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    onSearchFieldKey(event, {
      active,
      move,
      enter: () => void onEnter(active),
      text,
      clear: () => setText(''),
    });
  }

  const activeProduct = results[active];
  const typed = text.trim() !== '';

  return (
    <section className="sale-search" aria-label={t('sale.search.region')}>
      <div className="sale-search__bar">
        <SearchField
          inputRef={inputRef}
          listId={listId}
          expanded={results.length > 0}
          activeId={activeProduct ? `${listId}-${active}` : undefined}
          text={text}
          searching={search.status === 'pending'}
          onText={setText}
          onKeyDown={onKeyDown}
        />
        <p className="sale-search__count" aria-live="polite">
          {typed && query.trim() !== '' ? matchesLabel(search.status, results.length, total, t) : ''}
        </p>
      </div>

      {search.status === 'failed' && search.error?.code === CATALOG_LOADING ? (
        <CatalogLoading />
      ) : search.status === 'failed' && results.length === 0 ? (
        <SearchFailed error={search.error} onRetry={() => void api.getState().searchProducts(text)} />
      ) : !typed ? (
        <SearchStart />
      ) : search.status === 'done' && results.length === 0 && query.trim() === text.trim() ? (
        <NothingMatches text={text.trim()} />
      ) : (
        // ↑ ↓ in the search field move through the products; the list also takes the focus itself, so it
        // scrolls from the keyboard like any scroll area (WCAG 2.1.1).
        <ProductResultList
          scroller={scroller}
          listId={listId}
          results={results}
          visible={visible}
          totalSize={totalSize}
          active={active}
          onPick={(index, product) => {
            setActive(index);
            add(product);
          }}
        />
      )}
    </section>
  );
}

/** The results as a virtualised listbox: only the visible rows exist, placed at their offsets. */
function ProductResultList({
  scroller,
  listId,
  results,
  visible,
  totalSize,
  active,
  onPick,
}: {
  scroller: RefObject<HTMLDivElement | null>;
  listId: string;
  results: readonly ProductSummary[];
  visible: readonly VirtualItem[];
  totalSize: number;
  active: number;
  onPick(index: number, product: ProductSummary): void;
}) {
  const t = useMessages();
  return (
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
        style={{ height: totalSize }}
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
              onPick={() => onPick(item.index, product)}
            />
          );
        })}
      </div>
    </div>
  );
}

/** The search combobox: the field, a spinner while searching, and the F2 key it answers to. */
function SearchField({
  inputRef,
  listId,
  expanded,
  activeId,
  text,
  searching,
  onText,
  onKeyDown,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  listId: string;
  expanded: boolean;
  /** The highlighted option's id, if any. */
  activeId: string | undefined;
  text: string;
  searching: boolean;
  onText(text: string): void;
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
}) {
  const t = useMessages();
  return (
    <label className="sale-search__field">
      <span className="visually-hidden">{t('sale.search.label')}</span>
      <Icon name="search" size={22} />
      <input
        ref={inputRef}
        type="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        aria-keyshortcuts={SEARCH_KEY}
        placeholder={t('sale.search.placeholder')}
        autoComplete="off"
        spellCheck={false}
        value={text}
        onChange={(event) => onText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {searching ? <Spinner size={18} label={t('sale.search.searching')} /> : null}
      <kbd className="sale-kbd" aria-hidden="true">
        {SEARCH_KEY}
      </kbd>
    </label>
  );
}
