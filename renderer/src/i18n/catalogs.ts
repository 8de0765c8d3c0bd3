// The UI languages and which catalog a session locale reads: the associate picks a locale (store picker);
// its language decides the catalog (fr-* → fr-CA, es-* → es-US, anything else → en-US, as the desktop shell
// chooses too: shared/i18n/ui-locales.ts), while numbers, money and dates follow the locale itself through Intl.
import { SOURCE_UI_LOCALE, uiLocaleFor } from '../../../shared/i18n/ui-locales';
import { enUS, type MessageCatalog } from './messages/en-US';
import { esUS } from './messages/es-US';
import { frCA } from './messages/fr-CA';

export const CATALOGS: Readonly<Record<string, MessageCatalog>> = {
  'en-US': enUS,
  'fr-CA': frCA,
  'es-US': esUS,
};

export const SOURCE_LOCALE = SOURCE_UI_LOCALE;

/** The catalog locale for a session locale. */
export function catalogLocaleFor(locale: string): string {
  return uiLocaleFor(locale);
}
