// A short page the associate prints while setting a printer up: it shows which printer_type the printer
// serves, that accented letters and currency signs come out, and that the scanner reads both code kinds.
import type { PrinterType } from '../../../../shared/contract/print-config';
import type { PaperDocument } from './paper-document';

export function buildTestPage(input: {
  printerType: PrinterType;
  address: string;
  model: string;
  at: Date;
}): PaperDocument {
  return {
    type: 'test_page',
    title: `Test page for the ${input.printerType}`,
    blocks: [
      { kind: 'heading', text: 'TEST PAGE' },
      { kind: 'rule' },
      { kind: 'row', left: 'Printer type', right: input.printerType },
      { kind: 'row', left: 'Address', right: input.address },
      { kind: 'row', left: 'Commands', right: input.model },
      { kind: 'row', left: 'Printed at', right: input.at.toISOString() },
      { kind: 'rule' },
      { kind: 'text', text: 'Letters: àéîõü ÀÉÎÕÜ çñß' },
      { kind: 'text', text: 'Currency signs: $ € £ ¥' },
      { kind: 'space', lines: 1 },
      { kind: 'scan-code', symbology: 'CODE128', data: 'TEST-128', caption: 'CODE128: TEST-128' },
      { kind: 'scan-code', symbology: 'QR', data: 'TEST-QR', caption: 'QR: TEST-QR' },
    ],
  };
}
