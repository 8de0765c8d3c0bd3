// Sends one print job to a network printer and says how sure we are that it printed. The three outcomes
// decide what the queue may do next:
// - `not_sent`: nothing of the job left this machine (refused, unreachable, or the printer said beforehand
//   that it cannot print: cover open, paper out): safe to send again later;
// - `uncertain`: bytes went out but the printer did not take the whole job (connection dropped or stalled),
//   or it went offline while printing: part or all of it may be on paper, so only the associate can decide;
// - `printed`: the printer read every byte and hung up cleanly.
//
// The bytes go through the devices' sendPrintJob (connect, write, half-close, wait for the printer's close).
// EPSON printers are also asked for their real-time status (DLE EOT) before and after the job; STAR line mode
// has no DLE EOT, so there the clean close is all we learn.
import { PrinterStatusError, probePrinterStatus, type PrinterStatus } from '../devices/printer-status';
import { PrintJobError as SendError, sendPrintJob as sendBytes } from '../devices/print-job-sender';
import type { PrinterProblem } from '../../../shared/printing/printer-problem';
import type { ThermalPrinterModel } from './documents/thermal-renderer';

export type SendOutcome =
  | { outcome: 'printed' }
  | { outcome: 'not_sent'; reason: PrinterProblem }
  | { outcome: 'uncertain'; reason: PrinterProblem };

export interface SendPrintJobRequest {
  host: string;
  port: number;
  model: ThermalPrinterModel;
  bytes: Uint8Array;
  /** Bound on a status question. Default 3000 ms. */
  statusTimeoutMs?: number;
  /** Bound on connecting and on the printer taking the whole job. Default 15000 ms. */
  jobTimeoutMs?: number;
}

export async function deliverPrintJob(request: SendPrintJobRequest): Promise<SendOutcome> {
  const { host, port } = request;
  const statusTimeoutMs = request.statusTimeoutMs ?? 3000;
  if (request.model === 'EPSON') {
    const before = await askStatus(host, port, statusTimeoutMs);
    if (before instanceof PrinterStatusError) return { outcome: 'not_sent', reason: before.problem };
    if (!before.ready) return { outcome: 'not_sent', reason: cannotPrint(host, port, before, false) };
  }
  try {
    await sendBytes({ host, port }, request.bytes, { timeoutMs: request.jobTimeoutMs ?? 15_000 });
  } catch (error) {
    if (!(error instanceof SendError)) throw error;
    return error.mayHavePrinted
      ? { outcome: 'uncertain', reason: error.problem }
      : { outcome: 'not_sent', reason: error.problem };
  }
  if (request.model === 'EPSON') {
    const after = await askStatus(host, port, statusTimeoutMs);
    // No answer now changes nothing: the printer had already read the whole job.
    if (!(after instanceof PrinterStatusError) && !after.ready) {
      return { outcome: 'uncertain', reason: cannotPrint(host, port, after, true) };
    }
  }
  return { outcome: 'printed' };
}

async function askStatus(
  host: string,
  port: number,
  timeoutMs: number,
): Promise<PrinterStatus | PrinterStatusError> {
  try {
    return await probePrinterStatus({ host, port }, { timeoutMs });
  } catch (error) {
    if (error instanceof PrinterStatusError) return error;
    throw error;
  }
}

function cannotPrint(host: string, port: number, status: PrinterStatus, midJob: boolean): PrinterProblem {
  return { code: 'cannot_print', host, port, conditions: status.problems, midJob };
}
