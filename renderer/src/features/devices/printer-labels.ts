// Words for printers on screen: each printer_type's name and what it is for, the address as people type it.
import type { PrinterType } from '../../../../shared/contract/print-config';
import type {
  PrintedDocument,
  PrinterStatusView,
  PrinterView,
} from '../../../../shared/bridge/views/printing';
import type { Translate } from '../../i18n/I18nProvider';
import type { MessageId } from '../../i18n/messages/en-US';
import type { Tone } from '../../ui';

/** "Receipt printer" (a heading, an option). */
export function printerTypeName(printerType: PrinterType, t: Translate): string {
  return t('devices.type', { type: printerType });
}

/** "Invoice × 2 (pickup orders), Receipts of counter sales"; '' when it prints nothing. */
export function documentsText(documents: readonly PrintedDocument[], t: Translate): string {
  return documents.map(({ document, copies }) => t('devices.document', { document, copies })).join(', ');
}

/** "192.168.1.50:9100": the address without its tcp:// scheme, as it is typed. */
export function typedAddress(address: string): string {
  return address.replace(/^tcp:\/\//, '');
}

/** The printer's name, or its address when it has none. */
export function printerName(printer: PrinterView): string {
  return printer.name ?? typedAddress(printer.address);
}

/** "EPSON · 80 mm paper". */
export function printerKind(printer: Pick<PrinterView, 'model' | 'paperWidthMm'>, t: Translate): string {
  return t('devices.kind', { model: printer.model, width: printer.paperWidthMm });
}

/** The status badge: what a person checks first (ready, paper out, cover open, not reachable). */
export function statusBadge(status: PrinterStatusView): { tone: Tone; text: MessageId } {
  if (!status.reachable) return { tone: 'danger', text: 'devices.status.unreachable' };
  if (status.ready) return { tone: 'success', text: 'devices.status.ready' };
  const first = status.problems[0]?.code;
  if (first === 'paper_out') return { tone: 'warning', text: 'devices.status.paperOut' };
  if (first === 'cover_open') return { tone: 'warning', text: 'devices.status.coverOpen' };
  if (first === 'offline') return { tone: 'warning', text: 'devices.status.offline' };
  return { tone: 'warning', text: 'devices.status.attention' };
}
