import type { PlatformDatabase } from './database';
import { BatchStatement, type BatchStatementSql } from './batch-statement';

export interface BatchInsertSql<Row extends readonly unknown[]> extends Pick<
  BatchStatementSql<Row>,
  'columns' | 'key' | 'returned'
> {
  /** `table (column, …)`: what follows INSERT INTO. */
  into: string;
  /** What follows the VALUES list: `ON CONFLICT …`, `RETURNING …`. */
  then?: string;
}

/**
 * Writes many rows with multi-row `INSERT … VALUES (…), (…)` statements (see BatchStatement): add() buffers
 * and writes full chunks; flush() writes what is left. Runs in the caller's transaction.
 */
export class BatchInsert<Row extends readonly unknown[]> extends BatchStatement<Row> {
  constructor(db: PlatformDatabase, sql: BatchInsertSql<Row>) {
    super(db, {
      columns: sql.columns,
      ...(sql.key ? { key: sql.key } : {}),
      ...(sql.returned ? { returned: sql.returned } : {}),
      statement: (rows) => `INSERT INTO ${sql.into} VALUES ${rows} ${sql.then ?? ''}`,
    });
  }
}
