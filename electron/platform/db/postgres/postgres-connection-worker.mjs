// The thread that holds a PostgreSQL connection for PostgresDatabase (postgres-database.ts): it runs each
// request with the standard `pg` client, posts the answer, then wakes the waiting caller through the shared
// signal (the messages are described in postgres-wire.ts). Plain JavaScript so that a thread starts in
// milliseconds, without a TypeScript compiler, from source and once built alike.
import pg from 'pg';
import { workerData } from 'node:worker_threads';
import { platformConnectionConfig } from './postgres-connection-config.mjs';

/** Same values as postgres-wire.ts ANSWERED. */
const ANSWERED = 1;
const BYTEA = 17;
/** SQLSTATE of a statement sent to a transaction that already failed. */
const IN_FAILED_TRANSACTION = '25P02';
/** SQLSTATE of a statement sent on a connection that no longer exists. */
const CONNECTION_DOES_NOT_EXIST = '08003';

const { url, signal, port, statementTimeoutMs } = workerData;

function newClient() {
  const fresh = new pg.Client(platformConnectionConfig(url, statementTimeoutMs));
  // A connection that ends (the server restarted, failed over, or ended this session) is forgotten: the request
  // that meets it fails, and the next one outside a transaction connects again.
  const forget = () => {
    if (client === fresh) client = undefined;
  };
  fresh.on('error', forget);
  fresh.on('end', forget);
  return fresh;
}

/** The live connection; undefined before the first request and after one was lost. */
let client;

/**
 * The connection for a request: the live one, or a new one when the request opens no transaction's worth
 * of earlier work (`reconnect`). Inside a transaction a lost connection took the transaction with it, and
 * running the rest of its statements on a new connection would commit them one by one: that fails instead.
 */
async function connection(reconnect) {
  if (client) return client;
  if (!reconnect) {
    throw Object.assign(
      new Error('The connection to PostgreSQL was lost during the transaction; none of its writes were kept'),
      { code: CONNECTION_DOES_NOT_EXIST },
    );
  }
  const fresh = newClient();
  await fresh.connect();
  // Statements prepared on the old connection do not exist on this one.
  preparedNames.clear();
  client = fresh;
  return fresh;
}

/** Prepared statement names by SQL text: PostgreSQL parses and plans each text once per connection. */
const preparedNames = new Map();
const DONE = { ok: true, rows: [], rowCount: 0, returnsRows: false };

function answer(message) {
  port.postMessage(message);
  Atomics.store(signal, 0, ANSWERED);
  Atomics.notify(signal, 0);
}

/** A PostgreSQL error as it crosses threads: message and SQLSTATE, plus what names the row at fault. */
function failure(error) {
  const picked = { message: error?.message ?? String(error) };
  for (const key of ['code', 'detail', 'constraint', 'table', 'column']) {
    if (error?.[key]) picked[key] = error[key];
  }
  return picked;
}

async function run(request) {
  switch (request.kind) {
    case 'connect':
      await connection(true);
      return DONE;
    case 'exec': {
      const live = await connection(request.reconnect);
      if (request.begin) await live.query(request.begin);
      const result = await live.query(request.text);
      // PostgreSQL ends a transaction in which a statement failed with ROLLBACK when asked to COMMIT, and
      // says so only in the command tag: a caught statement error (harmless on SQLite) would otherwise lose
      // every write of the transaction while the caller believes it committed.
      if (request.text === 'COMMIT' && result.command === 'ROLLBACK') {
        throw Object.assign(
          new Error(
            'The transaction was rolled back instead of committed: one of its statements had failed (its error was caught), so none of its writes were kept',
          ),
          { code: IN_FAILED_TRANSACTION },
        );
      }
      return DONE;
    }
    case 'end':
      await client?.end();
      return DONE;
    case 'query': {
      const live = await connection(request.reconnect);
      if (request.begin) await live.query(request.begin);
      let name = preparedNames.get(request.text);
      if (!name) preparedNames.set(request.text, (name = `p${preparedNames.size + 1}`));
      const result = await live.query({
        name,
        text: request.text,
        values: request.values,
        ...(request.rowMode === 'array' ? { rowMode: 'array' } : {}),
      });
      return {
        ok: true,
        rows: result.rows,
        rowCount: result.rowCount ?? 0,
        returnsRows: result.fields.length > 0,
        hasBytes: result.fields.some((field) => field.dataTypeID === BYTEA),
      };
    }
    default:
      throw new Error(`Unknown request ${request.kind}`);
  }
}

port.on('message', (request) => {
  run(request).then(answer, (error) => answer({ ok: false, error: failure(error) }));
});
