// The main process's push events, checked against their payload schema before any transport sends them.
import { EventEmitter } from 'node:events';
import { bridgeEvents } from '../../shared/bridge/events';
import type { BridgeEventName, EventPayload, EventPayloadIn } from '../../shared/bridge/types';

export interface BridgeEventMessage<Name extends BridgeEventName = BridgeEventName> {
  event: Name;
  payload: EventPayload<Name>;
}

export type BridgeEventListener = (message: BridgeEventMessage) => void;

export class HostEvents {
  private readonly emitter = new EventEmitter<{ message: [BridgeEventMessage] }>();

  constructor(private readonly log: (message: string, error: unknown) => void = console.error) {
    // Each window or WebSocket is one listener; many tabs of the web host must not look like a leak.
    this.emitter.setMaxListeners(0);
  }

  /** Sends an event to every subscriber. A payload its schema refuses is a bug: logged, not sent. */
  emit<Name extends BridgeEventName>(event: Name, payload: EventPayloadIn<Name>): void {
    const parsed = bridgeEvents[event].payload.safeParse(payload);
    if (!parsed.success) {
      this.log(`The event ${event} was not sent: its payload does not match its schema`, parsed.error);
      return;
    }
    this.emitter.emit('message', { event, payload: parsed.data as EventPayload<Name> });
  }

  /** How many transports' listeners are attached (each window, each WebSocket). */
  subscriberCount(): number {
    return this.emitter.listenerCount('message');
  }

  /** Receives every event; returns the function that stops it. */
  subscribe(listener: BridgeEventListener): () => void {
    this.emitter.on('message', listener);
    return () => this.emitter.off('message', listener);
  }
}
