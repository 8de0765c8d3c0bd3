// Words for printers on screen: each printer_type's name and what it is for, the address as people type it.
import type { PrinterType } from '../../../../shared/contract/print-config';
import type { PrinterStatusView, PrinterView } from '../../../../shared/bridge/views/printing';
import type { Tone } from '../../ui';

export const PRINTER_TYPE_NAMES: Record<PrinterType, string> = {
  receipt_printer: 'Receipt printer',
  document_printer: 'Document printer',
};

/** "192.168.1.50:9100": the address without its tcp:// scheme, as it is typed. */
export function typedAddress(address: string): string {
  return address.replace(/^tcp:\/\//, '');
}

/** The printer's name, or its address when it has none. */
export function printerName(printer: PrinterView): string {
  return printer.name ?? typedAddress(printer.address);
}

/** "EPSON · 80 mm paper". */
export function printerKind(printer: Pick<PrinterView, 'model' | 'paperWidthMm'>): string {
  return `${printer.model} · ${printer.paperWidthMm} mm paper`;
}

/** The status badge: what a person checks first (ready, paper out, cover open, not reachable). */
export function statusBadge(status: PrinterStatusView): { tone: Tone; text: string } {
  if (!status.reachable) return { tone: 'danger', text: 'Not reachable' };
  if (status.ready) return { tone: 'success', text: 'Ready' };
  const [first] = status.problems;
  if (first === 'paper out') return { tone: 'warning', text: 'Paper out' };
  if (first === 'cover open') return { tone: 'warning', text: 'Cover open' };
  if (first === 'offline') return { tone: 'warning', text: 'Offline' };
  return { tone: 'warning', text: 'Needs attention' };
}
