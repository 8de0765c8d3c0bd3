// How the platform connects to PostgreSQL, shared by the synchronous connection's thread
// (postgres-connection-worker.mjs) and the pool of committed reads on the request's thread
// (postgres-async-reads.ts), so that both read the same values the same way. Plain JavaScript: the worker
// thread loads it without a TypeScript compiler.
import pg from 'pg';

const BOOL = 16;
const INT8 = 20;
const INT2 = 21;
const INT4 = 23;
const NUMERIC = 1700;

/**
 * The number PostgreSQL wrote as text; an integer past 2^53 - 1 fails the query instead of coming back
 * rounded (a money sum off by a few minor units would go unnoticed).
 */
function exactNumber(text) {
  const value = Number(text);
  if (Number.isInteger(value) && !Number.isSafeInteger(value)) {
    throw new RangeError(`${text} is past the integers a JavaScript number holds exactly (2^53 - 1)`);
  }
  return value;
}

/**
 * Values as SQLite hands them to the platform, so that a repository reads the same row from either engine:
 * integers (bigint, and numeric sums of integer money) as JS numbers — money sums stay far below 2^53, where a
 * number would start to round —, booleans as 1/0, the rest as `pg` reads it.
 */
const sqliteLikeTypes = {
  getTypeParser(oid, format) {
    if (format === undefined || format === 'text') {
      if (oid === INT8 || oid === NUMERIC || oid === INT2 || oid === INT4) return exactNumber;
      if (oid === BOOL) return (text) => (text === 't' ? 1 : 0);
    }
    return pg.types.getTypeParser(oid, format ?? 'text');
  },
};

/** A `pg` client's (or pool's) configuration for the platform's database at `url`. */
export function platformConnectionConfig(url, statementTimeoutMs) {
  return {
    connectionString: url,
    types: sqliteLikeTypes,
    statement_timeout: statementTimeoutMs,
    // No JIT compilation: the planner's cost of the catalog's locale-fallback filter crosses jit_above_cost, and
    // compiling took 250–500 ms of a listing page whose execution takes 15 (BENCHMARKS.md, PostgreSQL listing).
    // A plan for each execution's values: after five runs PostgreSQL may keep a generic plan made without them,
    // and the listing's, blind to LIMIT/OFFSET, sorted the whole shop (400–500 ms a page instead of 20–80).
    // The platform's statements are short: planning them again costs little, and none gains from JIT.
    // The server checks every second that this process is still there while a statement runs or waits (on a
    // lock): a process that died mid-statement has its session ended at once, its transaction rolled back
    // and its locks and Idempotency-Key reservations freed, instead of when the statement would have ended.
    options: '-c jit=off -c plan_cache_mode=force_custom_plan -c client_connection_check_interval=1000',
  };
}
