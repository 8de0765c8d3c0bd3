// PostgreSQL behind the platform's synchronous database interface (sql-database.ts). The connection lives on
// a worker thread (postgres-connection-worker.mjs); each call posts its request and waits for the answer
// with Atomics.wait, so a repository runs the same code on PostgreSQL as on SQLite. Reads of committed data
// that must not hold the thread go through `asyncReads` instead (postgres-committed-reads.ts).
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import type {
  AsyncReads,
  PlatformDatabase,
  SqlRunResult,
  Statement,
  Transaction,
  TransactionFunction,
} from '../sql-database';
import {
  WAITING,
  type PostgresAnswer,
  type PostgresFailure,
  type PostgresRequest,
  type PostgresWorkerData,
} from './postgres-wire';
import { PostgresCommittedReads } from './postgres-committed-reads';
import { redactedUrl } from './redacted-url';
import { bindValues, translatePlaceholders, type TranslatedSql } from './sql-placeholders';

/** A statement that runs longer than this fails (57014) instead of holding its process. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 120_000;
/** How long the caller waits for the worker beyond the statement limit before declaring the connection dead. */
const DEFAULT_ANSWER_GRACE_MS = 30_000;
/**
 * What a new connection thread may take beyond that to start and connect: a statement's limit is for the
 * statement, not for starting a thread and logging in on a loaded machine.
 */
const CONNECT_ALLOWANCE_MS = 15_000;
/** Times a transaction is run again after a serialization failure or a deadlock before the error goes up. */
const MAX_TRANSACTION_ATTEMPTS = 12;
/** How every transaction starts: what SQLite's single writer gives. */
const BEGIN = 'BEGIN ISOLATION LEVEL SERIALIZABLE';
/** SQLSTATEs after which running the whole transaction again is the remedy PostgreSQL prescribes. */
const RETRYABLE = new Set(['40001', '40P01']);

/** A PostgreSQL error, with its SQLSTATE as `code` (23505 unique violation, 40001 serialization failure …). */
export class PostgresError extends Error {
  readonly code: string | undefined;
  readonly detail: string | undefined;
  readonly constraint: string | undefined;

  constructor(failure: PostgresFailure) {
    super(failure.message);
    this.name = 'PostgresError';
    this.code = failure.code;
    this.detail = failure.detail;
    this.constraint = failure.constraint;
  }
}

export interface PostgresDatabaseOptions {
  statementTimeoutMs?: number;
  /** How long beyond the statement limit an answer may take before the connection is given up (tests). */
  answerGraceMs?: number;
}

export class PostgresDatabase implements PlatformDatabase {
  readonly engine = 'postgres' as const;
  private worker: Worker;
  private port: MessagePort;
  private signal: Int32Array;
  private readonly url: string;
  private readonly statementTimeoutMs: number;
  private readonly answerWaitMs: number;
  private isOpen = true;
  /** False while the connection thread has not connected yet (at start, and after one was given up). */
  private connected = false;
  /** Open transactions (0: none; 1: the outer one; more: savepoints). */
  private depth = 0;
  /** A transaction was opened whose BEGIN has not been sent yet: it goes with its first statement. */
  private beginPending = false;
  private readonly committedReads: PostgresCommittedReads;
  readonly asyncReads: AsyncReads = {
    all: (statement, ...params) => this.readCommitted(statement, params),
    get: async (statement, ...params) => (await this.readCommitted(statement, params))[0],
  };

  constructor(url: string, options: PostgresDatabaseOptions = {}) {
    this.url = url;
    this.statementTimeoutMs = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
    this.answerWaitMs = this.statementTimeoutMs + (options.answerGraceMs ?? DEFAULT_ANSWER_GRACE_MS);
    this.committedReads = new PostgresCommittedReads(url, this.statementTimeoutMs);
    ({ worker: this.worker, port: this.port, signal: this.signal } = this.startWorker());
    try {
      this.connectThread();
    } catch (error) {
      void this.worker.terminate();
      this.isOpen = false;
      throw new Error(`Could not connect to PostgreSQL at ${redactedUrl(url)}: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }

  get open(): boolean {
    return this.isOpen;
  }

  get inTransaction(): boolean {
    return this.depth > 0;
  }

  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  prepare<BindParameters extends unknown[] | {} = unknown[], Result = unknown>(
    source: string,
  ): BindParameters extends unknown[]
    ? Statement<BindParameters, Result>
    : Statement<[BindParameters], Result> {
    return new PostgresStatement(this, source) as never;
  }

  transaction<F extends TransactionFunction>(fn: F): Transaction<F> {
    const run = (...params: unknown[]): ReturnType<F> =>
      this.inOneTransaction(() => fn(...params) as ReturnType<F>);
    return Object.assign(run, { deferred: run, immediate: run, exclusive: run }) as Transaction<F>;
  }

  exec(source: string): this {
    this.call({ kind: 'exec', text: source, reconnect: this.depth === 0 });
    return this;
  }

  close(): this {
    if (!this.isOpen) return this;
    this.isOpen = false;
    this.committedReads.close();
    try {
      this.call({ kind: 'end' });
    } finally {
      void this.worker.terminate();
    }
    return this;
  }

  /** Runs one statement; the rows as objects, or as arrays of values. */
  query(translated: TranslatedSql, args: readonly unknown[], rowMode: 'array' | 'object') {
    const values = bindValues(translated, args);
    const answer = this.call({
      kind: 'query',
      text: translated.text,
      values,
      rowMode,
      reconnect: this.depth === 0,
    });
    if (answer.hasBytes) for (const row of answer.rows) asBuffers(row as Record<string, unknown>);
    return answer;
  }

  private readCommitted<Result>(
    statement: Statement<unknown[], Result>,
    params: unknown[],
  ): Promise<Result[]> {
    if (!this.isOpen) return Promise.reject(new TypeError('The database connection is not open'));
    if (this.depth > 0) {
      // Another connection would not see the transaction's own writes: read on the transaction's connection.
      return Promise.reject(new Error('An asynchronous read cannot run inside a transaction'));
    }
    if (!(statement instanceof PostgresStatement)) {
      return Promise.reject(new TypeError('The statement was not prepared on a PostgreSQL database'));
    }
    return statement.readOn(this.committedReads, params);
  }

  /**
   * `work` in a SERIALIZABLE transaction (what SQLite's single writer gives), run again from the start when
   * PostgreSQL reports that a concurrent transaction made it unserializable; nested: a savepoint.
   */
  private inOneTransaction<T>(work: () => T): T {
    if (this.depth > 0) return this.inSavepoint(work);
    for (let attempt = 1; ; attempt += 1) {
      // BEGIN goes with the transaction's first statement (call()): one round trip to the thread fewer.
      this.beginPending = true;
      this.depth = 1;
      try {
        const result = work();
        if (!this.beginPending) this.call({ kind: 'exec', text: 'COMMIT', reconnect: false });
        return result;
      } catch (error) {
        if (!this.beginPending) this.rollbackQuietly('ROLLBACK');
        if (!isRetryable(error) || attempt >= MAX_TRANSACTION_ATTEMPTS) throw error;
        pauseBeforeRetry(attempt);
      } finally {
        this.depth = 0;
        this.beginPending = false;
      }
    }
  }

  private inSavepoint<T>(work: () => T): T {
    const name = `nested_${this.depth}`;
    this.call({ kind: 'exec', text: `SAVEPOINT ${name}`, reconnect: false });
    this.depth += 1;
    try {
      const result = work();
      this.call({ kind: 'exec', text: `RELEASE SAVEPOINT ${name}`, reconnect: false });
      return result;
    } catch (error) {
      // A failed serialization dooms the whole transaction: the outer level re-runs it.
      if (!isRetryable(error))
        this.rollbackQuietly(`ROLLBACK TO SAVEPOINT ${name}; RELEASE SAVEPOINT ${name}`);
      throw error;
    } finally {
      this.depth -= 1;
    }
  }

  private rollbackQuietly(text: string): void {
    try {
      this.call({ kind: 'exec', text, reconnect: false });
    } catch {
      // The connection already ended the transaction (or is gone): the error that brought us here is the news.
    }
  }

  /** A connection thread with its own channel and signal: a thread given up can no longer wake the caller. */
  private startWorker(): { worker: Worker; port: MessagePort; signal: Int32Array } {
    const channel = new MessageChannel();
    const signal = new Int32Array(new SharedArrayBuffer(4));
    const worker = startConnectionWorker({
      url: this.url,
      signal,
      port: channel.port2,
      statementTimeoutMs: this.statementTimeoutMs,
    });
    return { worker, port: channel.port1, signal };
  }

  /**
   * The connection thread's answer, or undefined when none came in time. A wait can end with no answer
   * posted (seen when another worker thread of the process is terminated meanwhile): it waits again.
   */
  private awaitAnswer(waitMs: number): PostgresAnswer | undefined {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const message = receiveMessageOnPort(this.port)?.message as PostgresAnswer | undefined;
      if (message) return message;
      const left = deadline - Date.now();
      if (left <= 0) return undefined;
      Atomics.wait(this.signal, 0, WAITING, left);
    }
  }

  /** Connects a new connection thread, with time to start and log in on top of the statement limit. */
  private connectThread(): void {
    this.send({ kind: 'connect' }, this.answerWaitMs + CONNECT_ALLOWANCE_MS);
    this.connected = true;
  }

  private call(request: PostgresRequest): Extract<PostgresAnswer, { ok: true }> {
    if (!this.isOpen && request.kind !== 'end') throw new TypeError('The database connection is not open');
    // A thread that replaced a given-up one connects first, when the request may open a connection at all
    // (inside a transaction the thread refuses: the transaction was lost with the old connection).
    if (this.beginPending && (request.kind === 'query' || request.kind === 'exec')) {
      // The transaction's first statement: nothing of it was sent yet, so it may still connect again.
      this.beginPending = false;
      request = { ...request, begin: BEGIN, reconnect: true };
    }
    const mayConnect = request.kind === 'query' || request.kind === 'exec' ? request.reconnect : false;
    if (!this.connected && mayConnect) this.connectThread();
    return this.send(request, this.answerWaitMs);
  }

  private send(request: PostgresRequest, waitMs: number): Extract<PostgresAnswer, { ok: true }> {
    Atomics.store(this.signal, 0, WAITING);
    this.port.postMessage(request);
    const message = this.awaitAnswer(waitMs);
    if (!message) {
      // The server or the network stopped answering. This connection is given up; a new thread connects again
      // for the next request outside a transaction, so the process serves again once PostgreSQL answers.
      void this.worker.terminate();
      this.port.close();
      ({ worker: this.worker, port: this.port, signal: this.signal } = this.startWorker());
      this.connected = false;
      throw new Error(
        `PostgreSQL did not answer within ${waitMs} ms; the connection was given up and the next request connects again`,
      );
    }
    if (!message.ok) throw new PostgresError(message.error);
    return message;
  }
}

class PostgresStatement<BindParameters extends unknown[], Result> implements Statement<
  BindParameters,
  Result
> {
  private readonly translated: TranslatedSql;
  private plucked = false;
  private rawRows = false;
  readonly reader: boolean;

  constructor(
    private readonly db: PostgresDatabase,
    source: string,
  ) {
    this.translated = translatePlaceholders(source);
    this.reader = /^\s*(SELECT|WITH|VALUES|SHOW|EXPLAIN)\b/i.test(source) || /\bRETURNING\b/i.test(source);
  }

  run(...params: BindParameters): SqlRunResult {
    const { rowCount } = this.db.query(this.translated, params, 'array');
    return {
      changes: rowCount,
      get lastInsertRowid(): number {
        throw new Error(
          'lastInsertRowid does not exist on PostgreSQL: add RETURNING id and read it with get()',
        );
      },
    };
  }

  get(...params: BindParameters): Result | undefined {
    return this.all(...params)[0];
  }

  all(...params: BindParameters): Result[] {
    return this.shaped(this.db.query(this.translated, params, this.rowMode()).rows);
  }

  /**
   * all() on the pool of committed reads (PostgresDatabase.asyncReads), its rows shaped as the statement was
   * set at the call: a shared (cached) statement may be set otherwise by another request while this one waits.
   */
  async readOn(reads: PostgresCommittedReads, params: readonly unknown[]): Promise<Result[]> {
    const plucked = this.plucked;
    const rows = await reads.query(this.translated, params, this.rowMode());
    return plucked ? (rows as unknown[][]).map((row) => row[0] as Result) : (rows as Result[]);
  }

  pluck(toggleState = true): this {
    this.plucked = toggleState;
    if (toggleState) this.rawRows = false;
    return this;
  }

  raw(toggleState = true): this {
    this.rawRows = toggleState;
    if (toggleState) this.plucked = false;
    return this;
  }

  private rowMode(): 'array' | 'object' {
    return this.plucked || this.rawRows ? 'array' : 'object';
  }

  private shaped(rows: unknown[]): Result[] {
    if (this.plucked) return (rows as unknown[][]).map((row) => row[0] as Result);
    return rows as Result[];
  }
}

/** Gives the row's byte values back their Buffer type (better-sqlite3 returns BLOBs as Buffers). */
function asBuffers(row: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(row)) {
    if (value instanceof Uint8Array && !Buffer.isBuffer(value)) {
      row[key] = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
    }
  }
}

function isRetryable(error: unknown): boolean {
  return error instanceof PostgresError && error.code !== undefined && RETRYABLE.has(error.code);
}

/** A short, growing, jittered pause so that two processes retrying the same conflict do not meet again. */
function pauseBeforeRetry(attempt: number): void {
  const ms = Math.min(100, 2 ** attempt) * (0.5 + Math.random());
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * The connection thread: plain JavaScript beside this file, copied beside the bundle once built
 * (scripts/build-main.mjs).
 */
function startConnectionWorker(workerData: PostgresWorkerData): Worker {
  const worker = new Worker(new URL('./postgres-connection-worker.mjs', import.meta.url), {
    workerData,
    transferList: [workerData.port],
  });
  // The connection must not keep a finished process alive.
  worker.unref();
  return worker;
}
