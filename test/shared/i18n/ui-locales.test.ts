// Which of its three languages the app speaks to a locale: the session's (the associate's choice) and, before
// anyone chose, the system's preferred languages in their order.
import { describe, expect, it } from 'vitest';
import { preferredUiLocale, uiLocaleFor } from '../../../shared/i18n/ui-locales';

describe('the language a locale reads', () => {
  it('is the locale itself when the app speaks it, else the one of its language, else US English', () => {
    expect(uiLocaleFor('fr-CA')).toBe('fr-CA');
    expect(uiLocaleFor('es-US')).toBe('es-US');
    expect(uiLocaleFor('fr-FR')).toBe('fr-CA');
    expect(uiLocaleFor('es-MX')).toBe('es-US');
    expect(uiLocaleFor('en-GB')).toBe('en-US');
    expect(uiLocaleFor('de-DE')).toBe('en-US');
    expect(uiLocaleFor('ja-JP')).toBe('en-US');
  });
});

describe('the system’s preferred language', () => {
  it('is the first the app speaks, in the system’s order', () => {
    expect(preferredUiLocale(['fr-CA', 'en-US'])).toBe('fr-CA');
    expect(preferredUiLocale(['de-DE', 'es-MX', 'fr-FR'])).toBe('es-US');
    expect(preferredUiLocale(['en-CA', 'fr-CA'])).toBe('en-US');
  });

  it('reads bare languages and POSIX spellings as the system gives them', () => {
    expect(preferredUiLocale(['fr'])).toBe('fr-CA');
    expect(preferredUiLocale(['es_US.UTF-8'])).toBe('es-US');
  });

  it('is US English when the system prefers none the app speaks, or names none', () => {
    expect(preferredUiLocale(['de-DE', 'ja-JP'])).toBe('en-US');
    expect(preferredUiLocale(['C'])).toBe('en-US');
    expect(preferredUiLocale([])).toBe('en-US');
  });
});
