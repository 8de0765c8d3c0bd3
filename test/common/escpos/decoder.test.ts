import { describe, expect, it } from 'vitest';
import { CharacterSet, PrinterTypes, ThermalPrinter } from 'node-thermal-printer';
import {
  EscPosStreamDecoder,
  decodeEscPos,
  itemsOfKind,
  printedText,
  type DecodedDocument,
} from '../../../electron/common/escpos/decoder';

// Bytes come from node-thermal-printer itself (the library the printing service uses); its buffer is only
// read here, never sent, so the interface address is never contacted.
function newPrinter(type: PrinterTypes, characterSet?: CharacterSet): ThermalPrinter {
  return new ThermalPrinter({
    type,
    interface: 'tcp://127.0.0.1:9',
    width: 42,
    ...(characterSet ? { characterSet } : {}),
  });
}

function pickupSlip(type: PrinterTypes): Buffer {
  const printer = newPrinter(type);
  printer.alignCenter();
  printer.setTextDoubleHeight(); // size before bold: on EPSON, ESC ! (size) also resets bold
  printer.bold(true);
  printer.println('PICKUP ORDER');
  printer.bold(false);
  printer.setTextNormal();
  printer.println('Store 12 - Main Street');
  printer.alignLeft();
  printer.println('Order 1001');
  printer.leftRight('2 x Coffee mug', '25.00');
  printer.underline(true);
  printer.println('Customer: Ada Lovelace');
  printer.underline(false);
  printer.alignCenter();
  printer.code128('PU-1001');
  printer.printQR('https://shop.example/pickup/1001');
  printer.cut();
  return printer.getBuffer();
}

describe('ESC/POS decoder on node-thermal-printer EPSON output', () => {
  const document = decodeEscPos(pickupSlip(PrinterTypes.EPSON), 'epson');

  it('reads the lines an associate would read, in order', () => {
    expect(printedText(document)).toEqual([
      'PICKUP ORDER',
      'Store 12 - Main Street',
      'Order 1001',
      '2 x Coffee mug                       25.00',
      'Customer: Ada Lovelace',
    ]);
  });

  it('keeps alignment, bold, size and underline per line', () => {
    const [title, store, order, , customer] = itemsOfKind(document, 'line');
    expect(title).toMatchObject({ align: 'center', bold: true, size: { width: 1, height: 2 } });
    expect(store).toMatchObject({ align: 'center', bold: false, size: { width: 1, height: 1 } });
    expect(order).toMatchObject({ align: 'left', bold: false });
    expect(customer?.runs.map((run) => run.underline)).toEqual([1]);
  });

  it('finds the barcode and the QR payload a scanner would read, then the cut', () => {
    expect(itemsOfKind(document, 'barcode')).toEqual([
      expect.objectContaining({ symbology: 'CODE128', data: 'PU-1001', align: 'center' }),
    ]);
    expect(itemsOfKind(document, 'qr')).toEqual([
      expect.objectContaining({ data: 'https://shop.example/pickup/1001', model: 2, errorCorrection: 'M' }),
    ]);
    expect(itemsOfKind(document, 'cut')).toEqual([expect.objectContaining({ mode: 'full' })]);
    expect(itemsOfKind(document, 'unknown')).toEqual([]);
  });

  it('decodes the same document when the bytes arrive one at a time', () => {
    const bytes = pickupSlip(PrinterTypes.EPSON);
    const decoder = new EscPosStreamDecoder('epson');
    for (const byte of bytes) decoder.push(Uint8Array.of(byte));
    expect(decoder.end()).toEqual(document);
  });

  it('turns bytes back into characters through the selected character code table', () => {
    const printer = newPrinter(PrinterTypes.EPSON, CharacterSet.PC858_EURO);
    printer.println('Café crème 3,50 €');
    // No Greek in PC858: node-thermal-printer switches table (ESC t) mid-text, the decoder must follow.
    printer.println('Ευχαριστούμε');
    expect(printedText(decodeEscPos(printer.getBuffer()))).toEqual(['Café crème 3,50 €', 'Ευχαριστούμε']);
  });

  it("shows node-thermal-printer's EPSON openCashDrawer as a printer reads it: one kick, then stray bytes", () => {
    const printer = newPrinter(PrinterTypes.EPSON);
    printer.openCashDrawer(); // 1b 70 00 1b 70 01: the pulse times are missing, so ESC p eats the next bytes
    const { items } = decodeEscPos(printer.getBuffer());
    expect(items).toEqual([
      expect.objectContaining({ kind: 'drawer-kick', pin: 2 }),
      expect.objectContaining({ kind: 'unknown', hex: '01' }),
    ]);
  });
});

describe('ESC/POS decoder on node-thermal-printer STAR output', () => {
  const document = decodeEscPos(pickupSlip(PrinterTypes.STAR), 'star');

  it('reads the text lines with their alignment and emphasis', () => {
    expect(printedText(document).slice(0, 5)).toEqual([
      'PICKUP ORDER',
      'Store 12 - Main Street',
      'Order 1001',
      '2 x Coffee mug                       25.00',
      'Customer: Ada Lovelace',
    ]);
    expect(itemsOfKind(document, 'line')[0]).toMatchObject({
      align: 'center',
      bold: true,
      size: { height: 2 },
    });
  });

  it('finds the CODE128 barcode and the cut', () => {
    expect(itemsOfKind(document, 'barcode')).toEqual([
      expect.objectContaining({ symbology: 'CODE128', data: 'PU-1001' }),
    ]);
    expect(itemsOfKind(document, 'cut')).toEqual([expect.objectContaining({ mode: 'full' })]);
  });

  it("shows that node-thermal-printer's STAR printQR never stores the data: the URL would print as text", () => {
    expect(itemsOfKind(document, 'qr')).toEqual([]);
    // The length bytes go out as characters too (here 0x20 0x00: a space and an ignored NUL).
    expect(printedText(document)).toContain(' https://shop.example/pickup/1001');
    expect(itemsOfKind(document, 'unknown').map((item) => item.reason)).toContain(
      'ESC GS y P: print QR code without stored data',
    );
  });
});

describe('ESC/POS decoder on hand-written bytes', () => {
  const ESC = 0x1b;
  const GS = 0x1d;
  const text = (value: string): number[] => [...Buffer.from(value, 'latin1')];
  const decode = (...bytes: number[]): DecodedDocument => decodeEscPos(Uint8Array.from(bytes));

  it('keeps an unknown command as an entry and goes on decoding', () => {
    const { items } = decode(...text('A'), 0x0a, ESC, 0x7e, ...text('B'), 0x0a);
    expect(items.map((item) => item.kind)).toEqual(['line', 'unknown', 'line']);
    expect(items[1]).toMatchObject({ hex: '1b 7e', offset: 2 });
    expect(printedText({ commandSet: 'epson', items })).toEqual(['A', 'B']);
  });

  it('survives arbitrary bytes', () => {
    let seed = 12345;
    const random = Array.from({ length: 20_000 }, () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed & 0xff;
    });
    const document = decode(...random);
    expect(document.items.length).toBeGreaterThan(0);
  });

  it('records a command cut short by the end of the job', () => {
    const { items } = decode(...text('Total'), 0x0a, GS, 0x56);
    expect(items.at(-1)).toMatchObject({
      kind: 'unknown',
      hex: '1d 56',
      reason: 'the job ended in the middle of a command',
    });
  });

  it('marks text that never got its line feed, and shows what ESC @ threw away', () => {
    expect(decode(...text('lost'), ESC, 0x40, ...text('tail')).items).toEqual([
      expect.objectContaining({ kind: 'init', discardedText: 'lost' }),
      expect.objectContaining({ kind: 'line', text: 'tail', unterminated: true }),
    ]);
  });

  it('sees a real-time status request in the middle of text without breaking the line', () => {
    const { items } = decode(...text('Hel'), 0x10, 0x04, 0x01, ...text('lo'), 0x0a);
    expect(items).toEqual([
      expect.objectContaining({ kind: 'status-request', command: 'DLE EOT', n: 1 }),
      expect.objectContaining({ kind: 'line', text: 'Hello' }),
    ]);
  });

  it('reads a proper ESC p drawer kick with its pulse times', () => {
    expect(decode(ESC, 0x70, 0x00, 25, 250).items).toEqual([
      expect.objectContaining({ kind: 'drawer-kick', pin: 2, onMs: 50, offMs: 500 }),
    ]);
  });

  it('reads GS ! character sizes (width in the high nibble) and a function A barcode', () => {
    const { items } = decode(GS, 0x21, 0x10, ...text('W'), 0x0a, GS, 0x6b, 2, ...text('4006381333931'), 0x00);
    expect(items).toEqual([
      expect.objectContaining({ kind: 'line', text: 'W', size: { width: 2, height: 1 } }),
      expect.objectContaining({ kind: 'barcode', symbology: 'EAN13', data: '4006381333931' }),
    ]);
  });
});
