// The desktop shell's catalog is complete: French and Spanish have every message of US English, no more,
// each one valid ICU with the same placeholders, so a translation can never drop or rename a value.
import { describe, expect, it } from 'vitest';
import { SHELL_CATALOGS, shellMessages } from '../../electron/shell/shell-messages';
import { icuPlaceholders } from '../support/icu-placeholders';

const source = SHELL_CATALOGS['en-US'];

describe('the shell’s message catalogs', () => {
  it('has en-US, fr-CA and es-US', () => {
    expect(Object.keys(SHELL_CATALOGS).sort()).toEqual(['en-US', 'es-US', 'fr-CA']);
  });

  for (const [locale, catalog] of Object.entries(SHELL_CATALOGS)) {
    it(`${locale} has exactly the source's ids, each valid ICU with the source's placeholders`, () => {
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(source).sort());
      for (const [id, text] of Object.entries(source)) {
        const translated = (catalog as Record<string, string>)[id] ?? '';
        expect(translated.trim(), id).not.toBe('');
        expect(icuPlaceholders(translated), id).toEqual(icuPlaceholders(text));
      }
    });
  }

  it('fills the placeholders in each language', () => {
    expect(shellMessages('en-US')('startup.title', { app: 'Associate POS' })).toBe(
      'Associate POS could not start',
    );
    expect(shellMessages('fr-CA')('startup.title', { app: 'Associate POS' })).toBe(
      'Associate POS n’a pas pu démarrer',
    );
    expect(shellMessages('es-US')('about.message', { app: 'Associate POS', version: '1.4.0' })).toBe(
      'Associate POS, versión 1.4.0',
    );
  });
});
