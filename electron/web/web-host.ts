// The web host: the same app in a browser (and in Playwright), without Electron. It serves the built
// renderer and the bridge on 127.0.0.1 only —
//   POST /bridge/<call>     JSON request in, result envelope out (`Authorization: Bearer <secret>`)
//   GET  /bridge/events     WebSocket of push events `{event, payload}` (subprotocols pos-bridge.v1, secret.<hex>)
// — behind the checks of RequestGuard. Like the IPC transport it only moves bytes: parsing, validation and
// errors belong to the host's handlers.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import { BRIDGE_ERROR_CODES } from '../../shared/bridge/bridge-error';
import { failure } from '../../shared/bridge/bridge-result';
import type { BridgeHandlerTable } from '../host/bridge-handlers';
import type { HostEvents } from '../host/host-events';
import { rendererCsp } from '../host/renderer-csp';
import { RequestGuard, WS_PROTOCOL, type GuardVerdict } from './request-guard';
import { readStaticFile } from './static-files';

export const BRIDGE_PATH_PREFIX = '/bridge/';
export const EVENTS_PATH = '/bridge/events';
const MAX_BODY_BYTES = 1024 * 1024;
const PING_INTERVAL_MS = 30_000;

export interface WebHostOptions {
  bridge: { handlers: BridgeHandlerTable; events: HostEvents };
  /** The built renderer (dist/renderer). */
  rendererDir: string;
  /** 0 (default) picks a free port. */
  port?: number;
  /** Hex secret of this launch; 32 random bytes when absent (tests may fix it). */
  secret?: string;
  log?: (message: string) => void;
}

export interface WebHost {
  /** What to open: `http://127.0.0.1:PORT/#secret=<hex>`. The page removes the secret from the address bar. */
  readonly url: string;
  /** `http://127.0.0.1:PORT`. */
  readonly origin: string;
  readonly port: number;
  readonly secret: string;
  close(): Promise<void>;
}

const COMMON_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
  'cross-origin-opener-policy': 'same-origin',
  'x-frame-options': 'DENY',
  'cache-control': 'no-store',
} as const;

export async function startWebHost(options: WebHostOptions): Promise<WebHost> {
  const secret = options.secret ?? randomBytes(32).toString('hex');
  const log = options.log ?? (() => undefined);
  let port = 0;
  const guard = new RequestGuard(secret, () => port);
  const { handlers, events } = options.bridge;

  const server = createServer((request, response) => {
    handleRequest(request, response).catch((error: unknown) => {
      log(`web host: ${request.method} ${request.url} failed: ${(error as Error).message}`);
      if (!response.headersSent)
        sendJson(
          response,
          500,
          failure({ code: BRIDGE_ERROR_CODES.internal, message: 'The request failed.' }),
        );
      else response.destroy();
    });
  });

  async function handleRequest(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(request.url ?? '/', 'http://placeholder').pathname;
    if (path.startsWith(BRIDGE_PATH_PREFIX)) {
      await handleBridgeCall(request, response, path.slice(BRIDGE_PATH_PREFIX.length));
      return;
    }
    const place = guard.checkPlace(request);
    if (!place.ok) {
      sendText(response, place.status, place.message);
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      sendText(response, 405, 'Only GET and HEAD are served here.', { allow: 'GET, HEAD' });
      return;
    }
    const file = await readStaticFile(options.rendererDir, path);
    if (!file) {
      sendText(response, 404, `Not found: ${path}`);
      return;
    }
    const headers: Record<string, string> = { ...COMMON_HEADERS, 'content-type': file.contentType };
    if (file.isHtml) {
      const own = `http://127.0.0.1:${port}`;
      headers['content-security-policy'] = rendererCsp({ connectTo: [own, `ws://127.0.0.1:${port}`] });
    }
    response.writeHead(200, headers);
    response.end(request.method === 'HEAD' ? undefined : file.body);
  }

  async function handleBridgeCall(
    request: IncomingMessage,
    response: ServerResponse,
    name: string,
  ): Promise<void> {
    const verdict = guard.checkHttpCall(request);
    if (!verdict.ok) {
      sendRefusal(response, verdict);
      return;
    }
    if (request.method !== 'POST') {
      sendJson(
        response,
        405,
        failure({ code: 'method_not_allowed', message: 'Bridge calls are POST requests.' }),
        {
          allow: 'POST',
        },
      );
      return;
    }
    const contentType = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
    if (contentType !== 'application/json') {
      sendJson(
        response,
        415,
        failure({
          code: 'unsupported_media_type',
          message: 'Send the request as Content-Type: application/json.',
        }),
      );
      return;
    }
    const body = await readBody(request, MAX_BODY_BYTES);
    if (body === 'too_large') {
      sendJson(
        response,
        413,
        failure({ code: 'request_too_large', message: `The request is over ${MAX_BODY_BYTES} bytes.` }),
      );
      return;
    }
    let payload: unknown;
    try {
      payload = body.trim() === '' ? undefined : JSON.parse(body);
    } catch {
      sendJson(
        response,
        400,
        failure({ code: BRIDGE_ERROR_CODES.invalidRequest, message: 'The request body is not valid JSON.' }),
      );
      return;
    }
    const result = await handlers.invoke(decodeURIComponentSafe(name), payload);
    sendJson(response, result.ok || result.error.code !== BRIDGE_ERROR_CODES.unknownCall ? 200 : 404, result);
  }

  // ---- Push events over WebSocket ----
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: 4 * 1024,
    handleProtocols: (protocols) => (protocols.has(WS_PROTOCOL) ? WS_PROTOCOL : false),
  });
  const alive = new WeakMap<WebSocket, boolean>();

  server.on('upgrade', (request: IncomingMessage, socket: Socket, head: Buffer) => {
    const path = new URL(request.url ?? '/', 'http://placeholder').pathname;
    const verdict: GuardVerdict =
      path === EVENTS_PATH
        ? guard.checkWebSocket(request)
        : { ok: false, status: 403, code: 'not_found', message: 'No WebSocket here.' };
    if (!verdict.ok) {
      const statusText = verdict.status === 401 ? 'Unauthorized' : 'Forbidden';
      socket.end(
        `HTTP/1.1 ${verdict.status} ${statusText}\r\nContent-Type: text/plain\r\nConnection: close\r\n\r\n${verdict.message}`,
      );
      return;
    }
    wss.handleUpgrade(request, socket, head, (client) => wss.emit('connection', client, request));
  });

  wss.on('connection', (client: WebSocket) => {
    alive.set(client, true);
    const unsubscribe = events.subscribe((message) => {
      if (client.readyState === WebSocket.OPEN) client.send(JSON.stringify(message));
    });
    client.on('pong', () => alive.set(client, true));
    // The page only listens: anything it sends is ignored.
    client.on('close', unsubscribe);
    client.on('error', unsubscribe);
  });

  const ping = setInterval(() => {
    for (const client of wss.clients) {
      if (!alive.get(client)) {
        client.terminate();
        continue;
      }
      alive.set(client, false);
      client.ping();
    }
  }, PING_INTERVAL_MS);
  ping.unref();

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  port = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;

  return {
    url: `${origin}/#secret=${secret}`,
    origin,
    port,
    secret,
    async close() {
      clearInterval(ping);
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function sendRefusal(response: ServerResponse, verdict: Extract<GuardVerdict, { ok: false }>): void {
  sendJson(
    response,
    verdict.status,
    failure({ code: verdict.code, message: verdict.message }),
    verdict.status === 401 ? { 'www-authenticate': 'Bearer realm="associate-pos"' } : {},
  );
}

function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  extra: Record<string, string> = {},
): void {
  response.writeHead(status, {
    ...COMMON_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    ...extra,
  });
  response.end(JSON.stringify(body));
}

function sendText(
  response: ServerResponse,
  status: number,
  text: string,
  extra: Record<string, string> = {},
): void {
  response.writeHead(status, { ...COMMON_HEADERS, 'content-type': 'text/plain; charset=utf-8', ...extra });
  response.end(text);
}

function readBody(request: IncomingMessage, limit: number): Promise<string | 'too_large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        tooLarge = true;
        chunks.length = 0;
        return;
      }
      if (!tooLarge) chunks.push(chunk);
    });
    request.on('end', () => resolve(tooLarge ? 'too_large' : Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
