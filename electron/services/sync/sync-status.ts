// What the sync tells the host (and through it the renderer): online or not, when the local data was
// last brought up to date, how many changes wait in the outbox, and how far a running sync is.
import type { Connectivity } from './connectivity-monitor';

export type SyncKind = 'full' | 'incremental';

export type SyncPhase = 'outbox' | 'stores' | 'configs' | 'catalog' | 'orders' | 'cash';

export interface SyncProgress {
  kind: SyncKind;
  phase: SyncPhase;
  /** Items of the phase done so far (products, orders, configurations...). */
  done: number;
  /** Items the phase has in all, when known. */
  total: number | null;
}

export interface SyncStatus {
  connectivity: Connectivity;
  /** End of the last sync that completed (ISO), null before the first. */
  lastSyncAt: string | null;
  /** End of the last full sync that completed; null means the first full sync is still to be done. */
  lastFullSyncAt: string | null;
  pendingOutbox: number;
  failedOutbox: number;
  /** The running sync's progress; null when idle. */
  progress: SyncProgress | null;
  /** Why the last sync did not complete (cleared by the next one that does). */
  lastError: { code: string; message: string; at: string } | null;
}

export interface SyncReport {
  kind: SyncKind;
  startedAt: string;
  finishedAt: string;
  stores: number;
  /** Products received from the platform in this sync. */
  products: number;
  orders: number;
  cashTransactions: number;
}

/** A sync asked for while another ran, refused because the service stopped first (sign-out, closing). */
export class SyncStoppedError extends Error {
  constructor() {
    super('The sync was not run: syncing stopped (signed out, or the app is closing) before it could start.');
    this.name = 'SyncStoppedError';
  }
}

/** The workstation has not chosen its store yet, or the store does not exist on the platform. */
export class SyncNotConfiguredError extends Error {
  constructor(
    readonly code: 'no_store' | 'unknown_store',
    message: string,
  ) {
    super(message);
    this.name = 'SyncNotConfiguredError';
  }
}
