// The session's messages (react-intl, ICU message syntax): numbers, money, dates and plurals in the
// session locale, texts from the catalog of its language (the pseudo-locale's made from US English).
// `useMessages()` also works outside a provider (component tests), in US English.
import { Children, useContext, useMemo, type ReactNode } from 'react';
import { createIntl, IntlContext, IntlProvider, type IntlShape } from 'react-intl';
import type { FormatXMLElementFn, PrimitiveType } from 'intl-messageformat';
import { CATALOGS, catalogLocaleFor, SOURCE_LOCALE } from './catalogs';
import type { MessageId } from './messages/en-US';
import { PSEUDO_LOCALE, pseudoCatalog } from './pseudo-locale';

export function I18nProvider({ locale, children }: { locale: string; children: ReactNode }) {
  const messages = useMemo(
    () =>
      locale === PSEUDO_LOCALE ? pseudoCatalog(CATALOGS[SOURCE_LOCALE]!) : CATALOGS[catalogLocaleFor(locale)],
    [locale],
  );
  return (
    <IntlProvider locale={locale} defaultLocale={SOURCE_LOCALE} messages={messages}>
      {children}
    </IntlProvider>
  );
}

const fallbackIntl = createIntl({ locale: SOURCE_LOCALE, messages: CATALOGS[SOURCE_LOCALE] });

/** A message in US English, outside any session (logs, and results read in code). */
export function sourceText(id: MessageId, values?: Record<string, PrimitiveType>): string {
  return fallbackIntl.formatMessage({ id }, values);
}

/** The session's react-intl object (US English outside a provider). */
export function useIntlShape(): IntlShape {
  return useContext(IntlContext) ?? fallbackIntl;
}

export type Translate = (id: MessageId, values?: Record<string, PrimitiveType>) => string;

/** `t(id, values)`: the message in the session's language. */
export function useMessages(): Translate {
  const intl = useIntlShape();
  return (id, values) => intl.formatMessage({ id }, values);
}

/** A value of a rich message: text, a number, an element, or a tag's wrapper (`<b>…</b>` → `(chunks) => <b>…`). */
export type RichValue = PrimitiveType | ReactNode | FormatXMLElementFn<ReactNode, ReactNode>;

/**
 * `rich(id, values)`: a message with elements inside, in the language's word order ("Sale <mono>{number}</mono>",
 * "Refund {amount} to the card"), as children with keys.
 */
export function useRichMessages(): (id: MessageId, values: Record<string, RichValue>) => ReactNode[] {
  const intl = useIntlShape();
  return (id, values) => Children.toArray(intl.formatMessage({ id }, values));
}

/** Whether the session reads the source catalog's own English (not a translation, not the pseudo-locale). */
export function useReadsSourceEnglish(): boolean {
  const { locale } = useIntlShape();
  return locale !== PSEUDO_LOCALE && catalogLocaleFor(locale) === SOURCE_LOCALE;
}
