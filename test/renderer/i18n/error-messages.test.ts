// Every error code a person can meet has its advice and its message in every language: a new code in
// shared/bridge/error-codes.ts without a translation fails here (and does not compile).
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { ERROR_ADVICE, TRY_AGAIN } from '../../../shared/bridge/error-codes';
import { CATALOGS, SOURCE_LOCALE } from '../../../renderer/src/i18n/catalogs';

/** Codes whose message is the screen's own check, never one sentence per code. */
const MESSAGE_FROM_THE_CHECK = new Set(['local_validation']);

/** The values a message reads (arguments, selects, plurals...), nested ones included. */
function valueNames(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if ('value' in element && typeof element.value === 'string') into.add(element.value);
    if ('options' in element)
      for (const option of Object.values(element.options)) valueNames(option.value, into);
  }
  return into;
}

describe('error messages', () => {
  it('errors.message.<code> needs no value but the field: an error that came without values still reads', () => {
    const source = CATALOGS[SOURCE_LOCALE]! as Record<string, string>;
    const needingValues = Object.entries(source)
      .filter(([id]) => id.startsWith('errors.message.'))
      .filter(([, text]) => [...valueNames(parse(text))].some((name) => name !== 'field'))
      .map(([id]) => id);
    expect(needingValues).toEqual([]);
  });

  it('US English advice is the advice of error-codes.ts, word for word', () => {
    const source = CATALOGS[SOURCE_LOCALE]!;
    for (const [code, advice] of Object.entries(ERROR_ADVICE))
      expect(source[`errors.advice.${code}` as keyof typeof source], code).toBe(advice);
    expect(source['errors.advice.default']).toBe(TRY_AGAIN);
  });

  for (const [locale, catalog] of Object.entries(CATALOGS)) {
    it(`${locale} has the advice and the message of every code`, () => {
      const messages = catalog as Record<string, string | undefined>;
      for (const code of Object.keys(ERROR_ADVICE)) {
        expect(messages[`errors.advice.${code}`]?.trim(), `${code} advice`).toBeTruthy();
        if (!MESSAGE_FROM_THE_CHECK.has(code))
          expect(messages[`errors.message.${code}`]?.trim(), `${code} message`).toBeTruthy();
      }
    });

    if (locale !== SOURCE_LOCALE) {
      it(`${locale} advice is translated, not the English left in place`, () => {
        const source = CATALOGS[SOURCE_LOCALE]! as Record<string, string>;
        const messages = catalog as Record<string, string>;
        const untranslated = Object.keys(ERROR_ADVICE).filter(
          (code) => messages[`errors.advice.${code}`] === source[`errors.advice.${code}`],
        );
        expect(untranslated).toEqual([]);
      });
    }
  }
});
