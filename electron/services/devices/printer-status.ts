// Asks a network receipt printer how it is, before a job or when the associate opens printer settings: the
// four real-time status requests (DLE EOT 1–4) in one short connection, answered even while the printer is
// offline. A printer is "ready" when it is online with paper; otherwise `problems` says why, as codes.

import {
  decodeErrorCauseByte,
  decodeOfflineCauseByte,
  decodePaperSensorByte,
  decodePrinterStatusByte,
  isStatusByte,
  realTimeStatusRequest,
  StatusRequest,
  type PaperLevel,
} from '../../common/escpos/protocol';
import type { PrinterCondition, PrinterProblem } from '../../../shared/printing/printer-problem';
import { printerProblemInEnglish } from '../../../shared/printing/printer-problem-english';
import { exchange, TcpExchangeError } from './tcp-exchange';

export type PrinterStatusErrorCode = 'printer_unreachable' | 'printer_no_response' | 'printer_bad_response';

export class PrinterStatusError extends Error {
  constructor(
    readonly code: PrinterStatusErrorCode,
    /** Why it could not be asked, for the screen (the message is its English). */
    readonly problem: PrinterProblem,
    readonly host: string,
    readonly port: number,
  ) {
    super(printerProblemInEnglish(problem));
    this.name = 'PrinterStatusError';
  }
}

export interface PrinterStatus {
  /** Online and has paper: a job sent now comes out. */
  ready: boolean;
  online: boolean;
  paper: PaperLevel;
  coverOpen: boolean;
  recoverableError: boolean;
  cutterError: boolean;
  unrecoverableError: boolean;
  /** Level of the drawer kick-out connector pin 3 (a drawer wired to the printer: high = open). */
  drawerPinHigh: boolean;
  problems: PrinterCondition[];
  /** The four raw answers to DLE EOT 1..4, for logs. */
  statusBytes: [number, number, number, number];
}

export interface PrinterAddress {
  host: string;
  port: number;
}

export async function probePrinterStatus(
  address: PrinterAddress,
  options: { timeoutMs?: number } = {},
): Promise<PrinterStatus> {
  const { host, port } = address;
  const requests = [
    StatusRequest.printer,
    StatusRequest.offlineCause,
    StatusRequest.errorCause,
    StatusRequest.paperSensor,
  ] as const;
  let answer: Buffer;
  try {
    answer = await exchange({
      host,
      port,
      send: Buffer.concat(requests.map((n) => realTimeStatusRequest(n))),
      expectBytes: requests.length,
      timeoutMs: options.timeoutMs ?? 3000,
    });
  } catch (error) {
    if (!(error instanceof TcpExchangeError)) throw error;
    const reason = error.connectionReason;
    throw error.failure === 'unreachable'
      ? new PrinterStatusError('printer_unreachable', { code: 'unreachable', host, port, reason }, host, port)
      : new PrinterStatusError(
          'printer_no_response',
          { code: 'no_response', host, port, reason },
          host,
          port,
        );
  }
  const [printer = 0, offline = 0, errors = 0, paperSensor = 0] = answer;
  if (![printer, offline, errors, paperSensor].every(isStatusByte)) {
    throw new PrinterStatusError(
      'printer_bad_response',
      { code: 'not_a_printer_status', host, port, answer: answer.toString('hex') },
      host,
      port,
    );
  }
  const printerByte = decodePrinterStatusByte(printer);
  const offlineByte = decodeOfflineCauseByte(offline);
  const errorByte = decodeErrorCauseByte(errors);
  const paper = offlineByte.stoppedForPaperEnd ? 'out' : decodePaperSensorByte(paperSensor);
  const problems: PrinterCondition[] = [];
  if (offlineByte.coverOpen) problems.push('cover_open');
  if (paper === 'out') problems.push('paper_out');
  if (errorByte.recoverableError || errorByte.unrecoverableError) problems.push('paper_jam');
  if (errorByte.cutterError) problems.push('cutter_error');
  if (printerByte.offline && problems.length === 0) problems.push('offline');
  return {
    ready: !printerByte.offline && paper !== 'out',
    online: !printerByte.offline,
    paper,
    coverOpen: offlineByte.coverOpen,
    recoverableError: errorByte.recoverableError,
    cutterError: errorByte.cutterError,
    unrecoverableError: errorByte.unrecoverableError,
    drawerPinHigh: printerByte.drawerPinHigh,
    problems,
    statusBytes: [printer, offline, errors, paperSensor],
  };
}
