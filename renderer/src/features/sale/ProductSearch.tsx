// Product search over the local catalog (F2): typing searches after a short pause, the results are a
// virtualised listbox (only the visible rows exist, however many products match), the arrow keys move the
// highlight while the cursor stays in the field, Enter adds the highlighted product. A barcode scanned (or a
// SKU typed) into the field is a search for that code: Enter adds its product and empties the field — so a
// scan works here whatever the scanner's speed. More rows load as the list scrolls.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { CATALOG_SEARCH_CAP } from '../../../../shared/bridge/calls/catalog';
import type { ProductSummary } from '../../../../shared/bridge/views/catalog';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { useMessages, type Translate } from '../../i18n/I18nProvider';
import { Button, Icon, MoneyText, Spinner } from '../../ui';

/** Enough to let a few keystrokes land together, short enough to feel instant. */
const SEARCH_DEBOUNCE_MS = 120;
const ROW_HEIGHT = 64;
/** Function keys read the same in every language (the screen binds them: SaleScreen). */
const SEARCH_KEY = 'F2';
const PAY_KEY = 'F4';

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
  const [text, setText] = useState(query);
  const [active, setActive] = useState(0);
  const listId = useId();
  const scroller = useRef<HTMLDivElement>(null);

  // The virtualizer's functions change identity on purpose; this component is not memoised by the compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: results.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    initialRect: { width: 720, height: 560 },
  });

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

  /** Adds the product; the words stay selected, so typing starts the next search. */
  function add(product: ProductSummary) {
    api.getState().addToCart(product);
    inputRef.current?.focus();
    inputRef.current?.select();
  }

  async function onEnter() {
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
        void onEnter();
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
        <div className="sale-search__state" role="alert">
          <p className="sale-search__state-title">{t('sale.search.failed')}</p>
          <p>{search.error?.message}</p>
          <Button size="small" onClick={() => void api.getState().searchProducts(text)}>
            {t('sale.tryAgain')}
          </Button>
        </div>
      ) : !typed ? (
        <div className="sale-search__state">
          <span className="sale-search__state-icon">
            <Icon name="barcode" size={30} />
          </span>
          <p className="sale-search__state-title">{t('sale.search.idle.title')}</p>
          <p>{t('sale.search.idle.hint')}</p>
          <ul className="sale-search__keys" aria-label={t('sale.search.keys')}>
            <li>
              <kbd className="sale-kbd">↑</kbd> <kbd className="sale-kbd">↓</kbd>{' '}
              {t('sale.search.keys.choose')}
            </li>
            <li>
              <kbd className="sale-kbd">{t('sale.search.keys.enter')}</kbd> {t('sale.search.keys.add')}
            </li>
            <li>
              <kbd className="sale-kbd">{PAY_KEY}</kbd> {t('sale.search.keys.pay')}
            </li>
          </ul>
        </div>
      ) : search.status === 'done' && results.length === 0 && query.trim() === text.trim() ? (
        <div className="sale-search__state">
          <Icon name="tag" size={28} />
          <p className="sale-search__state-title">{t('sale.search.nothing.title', { text: text.trim() })}</p>
          <p>{t('sale.search.nothing.hint')}</p>
        </div>
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

/** Whether the text is the product's EAN-13, SKU or id (what a scanner types), rather than title words. */
function isCodeOf(product: ProductSummary, text: string): boolean {
  const code = text.toLowerCase();
  return [product.ean, product.sku, product.productId].some((value) => value?.toLowerCase() === code);
}

/** "12 matches", "50+ matches" (another page to load), "100+ matches — type more to narrow" (the cap). */
function matchesLabel(status: string, shown: number, total: number, t: Translate): string {
  if (status === 'pending' && shown === 0) return '';
  if (shown === 0) return t('sale.search.matches.none');
  if (total >= CATALOG_SEARCH_CAP) return t('sale.search.matches.capped', { count: CATALOG_SEARCH_CAP });
  if (total > shown) return t('sale.search.matches.more', { count: shown });
  return t('sale.search.matches', { count: shown });
}

function ProductOption({
  id,
  product,
  active,
  top,
  onPick,
}: {
  id: string;
  product: ProductSummary;
  active: boolean;
  top: number;
  onPick: () => void;
}) {
  const t = useMessages();
  const details = [
    product.color,
    product.size,
    product.sku ? t('sale.product.sku', { sku: product.sku }) : null,
  ].filter(Boolean);
  return (
    <div
      id={id}
      role="option"
      aria-selected={active}
      aria-disabled={product.price ? undefined : true}
      className={[
        'sale-product',
        active ? 'sale-product--active' : '',
        product.price ? '' : 'sale-product--unpriced',
      ].join(' ')}
      style={{ transform: `translateY(${top}px)`, height: ROW_HEIGHT }}
      // The field keeps the focus (and the highlight); a press adds the product.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPick}
    >
      <div className="sale-product__text">
        <span className="sale-product__title">{product.title}</span>
        <span className="sale-product__meta">
          {details.join(' · ')}
          {product.ean ? <span className="sale-product__ean">{product.ean}</span> : null}
        </span>
      </div>
      <div className="sale-product__price">
        {product.price ? (
          <MoneyText value={product.price} />
        ) : (
          <span className="sale-badge sale-badge--muted" title={t('sale.product.noPrice.reason')}>
            {t('sale.product.noPrice')}
          </span>
        )}
      </div>
      <span className="sale-product__add" aria-hidden="true">
        <Icon name="plus" size={18} />
      </span>
    </div>
  );
}
