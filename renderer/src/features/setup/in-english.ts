// The source catalog's words (US English) for texts built away from a screen: the drafts' readers default
// to it, so their tests read the English the screens show, while the screens pass the session's `t`.
import { createIntl } from 'react-intl';
import { CATALOGS, SOURCE_LOCALE } from '../../i18n/catalogs';
import type { Translate } from './setup-labels';

const english = createIntl({ locale: SOURCE_LOCALE, messages: CATALOGS[SOURCE_LOCALE] });

export const inEnglish: Translate = (id, values) => english.formatMessage({ id }, values);
