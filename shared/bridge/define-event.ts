// A push event from the main process to the renderer, defined once: `on<Something>Changed` and its payload.
import type { z } from 'zod';

export interface BridgeEvent<Name extends string = string, Payload extends z.ZodType = z.ZodType> {
  /** `onSyncStateChanged`: the name the renderer subscribes to. */
  readonly name: Name;
  /** `pos:event:onSyncStateChanged`: the Electron IPC channel. */
  readonly channel: `pos:event:${Name}`;
  /** Checked in the main process before the event is sent. */
  readonly payload: Payload;
  readonly summary: string;
}

const EVENT_NAME = /^on[A-Z][A-Za-z0-9]*Changed$/;

export function defineEvent<const Name extends string, Payload extends z.ZodType>(
  name: Name,
  spec: { payload: Payload; summary: string },
): BridgeEvent<Name, Payload> {
  if (!EVENT_NAME.test(name)) throw new Error(`Bridge events are named on<Something>Changed: got '${name}'.`);
  return { name, channel: `pos:event:${name}`, payload: spec.payload, summary: spec.summary };
}
