// Sends one print job to a network printer's raw port (9100): connect, write the bytes, half-close, and
// wait for the printer to close its side — the sign it has read the whole job. The error says whether the
// printer may already have printed, because that decides whether a retry risks a duplicate receipt.

import net from 'node:net';
import type { ConnectionReason, PrinterProblem } from '../../../shared/printing/printer-problem';
import { printerProblemInEnglish } from '../../../shared/printing/printer-problem-english';
import { connectionReasonOf } from './tcp-exchange';

export type PrintJobErrorCode =
  /** Could not connect: nothing was sent, a retry cannot print twice. */
  | 'printer_unreachable'
  /** The connection broke or stalled after sending began: the printer may have printed some or all of it. */
  | 'printer_connection_lost';

export class PrintJobError extends Error {
  constructor(
    readonly code: PrintJobErrorCode,
    /** What went wrong, for the screen (the message is its English). */
    readonly problem: PrinterProblem,
    readonly host: string,
    readonly port: number,
    /** True when bytes may have reached the printer, so resending could print the job twice. */
    readonly mayHavePrinted: boolean,
  ) {
    super(printerProblemInEnglish(problem));
    this.name = 'PrintJobError';
  }
}

export interface PrinterAddress {
  host: string;
  port: number;
}

export interface SendPrintJobOptions {
  /** Bound on connecting, and on the printer taking the whole job and hanging up. Default 10 s. */
  timeoutMs?: number;
}

export function sendPrintJob(
  address: PrinterAddress,
  job: Uint8Array,
  options: SendPrintJobOptions = {},
): Promise<void> {
  const { host, port } = address;
  const timeoutMs = options.timeoutMs ?? 10_000;
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host, port, allowHalfOpen: true });
    let connected = false;
    let settled = false;

    const fail = (reason: ConnectionReason): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      reject(
        connected
          ? new PrintJobError(
              'printer_connection_lost',
              { code: 'connection_lost', host, port, reason },
              host,
              port,
              true,
            )
          : new PrintJobError(
              'printer_unreachable',
              { code: 'unreachable', host, port, reason },
              host,
              port,
              false,
            ),
      );
    };

    let timer = setTimeout(() => fail({ code: 'no_connection_in_time', ms: timeoutMs }), timeoutMs);

    socket.on('connect', () => {
      connected = true;
      clearTimeout(timer);
      timer = setTimeout(() => fail({ code: 'job_not_taken_in_time', ms: timeoutMs }), timeoutMs);
      socket.end(job);
    });
    // Printers may answer (e.g. automatic status back); the answer is not needed here.
    socket.on('data', () => undefined);
    socket.on('end', () => {
      if (!socket.writableFinished) return fail({ code: 'hung_up_before_end' });
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve();
    });
    socket.on('error', (error: NodeJS.ErrnoException) => fail(connectionReasonOf(error)));
    socket.on('close', () => fail({ code: 'closed_abruptly' }));
  });
}
