// Encodes printed text for a receipt printer, choosing the code page run by run: each character goes out in
// the code page already selected when that page has it, else in the first page of the command set's list
// that has it, selected with that command set's own command (EPSON `ESC t n`, STAR `ESC GS t n`). Only a
// character no listed page has is transliterated (’ → ', œ → oe on a page without it...), and anything
// left becomes '?': encoding never throws, so a document always prints.
//
// Why our own: node-thermal-printer 4.6.1 picks pages STAR has no select command for (ISO 8859-7 for ’,
// so rendering threw) and, after switching to CP852, sent a letter CP852 lacks with `ESC GS t 0`.
import { upperHalfOf, type CodePageName } from './code-pages';

export type PrinterCommandSet = 'epson' | 'star';

/** The pages each command set tries, in order, with the table number its select command takes. */
const PAGE_ORDER: Readonly<Record<PrinterCommandSet, ReadonlyArray<[CodePageName, number]>>> = {
  // Western Europe and the Americas first (PC858 has €), then Windows-1252 (’ “ ” – — … œ), Central
  // Europe (PC852, Windows-1250), Nordic, Cyrillic, Greek, Turkish.
  epson: [
    ['cp858', 19],
    ['windows-1252', 16],
    ['cp852', 18],
    ['windows-1250', 45],
    ['cp861', 35],
    ['cp865', 5],
    ['cp860', 3],
    ['cp863', 4],
    ['cp857', 13],
    ['windows-1251', 46],
    ['cp866', 17],
    ['cp737', 14],
    ['windows-1253', 47],
    ['windows-1257', 51],
  ],
  star: [
    ['cp858', 4],
    ['windows-1252', 32],
    ['cp852', 5],
    ['windows-1250', 33],
    ['cp861', 7],
    ['cp865', 9],
    ['cp860', 6],
    ['cp863', 8],
    ['cp857', 12],
    ['windows-1251', 34],
    ['cp866', 10],
    ['cp737', 15],
  ],
};

/** What a character no page of the list has prints as: the nearest ASCII a person would write. */
const TRANSLITERATIONS: Readonly<Record<string, string>> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': ',',
  '\u201b': "'",
  '\u2032': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
  '\u2033': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2010': '-',
  '\u2011': '-',
  '\u2212': '-',
  '\u2026': '...',
  '\u2022': '*',
  '\u0153': 'oe',
  '\u0152': 'OE',
  '\u2122': 'TM',
  '\u1e9e': 'SS',
  '\u2192': '->',
  '\u2190': '<-',
  '\u00a0': ' ',
  '\u202f': ' ',
  '\u2009': ' ',
};

const ESC = 0x1b;
const GS = 0x1d;

function selectCommand(commandSet: PrinterCommandSet, table: number): number[] {
  return commandSet === 'epson' ? [ESC, 0x74, table] : [ESC, GS, 0x74, table];
}

/** Byte of `character` in `page`, or undefined when the page lacks it. */
function byteIn(page: CodePageName, character: string): number | undefined {
  const index = upperHalfOf(page).indexOf(character);
  return index === -1 ? undefined : 0x80 + index;
}

/**
 * A stateful encoder for one print job: it remembers the page the printer has selected, so a page is
 * selected again only when the text needs another one. `reset()` after an `ESC @` (which selects page 0).
 */
export class PrinterTextEncoder {
  private current: CodePageName | undefined;

  constructor(private readonly commandSet: PrinterCommandSet) {}

  /** After the printer is initialized: its page is unknown to us, so the next accented text selects one. */
  reset(): void {
    this.current = undefined;
  }

  /** The bytes of `text` (selects included); never throws. */
  encode(text: string): Buffer {
    const bytes: number[] = [];
    for (const character of text.normalize('NFC')) this.put(character, bytes, true);
    return Buffer.from(bytes);
  }

  private put(character: string, bytes: number[], mayTransliterate: boolean): void {
    const code = character.codePointAt(0) ?? 0x3f;
    if (code >= 0x20 && code < 0x7f) {
      bytes.push(code);
      return;
    }
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) {
      // Control characters would start printer commands: a space in their place.
      bytes.push(0x20);
      return;
    }
    if (this.current !== undefined) {
      const byte = byteIn(this.current, character);
      if (byte !== undefined) {
        bytes.push(byte);
        return;
      }
    }
    for (const [page, table] of PAGE_ORDER[this.commandSet]) {
      const byte = byteIn(page, character);
      if (byte === undefined) continue;
      bytes.push(...selectCommand(this.commandSet, table), byte);
      this.current = page;
      return;
    }
    const replacement = mayTransliterate ? transliterate(character) : undefined;
    if (replacement === undefined) {
      bytes.push(0x3f);
      return;
    }
    for (const part of replacement) this.put(part, bytes, false);
  }
}

/** What a person would write for a character no page has: ’ → ', ǹ → n, Ǆ → DZ; else undefined. */
function transliterate(character: string): string | undefined {
  const known = TRANSLITERATIONS[character];
  if (known !== undefined) return known;
  // Letters with marks or ligatures no page has (ǹ, Ǆ...): the base letters, without the marks.
  const base = character.normalize('NFKD').replace(/\p{M}/gu, '');
  return base !== character && base !== '' ? base : undefined;
}
