// Who may attach this workstation's printers, and what each printer_type prints here. An administrator sets
// up any workstation; a manager sets up the workstation of a store they manage (the store it works in must
// be one of theirs). Checked here, in the main process, whatever the screen offers.
import { BRIDGE_ERROR_CODES, BridgeError } from '../../shared/bridge/bridge-error';
import type { PrintedDocument, PrintersView } from '../../shared/bridge/views/printing';
import type { SessionUser } from '../../shared/bridge/views/session';
import type { PrintConfig, PrinterType } from '../../shared/contract/print-config';
import type { PrinterSettings } from '../services/settings/workstation-settings';
import { hasRole } from './permissions';
import { canAccessStore, type WorkstationSession } from './workstation-session';

export function requirePrinterSetup(session: WorkstationSession, storeId: string | null): SessionUser {
  const user = session.requireRole('manager', "Setting up this workstation's printers");
  if (hasRole(user.roles, 'admin')) return user;
  if (storeId === null || !canAccessStore(user, storeId)) {
    throw new BridgeError({
      code: BRIDGE_ERROR_CODES.forbidden,
      message:
        `${user.username} may set up printers only on a workstation of a store they manage; this one ` +
        `works in ${storeId ?? 'no store yet'}. An administrator can set it up.`,
    });
  }
  return user;
}

/** Each pickup document configured to print (with its copies), and the counter sales' receipts. */
export function documentsByPrinterType(
  printConfig: PrintConfig | undefined,
): Record<PrinterType, PrintedDocument[]> {
  const documents: Record<PrinterType, PrintedDocument[]> = { document_printer: [], receipt_printer: [] };
  for (const entry of printConfig?.default.in_store_pickup ?? []) {
    if (entry.number_of_copies === 0) continue;
    documents[entry.printer_type].push({ document: entry.document_type, copies: entry.number_of_copies });
  }
  documents.receipt_printer.push({ document: 'sale_receipt', copies: 1 });
  return documents;
}

export function toPrintersView(
  printers: PrinterSettings,
  printConfig: PrintConfig | undefined,
): PrintersView {
  const view = (type: PrinterType) => {
    const printer = printers[type];
    return printer
      ? {
          name: printer.name ?? null,
          address: printer.address,
          model: printer.model,
          paperWidthMm: printer.paperWidthMm,
        }
      : null;
  };
  return {
    document_printer: view('document_printer'),
    receipt_printer: view('receipt_printer'),
    documents: documentsByPrinterType(printConfig),
  };
}
