// The shape every slice creator has: the bridge is injected, the rest is zustand's StateCreator over the
// whole store (so one slice can read another through get()).
import type { StateCreator } from 'zustand/vanilla';
import { BridgeError, type BridgeApi } from '../../../shared/bridge';
import type { PosState } from './pos-store';

/** `createPickupSlice(bridge)(set, get, store)` → the pickup part of the store. */
export type PosSliceCreator<Slice> = (bridge: BridgeApi) => StateCreator<PosState, [], [], Slice>;

/** Where an action that talks to the main process stands; `error` is what the screen shows (by field). */
export interface ActionStatus {
  status: 'idle' | 'pending' | 'failed' | 'done';
  error: BridgeError | null;
}

export const IDLE: ActionStatus = { status: 'idle', error: null };
export const PENDING: ActionStatus = { status: 'pending', error: null };
export const DONE: ActionStatus = { status: 'done', error: null };

export function failed(error: unknown): ActionStatus {
  return { status: 'failed', error: asBridgeError(error) };
}

/** Anything a call can throw, as a BridgeError (a bug in our own code still reads as a sentence). */
export function asBridgeError(error: unknown): BridgeError {
  if (error instanceof BridgeError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new BridgeError({ code: 'internal_error', message: message || 'Something went wrong.' });
}
