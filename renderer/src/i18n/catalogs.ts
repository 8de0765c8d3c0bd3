// The UI languages and which catalog a session locale reads: the associate picks a locale (store picker);
// its language decides the catalog (fr-* → fr-CA, es-* → es-US, anything else → en-US), while numbers,
// money and dates follow the locale itself through Intl.
import { enUS, type MessageCatalog } from './messages/en-US';
import { esUS } from './messages/es-US';
import { frCA } from './messages/fr-CA';

export const CATALOGS: Readonly<Record<string, MessageCatalog>> = {
  'en-US': enUS,
  'fr-CA': frCA,
  'es-US': esUS,
};

export const SOURCE_LOCALE = 'en-US';

/** The catalog locale for a session locale. */
export function catalogLocaleFor(locale: string): string {
  if (CATALOGS[locale]) return locale;
  const language = locale.slice(0, 2).toLowerCase();
  if (language === 'fr') return 'fr-CA';
  if (language === 'es') return 'es-US';
  return SOURCE_LOCALE;
}
