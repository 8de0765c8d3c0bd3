// Printers of this workstation and the print jobs of its documents.
import { z } from 'zod';
import { PRINTER_TYPES } from '../../contract/print-config';
import { PrinterNoteSchema, PrinterProblemSchema } from '../../printing/printer-problem';

export const PrinterTypeViewSchema = z.enum(PRINTER_TYPES);
export const PrinterModelViewSchema = z.enum(['EPSON', 'STAR']);

export const PRINT_JOB_STATES_VIEW = [
  'queued',
  'printing',
  'printed',
  'failed',
  'needs_confirmation',
] as const;

export const PrintJobViewSchema = z.object({
  jobId: z.string(),
  orderId: z.string().nullable(),
  /** invoice, packing_slip, sale_receipt. */
  documentType: z.string(),
  copyNumber: z.int().min(1),
  copies: z.int().min(1),
  printerType: PrinterTypeViewSchema,
  printerUrl: z.string().nullable(),
  /**
   * queued → printing → printed; failed (no printer, canceled); needs_confirmation: the connection dropped
   * after bytes went out — the associate says whether it came out (dismiss) or prints it again (confirmReprint).
   */
  state: z.enum(PRINT_JOB_STATES_VIEW),
  attempts: z.int().min(0),
  /** Why the last attempt did not print, as a code and values the screen words (null: nothing is wrong). */
  lastError: PrinterProblemSchema.nullable(),
  title: z.string(),
  reprintOf: z.string().nullable(),
  /** The drawer's Z report a close printed (its report id, the close's transaction id); null otherwise. */
  reportId: z.string().nullable(),
  createdAt: z.string(),
  printedAt: z.string().nullable(),
});
export type PrintJobView = z.infer<typeof PrintJobViewSchema>;

/** Thermal paper roll width in mm: 80 (48 characters a line) or 58 (32). */
export const PaperWidthViewSchema = z.union([z.literal(80), z.literal(58)], 'must be 80 or 58 (mm)');

export const PrinterViewSchema = z.object({
  /** What people call it; null for a printer attached before printers had names (show its address). */
  name: z.string().nullable(),
  /** `tcp://host:port`. */
  address: z.string(),
  model: PrinterModelViewSchema,
  paperWidthMm: PaperWidthViewSchema,
});
export type PrinterView = z.infer<typeof PrinterViewSchema>;

/** One printer per printer_type; null = not set up on this workstation. */
/** A document a printer_type prints here: a pickup order's invoice or packing slip, or the sales' receipts. */
export const PrintedDocumentSchema = z.object({
  document: z.enum(['invoice', 'packing_slip', 'sale_receipt']),
  /** Copies of it each time it prints. */
  copies: z.int().positive(),
});
export type PrintedDocument = z.infer<typeof PrintedDocumentSchema>;

export const PrintersViewSchema = z.object({
  document_printer: PrinterViewSchema.nullable(),
  receipt_printer: PrinterViewSchema.nullable(),
  /**
   * What each printer_type prints here (the screen words it in the session's language): the platform's
   * print configuration for pickup documents, and the receipts of counter sales.
   */
  documents: z.object({
    document_printer: z.array(PrintedDocumentSchema),
    receipt_printer: z.array(PrintedDocumentSchema),
  }),
});
export type PrintersView = z.infer<typeof PrintersViewSchema>;

export const DiscoveredPrinterSchema = z.object({
  name: z.string(),
  /** `tcp://host:port`, ready for setPrinter. */
  address: z.string(),
  /** Make and model as announced. */
  model: z.string().nullable(),
  /** The command set its make suggests (the associate confirms it). */
  suggestedModel: PrinterModelViewSchema.nullable(),
});
export type DiscoveredPrinter = z.infer<typeof DiscoveredPrinterSchema>;

export const PrinterStatusViewSchema = z.object({
  printerType: PrinterTypeViewSchema,
  /** null: no printer of this type is set up here. */
  address: z.string().nullable(),
  /** It accepted a connection from this workstation (false when not set up). */
  reachable: z.boolean(),
  /** Online with paper: a job sent now comes out. */
  ready: z.boolean(),
  /** As codes: offline, cover open, paper out...; or why it could not be asked. */
  problems: z.array(PrinterProblemSchema),
  /** What the answer cannot tell (a STAR printer reports neither paper nor cover). */
  note: PrinterNoteSchema.nullable(),
  checkedAt: z.string(),
});
export type PrinterStatusView = z.infer<typeof PrinterStatusViewSchema>;

const PreviewAlignSchema = z.enum(['left', 'center', 'right']);

/**
 * One thing on the paper of a preview, top to bottom, as the printer's own bytes decode: a line of text with
 * its style, a barcode or QR code (its payload: what a scanner reads), blank paper fed, or the cut.
 */
export const PrintPreviewItemSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('line'),
    text: z.string(),
    align: PreviewAlignSchema,
    /** Every visible character is bold. */
    bold: z.boolean(),
    /** Character magnification: 1 normal, 2 double width / height. */
    width: z.int().min(1),
    height: z.int().min(1),
  }),
  z.object({
    kind: z.literal('barcode'),
    /** CODE128, EAN13, PDF417... */
    symbology: z.string(),
    data: z.string(),
    align: PreviewAlignSchema,
  }),
  z.object({ kind: z.literal('qr'), data: z.string(), align: PreviewAlignSchema }),
  z.object({ kind: z.literal('feed'), lines: z.int().min(0) }),
  z.object({ kind: z.literal('cut'), mode: z.enum(['full', 'partial']) }),
]);
export type PrintPreviewItem = z.infer<typeof PrintPreviewItemSchema>;

/** What a job's copy looks like on paper, decoded from the very bytes its printer receives. */
export const PrintPreviewViewSchema = z.object({
  jobId: z.string(),
  orderId: z.string().nullable(),
  documentType: z.string(),
  title: z.string(),
  /** The command set the bytes were rendered for (the job's printer, else today's printer of its type). */
  printerModel: PrinterModelViewSchema,
  /** Characters per line in the normal font (48 on 80 mm paper). */
  columns: z.int().min(1),
  items: z.array(PrintPreviewItemSchema),
});
export type PrintPreviewView = z.infer<typeof PrintPreviewViewSchema>;
