// How a network printer is, asked over the network before it is attached and whenever the screen shows it:
// EPSON printers answer the real-time status requests (DLE EOT: online, paper, cover); STAR line mode has
// none, so for a STAR printer only "it accepts a connection" is known, and the answer says so.
import type { PrinterNote, PrinterProblem } from '../../../shared/printing/printer-problem';
import { PrinterStatusError, probePrinterStatus } from '../devices/printer-status';
import { exchange, TcpExchangeError } from '../devices/tcp-exchange';
import { parsePrinterAddress, type PrinterModel } from '../settings/workstation-settings';

export interface PrinterCheck {
  /** A connection could be made (false: switched off, wrong address, another network). */
  reachable: boolean;
  /** A job sent now comes out (online, paper in, cover shut, as far as the printer reports). */
  ready: boolean;
  /** As codes: paper out, cover open…, or why it could not be asked. */
  problems: PrinterProblem[];
  /** What the answer cannot tell (a STAR printer does not report paper or cover). */
  note: PrinterNote | null;
}

export async function checkPrinterAt(
  printer: { address: string; model: PrinterModel },
  timeoutMs: number,
): Promise<PrinterCheck> {
  const { host, port } = parsePrinterAddress(printer.address);
  if (printer.model === 'STAR') {
    try {
      await exchange({ host, port, send: new Uint8Array(0), expectBytes: 0, timeoutMs });
      return { reachable: true, ready: true, problems: [], note: 'star_reports_no_status' };
    } catch (error) {
      if (!(error instanceof TcpExchangeError)) throw error;
      return {
        reachable: false,
        ready: false,
        problems: [{ code: 'unreachable', host, port, reason: error.connectionReason }],
        note: null,
      };
    }
  }
  try {
    const status = await probePrinterStatus({ host, port }, { timeoutMs });
    const problems = status.problems.map((code) => ({ code }));
    return { reachable: true, ready: status.ready, problems, note: null };
  } catch (error) {
    if (!(error instanceof PrinterStatusError)) throw error;
    if (error.code === 'printer_unreachable') {
      return { reachable: false, ready: false, problems: [error.problem], note: null };
    }
    // It took the connection but gave no EPSON status: often a STAR printer set up as EPSON.
    return { reachable: true, ready: false, problems: [error.problem], note: 'maybe_star_printer' };
  }
}
