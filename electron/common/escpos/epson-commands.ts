// EPSON ESC/POS control bytes and commands (TM-series command reference), the decoder's default command set.
// Each handler reads its own parameters from ctx.reader; the first byte is already consumed.

import { epsonSymbology, functionACharacterAllowed, readableCode128 } from './barcodes';
import { codePageForTable } from './code-pages';
import type { Printed2dCode, TextAlign } from './document';
import type { CommandContext } from './decoder';

const LF = 0x0a;
const HT = 0x09;
const FF = 0x0c;
const CR = 0x0d;
const DLE = 0x10;
const FS = 0x1c;
const ESC = 0x1b;
const GS = 0x1d;

export function decodeEpsonCommand(ctx: CommandContext, first: number): void {
  switch (first) {
    case LF:
      return ctx.endLine();
    case CR:
      return; // With auto line feed off (the default) CR does nothing.
    case HT:
      return ctx.horizontalTab();
    case FF:
      return ctx.flushText();
    case DLE:
      return decodeRealTimeCommand(ctx);
    case ESC:
      return decodeEsc(ctx);
    case GS:
      return decodeGs(ctx);
    case FS:
      return decodeFs(ctx);
    default:
      return ctx.unknown(`control byte 0x${first.toString(16).padStart(2, '0')} has no meaning here`);
  }
}

/** DLE EOT / DLE ENQ / DLE DC4: executed as soon as received, shared by both command sets. */
export function decodeRealTimeCommand(ctx: CommandContext): void {
  const { reader } = ctx;
  const command = reader.byte();
  if (command === 0x04 /* EOT */) {
    const n = reader.byte();
    if (n === 7 || n === 8) reader.byte(); // DLE EOT 7 a / DLE EOT 8 a (ink / peripheral status)
    return ctx.emit({ kind: 'status-request', command: 'DLE EOT', n });
  }
  if (command === 0x05 /* ENQ */) {
    reader.byte(); // request to recover from error: no visible effect
    return;
  }
  if (command === 0x14 /* DC4 */) {
    const fn = reader.byte();
    if (fn === 1) {
      const m = reader.byte();
      const t = reader.byte();
      if (m !== 0 && m !== 1) return ctx.unknown('DLE DC4 1: drawer pin must be 0 (pin 2) or 1 (pin 5)');
      // Real-time pulse: on for t×100 ms, off for the same time.
      return ctx.emit({ kind: 'drawer-kick', pin: m === 0 ? 2 : 5, onMs: t * 100, offMs: t * 100 });
    }
    const parameterCounts: Record<number, number> = { 2: 2, 7: 1, 8: 7 };
    const count = parameterCounts[fn];
    if (count === undefined) return ctx.unknown(`DLE DC4 function ${fn} is not known`);
    reader.take(count);
    return;
  }
  ctx.unknown('DLE not followed by a real-time command');
}

function alignment(n: number): TextAlign | undefined {
  return (['left', 'center', 'right'] as const)[n >= 48 ? n - 48 : n];
}

function underline(n: number): 0 | 1 | 2 | undefined {
  return ([0, 1, 2] as const)[n >= 48 ? n - 48 : n];
}

function decodeEsc(ctx: CommandContext): void {
  const command = ctx.reader.byte();
  if (command === 0x40 /* @ */) return ctx.initialize();
  // Each family answers whether the command is one of its own.
  if (decodeEscTextStyle(ctx, command)) return;
  if (decodeEscPaperAndDevices(ctx, command)) return;
  if (skipEscSetting(ctx, command)) return;
  ctx.unknown(`ESC 0x${command.toString(16)} is not a command the decoder knows`);
}

/** ESC commands that change how text prints: print mode, bold, underline, alignment, font, code table. */
function decodeEscTextStyle(ctx: CommandContext, command: number): boolean {
  const { reader, state } = ctx;
  switch (command) {
    case 0x21 /* ! print mode */: {
      const n = reader.byte();
      state.style.font = n & 0x01 ? 'B' : 'A';
      state.style.bold = (n & 0x08) !== 0;
      state.style.height = n & 0x10 ? 2 : 1;
      state.style.width = n & 0x20 ? 2 : 1;
      state.style.underline = n & 0x80 ? 1 : 0;
      return true;
    }
    case 0x45 /* E bold */:
      state.style.bold = (reader.byte() & 0x01) === 1;
      return true;
    case 0x2d /* - underline */: {
      const value = underline(reader.byte());
      if (value === undefined) ctx.unknown('ESC - takes 0, 1 or 2');
      else state.style.underline = value;
      return true;
    }
    case 0x61 /* a alignment */: {
      const value = alignment(reader.byte());
      if (value === undefined) ctx.unknown('ESC a takes 0, 1 or 2');
      else state.align = value;
      return true;
    }
    case 0x4d /* M font */: {
      const n = reader.byte();
      state.style.font = (['A', 'B', 'C'] as const)[n >= 48 ? n - 48 : n] ?? 'A';
      return true;
    }
    case 0x7b /* { upside down */:
      state.style.upsideDown = (reader.byte() & 0x01) === 1;
      return true;
    case 0x74 /* t character code table */: {
      const table = reader.byte();
      state.codePage = codePageForTable('epson', table);
      if (state.codePage === undefined) ctx.unknown(`character code table ${table} cannot be shown`);
      return true;
    }
    default:
      return false;
  }
}

/** ESC commands that move paper or drive a device: feeds, cuts, the drawer, the buzzer, bit images. */
function decodeEscPaperAndDevices(ctx: CommandContext, command: number): boolean {
  const { reader } = ctx;
  switch (command) {
    case 0x64 /* d print and feed n lines */: {
      const lines = reader.byte();
      ctx.flushText();
      ctx.emit({ kind: 'feed', lines });
      return true;
    }
    case 0x4a /* J print and feed n dots */:
    case 0x4b /* K print and reverse feed n dots */:
    case 0x65 /* e print and reverse feed n lines */:
      reader.byte();
      ctx.flushText();
      return true;
    case 0x70 /* p drawer kick */: {
      const m = reader.byte();
      const t1 = reader.byte();
      const t2 = reader.byte();
      const pin = m === 0 || m === 48 ? 2 : m === 1 || m === 49 ? 5 : undefined;
      if (pin === undefined) ctx.unknown('ESC p: drawer pin must be 0 (pin 2) or 1 (pin 5)');
      else ctx.emit({ kind: 'drawer-kick', pin, onMs: t1 * 2, offMs: t2 * 2 });
      return true;
    }
    case 0x42 /* B buzzer (models with a buzzer) */: {
      const times = reader.byte();
      reader.byte();
      ctx.emit({ kind: 'beep', times });
      return true;
    }
    case 0x69 /* i partial cut (obsolete) */:
    case 0x6d /* m partial cut (obsolete) */:
      ctx.flushText();
      ctx.emit({ kind: 'cut', mode: 'partial' });
      return true;
    case 0x2a /* * bit image */:
      decodeEscBitImage(ctx);
      return true;
    default:
      return false;
  }
}

function decodeEscBitImage(ctx: CommandContext): void {
  const { reader } = ctx;
  const m = reader.byte();
  const columns = reader.uint16();
  const bytesPerColumn = m === 0 || m === 1 ? 1 : m === 32 || m === 33 ? 3 : undefined;
  if (bytesPerColumn === undefined) return ctx.unknown('ESC * bit image mode must be 0, 1, 32 or 33');
  reader.take(columns * bytesPerColumn);
  ctx.flushText();
  ctx.emit({ kind: 'image', widthDots: columns, heightDots: bytesPerColumn * 8 });
}

/** ESC settings without effect on what the decoder shows: their parameters are read and skipped. */
function skipEscSetting(ctx: CommandContext, command: number): boolean {
  const { reader } = ctx;
  switch (command) {
    case 0x44 /* D tab positions, NUL-terminated */:
      reader.until(0x00);
      return true;
    case 0x26 /* & user-defined characters */: {
      const height = reader.byte();
      const firstCode = reader.byte();
      const lastCode = reader.byte();
      for (let code = firstCode; code <= lastCode; code += 1) reader.take(height * reader.byte());
      return true;
    }
    case 0x63 /* c panel / sensor settings: ESC c 3 n, ESC c 4 n, ESC c 5 n */:
      reader.byte();
      reader.byte();
      return true;
    // One parameter byte each.
    case 0x20 /* SP character spacing */:
    case 0x33 /* 3 line spacing */:
    case 0x47 /* G double-strike */:
    case 0x52 /* R international character set */:
    case 0x3d /* = peripheral device */:
    case 0x3f /* ? cancel user-defined character */:
    case 0x25 /* % user-defined character set */:
    case 0x55 /* U unidirectional printing */:
    case 0x56 /* V 90° rotation */:
    case 0x72 /* r print colour */:
    case 0x54 /* T print direction in page mode */:
    case 0x75 /* u transmit peripheral status */:
      reader.byte();
      return true;
    case 0x24 /* $ absolute position */:
    case 0x5c /* \ relative position */:
      reader.take(2);
      return true;
    case 0x32 /* 2 default line spacing */:
    case 0x53 /* S standard mode */:
    case 0x76 /* v transmit paper sensor status */:
      return true;
    default:
      return false;
  }
}

function decodeGs(ctx: CommandContext): void {
  const { reader, state } = ctx;
  const command = reader.byte();
  switch (command) {
    case 0x21 /* ! character size: bits 4–7 width, bits 0–3 height */: {
      const n = reader.byte();
      state.style.width = ((n >> 4) & 0x07) + 1;
      state.style.height = (n & 0x07) + 1;
      return;
    }
    case 0x42 /* B white/black reverse */:
      state.style.inverted = (reader.byte() & 0x01) === 1;
      return;
    case 0x56 /* V cut */: {
      const m = reader.byte();
      if (m >= 65) reader.byte(); // feed amount for "feed and cut" forms
      const partial = m === 1 || m === 49 || m === 66 || m === 98 || m === 104;
      ctx.flushText();
      return ctx.emit({ kind: 'cut', mode: partial ? 'partial' : 'full' });
    }
    case 0x6b /* k barcode */:
      return decodeBarcode(ctx);
    case 0x48 /* H HRI position */: {
      const n = reader.byte();
      state.barcodeHri = (['none', 'above', 'below', 'both'] as const)[n >= 48 ? n - 48 : n] ?? 'none';
      return;
    }
    case 0x28 /* ( extended commands with a 16-bit length */:
      return decodeGsParen(ctx);
    case 0x38 /* 8 L: graphics with a 32-bit length */: {
      const fn = reader.byte();
      const length = reader.uint16() + reader.uint16() * 65536;
      reader.take(length);
      return ctx.unknown(`GS 8 ${String.fromCharCode(fn)} (graphics) is not shown by the decoder`);
    }
    case 0x76 /* v 0 raster image */: {
      if (reader.byte() !== 0x30) return ctx.unknown('GS v must be followed by "0"');
      reader.byte(); // scale
      const bytesPerRow = reader.uint16();
      const rows = reader.uint16();
      reader.take(bytesPerRow * rows);
      ctx.flushText();
      return ctx.emit({ kind: 'image', widthDots: bytesPerRow * 8, heightDots: rows });
    }
    case 0x72 /* r transmit status */:
      return ctx.emit({ kind: 'status-request', command: 'GS r', n: reader.byte() });
    case 0x2f /* / print downloaded bit image */:
      reader.byte();
      ctx.flushText();
      return ctx.emit({ kind: 'image', widthDots: 0, heightDots: 0 });
    case 0x2a /* * define downloaded bit image */: {
      const x = reader.byte();
      const y = reader.byte();
      reader.take(x * y * 8);
      return;
    }
    // Settings without effect on what the decoder shows.
    case 0x66 /* f HRI font */:
    case 0x68 /* h barcode height */:
    case 0x77 /* w barcode module width */:
    case 0x61 /* a automatic status back */:
    case 0x62 /* b smoothing */:
    case 0x7c /* | print density */:
    case 0x49 /* I transmit printer ID */:
    case 0x45 /* E print head control */:
      reader.byte();
      return;
    case 0x4c /* L left margin */:
    case 0x57 /* W print area width */:
    case 0x50 /* P motion units */:
    case 0x24 /* $ absolute vertical position (page mode) */:
    case 0x5c /* \ relative vertical position (page mode) */:
      reader.take(2);
      return;
    default:
      return ctx.unknown(`GS 0x${command.toString(16)} is not a command the decoder knows`);
  }
}

function decodeBarcode(ctx: CommandContext): void {
  const { reader, state } = ctx;
  const m = reader.byte();
  const symbology = epsonSymbology(m);
  if (symbology === undefined) return ctx.unknown(`GS k barcode system ${m} is not known`);
  let data: Uint8Array;
  if (m <= 6) {
    // Function A: data ends with NUL. A character the symbology cannot carry cancels the barcode and the
    // printer treats the rest as ordinary data, so decoding resumes at that byte.
    const dataStart = reader.position;
    for (;;) {
      const byte = reader.byte();
      if (byte === 0x00) break;
      if (!functionACharacterAllowed(symbology, byte)) {
        reader.position -= 1;
        return ctx.unknown(
          `GS k ${symbology} (function A) cancelled: byte 0x${byte.toString(16).padStart(2, '0')} is not allowed in its data`,
        );
      }
    }
    data = reader.slice(dataStart, reader.position - 1);
  } else {
    data = reader.take(reader.byte());
  }
  ctx.flushText();
  ctx.emit({
    kind: 'barcode',
    symbology,
    data: symbology === 'CODE128' && m === 73 ? readableCode128(data) : Buffer.from(data).toString('latin1'),
    align: state.align,
    hri: state.barcodeHri,
  });
}

const SYMBOLS_BY_CN: Record<number, Printed2dCode['symbology'] | 'QR'> = {
  48: 'PDF417',
  49: 'QR',
  50: 'MAXICODE',
  51: 'GS1-DATABAR',
  52: 'COMPOSITE',
  53: 'AZTEC',
  54: 'DATAMATRIX',
};

const STORE = 0x50;
const PRINT = 0x51;

function decodeGsParen(ctx: CommandContext): void {
  const { reader, state } = ctx;
  const group = reader.byte();
  const body = reader.take(reader.uint16());
  if (group !== 0x6b /* k: 2D codes */) {
    return ctx.unknown(`GS ( ${String.fromCharCode(group)} is not shown by the decoder`);
  }
  const cn = body[0];
  const fn = body[1];
  const symbol = cn === undefined ? undefined : SYMBOLS_BY_CN[cn];
  if (symbol === undefined || fn === undefined) return ctx.unknown('GS ( k: unknown 2D symbol');
  if (symbol === 'QR') {
    const n = body[2] ?? 0;
    if (fn === 0x41) state.qr.model = n === 49 ? 1 : n === 51 ? 'micro' : 2;
    if (fn === 0x43) state.qr.moduleSize = n;
    if (fn === 0x45) state.qr.errorCorrection = (['L', 'M', 'Q', 'H'] as const)[n - 48] ?? 'L';
  }
  if (fn === STORE) state.stored2dData.set(symbol, body.slice(3));
  if (fn !== PRINT) return;
  const stored = state.stored2dData.get(symbol);
  if (stored === undefined) return ctx.unknown(`GS ( k: print ${symbol} without stored data`);
  const data = new TextDecoder().decode(stored);
  ctx.flushText();
  if (symbol === 'QR') {
    return ctx.emit({ kind: 'qr', data, ...state.qr, align: state.align });
  }
  ctx.emit({ kind: '2d-code', symbology: symbol, data, align: state.align });
}

function decodeFs(ctx: CommandContext): void {
  const { reader } = ctx;
  const command = reader.byte();
  switch (command) {
    case 0x70 /* p print NV bit image */:
      reader.take(2);
      ctx.flushText();
      return ctx.emit({ kind: 'image', widthDots: 0, heightDots: 0 });
    case 0x26 /* & kanji mode on */:
    case 0x2e /* . kanji mode off */:
      return;
    case 0x21 /* ! kanji print mode */:
    case 0x2d /* - kanji underline */:
    case 0x43 /* C kanji code system */:
    case 0x57 /* W kanji quadruple size */:
      reader.byte();
      return;
    case 0x53 /* S kanji spacing */:
      reader.take(2);
      return;
    default:
      return ctx.unknown(`FS 0x${command.toString(16)} is not a command the decoder knows`);
  }
}
