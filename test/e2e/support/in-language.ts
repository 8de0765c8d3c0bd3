// The screen's words in another language, found by the English a spec would use: `fr('Start picking')` is
// the fr-CA message whose en-US source is "Start picking". A spec written in English this way acts on a
// French or Spanish screen, and fails when the English text is not a catalog message (text the screen would
// show untranslated) or when the translation is not what the screen shows.
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { CATALOGS, SOURCE_LOCALE } from '../../../renderer/src/i18n/catalogs';

export type InLanguage = ((english: string, values?: Record<string, PrimitiveType>) => string) & {
  /** The message of a catalog id, when the English text is shared by messages translated differently. */
  id: (id: string, values?: Record<string, PrimitiveType>) => string;
};

export function inLanguage(locale: string): InLanguage {
  const source = CATALOGS[SOURCE_LOCALE] as Record<string, string>;
  const target = CATALOGS[locale] as Record<string, string> | undefined;
  if (!target) throw new Error(`No catalog for ${locale}`);
  const format = (text: string, values?: Record<string, PrimitiveType>) =>
    values ? String(new IntlMessageFormat(text, locale).format(values)) : text;
  const byEnglish = (english: string, values?: Record<string, PrimitiveType>) => {
    const ids = Object.keys(source).filter((id) => source[id] === english);
    if (ids.length === 0) throw new Error(`"${english}" is not a message of the ${SOURCE_LOCALE} catalog`);
    const translations = [...new Set(ids.map((id) => target[id]))];
    if (translations.length > 1) {
      throw new Error(
        `"${english}" is translated in several ways in ${locale} (${ids.join(', ')}): use .id()`,
      );
    }
    return format(translations[0] as string, values);
  };
  return Object.assign(byEnglish, {
    id: (id: string, values?: Record<string, PrimitiveType>) => {
      const text = target[id];
      if (text === undefined) throw new Error(`No message ${id} in ${locale}`);
      return format(text, values);
    },
  });
}
