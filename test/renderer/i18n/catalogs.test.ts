// The catalogs are complete: every language has every message of the source (en-US), no more, each one
// valid ICU with the same placeholders, so a translation can never drop or rename a value.
import { describe, expect, it } from 'vitest';
import { CATALOGS, catalogLocaleFor, SOURCE_LOCALE } from '../../../renderer/src/i18n/catalogs';
import { icuPlaceholders } from '../../support/icu-placeholders';

const source = CATALOGS[SOURCE_LOCALE]!;

describe('message catalogs', () => {
  it('has en-US, fr-CA and es-US', () => {
    expect(Object.keys(CATALOGS).sort()).toEqual(['en-US', 'es-US', 'fr-CA']);
  });

  for (const [locale, catalog] of Object.entries(CATALOGS)) {
    it(`${locale} has exactly the source's message ids`, () => {
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(source).sort());
    });

    it(`${locale} messages are valid ICU with the source's placeholders`, () => {
      for (const [id, text] of Object.entries(source)) {
        const translated = (catalog as Record<string, string>)[id] ?? '';
        expect(translated.trim(), id).not.toBe('');
        expect(icuPlaceholders(translated), id).toEqual(icuPlaceholders(text));
      }
    });
  }

  it('reads the catalog of the session language', () => {
    expect(catalogLocaleFor('fr-CA')).toBe('fr-CA');
    expect(catalogLocaleFor('fr-FR')).toBe('fr-CA');
    expect(catalogLocaleFor('es-MX')).toBe('es-US');
    expect(catalogLocaleFor('de-DE')).toBe('en-US');
  });
});
