// The web host's push events as a test receives them: next(event, predicate) resolves with the first
// matching message from now on (no polling, no timers).
import WebSocket from 'ws';
import type { HostFixture } from './host-fixture';

export interface EventMessage<Payload = unknown> {
  event: string;
  payload: Payload;
}

export interface EventSocket {
  next<Payload>(event: string, predicate?: (payload: Payload) => boolean): Promise<Payload>;
  close(): void;
}

export async function openEventSocket(fixture: HostFixture): Promise<EventSocket> {
  const socket = new WebSocket(
    `ws://127.0.0.1:${fixture.webHost.port}/bridge/events`,
    ['pos-bridge.v1', `secret.${fixture.webHost.secret}`],
    { origin: fixture.webHost.origin },
  );
  const waiters = new Set<(message: EventMessage) => void>();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as EventMessage;
    for (const waiter of [...waiters]) waiter(message);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    next<Payload>(event: string, predicate: (payload: Payload) => boolean = () => true): Promise<Payload> {
      return new Promise((resolve) => {
        const waiter = (message: EventMessage) => {
          if (message.event !== event || !predicate(message.payload as Payload)) return;
          waiters.delete(waiter);
          resolve(message.payload as Payload);
        };
        waiters.add(waiter);
      });
    },
    close: () => socket.close(),
  };
}

/** The value of a successful call, or a thrown error showing the envelope. */
export function valueOf<Value>(result: { body: { ok: boolean } }): Value {
  if (!result.body.ok) throw new Error(`the call failed: ${JSON.stringify(result.body)}`);
  return (result.body as { ok: true; value: Value }).value;
}
