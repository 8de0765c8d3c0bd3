import type { Migration } from './index';

export const cashMigration: Migration = {
  version: 4,
  name: 'cash management: store drawer setup, drawers, drawer transactions',
  sql: `
    -- A store's cash management as answered by GET (operation mode and drawers), one row per configured store;
    -- a store without a row is at operation_mode none with no drawers.
    CREATE TABLE store_cash_management (
      store_id TEXT PRIMARY KEY,
      operation_mode TEXT NOT NULL CHECK (operation_mode IN ('none', 'integrated', 'non_integrated')),
      data TEXT NOT NULL,
      updated_at TEXT NOT NULL
    );

    -- Every configured drawer, so a drawer id (and a device serial) belongs to exactly one store.
    CREATE TABLE cash_drawers (
      drawer_id TEXT PRIMARY KEY,
      store_id TEXT NOT NULL,
      serial TEXT UNIQUE,
      currency TEXT NOT NULL
    );
    CREATE INDEX cash_drawers_by_store ON cash_drawers (store_id);

    -- Drawer transactions in the order the platform accepted them (seq). transaction_id is the client's
    -- idempotency key; fingerprint is the hash of the accepted request, to tell a retry from a reuse.
    -- Amounts are integer minor units of currency; data is the transaction as answered.
    CREATE TABLE cash_transactions (
      seq INTEGER PRIMARY KEY AUTOINCREMENT,
      transaction_id TEXT NOT NULL UNIQUE,
      drawer_id TEXT NOT NULL,
      store_id TEXT NOT NULL,
      type TEXT NOT NULL,
      currency TEXT NOT NULL,
      amount_minor INTEGER NOT NULL CHECK (amount_minor >= 0),
      counted_minor INTEGER CHECK (counted_minor >= 0),
      created_at TEXT NOT NULL,
      recorded_at TEXT NOT NULL,
      fingerprint TEXT NOT NULL,
      data TEXT NOT NULL
    );
    CREATE INDEX cash_transactions_by_drawer ON cash_transactions (drawer_id, seq);
    CREATE INDEX cash_transactions_sync ON cash_transactions (drawer_id, recorded_at);
    -- Finds a drawer's latest open or close without scanning its day.
    CREATE INDEX cash_transactions_sessions ON cash_transactions (drawer_id, seq)
      WHERE type IN ('daily_open', 'daily_close');
  `,
};
