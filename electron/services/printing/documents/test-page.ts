// A short page the associate prints while setting a printer up: it shows which printer_type the printer
// serves, that accented letters and currency signs come out, and that the scanner reads both code kinds.
// It is written in the language of the person setting the printer up.
import type { PrinterType } from '../../../../shared/contract/print-config';
import { documentMessages } from './document-messages';
import type { PaperDocument } from './paper-document';

export function buildTestPage(input: {
  printerType: PrinterType;
  /** null: no printer of that type is set up here. */
  address: string | null;
  model: string | null;
  at: Date;
  locale: string;
  /** The selected store's time zone (the workstation's when no store is chosen yet). */
  timeZone?: string | undefined;
}): PaperDocument {
  const t = documentMessages(input.locale);
  const printedAt = new Intl.DateTimeFormat(input.locale, {
    dateStyle: 'medium',
    timeStyle: 'medium',
    ...(input.timeZone !== undefined ? { timeZone: input.timeZone } : {}),
  }).format(input.at);
  return {
    type: 'test_page',
    title: t('test.title', { printerType: input.printerType }),
    locale: input.locale,
    blocks: [
      { kind: 'heading', text: t('test.heading') },
      { kind: 'rule' },
      {
        kind: 'row',
        left: t('test.printerType'),
        right: t('test.printerTypeName', { printerType: input.printerType }),
      },
      { kind: 'row', left: t('test.address'), right: input.address ?? t('test.notConfigured') },
      { kind: 'row', left: t('test.commands'), right: input.model ?? t('test.noModel') },
      { kind: 'row', left: t('test.printedAt'), right: printedAt },
      { kind: 'rule' },
      { kind: 'text', text: t('test.letters', { sample: 'àéîõü ÀÉÎÕÜ çñß' }) },
      { kind: 'text', text: t('test.currencies', { sample: '$ € £ ¥' }) },
      { kind: 'space', lines: 1 },
      { kind: 'scan-code', symbology: 'CODE128', data: 'TEST-128', caption: 'CODE128: TEST-128' },
      { kind: 'scan-code', symbology: 'QR', data: 'TEST-QR', caption: 'QR: TEST-QR' },
    ],
  };
}
