// A tiny loopback HTTP server answering whatever a test scripts: a platform that breaks the contract
// (wrong bodies), fails for a while (503), or never answers. Only for faults the real platform never makes.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ScriptedAnswer {
  status: number;
  /** JSON-encoded unless it is a string (sent as is). */
  body?: unknown;
  headers?: Record<string, string>;
  /** Never answer (the client's timeout must fire). */
  hang?: boolean;
}

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface ScriptedServer {
  url: string;
  received: ReceivedRequest[];
  close(): Promise<void>;
}

/** `answer` is called for each request with the requests received so far (this one included). */
export async function startScriptedServer(
  answer: (request: ReceivedRequest, received: readonly ReceivedRequest[]) => ScriptedAnswer,
): Promise<ScriptedServer> {
  const received: ReceivedRequest[] = [];
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry: ReceivedRequest = {
        method: request.method ?? 'GET',
        path: request.url ?? '/',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(entry);
      const scripted = answer(entry, received);
      if (scripted.hang) return;
      const body =
        scripted.body === undefined
          ? ''
          : typeof scripted.body === 'string'
            ? scripted.body
            : JSON.stringify(scripted.body);
      response.writeHead(scripted.status, { 'content-type': 'application/json', ...scripted.headers });
      response.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
