// The shape every slice creator has: the bridge is injected, the rest is zustand's StateCreator over the
// whole store (so one slice can read another through get()).
import type { StateCreator } from 'zustand/vanilla';
import { BridgeError, type BridgeApi, type BridgeErrorCode } from '../../../shared/bridge';
import type { PosState } from './pos-store';

/** `createPickupSlice(bridge)(set, get, store)` → the pickup part of the store. */
export type PosSliceCreator<Slice> = (bridge: BridgeApi) => StateCreator<PosState, [], [], Slice>;

/** The whole store's `set` and `get`, as every slice creator receives them. */
export type PosSet = Parameters<StateCreator<PosState>>[0];
export type PosGet = Parameters<StateCreator<PosState>>[1];

/**
 * One group of a slice's actions, in its own file (zustand's slices pattern inside a slice): given the bridge
 * and what the slice's groups share (counters, helpers), `(set, get) => ({ ...actions })`. The slice spreads
 * its groups next to its session state, so the store's action names stay the slice's.
 */
export type ActionGroup<Slice, Names extends ActionNames<Slice>, Shared = void> = (
  bridge: BridgeApi,
  shared: Shared,
) => (set: PosSet, get: PosGet) => Pick<Slice, Names>;

/** The names of a slice's actions (its functions), to tell them from its data. */
export type ActionNames<Slice> = {
  [Key in keyof Slice]: Slice[Key] extends (...args: never[]) => unknown ? Key : never;
}[keyof Slice];

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

/** The checks the screens make before asking the main process, each worded by errors.valued.local_validation. */
export type LocalCheck =
  | 'pick_every_item'
  | 'nothing_left_to_return'
  | 'no_return_line'
  | 'card_refund_first'
  | 'day_format'
  | 'rounding_unknown';

/**
 * A check the screen makes before asking the main process failed: named as such, not as a fault of the app.
 * `check` words it in the session's language; `message` is its US English, word for word the catalog's.
 */
export function localValidationError(check: LocalCheck, message: string, field?: string): BridgeError {
  return new BridgeError({
    code: 'local_validation',
    message,
    values: { check },
    ...(field !== undefined ? { details: [{ path: field, message }] } : {}),
  });
}

/**
 * The code of a search or scan refused while the chosen store's catalog is still loading here; checked
 * against the main process's codes, so that renaming it there does not leave the screen waiting on nothing.
 */
export const CATALOG_LOADING = 'catalog_loading' satisfies BridgeErrorCode;

/** Anything a call can throw, as a BridgeError (a bug in our own code still reads as a sentence). */
export function asBridgeError(error: unknown): BridgeError {
  if (error instanceof BridgeError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new BridgeError({ code: 'internal_error', message: message || 'Something went wrong.' });
}

/**
 * Whether the session an action started in is still the one shown. An answer asked for by the user before
 * (a manager's drawer figures) is dropped when another user or store came in while it travelled.
 */
export function sameSession(get: () => PosState): () => boolean {
  const epoch = get().sessionEpoch;
  return () => get().sessionEpoch === epoch;
}
