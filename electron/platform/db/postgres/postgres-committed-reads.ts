// The pool behind PostgresDatabase's asynchronous reads (AsyncReads, sql-database.ts): `pg` connections on the
// request's own thread, so that while PostgreSQL answers a read the event loop serves other requests instead
// of waiting in Atomics.wait as the synchronous connection makes it. Its connections see committed data only.
import pg from 'pg';
import { platformConnectionConfig } from './postgres-connection-config.mjs';
import { bindValues, type TranslatedSql } from './sql-placeholders';

/**
 * Connections of the pool, each opened on first need: a few are enough for reads that take milliseconds,
 * and each process also holds its synchronous connection and its listener (docs/operations.md counts them).
 */
export const COMMITTED_READS_CONNECTIONS = 4;

export class PostgresCommittedReads {
  private pool: pg.Pool | undefined;
  /** Prepared statement names by SQL text: each connection parses a text once (pg prepares it per connection). */
  private readonly names = new Map<string, string>();

  constructor(
    private readonly url: string,
    private readonly statementTimeoutMs: number,
  ) {}

  async query(
    translated: TranslatedSql,
    args: readonly unknown[],
    rowMode: 'array' | 'object',
  ): Promise<unknown[]> {
    const values = bindValues(translated, args);
    let name = this.names.get(translated.text);
    if (!name) this.names.set(translated.text, (name = `r${this.names.size + 1}`));
    const result = await this.connections().query({
      name,
      text: translated.text,
      values,
      ...(rowMode === 'array' ? { rowMode: 'array' } : {}),
    });
    return result.rows as unknown[];
  }

  close(): void {
    const pool = this.pool;
    this.pool = undefined;
    void pool?.end().catch(() => undefined);
  }

  private connections(): pg.Pool {
    if (this.pool) return this.pool;
    const pool = new pg.Pool({
      ...platformConnectionConfig(this.url, this.statementTimeoutMs),
      max: COMMITTED_READS_CONNECTIONS,
      application_name: 'associate-pos reads',
      // Idle connections must not keep a finished process alive.
      allowExitOnIdle: true,
    });
    // An idle connection that the server ended is dropped by the pool; the next read opens another one.
    pool.on('error', () => undefined);
    this.pool = pool;
    return pool;
  }
}
