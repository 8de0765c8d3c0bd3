// GET /bridge/events: the host's push events over a WebSocket, to guarded clients only; a client that stops
// answering pings is dropped.
import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import type { HostEvents } from '../host/host-events';
import { WS_PROTOCOL, type GuardVerdict, type RequestGuard } from './request-guard';

export const EVENTS_PATH = '/bridge/events';
const PING_INTERVAL_MS = 30_000;

/** Serves the events socket on the server's upgrades; answers the function that closes it and its clients. */
export function serveEventSocket(
  server: Server,
  guard: RequestGuard,
  events: HostEvents,
): { close(): Promise<void> } {
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

  return {
    async close() {
      clearInterval(ping);
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
