import type { WriteGate } from '../db/write-gate';

/** Longest delay setTimeout takes (about 24.8 days); a later deadline is reached in several hops. */
const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;
const RETRY_AFTER_FAILURE_MS = 1000;

export interface GracePeriodQueue {
  /** Sends every order whose deadline has passed to its store. */
  sendDueOrdersToStores(): void;
  /** The earliest pending deadline (ISO), if any. */
  nextDeadline(): string | undefined;
}

/**
 * Wakes up when the next grace period ends; no polling. The deadlines live in SQLite (orders), so after
 * a restart `start()` first sends whatever fell due while the platform was down, then sleeps until the
 * next one. `deadlineAdded` re-arms the timer when a new order's deadline comes sooner.
 */
export class GracePeriodScheduler {
  private timer: NodeJS.Timeout | undefined;
  private armedFor: number | undefined;
  private running = false;

  constructor(
    private readonly queue: GracePeriodQueue,
    private readonly now: () => Date,
    private readonly onError: (error: unknown) => void,
    private readonly writeGate?: Pick<WriteGate, 'isClosed' | 'runWhenOpen'>,
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
    if (this.writeGate?.isClosed) return this.writeGate.runWhenOpen(() => this.wake());
    let failed = false;
    try {
      this.queue.sendDueOrdersToStores();
    } catch (error) {
      failed = true;
      this.onError(error);
    }
    const next = this.queue.nextDeadline();
    if (next === undefined) return;
    // After a failure the due orders are still due: try again a little later rather than spin.
    this.arm(
      failed ? Math.max(Date.parse(next), this.now().getTime() + RETRY_AFTER_FAILURE_MS) : Date.parse(next),
    );
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
