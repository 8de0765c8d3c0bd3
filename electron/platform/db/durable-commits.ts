// Group commit for the platform's SQLite file. SQLite commits with synchronous=NORMAL (the WAL is written,
// not flushed), and this flushes the WAL file to disk off the request thread (libuv's pool) before anything
// that could show a commit leaves the process: one flush covers every commit made before it started, however
// many requests made them. With synchronous=FULL each commit flushed the WAL on the event loop itself, and
// every other request, stream and timer of the process waited for the disk; now they run during the flush.
import { open } from 'node:fs/promises';
import type { SqlitePlatformDatabase } from './sql-database';

/** What the server awaits before an answer or an event may show a commit. */
export interface CommitDurability {
  /** Whether something was committed that may not be on disk yet. */
  readonly pending: boolean;
  durable(): Promise<void>;
}

/**
 * PostgreSQL: COMMIT returns once the commit is in its write-ahead log on disk (synchronous_commit on, the
 * default), so whatever a process has committed is already durable.
 */
export const DURABLE_ON_COMMIT: CommitDurability = { pending: false, durable: () => Promise.resolve() };

export class DurableCommits implements CommitDurability {
  /** total_changes() of the connection up to which the WAL is known to be on disk. */
  private flushedChanges = -1;
  private running: Promise<void> | undefined;
  private queued: Promise<void> | undefined;
  private readonly totalChanges;

  constructor(
    private readonly db: SqlitePlatformDatabase,
    private readonly walPath: string,
  ) {
    this.totalChanges = db.prepare('SELECT total_changes()').pluck();
  }

  /** Whether rows were written since the last flush began (row changes of this connection, triggers too). */
  get pending(): boolean {
    return this.db.open && this.changes() > this.flushedChanges;
  }

  /**
   * Resolves once every commit made before the call is on disk (at once when there is none); rejects if the
   * disk refuses the flush, so nothing is acknowledged that may not be kept.
   */
  durable(): Promise<void> {
    if (!this.pending) return Promise.resolve();
    if (!this.running) return this.flush();
    // The flush in flight may have started before the caller's commit: wait for the next one, which every
    // caller arriving meanwhile shares.
    this.queued ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = undefined;
        return this.pending ? this.flush() : undefined;
      });
    return this.queued;
  }

  private flush(): Promise<void> {
    const upTo = this.changes();
    const run = flushFile(this.walPath)
      .then(() => {
        this.flushedChanges = Math.max(this.flushedChanges, upTo);
      })
      .finally(() => {
        if (this.running === run) this.running = undefined;
      });
    this.running = run;
    return run;
  }

  private changes(): number {
    return this.totalChanges.get() as number;
  }
}

/** fdatasync of the file (opened for writing: Windows flushes only a handle that may write). */
async function flushFile(path: string): Promise<void> {
  let handle;
  try {
    handle = await open(path, 'r+');
  } catch (error) {
    // No WAL file: nothing was written through it since it was checkpointed away.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  try {
    await handle.datasync();
  } finally {
    await handle.close();
  }
}
