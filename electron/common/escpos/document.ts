// What a receipt printer would put on paper (and do) for a stream of ESC/POS bytes, as data: the decoder's
// output. The on-screen preview, the virtual printer's job log and the tests all read this shape.

export type CommandSet = 'epson' | 'star';
export type TextAlign = 'left' | 'center' | 'right';

export interface TextStyle {
  bold: boolean;
  /** 0 = none, 1 = one-dot, 2 = two-dot underline. */
  underline: 0 | 1 | 2;
  /** Character magnification; 1 = normal, 2 = double. */
  width: number;
  height: number;
  /** White on black. */
  inverted: boolean;
  font: 'A' | 'B' | 'C';
  upsideDown: boolean;
}

export interface TextRun extends TextStyle {
  text: string;
}

interface Located {
  /** Byte offset in the job where this item's command (or the line's first character) starts. */
  offset: number;
}

/** One printed line of text. */
export interface PrintedLine extends Located {
  kind: 'line';
  text: string;
  align: TextAlign;
  /** Every visible character is bold. */
  bold: boolean;
  /** Largest magnification on the line. */
  size: { width: number; height: number };
  runs: TextRun[];
  /** True when the job ended before the line feed: a real printer would leave it in its buffer unprinted. */
  unterminated?: true;
}

export interface PaperFeed extends Located {
  kind: 'feed';
  lines: number;
}

export type BarcodeSymbology =
  | 'UPC-A'
  | 'UPC-E'
  | 'EAN13'
  | 'EAN8'
  | 'CODE39'
  | 'ITF'
  | 'CODABAR'
  | 'CODE93'
  | 'CODE128'
  | 'GS1-128'
  | 'GS1-DATABAR';

export interface PrintedBarcode extends Located {
  kind: 'barcode';
  symbology: BarcodeSymbology;
  /** The characters a scanner reads (CODE128 code-set switches removed). */
  data: string;
  align: TextAlign;
  /** Where the human-readable digits are printed. */
  hri: 'none' | 'above' | 'below' | 'both';
}

export interface PrintedQrCode extends Located {
  kind: 'qr';
  data: string;
  model: 1 | 2 | 'micro';
  moduleSize: number;
  errorCorrection: 'L' | 'M' | 'Q' | 'H';
  align: TextAlign;
}

export interface Printed2dCode extends Located {
  kind: '2d-code';
  symbology: 'PDF417' | 'MAXICODE' | 'GS1-DATABAR' | 'COMPOSITE' | 'AZTEC' | 'DATAMATRIX';
  data: string;
  align: TextAlign;
}

export interface PrintedImage extends Located {
  kind: 'image';
  widthDots: number;
  heightDots: number;
}

export interface PaperCut extends Located {
  kind: 'cut';
  mode: 'full' | 'partial';
}

export interface DrawerKick extends Located {
  kind: 'drawer-kick';
  pin: 2 | 5;
  onMs: number;
  offMs: number;
}

export interface StatusRequestItem extends Located {
  kind: 'status-request';
  /** `DLE EOT` = real-time status (answered at once); `GS r` = transmit status; the rest are STAR's. */
  command: 'DLE EOT' | 'GS r' | 'ENQ' | 'EOT' | 'ESC ACK SOH';
  n: number;
}

/** ESC @: modes reset; text still waiting for its line feed is thrown away by the printer. */
export interface PrinterInit extends Located {
  kind: 'init';
  discardedText?: string;
}

export interface Beep extends Located {
  kind: 'beep';
  times: number;
}

/** Bytes the decoder does not understand (or cannot show), kept so nothing goes unnoticed. */
export interface UnknownBytes extends Located {
  kind: 'unknown';
  /** Space-separated hex, e.g. "1b 7e". */
  hex: string;
  reason: string;
}

export type DecodedItem =
  | PrintedLine
  | PaperFeed
  | PrintedBarcode
  | PrintedQrCode
  | Printed2dCode
  | PrintedImage
  | PaperCut
  | DrawerKick
  | StatusRequestItem
  | PrinterInit
  | Beep
  | UnknownBytes;

export interface DecodedDocument {
  commandSet: CommandSet;
  items: DecodedItem[];
}

/** The text lines an associate would read on the paper, in order (alignment and styles dropped). */
export function printedText(document: DecodedDocument): string[] {
  return document.items.flatMap((item) => (item.kind === 'line' ? [item.text] : []));
}

export function itemsOfKind<K extends DecodedItem['kind']>(
  document: DecodedDocument,
  kind: K,
): Extract<DecodedItem, { kind: K }>[] {
  return document.items.filter((item): item is Extract<DecodedItem, { kind: K }> => item.kind === kind);
}

export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join(' ');
}
