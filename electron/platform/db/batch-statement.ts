import type { PlatformDatabase } from './database';
import type { Statement } from './sql-database';

/** SQLite's default bound on a statement's parameters (PostgreSQL's is 65,535). */
const MAX_PARAMETERS = 32_766;
/** Beyond a few hundred rows a statement saves no more round trips worth its parse and plan. */
const MAX_ROWS = 500;

export interface BatchStatementSql<Row extends readonly unknown[]> {
  /** How many values a row has. */
  columns: number;
  /** One row's placeholders; `(?, ?, …)` with `columns` of them unless given (e.g. with casts). */
  row?: string;
  /** The statement around a list of rows (`(…), (…)`): an INSERT's VALUES, an UPDATE's `FROM (VALUES …)`. */
  statement: (rows: string) => string;
  /**
   * The row's key when one statement must not hold two rows with the same key (PostgreSQL refuses to apply an
   * `ON CONFLICT … DO UPDATE` twice to one row in one statement): a row added while another with its key
   * waits replaces it, the last one wins as it would with one statement per row.
   */
  key?: (row: Row) => string;
  /** Receives what each statement's RETURNING clause gave, each row as an array in the clause's order. */
  returned?: (rows: unknown[][]) => void;
}

/**
 * Sends many rows in multi-row statements, up to MAX_ROWS at a time: on PostgreSQL every statement is a
 * round trip to the server while the platform waits (PG-DESIGN.md), so one statement per row made an import
 * or the demo tenant take minutes there. SQLite takes the same statements. add() buffers and writes full
 * chunks; flush() writes what is left. Runs in the caller's transaction.
 */
export class BatchStatement<Row extends readonly unknown[]> {
  private readonly chunkRows: number;
  private readonly statements = new Map<number, Statement>();
  private pending: Row[] = [];
  private readonly pendingByKey = new Map<string, number>();

  constructor(
    private readonly db: PlatformDatabase,
    private readonly sql: BatchStatementSql<Row>,
  ) {
    this.chunkRows = Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMETERS / sql.columns)));
  }

  add(row: Row): void {
    const key = this.sql.key?.(row);
    const waiting = key === undefined ? undefined : this.pendingByKey.get(key);
    if (waiting !== undefined) {
      this.pending[waiting] = row;
      return;
    }
    if (key !== undefined) this.pendingByKey.set(key, this.pending.length);
    this.pending.push(row);
    if (this.pending.length >= this.chunkRows) this.flush();
  }

  /** Writes every row added and not yet written. */
  flush(): void {
    const rows = this.pending;
    this.pending = [];
    this.pendingByKey.clear();
    // Whole chunks, then the rest in halving sizes (256, 128 … 1 rows): the connection keeps a prepared
    // statement per text, so the sizes it sees stay few whatever the number of rows.
    let start = 0;
    for (let size = this.chunkRows; start < rows.length; size = Math.ceil(size / 2)) {
      while (rows.length - start >= size) {
        this.write(rows.slice(start, start + size));
        start += size;
      }
      if (size === 1) break;
    }
  }

  private write(rows: Row[]): void {
    const statement = this.statementFor(rows.length);
    const values = rows.flat();
    if (this.sql.returned) this.sql.returned(statement.all(...values) as unknown[][]);
    else statement.run(...values);
  }

  private statementFor(rows: number): Statement {
    let statement = this.statements.get(rows);
    if (!statement) {
      const row = this.sql.row ?? `(${Array.from({ length: this.sql.columns }, () => '?').join(', ')})`;
      statement = this.db.prepare(this.sql.statement(Array.from({ length: rows }, () => row).join(', ')));
      if (this.sql.returned) statement.raw();
      this.statements.set(rows, statement);
    }
    return statement;
  }
}
