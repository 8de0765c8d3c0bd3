// The typed bridge between the main process and the renderer: calls, push events, the result envelope.
import type { BridgeCall } from './define-call';
import type { BridgeEvent } from './define-event';
import { bridgeCalls } from './calls';
import { bridgeEvents } from './events';

export * from './bridge-error';
export * from './error-codes';
export * from './bridge-result';
export * from './define-call';
export * from './define-event';
export * from './types';
export { bridgeCalls } from './calls';
export { bridgeEvents } from './events';

/** Every call, flat, in a stable order (area by area as listed, verbs as listed). */
export const BRIDGE_CALL_LIST: readonly BridgeCall[] = Object.values(bridgeCalls).flatMap(
  (area) => Object.values(area) as BridgeCall[],
);

export const BRIDGE_EVENT_LIST: readonly BridgeEvent[] = Object.values(bridgeEvents);
