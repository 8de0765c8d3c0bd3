// Delivers the outbox to the platform, strictly in seq order, one entry at a time.
//
// Ordering rule: an entry is sent only after every earlier entry has been acknowledged, except that an
// entry parked as failed (refused by the platform) holds back only the later entries sharing one of its
// ordering keys (same order, same drawer, the sale a cash transaction came from) — transitively. Other
// entries go on. When the platform cannot be reached (or answers with a server fault) the pass stops
// where it is, nothing is reordered, and the next pass starts from the same entry after a backoff.
import { EventEmitter } from 'node:events';
import { ApiContractError, ApiError, ApiUnreachableError, isTransient } from '../api/api-errors';
import { backoffDelay, type BackoffPolicy } from '../api/backoff';
import type { PlatformApiClient } from '../api/platform-api-client';
import type { Outbox } from './outbox';
import type { OutboxEntry, OutboxFailure } from './outbox-entry';
import type { OutboxHandlers } from './outbox-handlers';

export interface ReplayReport {
  /** Entries the platform acknowledged in this pass. */
  acknowledged: number;
  /** Entries the platform refused in this pass (now parked as failed). */
  failed: number;
  /** Pending entries held back behind a failed entry sharing an ordering key. */
  blocked: number;
  /**
   * Pending entries another user made, waiting until they sign in here again: the platform attributes a
   * change to the user whose session sends it, so each person's work is sent under their own name.
   * Later entries sharing an ordering key (same drawer, order or sale) wait with them, keeping the order.
   */
  waiting: number;
  /** Entries still in the outbox after the pass (pending and failed). */
  remaining: number;
  /** Set when the pass stopped early because the platform could not take the next entry. */
  stoppedBy?: OutboxFailure;
}

export interface OutboxReplayerOptions {
  /** Delay between passes while the platform is unreachable (default 1 s doubling up to 60 s, jittered). */
  backoff?: BackoffPolicy;
  random?: () => number;
  /**
   * Server faults (5xx) in a row on one entry before it is parked as failed (default 8): a poisoned entry
   * must not block the rest forever. Attempts that never reached the platform (an outage) do not count.
   */
  maxServerFaults?: number;
  now?: () => Date;
}

export interface OutboxReplayerEvents {
  /** A pass ended. */
  replayed: [report: ReplayReport];
}

const DEFAULT_REPLAY_BACKOFF: BackoffPolicy = { baseDelayMs: 1_000, maxDelayMs: 60_000 };

export class OutboxReplayer extends EventEmitter<OutboxReplayerEvents> {
  private running: Promise<ReplayReport> | undefined;
  private again = false;
  private started = false;
  private timer: NodeJS.Timeout | undefined;
  private unreachableStreak = 0;
  private readonly backoff: BackoffPolicy;
  private readonly random: () => number;
  private readonly maxServerFaults: number;
  private readonly now: () => Date;
  private readonly detachers: Array<() => void> = [];
  /** Server faults in a row per entry seq, since this replayer started (an outage's attempts are not faults). */
  private readonly serverFaultsInRow = new Map<number, number>();

  constructor(
    private readonly outbox: Outbox,
    private readonly api: PlatformApiClient,
    private readonly handlers: OutboxHandlers,
    options: OutboxReplayerOptions = {},
  ) {
    super();
    this.backoff = options.backoff ?? DEFAULT_REPLAY_BACKOFF;
    this.random = options.random ?? Math.random;
    this.maxServerFaults = options.maxServerFaults ?? 8;
    this.now = options.now ?? (() => new Date());
  }

  /**
   * Runs one pass over the outbox. Calls made while a pass runs share it, and one more pass follows so
   * that entries enqueued meanwhile are not left waiting.
   */
  replay(): Promise<ReplayReport> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.pass().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.kick();
      }
    });
    return this.running;
  }

  /**
   * The associate sends a failed entry again (with its local consequence: the sale or cash transaction is
   * pending again). Replays at once when started.
   */
  retry(seq: number): OutboxEntry {
    const entry = this.outbox.get(seq);
    return this.outbox.retry(seq, () => {
      if (entry) this.handlers[entry.kind].retried(entry);
    });
  }

  /** The associate gives up a failed entry (the sale or cash transaction is marked discarded locally). */
  discard(seq: number): OutboxEntry {
    const entry = this.outbox.get(seq);
    return this.outbox.discard(seq, () => {
      if (entry) this.handlers[entry.kind].discarded(entry);
    });
  }

  /**
   * Replays by itself from now on: when a change is enqueued, retried or discarded, when the platform
   * becomes reachable or the session is renewed, and after a backoff while the platform is unreachable.
   */
  start(): void {
    if (this.started) return;
    this.started = true;
    const kick = () => this.kick();
    const onReachability = (reachable: boolean) => {
      if (reachable) kick();
    };
    const onSession = (session: unknown) => {
      if (session) kick();
    };
    this.outbox.on('enqueued', kick);
    this.outbox.on('retried', kick);
    // A discarded entry may have held others back.
    this.outbox.on('discarded', kick);
    this.api.on('reachabilityChanged', onReachability);
    this.api.on('sessionChanged', onSession);
    this.detachers.push(
      () => this.outbox.off('enqueued', kick),
      () => this.outbox.off('retried', kick),
      () => this.outbox.off('discarded', kick),
      () => this.api.off('reachabilityChanged', onReachability),
      () => this.api.off('sessionChanged', onSession),
    );
    kick();
  }

  /** Stops replaying by itself and waits for a pass in progress to end. */
  async stop(): Promise<void> {
    this.started = false;
    clearTimeout(this.timer);
    this.timer = undefined;
    for (const remove of this.detachers.splice(0)) remove();
    await this.running?.catch(() => undefined);
  }

  private kick(): void {
    if (!this.started) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    void this.replay().then(
      (report) => this.scheduleAfter(report),
      () => this.scheduleAfter(undefined),
    );
  }

  private scheduleAfter(report: ReplayReport | undefined): void {
    if (!this.started || this.running) return;
    if (report && !report.stoppedBy) {
      this.unreachableStreak = 0;
      return;
    }
    const delay = backoffDelay(this.unreachableStreak, this.backoff, this.random);
    this.unreachableStreak += 1;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.kick(), delay);
    this.timer.unref();
  }

  private async pass(): Promise<ReplayReport> {
    const report: ReplayReport = { acknowledged: 0, failed: 0, blocked: 0, waiting: 0, remaining: 0 };
    const signedIn = this.api.session.current?.username;
    const heldKeys = new Set<string>();
    for (const listed of this.outbox.entries()) {
      // Re-read: the associate may have retried or discarded it while earlier entries were being sent.
      const entry = this.outbox.get(listed.seq);
      if (!entry) continue;
      if (entry.state === 'failed' || entry.orderingKeys.some((key) => heldKeys.has(key))) {
        if (entry.state === 'pending') report.blocked += 1;
        for (const key of entry.orderingKeys) heldKeys.add(key);
        continue;
      }
      if (signedIn !== undefined && entry.enqueuedBy !== null && entry.enqueuedBy !== signedIn) {
        report.waiting += 1;
        for (const key of entry.orderingKeys) heldKeys.add(key);
        continue;
      }
      const outcome = await this.deliver(entry);
      if (outcome === 'acknowledged') {
        report.acknowledged += 1;
      } else if (outcome.parked) {
        report.failed += 1;
        for (const key of entry.orderingKeys) heldKeys.add(key);
      } else {
        report.stoppedBy = outcome.failure;
        break;
      }
    }
    const counts = this.outbox.counts();
    report.remaining = counts.pending + counts.failed;
    this.emit('replayed', report);
    return report;
  }

  private async deliver(
    entry: OutboxEntry,
  ): Promise<'acknowledged' | { parked: boolean; failure: OutboxFailure }> {
    const handler = this.handlers[entry.kind];
    let result: unknown;
    try {
      result = await handler.send(entry, this.api);
    } catch (error) {
      const failure = describeFailure(error, this.now());
      const serverFault = error instanceof ApiError && error.status >= 500;
      const faultsInRow = serverFault ? (this.serverFaultsInRow.get(entry.seq) ?? 0) + 1 : 0;
      const poisoned = faultsInRow >= this.maxServerFaults;
      if (failure.kind === 'transient' && !poisoned) {
        if (serverFault) this.serverFaultsInRow.set(entry.seq, faultsInRow);
        else this.serverFaultsInRow.delete(entry.seq);
        this.outbox.noteAttempt(entry.seq, failure);
        return { parked: false, failure };
      }
      this.serverFaultsInRow.delete(entry.seq);
      this.outbox.park(entry.seq, failure, () => handler.failed(entry, failure));
      return { parked: true, failure };
    }
    this.serverFaultsInRow.delete(entry.seq);
    this.outbox.acknowledge(entry.seq, result, () => handler.acknowledged(entry, result));
    return 'acknowledged';
  }
}

/** Turns whatever a send threw into the failure record kept on the entry. */
export function describeFailure(error: unknown, at: Date): OutboxFailure {
  const when = at.toISOString();
  if (error instanceof ApiError) {
    return {
      // 401 here means nobody can sign in right now: wait for a session rather than give the entry up.
      kind: isTransient(error) || error.status === 401 ? 'transient' : 'refused',
      status: error.status,
      code: error.code,
      message: error.message,
      details: error.details,
      ...(error.values ? { values: error.values } : {}),
      at: when,
    };
  }
  if (error instanceof ApiUnreachableError) {
    return {
      kind: 'transient',
      status: null,
      code: `unreachable_${error.reason}`,
      message: error.message,
      details: [],
      at: when,
    };
  }
  if (error instanceof ApiContractError) {
    return {
      kind: 'contract_violation',
      status: error.status,
      code: 'contract_violation',
      message: error.message,
      details: error.issues,
      at: when,
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { kind: 'refused', status: null, code: 'local_error', message, details: [], at: when };
}
