// STAR line-mode commands (STAR "Line Mode Command Specifications"), the subset node-thermal-printer emits
// for `type: 'star'` plus their close relatives. Real-time DLE commands are shared with EPSON.

import { readableCode128, starSymbology } from './barcodes';
import { codePageForTable } from './code-pages';
import type { TextAlign } from './document';
import type { CommandContext } from './decoder';
import { decodeRealTimeCommand } from './epson-commands';

const RS = 0x1e;
const GS = 0x1d;

export function decodeStarCommand(ctx: CommandContext, first: number): void {
  const { state } = ctx;
  const kickPin = (pin: 2 | 5): void =>
    ctx.emit({
      kind: 'drawer-kick',
      pin,
      onMs: state.starDrawerPulse.onMs,
      offMs: state.starDrawerPulse.offMs,
    });
  switch (first) {
    case 0x0a /* LF */:
      return ctx.endLine();
    case 0x0d /* CR */:
    case 0x18 /* CAN */:
      return;
    case 0x09 /* HT */:
      return ctx.horizontalTab();
    case 0x0c /* FF */:
      return ctx.flushText();
    case 0x0b /* VT: feed to the next vertical tab (a line when none are set) */:
      ctx.flushText();
      return ctx.emit({ kind: 'feed', lines: 1 });
    case 0x07 /* BEL */:
    case 0x1c /* FS */:
      return kickPin(2);
    case 0x1a /* SUB */:
    case 0x19 /* EM */:
      return kickPin(5);
    case 0x0e /* SO */:
      state.style.width = 2;
      return;
    case 0x14 /* DC4 */:
      state.style.width = 1;
      return;
    case 0x0f /* SI */:
      state.style.upsideDown = true;
      return;
    case 0x12 /* DC2 */:
      state.style.upsideDown = false;
      return;
    case 0x10 /* DLE */:
      return decodeRealTimeCommand(ctx);
    case 0x05 /* ENQ */:
      return ctx.emit({ kind: 'status-request', command: 'ENQ', n: 0 });
    case 0x04 /* EOT */:
      return ctx.emit({ kind: 'status-request', command: 'EOT', n: 0 });
    case 0x1b /* ESC */:
      return decodeStarEsc(ctx);
    default:
      return ctx.unknown(`control byte 0x${first.toString(16).padStart(2, '0')} has no meaning here`);
  }
}

/** STAR parameters accept either the number or its ASCII digit. */
const digit = (n: number): number => (n >= 48 && n <= 57 ? n - 48 : n);

function decodeStarEsc(ctx: CommandContext): void {
  const command = ctx.reader.byte();
  if (command === 0x40 /* @ */) return ctx.initialize();
  if (command === GS) return decodeStarEscGs(ctx);
  // Each family answers whether the command is one of its own.
  if (decodeStarTextStyle(ctx, command)) return;
  if (decodeStarPaperAndDevices(ctx, command)) return;
  if (skipStarSetting(ctx, command)) return;
  ctx.unknown(`ESC 0x${command.toString(16)} is not a STAR command the decoder knows`);
}

/** STAR ESC commands that change how text prints: bold, underline, reverse, expansion, font. */
function decodeStarTextStyle(ctx: CommandContext, command: number): boolean {
  const { reader, state } = ctx;
  switch (command) {
    case 0x45 /* E bold on */:
    case 0x46 /* F bold off */:
      state.style.bold = command === 0x45;
      return true;
    case 0x2d /* - underline */:
      state.style.underline = digit(reader.byte()) === 0 ? 0 : 1;
      return true;
    case 0x34 /* 4 white/black reverse on */:
    case 0x35 /* 5 reverse off */:
      state.style.inverted = command === 0x34;
      return true;
    case 0x69 /* i height and width expansion */: {
      const height = digit(reader.byte());
      const width = digit(reader.byte());
      state.style.height = height + 1;
      state.style.width = width + 1;
      return true;
    }
    case 0x57 /* W width expansion */:
      state.style.width = digit(reader.byte()) + 1;
      return true;
    case 0x68 /* h height expansion */:
      state.style.height = digit(reader.byte()) + 1;
      return true;
    case RS /* ESC RS x n: font (F) and status settings */: {
      const sub = reader.byte();
      const n = reader.byte();
      if (sub === 0x46) state.style.font = digit(n) === 1 ? 'B' : 'A';
      return true;
    }
    default:
      return false;
  }
}

/** STAR ESC commands that move paper or drive a device: cuts, feeds, the drawer pulse, barcodes, images, status. */
function decodeStarPaperAndDevices(ctx: CommandContext, command: number): boolean {
  const { reader, state } = ctx;
  switch (command) {
    case 0x64 /* d cut: 0 full, 1 partial, 2 feed + full, 3 feed + partial */: {
      const n = digit(reader.byte());
      if (n > 3) {
        ctx.unknown('ESC d takes 0 to 3');
        return true;
      }
      ctx.flushText();
      ctx.emit({ kind: 'cut', mode: n === 1 || n === 3 ? 'partial' : 'full' });
      return true;
    }
    case 0x61 /* a feed n lines */: {
      const lines = reader.byte();
      ctx.flushText();
      ctx.emit({ kind: 'feed', lines });
      return true;
    }
    case 0x4a /* J feed n/4 mm */:
    case 0x49 /* I feed n/4 mm */:
      reader.byte();
      ctx.flushText();
      return true;
    case 0x07 /* BEL n1 n2: drawer pulse widths, 10 ms units */: {
      const on = reader.byte();
      const off = reader.byte();
      state.starDrawerPulse = { onMs: on * 10, offMs: off * 10 };
      return true;
    }
    case 0x62 /* b barcode */:
      decodeStarBarcode(ctx);
      return true;
    case 0x6b /* k image */:
    case 0x4b /* K 8-dot image */:
      decodeStarImage(ctx, command);
      return true;
    case 0x06 /* ACK SOH: real-time status */:
      if (reader.byte() !== 0x01) ctx.unknown('ESC ACK must be followed by SOH');
      else ctx.emit({ kind: 'status-request', command: 'ESC ACK SOH', n: 1 });
      return true;
    default:
      return false;
  }
}

function decodeStarImage(ctx: CommandContext, command: number): void {
  const { reader } = ctx;
  if (command === 0x6b) {
    // node-thermal-printer sends n1 = bytes per row, then 24 rows.
    const bytesPerRow = reader.uint16();
    reader.take(bytesPerRow * 24);
    ctx.flushText();
    return ctx.emit({ kind: 'image', widthDots: bytesPerRow * 8, heightDots: 24 });
  }
  const columns = reader.uint16();
  reader.take(columns);
  ctx.flushText();
  ctx.emit({ kind: 'image', widthDots: columns, heightDots: 8 });
}

/** STAR ESC settings without effect on what the decoder shows: their parameters are read and skipped. */
function skipStarSetting(ctx: CommandContext, command: number): boolean {
  const { reader } = ctx;
  switch (command) {
    case 0x44 /* D horizontal tabs */:
    case 0x42 /* B vertical tabs */:
      reader.until(0x00);
      return true;
    case 0x30 /* 0 line spacing 1/8 inch */:
    case 0x32 /* 2 line spacing 1/6 inch */:
    case 0x4d /* M 12-dot pitch */:
    case 0x50 /* P 15-dot pitch */:
    case 0x3a /* : 16-dot pitch */:
      return true;
    case 0x7a /* z line spacing */:
    case 0x52 /* R international character set */:
    case 0x20 /* SP character spacing */:
    case 0x6c /* l left margin */:
    case 0x51 /* Q right margin */:
      reader.byte();
      return true;
    default:
      return false;
  }
}

function decodeStarEscGs(ctx: CommandContext): void {
  const { reader, state } = ctx;
  const command = reader.byte();
  switch (command) {
    case 0x61 /* a alignment */: {
      const align = (['left', 'center', 'right'] as const)[digit(reader.byte())] as TextAlign | undefined;
      if (align === undefined) return ctx.unknown('ESC GS a takes 0, 1 or 2');
      state.align = align;
      return;
    }
    case 0x74 /* t code page */: {
      const table = reader.byte();
      state.codePage = codePageForTable('star', table);
      if (state.codePage === undefined) ctx.unknown(`STAR code page ${table} cannot be shown`);
      return;
    }
    case 0x79 /* y QR code */:
      return decodeStarQr(ctx);
    case 0x78 /* x PDF417 */:
      return decodeStarPdf417(ctx);
    default:
      return ctx.unknown(`ESC GS 0x${command.toString(16)} is not a STAR command the decoder knows`);
  }
}

function decodeStarBarcode(ctx: CommandContext): void {
  const { reader, state } = ctx;
  const n1 = reader.byte();
  const underBar = digit(reader.byte());
  reader.byte(); // n3: module width
  reader.byte(); // n4: height in dots
  const data = reader.until(RS);
  const symbology = starSymbology(n1);
  if (symbology === undefined) return ctx.unknown(`ESC b barcode type ${n1} is not known`);
  ctx.flushText();
  ctx.emit({
    kind: 'barcode',
    symbology,
    data: symbology === 'CODE128' ? readableCode128(data) : Buffer.from(data).toString('latin1'),
    align: state.align,
    hri: underBar === 2 || underBar === 4 ? 'below' : 'none',
  });
}

function decodeStarQr(ctx: CommandContext): void {
  const { reader, state } = ctx;
  const fn = reader.byte();
  if (fn === 0x53 /* S settings */) {
    const setting = reader.byte();
    const n = reader.byte();
    if (setting === 0x30) state.qr.model = n === 1 ? 1 : 2;
    else if (setting === 0x31) state.qr.errorCorrection = (['L', 'M', 'Q', 'H'] as const)[n] ?? 'L';
    else if (setting === 0x32) state.qr.moduleSize = n;
    else return ctx.unknown('ESC GS y S: unknown QR setting');
    return;
  }
  if (fn === 0x44 /* D data */) {
    if (reader.byte() !== 0x31) return ctx.unknown('ESC GS y D: only automatic data setting (1) is known');
    reader.byte(); // m = 0
    state.stored2dData.set('QR', reader.take(reader.uint16()).slice());
    return;
  }
  if (fn === 0x50 /* P print */) {
    const stored = state.stored2dData.get('QR');
    if (stored === undefined) return ctx.unknown('ESC GS y P: print QR code without stored data');
    ctx.flushText();
    return ctx.emit({ kind: 'qr', data: new TextDecoder().decode(stored), ...state.qr, align: state.align });
  }
  if (fn === 0x49 /* I information request */) return;
  ctx.unknown('ESC GS y: unknown QR function');
}

function decodeStarPdf417(ctx: CommandContext): void {
  const { reader, state } = ctx;
  const fn = reader.byte();
  if (fn === 0x53 /* S settings */) {
    const setting = reader.byte();
    reader.byte();
    if (setting === 0x30) reader.take(2);
    return;
  }
  if (fn === 0x44 /* D data */) {
    state.stored2dData.set('PDF417', reader.take(reader.uint16()).slice());
    return;
  }
  if (fn === 0x50 /* P print */) {
    const stored = state.stored2dData.get('PDF417');
    if (stored === undefined) return ctx.unknown('ESC GS x P: print PDF417 without stored data');
    ctx.flushText();
    return ctx.emit({
      kind: '2d-code',
      symbology: 'PDF417',
      data: new TextDecoder().decode(stored),
      align: state.align,
    });
  }
  if (fn === 0x49 /* I information request */) return;
  ctx.unknown('ESC GS x: unknown PDF417 function');
}
