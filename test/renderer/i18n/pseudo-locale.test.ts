// The pseudo-locale (en-XA) is made from the en-US catalog: each message accented, about 30 % longer and
// marked at both ends, while its placeholders, plurals, selects and tags keep working.
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { CATALOGS, SOURCE_LOCALE } from '../../../renderer/src/i18n/catalogs';
import {
  accent,
  PSEUDO_END,
  PSEUDO_LOCALE,
  PSEUDO_START,
  pseudoCatalog,
  pseudoLocalize,
} from '../../../renderer/src/i18n/pseudo-locale';

function format(message: string, values?: Record<string, unknown>): string {
  const formatted = new IntlMessageFormat(pseudoLocalize(message), PSEUDO_LOCALE).format(values);
  return Array.isArray(formatted) ? formatted.join('') : String(formatted);
}

/** The message's text between its marks, without the padding appended. */
function inner(text: string): string {
  expect(text.startsWith(PSEUDO_START)).toBe(true);
  expect(text.endsWith(PSEUDO_END)).toBe(true);
  return text.slice(PSEUDO_START.length, -PSEUDO_END.length);
}

describe('the pseudo-locale', () => {
  it('accents every letter and leaves digits and punctuation', () => {
    expect(accent('Sign in: 2 of 3, OK?')).toBe('Šîĝñ îñ: 2 öƒ 3, ÖĶ?');
    expect(accent('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ')).not.toMatch(/[A-Za-z]/);
  });

  it('marks the start and the end, and makes the text about 30 % longer', () => {
    const text = format('Choose your store');
    expect(inner(text).startsWith('Çĥööšé ýöûŕ šţöŕé')).toBe(true);
    expect(text).not.toMatch(/[A-Za-z]/);
    const visible = inner(text).length;
    expect(visible).toBeGreaterThanOrEqual(Math.ceil('Choose your store'.length * 1.3));
    expect(visible).toBeLessThanOrEqual(Math.ceil('Choose your store'.length * 1.3) + 2);
  });

  it('keeps placeholders: the values show as they are, unaccented', () => {
    const text = format('Getting {store} ready', { store: 'Market Street' });
    expect(text).toContain('Ĝéţţîñĝ Market Street ŕéåðý');
  });

  it('keeps plurals and their # in every branch', () => {
    const message = '{count, plural, one {# attempt} other {# attempts}}';
    expect(format(message, { count: 1 })).toContain('1 åţţéɱþţ');
    expect(format(message, { count: 1 })).not.toContain('åţţéɱþţš');
    expect(format(message, { count: 1200 })).toContain('1,200 åţţéɱþţš');
  });

  it('keeps selects and nested placeholders', () => {
    const message =
      '{type, select, receipt_printer {Change the receipt printer} other {Change the {name} printer}}';
    expect(format(message, { type: 'receipt_printer' })).toContain('Çĥåñĝé ţĥé ŕéçéîþţ þŕîñţéŕ');
    expect(format(message, { type: 'x', name: 'Back office' })).toContain('Çĥåñĝé ţĥé Back office þŕîñţéŕ');
  });

  it('keeps tags around their accented text', () => {
    const parts = new IntlMessageFormat(
      pseudoLocalize('Signed in as <strong>{username}</strong>'),
      PSEUDO_LOCALE,
    ).format<string>({ username: 'ana', strong: (chunks: string[]) => `[${chunks.join('')}]` });
    expect(Array.isArray(parts) ? parts.join('') : parts).toContain('Šîĝñéð îñ åš [ana]');
  });

  it('pseudo-localizes every message of the en-US catalog', () => {
    const source = CATALOGS[SOURCE_LOCALE]!;
    const pseudo = pseudoCatalog(source);
    expect(Object.keys(pseudo).sort()).toEqual(Object.keys(source).sort());
    // Every message formats (placeholders given a value) and comes out marked.
    const formatted = new IntlMessageFormat(pseudo['shell.outbox.attempts']!, PSEUDO_LOCALE).format({
      count: 2,
    });
    expect(String(formatted)).toMatch(/^⟦2 åţţéɱþţš .*⟧$/);
  });
});
