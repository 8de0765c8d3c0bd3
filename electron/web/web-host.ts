// The web host: the same app in a browser (and in Playwright), without Electron. It serves the built
// renderer and the bridge on 127.0.0.1 only —
//   POST /bridge/<call>     JSON request in, result envelope out (`Authorization: Bearer <secret>`)
//   GET  /bridge/events     WebSocket of push events `{event, payload}` (subprotocols pos-bridge.v1, secret.<hex>)
// — behind the checks of RequestGuard. Like the IPC transport it only moves bytes: parsing, validation and
// errors belong to the host's handlers.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BRIDGE_ERROR_CODES } from '../../shared/bridge/bridge-error';
import { failure } from '../../shared/bridge/bridge-result';
import type { BridgeHandlerTable } from '../host/bridge-handlers';
import type { HostEvents } from '../host/host-events';
import { handleBridgeCall } from './bridge-call-route';
import { serveEventSocket } from './event-socket';
import { sendJson } from './http-replies';
import { RequestGuard } from './request-guard';
import { serveStaticFile } from './static-route';

export const BRIDGE_PATH_PREFIX = '/bridge/';
export { EVENTS_PATH } from './event-socket';

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

export async function startWebHost(options: WebHostOptions): Promise<WebHost> {
  const secret = options.secret ?? randomBytes(32).toString('hex');
  const log = options.log ?? (() => undefined);
  let port = 0;
  const guard = new RequestGuard(secret, () => port);
  const { handlers, events } = options.bridge;

  async function handleRequest(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(request.url ?? '/', 'http://placeholder').pathname;
    if (path.startsWith(BRIDGE_PATH_PREFIX)) {
      await handleBridgeCall({ guard, handlers }, request, response, path.slice(BRIDGE_PATH_PREFIX.length));
      return;
    }
    await serveStaticFile({ guard, rendererDir: options.rendererDir, port }, request, response, path);
  }

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
  const eventSocket = serveEventSocket(server, guard, events);

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
      await eventSocket.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
