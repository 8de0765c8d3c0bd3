// The currency a store takes cash in. Drawers hold the store's local currency (the seed), and the truest
// source of it is what the store sells at: its assigned price book (or its shop's default book). Before
// any price book is imported, the country of the store's address decides.
import type { Store } from '../../../shared/contract';
import type { PriceRepository } from '../catalog/price-repository';

// prettier-ignore
const CURRENCY_BY_COUNTRY: Record<string, string> = {
  US: 'USD', CA: 'CAD', MX: 'MXN', GB: 'GBP', IE: 'EUR', AU: 'AUD', NZ: 'NZD', JP: 'JPY', CH: 'CHF',
  SE: 'SEK', NO: 'NOK', DK: 'DKK', PL: 'PLN', CZ: 'CZK', HU: 'HUF',
  AT: 'EUR', BE: 'EUR', CY: 'EUR', DE: 'EUR', EE: 'EUR', ES: 'EUR', FI: 'EUR', FR: 'EUR', GR: 'EUR',
  HR: 'EUR', IT: 'EUR', LT: 'EUR', LU: 'EUR', LV: 'EUR', MT: 'EUR', NL: 'EUR', PT: 'EUR', SI: 'EUR', SK: 'EUR',
};

export type StoreCurrencySource = 'pricebook' | 'default_pricebook' | 'country';

/**
 * The store's currency and where it came from: the store's own `pricebook` in its shop, else the shop's
 * `default` book, else its country; undefined for a country not in the table and no price book yet.
 */
export function storeCurrency(
  books: PriceRepository,
  store: Store,
): { currency: string; source: StoreCurrencySource } | undefined {
  const assigned = store.pricebook ? books.book(store.shop, store.pricebook) : undefined;
  if (assigned) return { currency: assigned.currency, source: 'pricebook' };
  const fallback = books.book(store.shop, 'default');
  if (fallback) return { currency: fallback.currency, source: 'default_pricebook' };
  const byCountry = CURRENCY_BY_COUNTRY[store.physical_address.country_code.toUpperCase()];
  return byCountry ? { currency: byCountry, source: 'country' } : undefined;
}
