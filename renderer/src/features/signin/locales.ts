// The locales a workstation can show numbers, money and dates in; each named in its own language. The UI
// speaks US English, Québec French and US Spanish (renderer/src/i18n/catalogs.ts): a locale of another
// language gets the US English texts with its own numbers, money and dates.
import { PSEUDO_LOCALE } from '../../i18n/pseudo-locale';

export const WORKSTATION_LOCALES = [
  'en-US',
  'en-CA',
  'fr-CA',
  'es-US',
  'en-GB',
  'en-AU',
  'en-NZ',
  'en-IE',
  'fr-FR',
  'de-DE',
  'de-CH',
  'it-IT',
  'nl-NL',
  'nl-BE',
  'fi-FI',
  'sv-SE',
  'nb-NO',
  'da-DK',
  'es-ES',
  'ja-JP',
] as const;

export function localeName(locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale);
    return name ? name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) : locale;
  } catch {
    return locale;
  }
}

/** The store picker's choices; the pseudo-locale only on a tester's workstation (pseudoLocaleEnabled). */
export function localeOptions(
  current: string,
  withPseudoLocale = false,
): Array<{ value: string; label: string }> {
  const codes: string[] = [...WORKSTATION_LOCALES, ...(withPseudoLocale ? [PSEUDO_LOCALE] : [])];
  if (!codes.includes(current)) codes.unshift(current);
  return codes.map((code) => ({ value: code, label: `${localeName(code)} — ${code}` }));
}
