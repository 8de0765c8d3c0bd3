// The thread that holds a PostgreSQL connection for PostgresDatabase: it runs each request with the
// standard `pg` client, posts the answer, then wakes the waiting caller through the shared signal.
import pg from 'pg';
import { workerData } from 'node:worker_threads';
import {
  ANSWERED,
  type PostgresAnswer,
  type PostgresFailure,
  type PostgresRequest,
  type PostgresWorkerData,
} from './postgres-wire';
import { sqliteLikeTypes } from './postgres-types';

const { url, signal, port, statementTimeoutMs } = workerData as PostgresWorkerData;
const client = new pg.Client({
  connectionString: url,
  types: sqliteLikeTypes,
  statement_timeout: statementTimeoutMs,
});
// A connection lost between requests is reported by the next request's failure, not by a crash here.
client.on('error', () => undefined);
/** Prepared statement names by SQL text: PostgreSQL parses and plans each text once per connection. */
const preparedNames = new Map<string, string>();

function answer(message: PostgresAnswer): void {
  port.postMessage(message);
  Atomics.store(signal, 0, ANSWERED);
  Atomics.notify(signal, 0);
}

function failure(error: unknown): PostgresFailure {
  const e = error as Partial<PostgresFailure> & { message?: string };
  return {
    message: e.message ?? String(error),
    ...(e.code ? { code: e.code } : {}),
    ...(e.detail ? { detail: e.detail } : {}),
    ...(e.constraint ? { constraint: e.constraint } : {}),
    ...(e.table ? { table: e.table } : {}),
    ...(e.column ? { column: e.column } : {}),
  };
}

async function run(request: PostgresRequest): Promise<PostgresAnswer> {
  switch (request.kind) {
    case 'connect':
      await client.connect();
      return { ok: true, rows: [], rowCount: 0, returnsRows: false };
    case 'exec': {
      await client.query(request.text);
      return { ok: true, rows: [], rowCount: 0, returnsRows: false };
    }
    case 'query': {
      let name: string | undefined;
      if (request.prepare) {
        name = preparedNames.get(request.text);
        if (!name) preparedNames.set(request.text, (name = `p${preparedNames.size + 1}`));
      }
      const result = await client.query({
        text: request.text,
        values: request.values,
        rowMode: request.rowMode === 'array' ? 'array' : undefined,
        ...(name ? { name } : {}),
      } as pg.QueryConfig);
      return {
        ok: true,
        rows: result.rows as unknown[],
        rowCount: result.rowCount ?? 0,
        returnsRows: result.fields.length > 0,
      };
    }
    case 'end':
      await client.end();
      return { ok: true, rows: [], rowCount: 0, returnsRows: false };
  }
}

port.on('message', (request: PostgresRequest) => {
  run(request).then(answer, (error: unknown) => answer({ ok: false, error: failure(error) }));
});
