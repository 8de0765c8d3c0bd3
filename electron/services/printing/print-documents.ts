// Which documents a pickup order gets, as print jobs: each document of the print configuration's
// default.in_store_pickup, number_of_copies times, on the printer this workstation has for its printer_type.
// Pure: it builds the jobs, the print service stores and sends them.
import type { Order } from '../../../shared/contract/order';
import type { PickupConfig } from '../../../shared/contract/pickup-config';
import type { PrintConfig, PrinterType } from '../../../shared/contract/print-config';
import type { PrinterProblem } from '../../../shared/printing/printer-problem';
import type { PrinterSettings } from '../settings/workstation-settings';
import type { DocumentContext } from './documents/document-inputs';
import { documentMessages } from './documents/document-messages';
import { buildInvoice } from './documents/invoice';
import { buildPackingSlip } from './documents/packing-slip';
import type { PaperBlock, PaperDocument } from './documents/paper-document';
import type { NewPrintJob } from './print-job-repository';

export interface JobTarget {
  printer_type: PrinterType;
  printer_url: string | null;
  printer_model: NewPrintJob['printer_model'];
  /** Why the job cannot be sent; set when no printer of the type is configured. */
  problem: PrinterProblem | null;
}

export function targetFor(printers: PrinterSettings, printerType: PrinterType): JobTarget {
  const printer = printers[printerType];
  if (printer === undefined) {
    return {
      printer_type: printerType,
      printer_url: null,
      printer_model: null,
      problem: { code: 'no_printer', printerType },
    };
  }
  return {
    printer_type: printerType,
    printer_url: printer.address,
    printer_model: printer.model,
    problem: null,
  };
}

/** One job per copy; copies of one document type are numbered across the configuration's entries. */
export function jobsForCopies(input: {
  batchKey: string;
  orderId: string | null;
  document: PaperDocument;
  copies: number;
  firstCopy?: number;
  totalCopies?: number;
  target: JobTarget;
  newId: () => string;
  reprintOf?: string;
}): NewPrintJob[] {
  const first = input.firstCopy ?? 1;
  const total = input.totalCopies ?? input.copies;
  return Array.from({ length: input.copies }, (_, index) => {
    const copyNumber = first + index;
    return {
      job_id: input.newId(),
      batch_key: input.batchKey,
      order_id: input.orderId,
      document_type: input.document.type,
      copy_number: copyNumber,
      copies: total,
      printer_type: input.target.printer_type,
      printer_url: input.target.printer_url,
      printer_model: input.target.printer_model,
      state: input.target.problem === null ? 'queued' : 'failed',
      last_error: input.target.problem,
      title: input.document.title,
      document: markCopy(input.document, copyNumber, total, input.reprintOf !== undefined),
      reprint_of: input.reprintOf ?? null,
    };
  });
}

/** "Copy 2 of 3" at the foot when there are several, and REPRINT at the top of a reprint (in the document's language). */
export function markCopy(
  document: PaperDocument,
  copyNumber: number,
  copies: number,
  reprint: boolean,
): PaperDocument {
  const t = documentMessages(document.locale);
  const reprintMark = t('copy.reprint');
  const blocks: PaperBlock[] = [...document.blocks];
  const first = blocks[0];
  const alreadyMarked = first?.kind === 'text' && first.text === reprintMark;
  if (reprint && !alreadyMarked)
    blocks.unshift({ kind: 'text', text: reprintMark, align: 'center', bold: true });
  if (copies > 1) {
    blocks.push({ kind: 'text', text: t('copy.numbered', { copy: copyNumber, copies }), align: 'center' });
  }
  return { ...document, blocks };
}

/** The jobs of a pickup order that has just become ready. */
export function jobsForReadyOrder(input: {
  order: Order;
  pickupConfig: PickupConfig;
  printConfig: PrintConfig;
  context: DocumentContext;
  printers: PrinterSettings;
  newId: () => string;
}): NewPrintJob[] {
  const { order } = input;
  const documentInput = {
    ...input.context,
    order,
    pickupDisplayName: input.pickupConfig.global.display_name,
  };
  const entries = input.printConfig.default.in_store_pickup.filter((entry) => entry.number_of_copies > 0);
  const totals = new Map<string, number>();
  for (const entry of entries) {
    totals.set(entry.document_type, (totals.get(entry.document_type) ?? 0) + entry.number_of_copies);
  }
  const built = new Map<string, PaperDocument>();
  const nextCopy = new Map<string, number>();
  return entries.flatMap((entry) => {
    // Build each document once (a bad amount fails here, before any job exists).
    let document = built.get(entry.document_type);
    if (document === undefined) {
      document =
        entry.document_type === 'invoice' ? buildInvoice(documentInput) : buildPackingSlip(documentInput);
      built.set(entry.document_type, document);
    }
    const firstCopy = nextCopy.get(entry.document_type) ?? 1;
    nextCopy.set(entry.document_type, firstCopy + entry.number_of_copies);
    return jobsForCopies({
      batchKey: `ready:${order.order_id}`,
      orderId: order.order_id,
      document,
      copies: entry.number_of_copies,
      firstCopy,
      totalCopies: totals.get(entry.document_type) ?? entry.number_of_copies,
      target: targetFor(input.printers, entry.printer_type),
      newId: input.newId,
    });
  });
}
