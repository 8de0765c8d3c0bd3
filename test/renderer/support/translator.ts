// A Translate of one language's catalog, outside React: for tests of the functions that word codes (and
// the errors they word).
import { createIntl } from 'react-intl';
import { CATALOGS } from '../../../renderer/src/i18n/catalogs';
import type { Translate } from '../../../renderer/src/i18n/I18nProvider';
import { errorMessageText, type ErrorLike } from '../../../renderer/src/ui/error-advice';

export function translator(locale: string): Translate {
  const intl = createIntl({ locale, messages: CATALOGS[locale] });
  return (id, values) => intl.formatMessage({ id }, values);
}

/** What went wrong, as a screen in `locale` says it, outside React (times in `timeZone`: the store's). */
export function errorWording(locale: string, timeZone?: string): (error: ErrorLike) => string {
  const t = translator(locale);
  return (error) => errorMessageText(error, t, { locale, timeZone });
}
