// One short TCP conversation with a device: connect, send a few bytes, read a fixed number of bytes back,
// hang up. Every way it can go wrong ends in a TcpExchangeError that says how far it got, because "could not
// connect" (nothing was sent) and "sent, but no answer" (the device may have acted) mean different things to
// the associate.

import net from 'node:net';
import type { CONNECTION_FAILURES, ConnectionReason } from '../../../shared/printing/printer-problem';
import { connectionReasonInEnglish } from '../../../shared/printing/printer-problem-english';

export type ExchangeFailure =
  /** The connection was refused, timed out, or there is no route: nothing was sent. */
  | 'unreachable'
  /** Connected and sent, but the answer did not come in time or the device hung up. */
  | 'no-response';

export class TcpExchangeError extends Error {
  /** The cause in English, e.g. "connection refused" (for logs and English messages). */
  readonly reason: string;

  constructor(
    readonly failure: ExchangeFailure,
    /** The cause as a code, for the screen to word in its language. */
    readonly connectionReason: ConnectionReason,
  ) {
    const reason = connectionReasonInEnglish(connectionReason);
    super(reason);
    this.reason = reason;
    this.name = 'TcpExchangeError';
  }
}

export interface ExchangeRequest {
  host: string;
  port: number;
  send: Uint8Array;
  /** How many bytes the device answers with (0 = none expected: done once sent). */
  expectBytes: number;
  /** Bound on connecting and, separately, on waiting for the answer. */
  timeoutMs: number;
}

const CONNECT_ERRORS: Record<string, (typeof CONNECTION_FAILURES)[number]> = {
  ECONNREFUSED: 'refused',
  EHOSTUNREACH: 'no_route',
  ENETUNREACH: 'network_unreachable',
  EHOSTDOWN: 'device_down',
  ETIMEDOUT: 'timed_out',
  ENOTFOUND: 'unknown_host',
  EAI_AGAIN: 'lookup_failed',
  ECONNRESET: 'reset',
  EADDRNOTAVAIL: 'address_not_available',
  EPIPE: 'broken_pipe',
  ECONNABORTED: 'aborted',
  ENETDOWN: 'network_down',
  EACCES: 'not_permitted',
  EPERM: 'not_permitted',
};

/** A socket error as a reason code; one the app has no words for keeps the system's own code or message. */
export function connectionReasonOf(error: NodeJS.ErrnoException): ConnectionReason {
  const code = error.code === undefined ? undefined : CONNECT_ERRORS[error.code];
  return code === undefined ? { code: 'other', text: error.code ?? error.message } : { code };
}

export function exchange(request: ExchangeRequest): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: request.host, port: request.port });
    const received: Buffer[] = [];
    let receivedLength = 0;
    let connected = false;
    let settled = false;

    const finish = (outcome: { answer: Buffer } | { error: TcpExchangeError }): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if ('answer' in outcome) {
        socket.end();
        resolve(outcome.answer);
      } else {
        socket.destroy();
        reject(outcome.error);
      }
    };
    const failWith = (reason: ConnectionReason): void =>
      finish({ error: new TcpExchangeError(connected ? 'no-response' : 'unreachable', reason) });

    let timer = setTimeout(
      () => failWith({ code: 'no_connection_in_time', ms: request.timeoutMs }),
      request.timeoutMs,
    );

    socket.on('connect', () => {
      connected = true;
      clearTimeout(timer);
      timer = setTimeout(
        () => failWith({ code: 'no_answer_in_time', ms: request.timeoutMs }),
        request.timeoutMs,
      );
      socket.write(request.send, (error) => {
        if (error) failWith(connectionReasonOf(error));
        else if (request.expectBytes === 0) finish({ answer: Buffer.alloc(0) });
      });
    });
    socket.on('data', (chunk: Buffer) => {
      received.push(chunk);
      receivedLength += chunk.length;
      if (receivedLength >= request.expectBytes) {
        finish({ answer: Buffer.concat(received).subarray(0, request.expectBytes) });
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) => failWith(connectionReasonOf(error)));
    socket.on('close', () => failWith({ code: 'closed_without_answer' }));
  });
}
