// Reads GET /v0/d/events over a real HTTP connection, as a workstation does, and queues what arrives.
import { SseParser, type SseMessage } from '../../../electron/services/api/sse-parser';

/** A store event as the stream carries it; `data` is left loosely typed for the assertions to read. */
export interface StreamedEvent {
  id: number;
  type: string;
  store_id: string | null;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields of its event type
  data: any;
}

export interface EventStreamReader {
  status: number;
  /** The next message of the stream (events, `stream.ready`, `stream.reset`); fails after 10 s. */
  next(): Promise<SseMessage>;
  /** The next `count` messages that are store events (control messages are skipped). */
  events(count: number): Promise<StreamedEvent[]>;
  /** Messages received so far and not yet taken. */
  pending(): SseMessage[];
  close(): void;
}

export async function openEventStream(
  url: string,
  token: string,
  options: { storeId?: string; lastEventId?: number | string } = {},
): Promise<EventStreamReader> {
  const controller = new AbortController();
  const query = options.storeId === undefined ? '' : `?store_id=${encodeURIComponent(options.storeId)}`;
  const response = await fetch(`${url}/v0/d/events${query}`, {
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'text/event-stream',
      ...(options.lastEventId === undefined ? {} : { 'last-event-id': String(options.lastEventId) }),
    },
    signal: controller.signal,
  });
  const queue: SseMessage[] = [];
  const waiters: Array<() => void> = [];
  if (response.ok && response.body) {
    const parser = new SseParser();
    const decoder = new TextDecoder();
    void (async () => {
      try {
        const reader = response.body!.getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          queue.push(...parser.push(decoder.decode(value, { stream: true })));
          waiters.splice(0).forEach((wake) => wake());
        }
      } catch {
        // aborted by close()
      }
    })();
  }

  async function next(): Promise<SseMessage> {
    const deadline = Date.now() + 10_000;
    while (queue.length === 0) {
      if (Date.now() > deadline) throw new Error('No message on the events stream within 10 s');
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
    return queue.shift()!;
  }

  return {
    status: response.status,
    next,
    async events(count) {
      const taken: StreamedEvent[] = [];
      while (taken.length < count) {
        const message = await next();
        if (!message.event.startsWith('stream.')) taken.push(JSON.parse(message.data));
      }
      return taken;
    },
    pending: () => [...queue],
    close: () => controller.abort(),
  };
}
