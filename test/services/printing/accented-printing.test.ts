// Every supported language prints right on both command sets: the receipt's bytes are read back by our
// decoder and, independently, by a minimal parser that knows only the select commands of the EPSON and STAR
// manuals and decodes each run with iconv-lite's code pages. Both must read what the document says.
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { decodeEscPos, printedText } from '../../../electron/common/escpos/decoder';
import { PrinterTextEncoder } from '../../../electron/common/escpos/text-encoder';
import type { PaperDocument } from '../../../electron/services/printing/documents/paper-document';
import {
  renderForThermalPrinter,
  type ThermalPrinterModel,
} from '../../../electron/services/printing/documents/thermal-renderer';
import { formatMoney, money } from '../../../shared/money';

/** Table numbers from the manuals (EPSON `ESC t n`, STAR line mode `ESC GS t n`), named as iconv-lite does. */
const TABLES: Record<ThermalPrinterModel, Record<number, string>> = {
  EPSON: { 0: 'cp437', 16: 'windows-1252', 18: 'cp852', 19: 'cp858', 35: 'cp861', 45: 'windows-1250' },
  STAR: { 0: 'cp437', 4: 'cp858', 5: 'cp852', 7: 'cp861', 32: 'windows-1252', 33: 'windows-1250' },
};

/** Lines of text of a job made of text rows only: ESC @, the select command, printable bytes and LF. */
function independentlyDecoded(bytes: Buffer, model: ThermalPrinterModel): string[] {
  const lines: string[] = [];
  let page = 'cp437';
  let run: number[] = [];
  let line = '';
  const flush = () => {
    line += iconv.decode(Buffer.from(run), page);
    run = [];
  };
  for (let at = 0; at < bytes.length; at += 1) {
    const byte = bytes[at]!;
    if (byte === 0x1b && bytes[at + 1] === 0x40) {
      flush();
      page = 'cp437';
      at += 1;
    } else if (model === 'EPSON' && byte === 0x1b && bytes[at + 1] === 0x74) {
      flush();
      page = TABLES.EPSON[bytes[at + 2]!] ?? `unknown table ${bytes[at + 2]}`;
      at += 2;
    } else if (model === 'STAR' && byte === 0x1b && bytes[at + 1] === 0x1d && bytes[at + 2] === 0x74) {
      flush();
      page = TABLES.STAR[bytes[at + 3]!] ?? `unknown table ${bytes[at + 3]}`;
      at += 3;
    } else if (byte === 0x0a) {
      flush();
      lines.push(line);
      line = '';
    } else if (byte >= 0x20) {
      run.push(byte);
    } else {
      break; // the cut at the end
    }
  }
  return lines;
}

const tidy = (lines: string[]) => lines.map((line) => line.replace(/\s+/g, ' ').trim()).filter(Boolean);

/** What a receipt says in each language: product titles, money and words as the store writes them. */
const LANGUAGES: Record<string, string[]> = {
  'en-US': [
    'Northwind Sainte-Catherine',
    'Everyday Crew Tee – Heather Grey',
    `Total ${formatMoney(money(123456, 'USD'), 'en-US')}`,
    'We’re open 9–5 — “thank you”…',
  ],
  'fr-CA': [
    'Reçu de vente',
    'Bougie parfumée cèdre et sauge',
    'Cire d’abeille · Crème · Œuvre à l’été',
    `Total ${formatMoney(money(123456, 'CAD'), 'fr-CA')}`,
    'TPS 5 % · TVQ 9,975 % · « l’article » à 12,50 €',
    'Merci de votre visite! Ça va? Ôtez-vous, Ève.',
  ],
  'es-US': [
    'Recibo de venta',
    'Camiseta básica — Niño / Niña',
    '¿Necesita ayuda? ¡Gracias por su compra!',
    `Total ${formatMoney(money(123456, 'USD'), 'es-US')}`,
    'Devolución en 30 días · Señora Muñoz · pingüino',
  ],
  // The STAR failures: an apostrophe anywhere, € after Polish or Czech letters, letters CP852 lacks.
  'issue #13': ['l’article', 'Łódź, Příliš žluťoučký kůň 12,50 €', 'Dvořák, São Paulo, Þór'],
};

const document = (lines: string[]): PaperDocument => ({
  type: 'sale_receipt',
  title: 'languages',
  locale: 'fr-CA',
  blocks: lines.map((line) => ({ kind: 'row', left: line, right: '' })),
});

describe('accented text on EPSON and STAR', () => {
  for (const model of ['EPSON', 'STAR'] as const) {
    for (const [language, lines] of Object.entries(LANGUAGES)) {
      it(`prints ${language} exactly on ${model}, read back by both decoders`, () => {
        const bytes = renderForThermalPrinter(document(lines), { model, columns: 64 });
        const expected = tidy(lines);
        expect(tidy(independentlyDecoded(bytes, model))).toEqual(expected);
        const ours = decodeEscPos(bytes, model === 'EPSON' ? 'epson' : 'star');
        expect(tidy(printedText(ours))).toEqual(expected);
        expect(ours.items.filter((item) => item.kind === 'unknown')).toEqual([]);
      });
    }
  }

  it.each(['epson', 'star'] as const)(
    'transliterates only what no %s page has, and never throws',
    (commandSet) => {
      const encoder = new PrinterTextEncoder(commandSet);
      const model = commandSet === 'epson' ? 'EPSON' : 'STAR';
      const bytes = renderForThermalPrinter(document(['Smile 🙂 ẞ ǹ 漢 ‹ok›', 'Ǆ → Č']), { model });
      expect(tidy(independentlyDecoded(bytes, model))).toEqual(['Smile ? SS n ? ‹ok›', 'DZ -> Č']);
      // Selects a page only when the text needs another one.
      const ascii = encoder.encode('plain text');
      expect([...ascii].every((byte) => byte >= 0x20 && byte < 0x7f)).toBe(true);
      const twice = encoder.encode('é é');
      expect(twice.filter((byte) => byte === 0x1b).length).toBe(1);
    },
  );
});
