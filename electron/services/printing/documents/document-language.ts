// Which language a printed document speaks: the store's (a Montréal invoice is in French, as Québec's
// Charter of the French Language asks of what the customer reads), unless the customer asks for another of
// the languages the app prints. The locale that formats money and dates on paper is that language in the
// store's country (fr-CA, en-CA, es-US), so amounts and dates read the way that customer writes them.
import type { DocumentLanguage } from '../../../../shared/bridge/views/document-language';
import type { Store } from '../../../../shared/contract/store';

export type { DocumentLanguage };

/** Where French is the language of commerce (Québec by its province code or name). */
const FRENCH_COUNTRIES = new Set(['FR', 'MC']);
const QUEBEC = new Set(['QC', 'QUEBEC', 'QUÉBEC', 'PQ']);
/** Spanish-speaking countries (a US store prints English unless the customer asks for Spanish). */
const SPANISH_COUNTRIES = new Set([
  'ES',
  'MX',
  'AR',
  'BO',
  'CL',
  'CO',
  'CR',
  'CU',
  'DO',
  'EC',
  'SV',
  'GT',
  'HN',
  'NI',
  'PA',
  'PY',
  'PE',
  'PR',
  'UY',
  'VE',
]);

/** The language a store's documents are printed in when the customer asks for none. */
export function storeDocumentLanguage(store: Pick<Store, 'physical_address'>): DocumentLanguage {
  const { country_code: country, state } = store.physical_address;
  if (country === 'CA') return QUEBEC.has((state ?? '').trim().toUpperCase()) ? 'fr' : 'en';
  if (FRENCH_COUNTRIES.has(country)) return 'fr';
  if (SPANISH_COUNTRIES.has(country)) return 'es';
  return 'en';
}

/** The locale a document is written and formatted in: the customer's language if asked, in the store's country. */
export function documentLocale(
  store: Pick<Store, 'physical_address'>,
  customerLanguage?: DocumentLanguage,
): string {
  const language = customerLanguage ?? storeDocumentLanguage(store);
  return `${language}-${store.physical_address.country_code}`;
}
