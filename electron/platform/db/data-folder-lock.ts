// One platform per data folder. Two platforms on one folder would both run the import queue and the order
// scheduler over the same SQLite file (the second re-queues the first's running import, both apply it, and one
// of them records it `failed` although it was applied).
//
// The lock is an OS file lock, taken by SQLite on a small database of its own (`platform.lock`) opened in
// `locking_mode=EXCLUSIVE`: after its first write the connection keeps the file's exclusive lock until it is
// closed. The kernel drops that lock when the holding process ends, however it ends (kill -9, a crash, a power
// cut), so a dead holder never leaves a stale lock behind and a recycled pid can never pass for a live
// holder — which a pid file checked with `process.kill(pid, 0)` cannot promise. The JSON file beside it only
// says who holds the lock, for the message the next process prints; the lock alone decides.
import Database from 'better-sqlite3';
import { hostname } from 'node:os';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sqliteOpenOptions } from '../../common/sqlite-binding';

export const DATA_FOLDER_LOCK_FILE = 'platform.lock';
export const DATA_FOLDER_HOLDER_FILE = 'platform.lock.json';

/**
 * The lock connections this process holds. Reachable from here, a held connection is never garbage
 * collected (collecting it closes it, which would silently give the folder up while the platform runs).
 */
const HELD_LOCKS = new Set<Database.Database>();

/** Who holds a data folder, as that process wrote it when it took the lock. */
export interface DataFolderHolder {
  pid: number;
  host: string;
  /** When the holder took the lock (ISO 8601). */
  started_at: string;
}

/** A second platform tried to open a data folder that a running platform holds. */
export class DataFolderInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: DataFolderHolder | undefined,
  ) {
    const who = holder
      ? `platform process ${holder.pid} on ${holder.host}, started at ${holder.started_at}`
      : 'another platform process (it has not yet written who it is)';
    super(
      `The data folder ${dataDir} is in use by ${who}. ` +
        'One platform runs per data folder: stop that one, or use another data folder.',
    );
    this.name = 'DataFolderInUseError';
  }
}

export interface DataFolderLock {
  readonly holder: DataFolderHolder;
  /** Gives the folder up (the process ending gives it up too). */
  release(): void;
}

/** Takes the data folder for this process, or throws DataFolderInUseError naming the process that has it. */
export function lockDataFolder(dataDir: string, now: () => Date = () => new Date()): DataFolderLock {
  mkdirSync(dataDir, { recursive: true });
  // timeout 0: a held lock is an answer now, not something to wait for.
  const db = new Database(join(dataDir, DATA_FOLDER_LOCK_FILE), { ...sqliteOpenOptions(), timeout: 0 });
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('CREATE TABLE IF NOT EXISTS lock_taken (at TEXT NOT NULL)');
    db.prepare('DELETE FROM lock_taken').run();
    db.prepare('INSERT INTO lock_taken (at) VALUES (?)').run(now().toISOString());
    db.exec('COMMIT');
  } catch (error) {
    db.close();
    if (isBusy(error)) throw new DataFolderInUseError(dataDir, readHolder(dataDir));
    throw error;
  }
  const holder: DataFolderHolder = { pid: process.pid, host: hostname(), started_at: now().toISOString() };
  const holderFile = join(dataDir, DATA_FOLDER_HOLDER_FILE);
  writeFileSync(holderFile, `${JSON.stringify(holder)}\n`);
  HELD_LOCKS.add(db);
  let released = false;
  return {
    holder,
    release() {
      if (released) return;
      released = true;
      // The note goes first: once the lock is free, the next holder writes its own.
      rmSync(holderFile, { force: true });
      HELD_LOCKS.delete(db);
      db.close();
    },
  };
}

function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED';
}

function readHolder(dataDir: string): DataFolderHolder | undefined {
  try {
    const parsed = JSON.parse(readFileSync(join(dataDir, DATA_FOLDER_HOLDER_FILE), 'utf8')) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { pid, host, started_at: startedAt } = parsed as Record<string, unknown>;
    if (typeof pid !== 'number' || typeof host !== 'string' || typeof startedAt !== 'string')
      return undefined;
    return { pid, host, started_at: startedAt };
  } catch {
    return undefined;
  }
}
