// The locales a workstation can show numbers, money and dates in; each named in its own language.
export const WORKSTATION_LOCALES = [
  'en-US',
  'en-CA',
  'fr-CA',
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

export function localeOptions(current: string): Array<{ value: string; label: string }> {
  const codes: string[] = [...WORKSTATION_LOCALES];
  if (!codes.includes(current)) codes.unshift(current);
  return codes.map((code) => ({ value: code, label: `${localeName(code)} — ${code}` }));
}
