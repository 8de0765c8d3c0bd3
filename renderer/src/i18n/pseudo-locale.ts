// The pseudo-locale (en-XA) for testers: every message of the en-US catalog with its letters accented,
// padded about 30 % longer and marked ⟦ at its start and ⟧ at its end. A text shown without the marks was
// not translated (written in code, not in the catalog); a mark missing at the end shows a clipped text.
// Made from the source catalog each time the app runs, never written by hand: only the literal parts of
// the ICU messages change, so placeholders, plurals, selects and tags work as in US English.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

export const PSEUDO_LOCALE = 'en-XA';
export const PSEUDO_START = '⟦';
export const PSEUDO_END = '⟧';

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = [...'åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'];

/** Words appended to make a text longer, as a translation often is (real words, so lines still wrap). */
const PADDING = 'ļöñĝéŕ ţéẋţ ţö ţéšţ ŵîðţĥ ';

/** "Sign in" → "Šîĝñ îñ". */
export function accent(text: string): string {
  return text.replace(/[A-Za-z]/g, (letter) => ACCENTED[PLAIN.indexOf(letter)] ?? letter);
}

/** The characters of text a message shows at most (the longest branch of each plural or select). */
function literalLength(elements: readonly MessageFormatElement[]): number {
  let length = 0;
  for (const element of elements) {
    if (element.type === TYPE.literal) length += element.value.length;
    else if (element.type === TYPE.tag) length += literalLength(element.children);
    else if (element.type === TYPE.plural || element.type === TYPE.select)
      length += Math.max(0, ...Object.values(element.options).map((option) => literalLength(option.value)));
  }
  return length;
}

function accentLiterals(elements: readonly MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    if (element.type === TYPE.literal) return { ...element, value: accent(element.value) };
    if (element.type === TYPE.tag) return { ...element, children: accentLiterals(element.children) };
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      const options = Object.fromEntries(
        Object.entries(element.options).map(([key, option]) => [
          key,
          { ...option, value: accentLiterals(option.value) },
        ]),
      );
      return { ...element, options } as MessageFormatElement;
    }
    return element;
  });
}

/** One ICU message pseudo-localized, as the parsed form react-intl and intl-messageformat accept. */
export function pseudoLocalize(message: string): MessageFormatElement[] {
  const elements = parse(message);
  const extra = Math.ceil(literalLength(elements) * 0.3);
  const padding = PADDING.repeat(Math.ceil(extra / PADDING.length) + 1).slice(0, extra);
  return [
    { type: TYPE.literal, value: PSEUDO_START },
    ...accentLiterals(elements),
    { type: TYPE.literal, value: `${padding.length > 0 ? ' ' : ''}${padding.trimEnd()}${PSEUDO_END}` },
  ];
}

/** A whole catalog pseudo-localized (the en-US one, for en-XA). */
export function pseudoCatalog(
  catalog: Readonly<Record<string, string>>,
): Record<string, MessageFormatElement[]> {
  return Object.fromEntries(Object.entries(catalog).map(([id, text]) => [id, pseudoLocalize(text)]));
}

/**
 * Whether this workstation offers the pseudo-locale on the store picker: a tester's setting, off for
 * associates. Turn it on in the app's developer tools with `localStorage.setItem('pos.pseudoLocale', 'on')`
 * and reload (the end-to-end specs set it before the page loads).
 */
export function pseudoLocaleEnabled(): boolean {
  try {
    return globalThis.localStorage?.getItem(PSEUDO_LOCALE_SETTING) === 'on';
  } catch {
    return false;
  }
}

export const PSEUDO_LOCALE_SETTING = 'pos.pseudoLocale';
