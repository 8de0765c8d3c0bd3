// A loopback HTTP proxy in front of a real platform that can break the network the way a store's
// network breaks: refuse a request before it reaches the platform, or let the platform apply it and
// lose the answer on the way back. Used to prove retries and exactly-once replay.
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What happens to one request:
 * - pass: forwarded, answer relayed;
 * - drop_request: the connection is cut before the platform sees anything;
 * - drop_response: the platform gets and applies the request, then the connection is cut before the answer;
 * - unavailable: the proxy answers 503 itself (the platform restarting behind it) and forwards nothing.
 */
export type Fault = 'pass' | 'drop_request' | 'drop_response' | 'unavailable';

export interface SeenRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  fault: Fault;
}

export interface FaultProxy {
  url: string;
  /** Every request that reached the proxy, in order. */
  seen: SeenRequest[];
  /** Points the proxy at another platform (after a restart on a new port). */
  setTarget(url: string): void;
  /** Cuts every open connection (an events stream included), as a network drop would. */
  dropConnections(): void;
  /** Decides the fault of each request; `pass` for all when not set. */
  setPolicy(policy: (request: { method: string; path: string; index: number }) => Fault): void;
  close(): Promise<void>;
}

export async function startFaultProxy(targetUrl: string): Promise<FaultProxy> {
  let target = new URL(targetUrl);
  let policy: (request: { method: string; path: string; index: number }) => Fault = () => 'pass';
  const seen: SeenRequest[] = [];

  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const method = request.method ?? 'GET';
      const fault = policy({ method, path, index: seen.length });
      const key = request.headers['idempotency-key'];
      seen.push({ method, path, idempotencyKey: Array.isArray(key) ? key[0] : key, fault });
      if (fault === 'drop_request') {
        request.socket.destroy();
        return;
      }
      if (fault === 'unavailable') {
        response.writeHead(503, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({ error: { code: 'service_unavailable', message: 'The platform is starting.' } }),
        );
        return;
      }
      const upstream = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          method,
          path,
          headers: { ...request.headers, host: target.host },
        },
        (answer) => {
          if (fault === 'drop_response') {
            answer.resume();
            answer.on('end', () => request.socket.destroy());
            return;
          }
          // Passed through as it streams (the events stream never ends on its own).
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      response.on('close', () => upstream.destroy());
      upstream.on('error', () => request.socket.destroy());
      upstream.end(Buffer.concat(chunks));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    setTarget(url) {
      target = new URL(url);
    },
    dropConnections() {
      server.closeAllConnections();
    },
    setPolicy(next) {
      policy = next;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
