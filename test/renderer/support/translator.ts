// A Translate of one language's catalog, outside React: for tests of the functions that word codes.
import { createIntl } from 'react-intl';
import { CATALOGS } from '../../../renderer/src/i18n/catalogs';
import type { Translate } from '../../../renderer/src/i18n/I18nProvider';

export function translator(locale: string): Translate {
  const intl = createIntl({ locale, messages: CATALOGS[locale] });
  return (id, values) => intl.formatMessage({ id }, values);
}
