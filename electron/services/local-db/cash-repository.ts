// Cash drawer transactions and the platform's summaries of the drawers. A transaction made here is
// 'pending' until the platform has it; transactions read from the platform are 'recorded'.
import type { CashTransaction } from '../../../shared/contract/cash-transaction';
import type { DrawerSummary } from '../../../shared/contract/drawer-summary';
import type { LocalDatabase } from './local-database';

/** Numbers transactions in the order they reach this workstation (a transaction keeps its number). */
const NEXT_ARRIVAL = '(SELECT coalesce(max(arrival), 0) + 1 FROM cash_transactions)';

export type LocalCashTransactionState = 'pending' | 'recorded' | 'failed' | 'discarded';

export interface LocalCashTransaction {
  drawerId: string;
  state: LocalCashTransactionState;
  transaction: CashTransaction;
}

export interface StoredDrawerSummary {
  summary: DrawerSummary;
  fetchedAt: string;
}

export class CashRepository {
  constructor(
    private readonly db: LocalDatabase,
    private readonly now: () => Date = () => new Date(),
  ) {}

  insertPending(drawerId: string, transaction: CashTransaction): void {
    this.db
      .prepare(
        `INSERT INTO cash_transactions (transaction_id, drawer_id, store_id, type, created_at, state, body, arrival)
         VALUES (?, ?, ?, ?, ?, 'pending', ?, ${NEXT_ARRIVAL})`,
      )
      .run(...columnsOf(drawerId, transaction));
  }

  /** Replaces the body of a transaction not yet recorded by the platform (its sale's order_id became known). */
  replacePending(transaction: CashTransaction): void {
    this.db
      .prepare(`UPDATE cash_transactions SET body = ? WHERE transaction_id = ? AND state <> 'recorded'`)
      .run(JSON.stringify(transaction), transaction.transaction_id);
  }

  /** Stores transactions as the platform has them (after an acknowledgement, or read by the sync). */
  upsertRecorded(drawerId: string, transactions: readonly CashTransaction[]): void {
    const upsert = this.db.prepare(
      `INSERT INTO cash_transactions (transaction_id, drawer_id, store_id, type, created_at, state, body, arrival)
       VALUES (?, ?, ?, ?, ?, 'recorded', ?, ${NEXT_ARRIVAL})
       ON CONFLICT(transaction_id) DO UPDATE SET state = 'recorded', body = excluded.body, created_at = excluded.created_at`,
    );
    this.db.transaction(() => {
      for (const transaction of transactions) {
        upsert.run(...columnsOf(drawerId, transaction));
      }
    })();
  }

  setState(transactionId: string, state: Exclude<LocalCashTransactionState, 'recorded'>): void {
    this.db
      .prepare('UPDATE cash_transactions SET state = ? WHERE transaction_id = ?')
      .run(state, transactionId);
  }

  get(transactionId: string): LocalCashTransaction | undefined {
    const row = this.db
      .prepare('SELECT drawer_id, state, body FROM cash_transactions WHERE transaction_id = ?')
      .get(transactionId) as TransactionRow | undefined;
    return row ? toLocal(row) : undefined;
  }

  /**
   * The drawer's transactions, oldest first (pending ones included: the drawer's state as seen here); those
   * of one millisecond in the order they reached this workstation.
   */
  list(drawerId: string, states?: readonly LocalCashTransactionState[]): LocalCashTransaction[] {
    const filter = states && states.length > 0 ? `AND state IN (${states.map(() => '?').join(', ')})` : '';
    const rows = this.db
      .prepare(
        `SELECT drawer_id, state, body FROM cash_transactions WHERE drawer_id = ? ${filter} ORDER BY created_at, arrival`,
      )
      .all(drawerId, ...(states ?? [])) as TransactionRow[];
    return rows.map(toLocal);
  }

  putSummary(drawerId: string, summary: DrawerSummary): void {
    this.db
      .prepare(
        `INSERT INTO drawer_summaries (drawer_id, body, fetched_at) VALUES (?, ?, ?)
         ON CONFLICT(drawer_id) DO UPDATE SET body = excluded.body, fetched_at = excluded.fetched_at`,
      )
      .run(drawerId, JSON.stringify(summary), this.now().toISOString());
  }

  getSummary(drawerId: string): StoredDrawerSummary | undefined {
    const row = this.db
      .prepare('SELECT body, fetched_at FROM drawer_summaries WHERE drawer_id = ?')
      .get(drawerId) as { body: string; fetched_at: string } | undefined;
    return row ? { summary: JSON.parse(row.body) as DrawerSummary, fetchedAt: row.fetched_at } : undefined;
  }
}

/** transaction_id, drawer_id, store_id, type, created_at and body of a row, in that order. */
function columnsOf(drawerId: string, transaction: CashTransaction) {
  return [
    transaction.transaction_id,
    drawerId,
    transaction.store_id,
    transaction.type,
    transaction.created_at,
    JSON.stringify(transaction),
  ] as const;
}

interface TransactionRow {
  drawer_id: string;
  state: LocalCashTransactionState;
  body: string;
}

function toLocal(row: TransactionRow): LocalCashTransaction {
  return { drawerId: row.drawer_id, state: row.state, transaction: JSON.parse(row.body) as CashTransaction };
}
