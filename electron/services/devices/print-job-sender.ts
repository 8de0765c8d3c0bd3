// Sends one print job to a network printer's raw port (9100): connect, write the bytes, half-close, and
// wait for the printer to close its side — the sign it has read the whole job. The error says whether the
// printer may already have printed, because that decides whether a retry risks a duplicate receipt.

import net from 'node:net';

export type PrintJobErrorCode =
  /** Could not connect: nothing was sent, a retry cannot print twice. */
  | 'printer_unreachable'
  /** The connection broke or stalled after sending began: the printer may have printed some or all of it. */
  | 'printer_connection_lost';

export class PrintJobError extends Error {
  constructor(
    readonly code: PrintJobErrorCode,
    message: string,
    readonly host: string,
    readonly port: number,
    /** True when bytes may have reached the printer, so resending could print the job twice. */
    readonly mayHavePrinted: boolean,
  ) {
    super(message);
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

    const fail = (reason: string): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      reject(
        connected
          ? new PrintJobError(
              'printer_connection_lost',
              `The connection to the printer at ${host}:${port} broke while printing (${reason}). ` +
                'Check the printer before printing again: part or all of it may have come out.',
              host,
              port,
              true,
            )
          : new PrintJobError(
              'printer_unreachable',
              `The printer at ${host}:${port} cannot be reached (${reason}). Check it is switched on and connected.`,
              host,
              port,
              false,
            ),
      );
    };

    let timer = setTimeout(() => fail(`no connection within ${timeoutMs} ms`), timeoutMs);

    socket.on('connect', () => {
      connected = true;
      clearTimeout(timer);
      timer = setTimeout(() => fail(`the printer did not take the job within ${timeoutMs} ms`), timeoutMs);
      socket.end(job);
    });
    // Printers may answer (e.g. automatic status back); the answer is not needed here.
    socket.on('data', () => undefined);
    socket.on('end', () => {
      if (!socket.writableFinished) return fail('the printer hung up before taking the whole job');
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve();
    });
    socket.on('error', (error: NodeJS.ErrnoException) => fail(error.code ?? error.message));
    socket.on('close', () => fail('the printer closed the connection abruptly'));
  });
}
