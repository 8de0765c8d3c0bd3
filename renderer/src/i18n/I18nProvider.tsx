// The session's messages (react-intl, ICU message syntax): numbers, money, dates and plurals in the
// session locale, texts from the catalog of its language. `useMessages()` also works outside a provider
// (component tests), in US English.
import { Children, useContext, type ReactNode } from 'react';
import { createIntl, IntlContext, IntlProvider, type IntlShape } from 'react-intl';
import type { FormatXMLElementFn, PrimitiveType } from 'intl-messageformat';
import { CATALOGS, catalogLocaleFor, SOURCE_LOCALE } from './catalogs';
import type { MessageId } from './messages/en-US';

export function I18nProvider({ locale, children }: { locale: string; children: ReactNode }) {
  return (
    <IntlProvider locale={locale} defaultLocale={SOURCE_LOCALE} messages={CATALOGS[catalogLocaleFor(locale)]}>
      {children}
    </IntlProvider>
  );
}

const fallbackIntl = createIntl({ locale: SOURCE_LOCALE, messages: CATALOGS[SOURCE_LOCALE] });

/** The session's react-intl object (US English outside a provider). */
export function useIntlShape(): IntlShape {
  return useContext(IntlContext) ?? fallbackIntl;
}

/** `t(id, values)`: the message in the session's language. */
export function useMessages(): (id: MessageId, values?: Record<string, PrimitiveType>) => string {
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
