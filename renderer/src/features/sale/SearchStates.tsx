// What the search area says when it shows no list: the catalog could not be searched or is still loading,
// nothing typed yet (how to search, and the keys), or nothing matches; and the count of matches beside the
// field.
import { CATALOG_SEARCH_CAP } from '../../../../shared/bridge/calls/catalog';
import { useMessages, type Translate } from '../../i18n/I18nProvider';
import type { BridgeError } from '../../../../shared/bridge';
import { Button, Icon, Spinner, useErrorText } from '../../ui';

/** The pay key reads the same in every language (the screen binds it: SaleScreen). */
const PAY_KEY = 'F4';

export function SearchFailed({ error, onRetry }: { error: BridgeError | null; onRetry(): void }) {
  const t = useMessages();
  const { message } = useErrorText();
  return (
    <div className="sale-search__state" role="alert">
      <p className="sale-search__state-title">{t('sale.search.failed')}</p>
      <p>{error ? message(error) : null}</p>
      <Button size="small" onClick={onRetry}>
        {t('sale.tryAgain')}
      </Button>
    </div>
  );
}

/** The chosen store's catalog is not on the workstation yet (ProductSearch searches again once it is). */
export function CatalogLoading() {
  const t = useMessages();
  return (
    <div className="sale-search__state" role="status">
      <Spinner size={28} />
      <p className="sale-search__state-title">{t('catalogLoading.search.title')}</p>
      <p>{t('catalogLoading.search.hint')}</p>
    </div>
  );
}

export function SearchStart() {
  const t = useMessages();
  return (
    <div className="sale-search__state">
      <span className="sale-search__state-icon">
        <Icon name="barcode" size={30} />
      </span>
      <p className="sale-search__state-title">{t('sale.search.idle.title')}</p>
      <p>{t('sale.search.idle.hint')}</p>
      <ul className="sale-search__keys" aria-label={t('sale.search.keys')}>
        <li>
          <kbd className="sale-kbd">↑</kbd> <kbd className="sale-kbd">↓</kbd> {t('sale.search.keys.choose')}
        </li>
        <li>
          <kbd className="sale-kbd">{t('sale.search.keys.enter')}</kbd> {t('sale.search.keys.add')}
        </li>
        <li>
          <kbd className="sale-kbd">{PAY_KEY}</kbd> {t('sale.search.keys.pay')}
        </li>
      </ul>
    </div>
  );
}

export function NothingMatches({ text }: { text: string }) {
  const t = useMessages();
  return (
    <div className="sale-search__state">
      <Icon name="tag" size={28} />
      <p className="sale-search__state-title">{t('sale.search.nothing.title', { text })}</p>
      <p>{t('sale.search.nothing.hint')}</p>
    </div>
  );
}

/** "12 matches", "50+ matches" (another page to load), "100+ matches — type more to narrow" (the cap). */
export function matchesLabel(status: string, shown: number, total: number, t: Translate): string {
  if (status === 'pending' && shown === 0) return '';
  if (shown === 0) return t('sale.search.matches.none');
  if (total >= CATALOG_SEARCH_CAP) return t('sale.search.matches.capped', { count: CATALOG_SEARCH_CAP });
  if (total > shown) return t('sale.search.matches.more', { count: shown });
  return t('sale.search.matches', { count: shown });
}
