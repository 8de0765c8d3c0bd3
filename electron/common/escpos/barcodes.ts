// Barcode symbology numbers of the two command sets, which characters each symbology can carry, and how a
// CODE128 payload reads once its code-set switches ("{A", "{B", "{C") are removed.

import type { BarcodeSymbology } from './document';

/** EPSON GS k m: m 0–6 is "function A" (NUL-terminated), m 65–79 is "function B" (length-prefixed). */
export function epsonSymbology(m: number): BarcodeSymbology | undefined {
  const functionA: Record<number, BarcodeSymbology> = {
    0: 'UPC-A',
    1: 'UPC-E',
    2: 'EAN13',
    3: 'EAN8',
    4: 'CODE39',
    5: 'ITF',
    6: 'CODABAR',
  };
  if (m <= 6) return functionA[m];
  const functionB: Record<number, BarcodeSymbology> = {
    65: 'UPC-A',
    66: 'UPC-E',
    67: 'EAN13',
    68: 'EAN8',
    69: 'CODE39',
    70: 'ITF',
    71: 'CODABAR',
    72: 'CODE93',
    73: 'CODE128',
    74: 'GS1-128',
    75: 'GS1-DATABAR',
    76: 'GS1-DATABAR',
    77: 'GS1-DATABAR',
    78: 'GS1-DATABAR',
    79: 'CODE128',
  };
  return functionB[m];
}

/** STAR ESC b n1: 0–8 (or the ASCII digits '0'–'8'). */
export function starSymbology(n1: number): BarcodeSymbology | undefined {
  const types: BarcodeSymbology[] = [
    'UPC-E',
    'UPC-A',
    'EAN8',
    'EAN13',
    'CODE39',
    'ITF',
    'CODE128',
    'CODE93',
    'CODABAR',
  ];
  return types[n1 >= 48 ? n1 - 48 : n1];
}

const DIGITS = /^[0-9]$/;
const CODE39_CHARS = /^[0-9A-Z $%*+\-./]$/;
const CODABAR_CHARS = /^[0-9A-Da-d$+\-./:]$/;

/** Whether a function-A barcode may contain this character; a real printer cancels the barcode if not. */
export function functionACharacterAllowed(symbology: BarcodeSymbology, byte: number): boolean {
  const char = String.fromCharCode(byte);
  switch (symbology) {
    case 'CODE39':
      return CODE39_CHARS.test(char);
    case 'CODABAR':
      return CODABAR_CHARS.test(char);
    default:
      return DIGITS.test(char);
  }
}

/** EPSON CODE128 data: "{A"/"{B"/"{C" switch code set, "{1".."{4" are function codes, "{{" is "{". */
export function readableCode128(data: Uint8Array): string {
  let codeSet: 'A' | 'B' | 'C' = 'B';
  let text = '';
  for (let index = 0; index < data.length; index += 1) {
    const byte = data[index] ?? 0;
    if (byte === 0x7b /* { */) {
      const next = String.fromCharCode(data[index + 1] ?? 0);
      index += 1;
      if (next === 'A' || next === 'B' || next === 'C') codeSet = next;
      else if (next === '{') text += '{';
      else if (next === 'S') {
        index += 1;
        text += String.fromCharCode(data[index] ?? 0);
      }
      continue;
    }
    text += codeSet === 'C' ? String(byte).padStart(2, '0') : String.fromCharCode(byte);
  }
  return text;
}
