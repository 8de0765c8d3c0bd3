// One short TCP conversation with a device: connect, send a few bytes, read a fixed number of bytes back,
// hang up. Every way it can go wrong ends in a TcpExchangeError that says how far it got, because "could not
// connect" (nothing was sent) and "sent, but no answer" (the device may have acted) mean different things to
// the associate.

import net from 'node:net';

export type ExchangeFailure =
  /** The connection was refused, timed out, or there is no route: nothing was sent. */
  | 'unreachable'
  /** Connected and sent, but the answer did not come in time or the device hung up. */
  | 'no-response';

export class TcpExchangeError extends Error {
  constructor(
    readonly failure: ExchangeFailure,
    /** Human-readable cause, e.g. "connection refused". */
    readonly reason: string,
  ) {
    super(reason);
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

const CONNECT_ERRORS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  EHOSTUNREACH: 'no route to the device',
  ENETUNREACH: 'network unreachable',
  EHOSTDOWN: 'device is down',
  ETIMEDOUT: 'connection timed out',
  ENOTFOUND: 'unknown host name',
  EAI_AGAIN: 'host name lookup failed',
  ECONNRESET: 'connection reset',
  EADDRNOTAVAIL: 'address not available',
};

function describe(error: NodeJS.ErrnoException): string {
  return (error.code && CONNECT_ERRORS[error.code]) ?? error.message;
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
    const failWith = (reason: string): void =>
      finish({ error: new TcpExchangeError(connected ? 'no-response' : 'unreachable', reason) });

    let timer = setTimeout(() => failWith(`no connection within ${request.timeoutMs} ms`), request.timeoutMs);

    socket.on('connect', () => {
      connected = true;
      clearTimeout(timer);
      timer = setTimeout(() => failWith(`no answer within ${request.timeoutMs} ms`), request.timeoutMs);
      socket.write(request.send, (error) => {
        if (error) failWith(describe(error));
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
    socket.on('error', (error: NodeJS.ErrnoException) => failWith(describe(error)));
    socket.on('close', () => failWith('the device closed the connection without answering'));
  });
}
