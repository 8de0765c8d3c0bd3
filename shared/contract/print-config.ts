// Documents printed while fulfilling in-store pickup orders (POST replaces, GET answers: /v0/d/print_config).
// Printers themselves are configured on each workstation, not here.
import { z } from 'zod';
import { unlessMissing } from './common';

export const DOCUMENT_TYPES = ['invoice', 'packing_slip'] as const;
export const DocumentTypeSchema = z.enum(DOCUMENT_TYPES);
export type DocumentType = z.infer<typeof DocumentTypeSchema>;

export const PRINTER_TYPES = ['document_printer', 'receipt_printer'] as const;
export const PrinterTypeSchema = z.enum(PRINTER_TYPES);
export type PrinterType = z.infer<typeof PrinterTypeSchema>;

export const PrintDocumentSchema = z.object({
  document_type: DocumentTypeSchema,
  /** 0 keeps the document configured but prints none. */
  number_of_copies: z
    .int(unlessMissing('must be a whole number'))
    .min(0, 'must be 0 to 10')
    .max(10, 'must be 0 to 10'),
  printer_type: PrinterTypeSchema,
});
export type PrintDocument = z.infer<typeof PrintDocumentSchema>;

export const PrintConfigSchema = z.object({
  default: z.object({
    in_store_pickup: z.array(PrintDocumentSchema),
  }),
});
export type PrintConfig = z.infer<typeof PrintConfigSchema>;
