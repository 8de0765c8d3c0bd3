import { EventEmitter } from 'node:events';
import type { ImportLimits } from '../common/archive/import-limits';
import type { PlatformDatabase } from './db/database';
import type { CommitDurability } from './db/durable-commits';
import type { SettingsRepository } from './db/settings-repository';
import type { WriteGate } from './db/write-gate';
import type { StaffPins } from './auth/staff-pins';
import type { TokenStore } from './auth/token-store';
import type { UserDirectory } from './auth/user-directory';

/** Things that happen in one area of the platform and that another area reacts to. */
export interface PlatformEventMap {
  /**
   * An import applied availabilities at these stores: the rerouting of on-hold orders it recorded with its
   * commit can be done now.
   */
  availabilitiesImported: [{ shop: string; storeIds: string[] }];
  /** A new pickup order waits for its grace period to end at this time (ISO): the scheduler re-arms. */
  orderDeadlineAdded: [deadline: string];
  /** The demo tenant was loaded into this platform (it becomes a training tenant). */
  demoTenantLoaded: [];
}

export class PlatformEvents extends EventEmitter<PlatformEventMap> {}

export interface PlatformOptions {
  /** Where SQLite (when no `database` is given) and downloaded archives live. */
  dataDir: string;
  /** A `postgres://` URL: the platform keeps its data in that PostgreSQL database instead of SQLite. */
  database?: string;
  /** Seconds a token lives; 8 hours unless a test wants to see expiry. */
  tokenTtlSeconds?: number;
  /** Largest JSON body accepted (bytes); larger is 413. */
  bodyLimitBytes?: number;
  /** Endpoint for `s3://` archive URIs (an S3-compatible store); AWS when absent. */
  s3Endpoint?: string;
  /** Extra PEM certificates trusted for `https://` archive downloads (tests use a local CA). */
  extraCaCertificates?: string[];
  /** Longest wait (ms) of a writing request while an import applies; DEFAULT_WRITE_WAIT_MS when absent. */
  writeWaitMs?: number;
  /**
   * How long (ms) a process's claim on a running import holds without renewal: after a process dies
   * mid-import, another one sharing the database runs the job again once this has passed.
   * DEFAULT_IMPORT_LEASE_MS (import-queue.ts) when absent.
   */
  importLeaseMs?: number;
  /** Archive limits; the contract's defaults when absent. */
  importLimits?: Partial<ImportLimits>;
  /**
   * PostgreSQL: how often (ms) the grace-period scheduler looks for deadlines other processes on the same
   * database added; DEFAULT_DEADLINE_POLL_MS when absent. Unused on SQLite (one process).
   */
  deadlinePollMs?: number;
  /**
   * Pause (ms) after a failed rerouting of on-hold orders after an import, doubled after each failure;
   * DEFAULT_REROUTE_RETRIES (orders/pending-reroutes.ts) when absent (tests shorten it).
   */
  rerouteRetryMs?: number;
  /** Timings and limits of the events stream; EVENT_STREAM_DEFAULTS when absent (tests shorten them). */
  eventStream?: Partial<{ heartbeatMs: number; pollMs: number; maxBacklog: number; retryMs: number }>;
}

/** Start and stop hooks of background work (import queue, order scheduler). */
export class Lifecycle {
  private readonly starters: Array<() => void | Promise<void>> = [];
  private readonly stoppers: Array<() => void | Promise<void>> = [];

  onStart(fn: () => void | Promise<void>): void {
    this.starters.push(fn);
  }

  onStop(fn: () => void | Promise<void>): void {
    this.stoppers.push(fn);
  }

  async start(): Promise<void> {
    for (const fn of this.starters) await fn();
  }

  async stop(): Promise<void> {
    for (const fn of [...this.stoppers].reverse()) await fn();
  }
}

/** Everything a route module needs, built once by the server. */
export interface PlatformContext {
  db: PlatformDatabase;
  /** Flushes commits to disk before anything shows them (every answer does; the events stream too). */
  durability: CommitDurability;
  now: () => Date;
  settings: SettingsRepository;
  users: UserDirectory;
  tokens: TokenStore;
  pins: StaffPins;
  events: PlatformEvents;
  lifecycle: Lifecycle;
  /** Writes of this thread pass through it, so that an import applying on its worker never holds them. */
  writeGate: WriteGate;
  options: PlatformOptions;
}
