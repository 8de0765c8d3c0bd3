// Reads the platform's events stream (GET /v0/d/events) as typed messages: store events in order, the
// `stream.ready` mark once the backlog is replayed, and `stream.reset` when it cannot be.
import { z } from 'zod';
import { toErrorDetails } from '../../../shared/contract/validation';
import {
  StoreEventSchema,
  StreamReadySchema,
  StreamResetSchema,
  type StoreEvent,
} from '../../../shared/contract/store-event';
import { ApiContractError } from './api-errors';
import type { ApiTransport } from './api-transport';
import { SseParser, type SseMessage } from './sse-parser';

export type StreamMessage =
  | { kind: 'event'; event: StoreEvent }
  | { kind: 'ready'; latestEventId: number }
  | { kind: 'reset'; reason: z.infer<typeof StreamResetSchema>['reason']; latestEventId: number };

export interface StoreEventStreamQuery {
  /** Only this store's events (and tenant-wide ones); every store the user may see when absent. */
  storeId?: string;
  /** Resume after this event id; from now on when absent. */
  lastEventId?: number;
}

const CALL = 'GET /v0/d/events';

/**
 * Opens the stream and yields its messages until the platform ends it or `signal` aborts. Rejects like any
 * call (ApiError, ApiUnreachableError) when it cannot be opened, and with ApiContractError on a message
 * that breaks the contract (the caller reconnects after the last event it applied).
 */
export async function* readStoreEvents(
  transport: ApiTransport,
  query: StoreEventStreamQuery,
  signal: AbortSignal,
): AsyncGenerator<StreamMessage> {
  const response = await transport.openStream(
    '/v0/d/events',
    { store_id: query.storeId },
    {
      accept: 'text/event-stream',
      ...(query.lastEventId === undefined ? {} : { 'last-event-id': String(query.lastEventId) }),
    },
    signal,
  );
  if (!response.body) return;
  const parser = new SseParser();
  const decoder = new TextDecoder();
  try {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      for (const message of parser.push(decoder.decode(value, { stream: true }))) {
        const typed = toStreamMessage(message);
        if (typed) yield typed;
      }
    }
  } catch (error) {
    if (signal.aborted) return;
    throw error;
  }
}

function toStreamMessage(message: SseMessage): StreamMessage | undefined {
  const json = parseJson(message.data);
  switch (message.event) {
    case 'stream.ready':
      return { kind: 'ready', latestEventId: check(StreamReadySchema, json).latest_event_id };
    case 'stream.reset': {
      const reset = check(StreamResetSchema, json);
      return { kind: 'reset', reason: reset.reason, latestEventId: reset.latest_event_id };
    }
    default:
      return { kind: 'event', event: check(StoreEventSchema, json) };
  }
}

function check<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ApiContractError(CALL, 200, toErrorDetails(parsed.error));
  return parsed.data;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiContractError(CALL, 200, [{ path: '', message: 'an event whose data is not JSON' }]);
  }
}
