import type { WriteGate } from '../db/write-gate';

/** Longest delay setTimeout takes (about 24.8 days); a later deadline is reached in several hops. */
const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;
/**
 * How often a process on a shared database (PostgreSQL) looks for deadlines other processes added: an
 * order another process took reaches its store at most this late when that process died meanwhile.
 */
export const DEFAULT_DEADLINE_POLL_MS = 5000;
/** How soon a due order that could not be sent (a failure, or another process holds it) is tried again. */
const RETRY_AFTER_FAILURE_MS = 1000;

export interface GracePeriodQueue {
  /** Sends every order whose deadline has passed to its store. */
  sendDueOrdersToStores(): void;
  /** The earliest pending deadline (ISO), if any. */
  nextDeadline(): string | undefined;
}

export interface GracePeriodSchedulerOptions {
  /** Called when sending due orders failed (they stay due: the scheduler tries again shortly). */
  onError: (error: unknown) => void;
  /** While an import applies on this process, sending waits for it (its commit would hold this thread). */
  writeGate?: Pick<WriteGate, 'isClosed' | 'runWhenOpen'>;
  /**
   * Several processes on one database: each also wakes at least this often (ms), for deadlines another
   * process added (this process never hears of them) or left behind (a process that died). Absent: one
   * process owns the database (SQLite) and hears of every deadline it has.
   */
  pollMs?: number;
}

/**
 * Wakes up when the next grace period ends. The deadlines live in the database (orders), so after a
 * restart `start()` first sends whatever fell due while the platform was down, then sleeps until the next
 * one. `deadlineAdded` re-arms the timer when a new order's deadline comes sooner. With several processes
 * each one's scheduler claims the due orders it acts on (OrderRouting), so each deadline is acted on once,
 * and wakes every `pollMs` besides for deadlines added elsewhere.
 */
export class GracePeriodScheduler {
  private timer: NodeJS.Timeout | undefined;
  private armedFor: number | undefined;
  private running = false;

  constructor(
    private readonly queue: GracePeriodQueue,
    private readonly now: () => Date,
    private readonly options: GracePeriodSchedulerOptions,
  ) {}

  start(): void {
    this.running = true;
    this.wake();
  }

  stop(): void {
    this.running = false;
    this.disarm();
  }

  /** A new deadline exists: re-arm when it comes before the one the timer waits for. */
  deadlineAdded(deadline: string): void {
    if (!this.running) return;
    const at = Date.parse(deadline);
    if (this.armedFor === undefined || at < this.armedFor) this.arm(at);
  }

  private wake(): void {
    this.disarm();
    if (!this.running) return;
    // An import is applying: sending orders would wait for its commit on this thread; wake once it is done.
    const { writeGate, pollMs } = this.options;
    if (writeGate?.isClosed) return writeGate.runWhenOpen(() => this.wake());
    let failed = false;
    try {
      this.queue.sendDueOrdersToStores();
    } catch (error) {
      failed = true;
      this.options.onError(error);
    }
    const now = this.now().getTime();
    const next = this.queue.nextDeadline();
    let at = next === undefined ? undefined : Date.parse(next);
    // Still due after sending: it failed, or another process holds that order right now. Try again a
    // little later rather than spin.
    if (at !== undefined && (failed || at <= now)) at = Math.max(at, now + RETRY_AFTER_FAILURE_MS);
    if (pollMs !== undefined) at = Math.min(at ?? Infinity, now + pollMs);
    if (at !== undefined) this.arm(at);
  }

  private arm(at: number): void {
    this.disarm();
    const delay = Math.min(Math.max(at - this.now().getTime(), 0), MAX_TIMER_DELAY_MS);
    this.armedFor = at;
    this.timer = setTimeout(() => this.wake(), delay);
    // The HTTP server keeps the process alive; a pending deadline alone should not.
    this.timer.unref();
  }

  private disarm(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.armedFor = undefined;
  }
}
