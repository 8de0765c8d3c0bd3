// A short page the associate prints while setting a printer up: it shows which printer_type the printer
// serves, that accented letters and currency signs come out, and that the scanner reads both code kinds.
// It is written in the language of the person setting the printer up.
import type { PrinterType } from '../../../../shared/contract/print-config';
import { documentMessages } from './document-messages';
import type { PaperDocument } from './paper-document';

export function buildTestPage(input: {
  printerType: PrinterType;
  address: string;
  model: string;
  at: Date;
  locale: string;
}): PaperDocument {
  const t = documentMessages(input.locale);
  return {
    type: 'test_page',
    title: t('test.title', { printerType: input.printerType }),
    locale: input.locale,
    blocks: [
      { kind: 'heading', text: t('test.heading') },
      { kind: 'rule' },
      { kind: 'row', left: t('test.printerType'), right: input.printerType },
      { kind: 'row', left: t('test.address'), right: input.address },
      { kind: 'row', left: t('test.commands'), right: input.model },
      { kind: 'row', left: t('test.printedAt'), right: input.at.toISOString() },
      { kind: 'rule' },
      { kind: 'text', text: t('test.letters', { sample: 'àéîõü ÀÉÎÕÜ çñß' }) },
      { kind: 'text', text: t('test.currencies', { sample: '$ € £ ¥' }) },
      { kind: 'space', lines: 1 },
      { kind: 'scan-code', symbology: 'CODE128', data: 'TEST-128', caption: 'CODE128: TEST-128' },
      { kind: 'scan-code', symbology: 'QR', data: 'TEST-QR', caption: 'QR: TEST-QR' },
    ],
  };
}
