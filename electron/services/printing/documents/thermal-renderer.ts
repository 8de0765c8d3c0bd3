// Lays a PaperDocument out for a network receipt printer and returns the ESC/POS bytes, built with
// node-thermal-printer for the EPSON or STAR command set. Text from orders (customer names, titles) is
// stripped of control bytes first: a name must never be able to slip a command (a drawer kick, a cut) into
// the job. STAR QR codes are written by hand because node-thermal-printer 4.6 leaves out the data command
// header there (its length bytes would reach the printer as commands).
import { BreakLine, PrinterTypes, ThermalPrinter } from 'node-thermal-printer';
import { PrinterTextEncoder } from '../../../common/escpos/text-encoder';
import type { PaperBlock, PaperDocument } from './paper-document';

export type ThermalPrinterModel = 'EPSON' | 'STAR';

export interface ThermalRenderOptions {
  model: ThermalPrinterModel;
  /** Characters per line in the normal font: 48 on 80 mm paper (the default), 32 on 58 mm. */
  columns?: number;
}

export const DEFAULT_COLUMNS = 48;
const ESC_INIT = Buffer.from([0x1b, 0x40]);

export function renderForThermalPrinter(document: PaperDocument, options: ThermalRenderOptions): Buffer {
  const columns = options.columns ?? DEFAULT_COLUMNS;
  const printer = new ThermalPrinter({
    type: options.model === 'STAR' ? PrinterTypes.STAR : PrinterTypes.EPSON,
    // No interface: this only builds bytes; the print service owns the connection.
    interface: '',
    width: columns,
    breakLine: BreakLine.WORD,
  });
  printer.add(ESC_INIT);
  // Text goes out through our encoder (code page per run, the command set's own select command), never
  // node-thermal-printer's, which picks pages STAR cannot select and so threw on ’ or € after ř.
  const encoder = new PrinterTextEncoder(options.model === 'STAR' ? 'star' : 'epson');
  const println = (text: string) => {
    printer.add(encoder.encode(text));
    printer.newLine();
  };
  for (const block of document.blocks) renderBlock(printer, println, block, options.model, columns);
  printer.cut();
  return Buffer.from(printer.getBuffer());
}

function renderBlock(
  printer: ThermalPrinter,
  println: (text: string) => void,
  block: PaperBlock,
  model: ThermalPrinterModel,
  columns: number,
): void {
  switch (block.kind) {
    case 'heading':
      printer.alignCenter();
      // Size first: on EPSON, setTextDoubleHeight() (ESC !) also clears bold.
      printer.setTextDoubleHeight();
      printer.bold(true);
      for (const line of wrap(printableText(block.text), columns)) println(line);
      printer.setTextNormal();
      printer.bold(false);
      printer.alignLeft();
      return;
    case 'text':
      if (block.align === 'center') printer.alignCenter();
      else if (block.align === 'right') printer.alignRight();
      if (block.bold === true) printer.bold(true);
      for (const line of wrap(printableText(block.text), columns)) println(line);
      if (block.bold === true) printer.bold(false);
      if (block.align !== undefined && block.align !== 'left') printer.alignLeft();
      return;
    case 'row':
      if (block.bold === true) printer.bold(true);
      for (const line of rowLines(printableText(block.left), printableText(block.right), columns)) {
        println(line);
      }
      if (block.bold === true) printer.bold(false);
      return;
    case 'rule':
      printer.drawLine('-');
      return;
    case 'scan-code':
      printer.alignCenter();
      if (block.symbology === 'CODE128') {
        // EPSON takes a module width in dots (2 keeps 20 characters inside 80 mm); STAR a named width and
        // needs `text` given (node-thermal-printer drops that parameter byte when settings omit it).
        code128(printer)(
          block.data,
          model === 'STAR' ? { text: 1, width: 'MEDIUM', height: 80 } : { width: 2, height: 80 },
        );
      } else if (model === 'STAR') {
        printer.add(starQrCode(block.data));
      } else {
        printer.printQR(block.data, { cellSize: 6, correction: 'M', model: 2 });
      }
      printer.newLine();
      println(printableText(block.caption));
      printer.alignLeft();
      return;
    case 'space':
      for (let line = 0; line < block.lines; line += 1) printer.newLine();
      return;
  }
}

/**
 * "Label ........ value" on one line when both fit; otherwise the label wrapped over as many lines as it
 * needs and the value flush right on a line of its own, so a long title never pushes an amount off the paper.
 */
export function rowLines(left: string, right: string, columns: number): string[] {
  const leftWidth = [...left].length;
  const rightWidth = [...right].length;
  if (leftWidth + 1 + rightWidth <= columns) {
    return [left + ' '.repeat(columns - leftWidth - rightWidth) + right];
  }
  const lines = wrap(left, columns);
  if (right !== '') lines.push(' '.repeat(Math.max(0, columns - rightWidth)) + right);
  return lines;
}

function wrap(text: string, columns: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const candidate = current === '' ? word : `${current} ${word}`;
    if ([...candidate].length <= columns) {
      current = candidate;
      continue;
    }
    if (current !== '') lines.push(current);
    let rest = [...word];
    while (rest.length > columns) {
      lines.push(rest.slice(0, columns).join(''));
      rest = rest.slice(columns);
    }
    current = rest.join('');
  }
  if (current !== '' || lines.length === 0) lines.push(current);
  return lines;
}

/**
 * Text as the printer can show it: control bytes become spaces (no command injection through a customer
 * name), and the typographic spaces and minus sign Intl puts into amounts become their ASCII forms, which
 * every code page has.
 */
export function printableText(text: string): string {
  return Array.from(text, (character) => {
    const code = character.codePointAt(0) ?? 0;
    // C0 and C1 control characters, DEL: ESC, GS, DLE... would start printer commands.
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return ' ';
    if (TYPOGRAPHIC_SPACES.has(code)) return ' ';
    if (code === 0x2212) return '-';
    if (code === 0xffe5) return '\u00a5';
    return character;
  }).join('');
}

/** No-break, narrow, thin and other fixed-width spaces (Intl puts them into amounts and dates). */
const TYPOGRAPHIC_SPACES = new Set([
  0x00a0, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200a, 0x202f,
  0x205f, 0x3000,
]);

/** node-thermal-printer's typings only allow STAR's named widths; its EPSON code128 takes dots. */
function code128(
  printer: ThermalPrinter,
): (data: string, settings: { text?: number; width: number | 'MEDIUM'; height: number }) => void {
  return (data, settings) =>
    (printer.code128 as (data: string, settings: object) => void).call(printer, data, settings);
}

/** STAR line mode QR code: model 2, correction M, cell size 6, data set automatically, then print. */
function starQrCode(data: string): Buffer {
  const bytes = Buffer.from(data, 'utf8');
  return Buffer.concat([
    Buffer.from([0x1b, 0x1d, 0x79, 0x53, 0x30, 0x02]),
    Buffer.from([0x1b, 0x1d, 0x79, 0x53, 0x31, 0x01]),
    Buffer.from([0x1b, 0x1d, 0x79, 0x53, 0x32, 0x06]),
    Buffer.from([0x1b, 0x1d, 0x79, 0x44, 0x31, 0x00, bytes.length % 256, Math.floor(bytes.length / 256)]),
    bytes,
    Buffer.from([0x1b, 0x1d, 0x79, 0x50]),
  ]);
}
