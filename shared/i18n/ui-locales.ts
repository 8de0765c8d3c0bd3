// The languages the app speaks — US English, Québec French, US Spanish — and which of them a locale reads:
// its own, else the one of its language (fr-FR reads fr-CA, es-MX reads es-US), else US English. The
// window's catalogs (renderer) and the desktop shell's menu and dialogs both choose this way.
export const UI_LOCALES = ['en-US', 'fr-CA', 'es-US'] as const;
export type UiLocale = (typeof UI_LOCALES)[number];

/** The language every text is written in first; the others translate it. */
export const SOURCE_UI_LOCALE: UiLocale = 'en-US';

const BY_LANGUAGE: Readonly<Record<string, UiLocale>> = { en: 'en-US', fr: 'fr-CA', es: 'es-US' };

/** The app's language of a locale ("fr", "fr-FR", "fr_CA" → fr-CA), or undefined when it speaks none. */
export function spokenUiLocale(locale: string): UiLocale | undefined {
  const exact = UI_LOCALES.find((spoken) => spoken.toLowerCase() === locale.replace('_', '-').toLowerCase());
  return exact ?? BY_LANGUAGE[locale.slice(0, 2).toLowerCase()];
}

/** The language a session locale reads: the app's language of it, else US English. */
export function uiLocaleFor(locale: string): UiLocale {
  return spokenUiLocale(locale) ?? SOURCE_UI_LOCALE;
}

/** The first of the system's preferred languages the app speaks (`de-DE, fr-FR` → fr-CA), else US English. */
export function preferredUiLocale(systemLanguages: readonly string[]): UiLocale {
  for (const language of systemLanguages) {
    const spoken = spokenUiLocale(language);
    if (spoken) return spoken;
  }
  return SOURCE_UI_LOCALE;
}
