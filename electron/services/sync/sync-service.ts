// Keeps the workstation's local data up to date with the platform and says how it stands.
//
// - The first sync is full: stores, configurations, the whole catalog of the store (resumable), the
//   store's orders, its cash drawers. Later syncs are incremental (`updated_since` cursors), run every
//   `intervalMs`, when the platform comes back online, and on demand (syncNow).
// - Before pulling, the outbox is replayed so the platform already has this workstation's changes.
// - Status (online/offline, last sync, outbox counts, progress, last error) is an event the host forwards
//   to the renderer; offline is detected from the API client's unreachable errors and a /health probe.
import { EventEmitter } from 'node:events';
import { ApiError, ApiUnreachableError } from '../api/api-errors';
import type { PlatformApiClient } from '../api/platform-api-client';
import { storeCatalogScope } from '../catalog/store-catalog';
import type { LocalData } from '../local-db/local-data';
import type { Outbox } from '../outbox/outbox';
import type { OutboxReplayer } from '../outbox/outbox-replayer';
import type { OrderActionPayload } from '../outbox/outbox-payloads';
import { orderKey } from '../outbox/outbox-payloads';
import { syncCash } from './cash-sync';
import { syncCatalog } from './catalog-sync';
import { syncConfigs, syncStores } from './config-sync';
import { ConnectivityMonitor, type Connectivity } from './connectivity-monitor';
import { refreshOrder, syncOrders } from './order-sync';
import { StoreEventApplier, type AppliedChanges } from './store-event-applier';
import { StoreEventFollower } from './store-event-follower';
import {
  SyncNotConfiguredError,
  SyncStoppedError,
  type SyncKind,
  type SyncPhase,
  type SyncProgress,
  type SyncReport,
  type SyncStatus,
} from './sync-status';

export interface WorkstationScope {
  /** The store this workstation works in (null until chosen). */
  storeId: string | null;
  /** Locale of the product texts, e.g. en-US. */
  locale: string;
}

export interface SyncServiceOptions {
  api: PlatformApiClient;
  data: LocalData;
  outbox: Outbox;
  /** Replayed before every pull; omit to leave the outbox to its own schedule. */
  replayer?: OutboxReplayer;
  /** Read at the start of every sync (the settings may change between two). */
  workstation: () => WorkstationScope;
  /** Between two incremental syncs while the events stream is down (default 60 s). */
  intervalMs?: number;
  /** Between two incremental syncs while the events stream follows the platform (default 5 min): a fallback. */
  liveIntervalMs?: number;
  /** Follow the platform's events stream (default true). */
  followEvents?: boolean;
  /** Pause before reopening a dropped events stream (default 1 s doubling to 30 s). */
  eventsRetry?: { baseDelayMs: number; maxDelayMs: number };
  /** Items per page of the list calls (default 500, the contract's maximum). */
  pageSize?: number;
  connectivity?: ConnectivityMonitor;
  now?: () => Date;
}

export interface SyncServiceEvents {
  /** After every change of the status (including progress): what the renderer shows. */
  statusChanged: [status: SyncStatus];
  /** A sync completed. */
  synced: [report: SyncReport];
  /** Orders changed in the local database (from the events stream or a sync): the screens re-read them. */
  ordersChanged: [change: OrdersChange];
  /** Drawers got new transactions from the platform (their summary was read again). */
  drawersChanged: [drawerIds: string[]];
}

export interface OrdersChange {
  storeId: string;
  orderIds: string[];
  /** Orders this workstation had not seen before: new work for the store. */
  createdOrderIds: string[];
  source: 'events' | 'sync';
}

const LAST_SYNC = 'sync.lastSyncAt';
const LAST_FULL_SYNC = 'sync.lastFullSyncAt';
/** The store that last full sync read: a workstation moved to another store owes that store a full sync. */
const LAST_FULL_SYNC_STORE = 'sync.lastFullSyncStoreId';
const STALE_ORDERS = 'orders.stale';

export class SyncService extends EventEmitter<SyncServiceEvents> {
  readonly connectivity: ConnectivityMonitor;
  private readonly api: PlatformApiClient;
  private readonly data: LocalData;
  private readonly outbox: Outbox;
  private readonly replayer: OutboxReplayer | undefined;
  private readonly workstation: () => WorkstationScope;
  private readonly intervalMs: number;
  private readonly liveIntervalMs: number;
  private readonly events: StoreEventFollower | undefined;
  private readonly pageSize: number;
  private readonly now: () => Date;
  private running: Promise<SyncReport> | undefined;
  /** The store and locale the running sync reads (read once at its start). */
  private runningFor: WorkstationScope | undefined;
  /** The sync that runs after the running one, for a store or locale chosen since it started. */
  private queued: { report: Promise<SyncReport>; full: boolean } | undefined;
  /** How many times stop() was called: a sync queued before a stop does not start after it. */
  private stops = 0;
  private timer: NodeJS.Timeout | undefined;
  private started = false;
  private progress: SyncProgress | null = null;
  private lastError: SyncStatus['lastError'] = null;
  private readonly detach: Array<() => void> = [];

  constructor(options: SyncServiceOptions) {
    super();
    this.api = options.api;
    this.data = options.data;
    this.outbox = options.outbox;
    this.replayer = options.replayer;
    this.workstation = options.workstation;
    this.intervalMs = options.intervalMs ?? 60_000;
    this.liveIntervalMs = options.liveIntervalMs ?? 300_000;
    if (options.followEvents ?? true) {
      this.events = new StoreEventFollower({
        api: options.api,
        applier: new StoreEventApplier(options.data, options.outbox),
        storeId: () => this.workstation().storeId,
        onApplied: (changes) => void this.applied(changes),
        catchUp: () => this.syncNow(),
        ...(options.eventsRetry ? { retry: options.eventsRetry } : {}),
      });
    }
    this.pageSize = options.pageSize ?? 500;
    this.now = options.now ?? (() => new Date());
    this.connectivity = options.connectivity ?? new ConnectivityMonitor(options.api);

    const onCounts = () => this.publish();
    const onConnectivity = (state: Connectivity) => {
      this.publish();
      if (state === 'online' && this.started) void this.syncNow().catch(() => undefined);
    };
    const onDiscarded = (entry: { kind: string; payload: unknown }) => {
      if (entry.kind === 'order_action') this.markStale((entry.payload as OrderActionPayload).order_id);
    };
    this.outbox.on('countsChanged', onCounts);
    this.outbox.on('discarded', onDiscarded);
    this.connectivity.on('changed', onConnectivity);
    this.detach.push(
      () => this.outbox.off('countsChanged', onCounts),
      () => this.outbox.off('discarded', onDiscarded),
      () => this.connectivity.off('changed', onConnectivity),
    );
  }

  get status(): SyncStatus {
    const counts = this.outbox.counts();
    return {
      connectivity: this.connectivity.state,
      lastSyncAt: this.data.syncState.get(LAST_SYNC) ?? null,
      lastFullSyncAt: this.data.syncState.get(LAST_FULL_SYNC) ?? null,
      pendingOutbox: counts.pending,
      failedOutbox: counts.failed,
      progress: this.progress,
      lastError: this.lastError,
    };
  }

  /** Watches connectivity, syncs now (full the first time) and then every intervalMs. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.connectivity.start();
    this.events?.start();
    this.scheduleNext(0);
  }

  /** True while the events stream follows the platform (polling then runs at the longer interval). */
  get followingEvents(): boolean {
    return this.events?.live ?? false;
  }

  /**
   * Stops the schedule and waits for a sync in progress to end. A sync queued behind it is refused rather
   * than started: after a sign-out or while the app closes (its local database about to close) nothing runs.
   */
  async stop(): Promise<void> {
    this.started = false;
    this.stops += 1;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.connectivity.stop();
    await this.events?.stop();
    await this.running?.catch(() => undefined);
    await this.queued?.report.catch(() => undefined);
  }

  /** Stops for good: also detaches from the outbox and the connectivity monitor. */
  async dispose(): Promise<void> {
    await this.stop();
    this.connectivity.dispose();
    for (const detach of this.detach.splice(0)) detach();
  }

  /**
   * Syncs now: full when asked or when no full sync of the workstation's store ever completed (a failed or
   * refused one included: the next sync is full again), incremental otherwise. A call while a
   * sync of the same store and locale runs gets that sync's result. A call after the workstation moved to
   * another store (or language) gets a sync that starts once the running one ends: the running one reads
   * the previous store, whose catalog and orders are not this one's. Rejects with the reason it could not
   * complete (also in the status).
   */
  syncNow(options: { full?: boolean } = {}): Promise<SyncReport> {
    if (this.running) {
      if (sameWorkstationScope(this.runningFor, this.workstation())) return this.running;
      return this.queue(this.running, options.full ?? false);
    }
    const kind: SyncKind =
      options.full || !this.fullSyncCompletedFor(this.workstation().storeId) ? 'full' : 'incremental';
    this.runningFor = this.workstation();
    this.running = this.run(kind).finally(() => {
      this.running = undefined;
      this.runningFor = undefined;
      this.progress = null;
      this.publish();
    });
    return this.running;
  }

  /**
   * One sync after `running`, full if any caller asked for it; callers meanwhile share it. Refused (never
   * started) when the service is stopped before `running` ends.
   */
  private queue(running: Promise<SyncReport>, full: boolean): Promise<SyncReport> {
    if (this.queued) {
      this.queued.full ||= full;
      return this.queued.report;
    }
    const stopsWhenQueued = this.stops;
    const queued: { report: Promise<SyncReport>; full: boolean } = {
      full,
      report: running
        .catch(() => undefined)
        .then(() => {
          this.queued = undefined;
          if (this.stops !== stopsWhenQueued) throw new SyncStoppedError();
          return this.syncNow({ full: queued.full });
        }),
    };
    this.queued = queued;
    return queued.report;
  }

  /** True once a full sync of this store completed: its orders' and cash cursors are this store's. */
  private fullSyncCompletedFor(storeId: string | null): boolean {
    return (
      this.data.syncState.get(LAST_FULL_SYNC) !== undefined &&
      this.data.syncState.get(LAST_FULL_SYNC_STORE) === storeId
    );
  }

  /** Reads one order and its history from the platform now (when the associate opens it). */
  async refreshOrder(orderId: string) {
    return refreshOrder(this.api, this.data, orderId);
  }

  private async run(kind: SyncKind): Promise<SyncReport> {
    const startedAt = this.now().toISOString();
    const report: SyncReport = {
      kind,
      startedAt,
      finishedAt: startedAt,
      stores: 0,
      products: 0,
      orders: 0,
      cashTransactions: 0,
    };
    try {
      const { storeId, locale } = this.workstation();
      if (storeId === null)
        throw new SyncNotConfiguredError('no_store', 'Choose the store of this workstation before syncing.');

      if (this.replayer) {
        this.step(kind, 'outbox', 0, null);
        await this.replayer.replay();
      }
      this.step(kind, 'stores', 0, null);
      report.stores = await syncStores(this.api, this.data);
      const store = this.data.stores.get(storeId);
      if (!store) {
        throw new SyncNotConfiguredError(
          'unknown_store',
          `Store '${storeId}' does not exist on the platform.`,
        );
      }
      await syncConfigs(this.api, this.data, storeId, (done, total) =>
        this.step(kind, 'configs', done, total),
      );
      report.products = await syncCatalog(this.api, this.data, storeCatalogScope(store, locale), {
        full: kind === 'full',
        pageSize: this.pageSize,
        onProgress: (done, total) => this.step(kind, 'catalog', done, total),
      });
      const orderChanges = { orderIds: [] as string[], createdOrderIds: [] as string[] };
      report.orders = await syncOrders(this.api, this.data, this.outbox, storeId, {
        full: kind === 'full',
        pageSize: this.pageSize,
        onProgress: (done, total) => this.step(kind, 'orders', done, total),
        changes: orderChanges,
      });
      if (orderChanges.orderIds.length > 0)
        this.emit('ordersChanged', { storeId, ...orderChanges, source: 'sync' });
      await this.refreshStaleOrders();
      report.cashTransactions = await syncCash(this.api, this.data, storeId, {
        pageSize: this.pageSize,
        onProgress: (done, total) => this.step(kind, 'cash', done, total),
      });

      report.finishedAt = this.now().toISOString();
      this.data.transaction(() => {
        this.data.syncState.set(LAST_SYNC, report.finishedAt);
        if (kind === 'full') {
          this.data.syncState.set(LAST_FULL_SYNC, report.finishedAt);
          this.data.syncState.set(LAST_FULL_SYNC_STORE, storeId);
        }
      });
      this.lastError = null;
      this.emit('synced', report);
      return report;
    } catch (error) {
      this.lastError = {
        code: codeOf(error),
        message: error instanceof Error ? error.message : String(error),
        at: this.now().toISOString(),
      };
      throw error;
    } finally {
      if (this.started) this.scheduleNext(this.followingEvents ? this.liveIntervalMs : this.intervalMs);
    }
  }

  /** What the events stream changed here reaches the screens; drawers and settings are read again. */
  private async applied(changes: AppliedChanges): Promise<void> {
    const storeId = this.workstation().storeId;
    if (storeId !== null && changes.orderIds.length > 0) {
      this.emit('ordersChanged', {
        storeId,
        orderIds: changes.orderIds,
        createdOrderIds: changes.createdOrderIds,
        source: 'events',
      });
    }
    try {
      for (const drawerId of changes.drawerIds) {
        this.data.cash.putSummary(drawerId, await this.api.getDrawerSummary(drawerId));
      }
      if (changes.drawerIds.length > 0) this.emit('drawersChanged', changes.drawerIds);
      if (changes.needsSync) await this.syncNow();
    } catch {
      // The next sync reads them; its error is in the status already.
    }
  }

  private async refreshStaleOrders(): Promise<void> {
    const stale = this.staleOrders();
    if (stale.length === 0) return;
    const waiting = this.outbox.keysInUse();
    const remaining: string[] = [];
    for (const orderId of stale) {
      if (waiting.has(orderKey(orderId))) remaining.push(orderId);
      else await refreshOrder(this.api, this.data, orderId);
    }
    this.data.syncState.set(STALE_ORDERS, JSON.stringify(remaining));
  }

  /** An order whose local state came from a change given up: read it again at the next sync. */
  private markStale(orderId: string): void {
    const stale = new Set(this.staleOrders());
    stale.add(orderId);
    this.data.syncState.set(STALE_ORDERS, JSON.stringify([...stale]));
  }

  private staleOrders(): string[] {
    const text = this.data.syncState.get(STALE_ORDERS);
    return text === undefined ? [] : (JSON.parse(text) as string[]);
  }

  private scheduleNext(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.syncNow().catch(() => undefined);
    }, delayMs);
    this.timer.unref();
  }

  private step(kind: SyncKind, phase: SyncPhase, done: number, total: number | null): void {
    this.progress = { kind, phase, done, total };
    this.publish();
  }

  private publish(): void {
    this.emit('statusChanged', this.status);
  }
}

function codeOf(error: unknown): string {
  if (error instanceof SyncNotConfiguredError || error instanceof ApiError) return error.code;
  if (error instanceof ApiUnreachableError) return `unreachable_${error.reason}`;
  return 'sync_failed';
}

function sameWorkstationScope(a: WorkstationScope | undefined, b: WorkstationScope): boolean {
  return a?.storeId === b.storeId && a.locale === b.locale;
}
