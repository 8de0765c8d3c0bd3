// The currency a store sells in never follows the language on screen: it is the store's price book's,
// else (before its catalog is synced) the usual currency of the store's country. A fr-CA associate in a US
// store sees "12,50 $ US"; an en-US associate in Montréal sees "CA$12.50".

/** The usual currency of a store's country. */
const COUNTRY_CURRENCIES: Record<string, string> = {
  US: 'USD',
  CA: 'CAD',
  MX: 'MXN',
  PR: 'USD',
  GB: 'GBP',
  AU: 'AUD',
  NZ: 'NZD',
  CH: 'CHF',
  SE: 'SEK',
  NO: 'NOK',
  DK: 'DKK',
  JP: 'JPY',
  DE: 'EUR',
  FR: 'EUR',
  IT: 'EUR',
  ES: 'EUR',
  NL: 'EUR',
  BE: 'EUR',
  FI: 'EUR',
  IE: 'EUR',
  AT: 'EUR',
  PT: 'EUR',
  PL: 'PLN',
  CZ: 'CZK',
};

/** The usual currency of a country (ISO 3166-1 alpha-2), or undefined for one this table does not know. */
export function currencyOfCountry(countryCode: string): string | undefined {
  return COUNTRY_CURRENCIES[countryCode.toUpperCase()];
}

/**
 * The store's currency: its price book's when known, else its country's, else USD (the platform's own
 * default) — and never anything derived from the UI locale.
 */
export function storeCurrency(store: { bookCurrency?: string | undefined; countryCode: string }): string {
  return store.bookCurrency || currencyOfCountry(store.countryCode) || 'USD';
}
