// The documents to print as their form edits them (copies as typed), and the way back to the contract's
// configuration; the copies are read here, the platform checks the rest and names the field.
import type { DocumentType, PrintConfig, PrinterType } from '../../../../shared/contract/print-config';
import { inEnglish } from './in-english';
import type { Translate } from './setup-labels';

export interface DocumentDraft {
  /** Stable across edits (React key), not sent. */
  key: number;
  documentType: DocumentType;
  copies: string;
  printerType: PrinterType;
}

let nextKey = 0;

export function printDraftFrom(config: PrintConfig): DocumentDraft[] {
  return config.default.in_store_pickup.map((document) => ({
    key: ++nextKey,
    documentType: document.document_type,
    copies: String(document.number_of_copies),
    printerType: document.printer_type,
  }));
}

/** A document to add: the invoice first, then packing slips, one copy on the document printer. */
export function nextDocumentDraft(current: readonly DocumentDraft[]): DocumentDraft {
  return {
    key: ++nextKey,
    documentType: current.some((entry) => entry.documentType === 'invoice') ? 'packing_slip' : 'invoice',
    copies: '1',
    printerType: 'document_printer',
  };
}

export type PrintDraftReading =
  { ok: true; config: PrintConfig } | { ok: false; problems: Record<string, string> };

export function readPrintDraft(
  documents: readonly DocumentDraft[],
  t: Translate = inEnglish,
): PrintDraftReading {
  const problems: Record<string, string> = {};
  documents.forEach((document, index) => {
    if (!/^\d+$/.test(document.copies.trim())) {
      problems[`default.in_store_pickup.${index}.number_of_copies`] = t('setup.print.copies.invalid');
    }
  });
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return {
    ok: true,
    config: {
      default: {
        in_store_pickup: documents.map((document) => ({
          document_type: document.documentType,
          number_of_copies: Number(document.copies.trim()),
          printer_type: document.printerType,
        })),
      },
    },
  };
}
