// What goes on paper, independent of the printer: a list of blocks a renderer lays out for the printer's
// command set and paper width. Builders (invoice, packing slip, sale receipt) produce it; the thermal renderer
// turns it into ESC/POS bytes; a preview could draw it on screen.

export type PaperDocumentType =
  'invoice' | 'packing_slip' | 'sale_receipt' | 'refund_receipt' | 'z_report' | 'test_page';

export type PaperBlock =
  /** The document's heading: large, bold, centred. */
  | { kind: 'heading'; text: string }
  /** One paragraph; wrapped at the paper width by the renderer. */
  | { kind: 'text'; text: string; align?: 'left' | 'center' | 'right'; bold?: boolean }
  /** A label on the left and an amount (or value) flush right on the same line. */
  | { kind: 'row'; left: string; right: string; bold?: boolean }
  /** A horizontal rule across the paper. */
  | { kind: 'rule' }
  /** A code the associate scans at hand-over; `caption` is printed under it in readable form. */
  | { kind: 'scan-code'; symbology: 'CODE128' | 'QR'; data: string; caption: string }
  /** Blank lines. */
  | { kind: 'space'; lines: number };

export interface PaperDocument {
  type: PaperDocumentType;
  /** Short description for job lists and logs, e.g. "Invoice for order 4b1f…". */
  title: string;
  /** The language-region the document is written and formatted in (its store's language, e.g. fr-CA). */
  locale: string;
  blocks: PaperBlock[];
}
