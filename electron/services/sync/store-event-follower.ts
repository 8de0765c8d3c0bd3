// Keeps one events stream open for the workstation's store and applies what it carries as it arrives.
// A dropped connection is reopened after a growing pause and resumes after the last event applied, so a
// reconnect catches up from the platform's log, not with a full sync. When the platform cannot replay
// (first connection for the store, or `stream.reset`), the caller's incremental sync covers the gap.
import { ApiError } from '../api/api-errors';
import type { PlatformApiClient } from '../api/platform-api-client';
import type { StreamMessage } from '../api/store-event-stream';
import { backoffDelay, sleep } from '../api/backoff';
import type { AppliedChanges, StoreEventApplier } from './store-event-applier';

export interface StoreEventFollowerOptions {
  api: PlatformApiClient;
  applier: StoreEventApplier;
  /** The store to follow, read at every (re)connection. */
  storeId(): string | null;
  /** What applying changed; called at most once per turn of the event loop. */
  onApplied(changes: AppliedChanges): void;
  /** Reads what the stream cannot replay (an incremental sync); the resume point moves once it succeeded. */
  catchUp(): Promise<unknown>;
  /** The stream is (or is no longer) following the platform live. */
  onLiveChanged?(live: boolean): void;
  /** Pause before reconnecting: 1 s doubling to 30 s, with jitter (tests shorten it). */
  retry?: { baseDelayMs: number; maxDelayMs: number };
}

export class StoreEventFollower {
  private running: Promise<void> | undefined;
  private controller: AbortController | undefined;
  private isLive = false;
  private pending: AppliedChanges | undefined;

  constructor(private readonly options: StoreEventFollowerOptions) {}

  /** True while a stream is open and its backlog has been applied. */
  get live(): boolean {
    return this.isLive;
  }

  start(): void {
    if (this.running) return;
    const controller = new AbortController();
    this.controller = controller;
    this.running = this.follow(controller.signal);
  }

  async stop(): Promise<void> {
    this.controller?.abort(new Error('stopped'));
    await this.running;
    this.running = undefined;
    this.controller = undefined;
  }

  private async follow(signal: AbortSignal): Promise<void> {
    const retry = this.options.retry ?? { baseDelayMs: 1000, maxDelayMs: 30_000 };
    for (let failures = 0; !signal.aborted;) {
      const storeId = this.options.storeId();
      try {
        if (storeId === null) throw new Error('no store chosen');
        if (await this.readStream(storeId, signal)) failures = 0;
      } catch (error) {
        if (signal.aborted) break;
        // Signed out or no longer allowed in the store: no point asking again soon.
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) failures = 10;
      }
      this.setLive(false);
      if (signal.aborted) break;
      await sleep(backoffDelay(failures, retry, Math.random), signal).catch(() => undefined);
      failures += 1;
    }
    this.setLive(false);
  }

  /** One connection, until it ends; true when it got as far as following live. */
  private async readStream(storeId: string, signal: AbortSignal): Promise<boolean> {
    const { api, applier } = this.options;
    const lastEventId = applier.lastEventId(storeId);
    let reachedLive = false;
    const stream = api.streamEvents(
      { storeId, ...(lastEventId === undefined ? {} : { lastEventId }) },
      signal,
    );
    for await (const message of stream) {
      await this.handle(storeId, message, lastEventId === undefined);
      if (message.kind !== 'event') {
        reachedLive = true;
        this.setLive(true);
      }
    }
    return reachedLive;
  }

  private async handle(storeId: string, message: StreamMessage, firstConnection: boolean): Promise<void> {
    const { applier } = this.options;
    if (message.kind === 'event') {
      this.collect(applier.apply(storeId, [message.event]));
      return;
    }
    if (message.kind === 'ready' && !firstConnection) return;
    if (message.kind === 'ready') {
      // From here on the stream brings every change: resume here, then read what came before.
      applier.resumeAfter(storeId, message.latestEventId);
      await this.options.catchUp();
    } else {
      await this.options.catchUp();
      applier.resumeAfter(storeId, message.latestEventId);
    }
  }

  /** Changes of one chunk of the stream reach the screens together. */
  private collect(changes: AppliedChanges): void {
    if (changes.orderIds.length === 0 && changes.drawerIds.length === 0 && !changes.needsSync) return;
    if (!this.pending) {
      this.pending = { orderIds: [], createdOrderIds: [], drawerIds: [], needsSync: false };
      setImmediate(() => {
        const flushed = this.pending!;
        this.pending = undefined;
        this.options.onApplied(flushed);
      });
    }
    const pending = this.pending;
    for (const id of changes.orderIds) if (!pending.orderIds.includes(id)) pending.orderIds.push(id);
    for (const id of changes.createdOrderIds)
      if (!pending.createdOrderIds.includes(id)) pending.createdOrderIds.push(id);
    for (const id of changes.drawerIds) if (!pending.drawerIds.includes(id)) pending.drawerIds.push(id);
    pending.needsSync ||= changes.needsSync;
  }

  private setLive(live: boolean): void {
    if (live === this.isLive) return;
    this.isLive = live;
    this.options.onLiveChanged?.(live);
  }
}
