import type { CashTransactionType } from '../../../shared/cash';
import type { CashTransaction } from '../../../shared/contract';
import type { PlatformDatabase } from '../db/database';
import { cachedStatement } from '../db/statement-cache';

/** A stored drawer transaction: the transaction as answered plus what the platform needs to reason on it. */
export interface StoredCashTransaction {
  seq: number;
  drawerId: string;
  fingerprint: string;
  amountMinor: number;
  countedMinor: number | null;
  recordedAt: string;
  transaction: CashTransaction;
}

export interface NewCashTransaction {
  drawerId: string;
  fingerprint: string;
  amountMinor: number;
  countedMinor: number | null;
  transaction: CashTransaction;
}

interface Row {
  seq: number;
  drawer_id: string;
  fingerprint: string;
  amount_minor: number;
  counted_minor: number | null;
  recorded_at: string;
  data: string;
}

const COLUMNS = 'seq, drawer_id, fingerprint, amount_minor, counted_minor, recorded_at, data';

function fromRow(row: Row): StoredCashTransaction {
  return {
    seq: row.seq,
    drawerId: row.drawer_id,
    fingerprint: row.fingerprint,
    amountMinor: row.amount_minor,
    countedMinor: row.counted_minor,
    recordedAt: row.recorded_at,
    // The answer carries the platform's receive time beside the client's created_at.
    transaction: { ...(JSON.parse(row.data) as CashTransaction), received_at: row.recorded_at },
  };
}

/** Drawer transactions (`cash_transactions`), in the order the platform accepted them. */
export class CashTransactionRepository {
  constructor(
    private readonly db: PlatformDatabase,
    private readonly now: () => Date,
  ) {}

  find(transactionId: string): StoredCashTransaction | undefined {
    const row = cachedStatement(
      this.db,
      `SELECT ${COLUMNS} FROM cash_transactions WHERE transaction_id = ?`,
    ).get(transactionId) as Row | undefined;
    return row ? fromRow(row) : undefined;
  }

  insert(entry: NewCashTransaction): StoredCashTransaction {
    const { transaction } = entry;
    const recordedAt = this.now().toISOString();
    const inserted = cachedStatement(
      this.db,
      `INSERT INTO cash_transactions (transaction_id, drawer_id, store_id, type, currency, amount_minor, counted_minor,
           created_at, recorded_at, fingerprint, data)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING seq`,
    ).get(
      transaction.transaction_id,
      entry.drawerId,
      transaction.store_id,
      transaction.type,
      transaction.currency,
      entry.amountMinor,
      entry.countedMinor,
      transaction.created_at,
      recordedAt,
      entry.fingerprint,
      JSON.stringify(transaction),
    ) as { seq: number };
    return {
      ...entry,
      transaction: { ...transaction, received_at: recordedAt },
      seq: inserted.seq,
      recordedAt,
    };
  }

  /** created_at of the drawer's latest daily_close, if it was ever closed. */
  lastClosedAt(drawerId: string): string | undefined {
    const row = cachedStatement(
      this.db,
      `SELECT created_at FROM cash_transactions WHERE drawer_id = ? AND type = 'daily_close' ORDER BY seq DESC LIMIT 1`,
    ).get(drawerId) as { created_at: string } | undefined;
    return row?.created_at;
  }

  /** Open after a daily_open, closed after a daily_close or before any open. */
  drawerState(drawerId: string): 'open' | 'closed' {
    const row = cachedStatement(
      this.db,
      `SELECT type FROM cash_transactions WHERE drawer_id = ? AND type IN ('daily_open', 'daily_close')
         ORDER BY seq DESC LIMIT 1`,
    ).get(drawerId) as { type: CashTransactionType } | undefined;
    return row?.type === 'daily_open' ? 'open' : 'closed';
  }

  /** The latest session: its daily_open and everything accepted after it, in order; empty if never opened. */
  latestSession(drawerId: string): StoredCashTransaction[] {
    return this.sessionUpTo(drawerId, Number.MAX_SAFE_INTEGER);
  }

  /**
   * The session up to the transaction `seq` (included): the daily_open at or before it and what was accepted
   * from then up to it, in order. A closed day reads the same however many days were opened since.
   */
  sessionUpTo(drawerId: string, seq: number): StoredCashTransaction[] {
    const rows = cachedStatement(
      this.db,
      `SELECT ${COLUMNS} FROM cash_transactions WHERE drawer_id = @drawerId AND seq <= @seq AND seq >= (
           SELECT seq FROM cash_transactions WHERE drawer_id = @drawerId AND type = 'daily_open' AND seq <= @seq
           ORDER BY seq DESC LIMIT 1)
         ORDER BY seq`,
    ).all({ drawerId, seq }) as Row[];
    return rows.map(fromRow);
  }

  /** A page of the drawer's transactions, newest first; only those recorded after `updatedSince` if given. */
  list(
    drawerId: string,
    page: { offset: number; count: number },
    updatedSince?: string,
  ): { items: StoredCashTransaction[]; total: number } {
    const filter = updatedSince ? 'AND recorded_at > ?' : '';
    const params = updatedSince ? [drawerId, updatedSince] : [drawerId];
    const { total } = cachedStatement(
      this.db,
      `SELECT COUNT(*) AS total FROM cash_transactions WHERE drawer_id = ? ${filter}`,
    ).get(...params) as { total: number };
    const rows = cachedStatement(
      this.db,
      `SELECT ${COLUMNS} FROM cash_transactions WHERE drawer_id = ? ${filter} ORDER BY seq DESC LIMIT ? OFFSET ?`,
    ).all(...params, page.count, page.offset) as Row[];
    return { items: rows.map(fromRow), total };
  }
}
