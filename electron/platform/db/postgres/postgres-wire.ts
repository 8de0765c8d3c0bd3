// What the calling thread and the connection's worker thread say to each other (postgres-database.ts and
// postgres-connection-worker.mjs). The caller posts a request, then waits on `signal` until the worker sets
// it; the answer is then already on the port.
import type { MessagePort } from 'node:worker_threads';

export interface PostgresWorkerData {
  url: string;
  /** Int32Array over a SharedArrayBuffer: 0 while a request runs, ANSWERED once its answer is posted. */
  signal: Int32Array;
  port: MessagePort;
  /** Statement time limit (ms): a statement that runs longer fails rather than holding its process. */
  statementTimeoutMs: number;
}

export const WAITING = 0;
export const ANSWERED = 1;

export type PostgresRequest =
  | { kind: 'connect' }
  | {
      kind: 'query';
      text: string;
      values: unknown[];
      rowMode: 'array' | 'object';
      reconnect: boolean;
      begin?: string;
    }
  /** Several statements without parameters in one round trip (schema, COMMIT). */
  | { kind: 'exec'; text: string; reconnect: boolean; begin?: string }
  | { kind: 'end' };
// `reconnect`: the request may open a new connection when the last one was lost — true outside a
// transaction only (a transaction cut off by a lost connection fails whole; see the worker's connection()).
// `begin`: the statement that opens the transaction, run first (the transaction's first request carries it).

export type PostgresAnswer =
  /** `hasBytes`: a column is bytea, whose Buffers arrive as plain Uint8Arrays (threads copy them so). */
  | { ok: true; rows: unknown[]; rowCount: number; returnsRows: boolean; hasBytes?: boolean }
  | { ok: false; error: PostgresFailure };

/** A PostgreSQL error as it crosses threads: message and SQLSTATE, plus what names the row at fault. */
export interface PostgresFailure {
  message: string;
  code?: string;
  detail?: string;
  constraint?: string;
  table?: string;
  column?: string;
}
