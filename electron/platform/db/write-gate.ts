import { ApiError } from '../http/api-error';

/** How long a writing request waits for an import's apply to commit before it is answered 503 `busy`. */
export const DEFAULT_WRITE_WAIT_MS = 30_000;

/**
 * Keeps the request thread's writes out of the way of an import applying from its worker thread.
 *
 * SQLite has one writer at a time. While the import worker holds the write transaction, a write on the
 * request thread would wait inside SQLite's busy handler, synchronously, holding the event loop and thus
 * every read too. So writes are admitted here first, asynchronously: `exclusive()` (the import's apply)
 * stops admitting new writers, waits for those in flight to finish, runs, and lets the waiting ones in.
 * Reads never pass through the gate: WAL lets them read the last committed state meanwhile.
 *
 * On PostgreSQL writers do not exclude one another, but the gate still does its job within the process: a
 * request's write that touched a row the import's transaction holds (stock, prices, the job) would wait on
 * that row lock synchronously, holding this process's event loop as SQLite's busy handler would. Writes of
 * other processes sharing the database are not gated: one of them may wait on such a row until the import
 * commits, and a write that conflicts with it is retried by the driver (serialization failure).
 */
export class WriteGate {
  private writers = 0;
  private closed = false;
  private readonly waitingWriters = new Set<() => void>();
  private drained: (() => void) | undefined;
  private readonly deferred: Array<() => void> = [];

  constructor(private readonly waitMs: number = DEFAULT_WRITE_WAIT_MS) {}

  /** True while an exclusive writer runs or waits for the writers in flight. */
  get isClosed(): boolean {
    return this.closed;
  }

  /**
   * Admits one writer, waiting while the gate is closed; returns the function that lets it out. Throws a
   * 503 `busy` ApiError when the gate stays closed longer than the wait bound.
   */
  async enter(): Promise<() => void> {
    if (this.closed) await this.waitForOpen();
    this.writers += 1;
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.writers -= 1;
      if (this.writers === 0) this.drained?.();
    };
  }

  /** Runs `work` (background writes: timers) now if the gate is open, else as soon as it opens. */
  runWhenOpen(work: () => void): void {
    if (this.closed) this.deferred.push(work);
    else work();
  }

  /** Runs `work` with no other writer of this thread in flight nor admitted until it settles. */
  async exclusive<T>(work: () => Promise<T>): Promise<T> {
    if (this.closed) throw new Error('Only one exclusive writer at a time.');
    this.closed = true;
    try {
      if (this.writers > 0) {
        await new Promise<void>((resolve) => {
          this.drained = resolve;
        });
        this.drained = undefined;
      }
      return await work();
    } finally {
      this.closed = false;
      for (const admit of [...this.waitingWriters]) admit();
      for (const work of this.deferred.splice(0)) work();
    }
  }

  private waitForOpen(): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const admit = () => {
        clearTimeout(timer);
        this.waitingWriters.delete(admit);
        resolve();
      };
      const timer = setTimeout(() => {
        this.waitingWriters.delete(admit);
        reject(
          new ApiError(
            503,
            'busy',
            `A catalog import is being applied and the platform could not take this change within ` +
              `${Math.round(this.waitMs / 1000)} s; nothing was changed. Send the request again.`,
          ),
        );
      }, this.waitMs);
      this.waitingWriters.add(admit);
    });
  }
}
