// The one interface the platform's repositories speak to their database, whichever engine holds it.
// It is the part of better-sqlite3's synchronous API the platform uses, so a SQLite connection is one as it
// is; PostgresDatabase (postgres/postgres-database.ts) gives PostgreSQL the same shape. Why synchronous on
// PostgreSQL too: a transaction stays a plain function that no other request of the process can interleave
// with, as on SQLite, and the platform scales by running more processes on one database.
import type BetterSqlite3 from 'better-sqlite3';

export type SqlEngine = 'sqlite' | 'postgres';

export interface SqlRunResult {
  /** Rows the statement inserted, updated or deleted. */
  changes: number;
  /** SQLite only (PostgreSQL has no row ids): write `RETURNING id` and read it with `.get()` instead. */
  lastInsertRowid: number | bigint;
}

export interface Statement<BindParameters extends unknown[] = unknown[], Result = unknown> {
  /** Whether the statement returns rows (a SELECT, or a write with RETURNING). */
  readonly reader: boolean;
  run(...params: BindParameters): SqlRunResult;
  get(...params: BindParameters): Result | undefined;
  all(...params: BindParameters): Result[];
  /** Rows come back as their first column's value. */
  pluck(toggleState?: boolean): this;
  /** Rows come back as arrays of values. */
  raw(toggleState?: boolean): this;
}

// The transaction function's own parameters, whatever they are (better-sqlite3 types them the same way).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TransactionFunction = (...params: any[]) => unknown;

type ArgumentTypes<F extends TransactionFunction> = F extends (...args: infer A) => unknown ? A : never;

export interface Transaction<F extends TransactionFunction> {
  (...params: ArgumentTypes<F>): ReturnType<F>;
  deferred(...params: ArgumentTypes<F>): ReturnType<F>;
  immediate(...params: ArgumentTypes<F>): ReturnType<F>;
  exclusive(...params: ArgumentTypes<F>): ReturnType<F>;
}

/**
 * Reads of committed data that let the process serve other requests while the database answers: on
 * PostgreSQL the statement runs on a pool of connections on the request's own thread instead of holding the
 * thread for the round trip; on SQLite it is the statement's synchronous call, whose answer is a function call
 * away. The statement is the repository's own (prepared on this database), so a query has one code for both
 * engines. Outside transactions only: the pool's connections do not see a transaction's uncommitted writes.
 */
export interface AsyncReads {
  all<BindParameters extends unknown[], Result>(
    statement: Statement<BindParameters, Result>,
    ...params: BindParameters
  ): Promise<Result[]>;
  get<BindParameters extends unknown[], Result>(
    statement: Statement<BindParameters, Result>,
    ...params: BindParameters
  ): Promise<Result | undefined>;
}

/** SQLite's AsyncReads: the synchronous call, its answer (or its error) as a promise. */
export const synchronousReads: AsyncReads = {
  all: async (statement, ...params) => statement.all(...params),
  get: async (statement, ...params) => statement.get(...params),
};

export interface PlatformDatabase {
  readonly engine: SqlEngine;
  /** Reads of committed data off the process's thread where the engine allows it (see AsyncReads). */
  readonly asyncReads: AsyncReads;
  /** False once closed. */
  readonly open: boolean;
  // `{}` as better-sqlite3 declares it: one object of named parameters, or a tuple of positional ones.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  prepare<BindParameters extends unknown[] | {} = unknown[], Result = unknown>(
    source: string,
  ): BindParameters extends unknown[]
    ? Statement<BindParameters, Result>
    : Statement<[BindParameters], Result>;
  /** Wraps `fn` so that each call runs in one transaction (nested calls: a savepoint), as better-sqlite3 does. */
  transaction<F extends TransactionFunction>(fn: F): Transaction<F>;
  /** Runs one or more statements without parameters (schema, maintenance). */
  exec(source: string): unknown;
  close(): unknown;
}

/** A SQLite connection as the platform holds it: better-sqlite3's own, which knows its engine. */
export type SqlitePlatformDatabase = BetterSqlite3.Database & {
  readonly engine: 'sqlite';
  readonly asyncReads: AsyncReads;
};

/** The SQLite connection behind `db`, for what only SQLite has (pragmas, its WAL file); undefined elsewhere. */
export function sqliteConnection(db: PlatformDatabase): SqlitePlatformDatabase | undefined {
  return db.engine === 'sqlite' ? (db as unknown as SqlitePlatformDatabase) : undefined;
}

/** Marks a better-sqlite3 connection as the platform's SQLite engine. */
export function asSqlitePlatformDatabase(db: BetterSqlite3.Database): SqlitePlatformDatabase {
  return Object.defineProperties(db, {
    engine: { value: 'sqlite', enumerable: true },
    asyncReads: { value: synchronousReads },
  }) as SqlitePlatformDatabase;
}

/** Whether `error` is a unique-constraint violation, from either engine (a duplicate key, an id taken). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // SQLite: SQLITE_CONSTRAINT_UNIQUE / _PRIMARYKEY; PostgreSQL: SQLSTATE 23505 unique_violation.
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}
