// The words of printed documents in the document's language (ICU messages through intl-messageformat, the
// engine react-intl uses on screen): `documentMessages('fr-CA')('receipt.heading')` is « REÇU ». A locale of a
// language the app does not print falls back to English, so a document always prints.
import { icuMessages, type IcuMessages } from '../../../common/icu-messages';
import { en, type DocumentMessageId } from './messages/en';
import { es } from './messages/es';
import { fr } from './messages/fr';

const CATALOGS: Readonly<Record<string, Record<DocumentMessageId, string>>> = { en, fr, es };

export type DocumentMessages = IcuMessages<DocumentMessageId>;

const cache = new Map<string, DocumentMessages>();

export function documentMessages(locale: string): DocumentMessages {
  const cached = cache.get(locale);
  if (cached) return cached;
  const messages = icuMessages(CATALOGS[locale.slice(0, 2).toLowerCase()] ?? en, locale);
  cache.set(locale, messages);
  return messages;
}

/** A decimal rate as the locale writes it ("9.975" → "9,975" in French), from its text, never a float. */
export function rateText(rate: string | number, locale: string): string {
  const text = String(rate);
  const decimal =
    new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
  return text.replace('.', decimal);
}
