import type { Migration } from './index';

export const returnsMigration: Migration = {
  version: 6,
  name: 'returns and end of day: sale drawers, sale returns, drawer Z reports',
  sql: `
    -- The drawer a counter sale was rung at (its cash went in there, its card total counts on its Z report).
    ALTER TABLE orders ADD COLUMN drawer_id TEXT;
    CREATE INDEX orders_store_created ON orders (store_id, created_at);
    CREATE INDEX orders_drawer_created ON orders (drawer_id, created_at) WHERE drawer_id IS NOT NULL;

    -- Returns of sold goods, in the order the platform accepted them. return_id is the client's id (its
    -- idempotency key); fingerprint tells a retry from a reuse; data is the return as answered.
    CREATE TABLE sale_returns (
      seq INTEGER PRIMARY KEY AUTOINCREMENT,
      return_id TEXT NOT NULL UNIQUE,
      order_id TEXT NOT NULL REFERENCES orders (order_id),
      store_id TEXT NOT NULL,
      drawer_id TEXT,
      created_at TEXT NOT NULL,
      fingerprint TEXT NOT NULL,
      data TEXT NOT NULL
    );
    CREATE INDEX sale_returns_by_order ON sale_returns (order_id, seq);
    CREATE INDEX sale_returns_by_store ON sale_returns (store_id, created_at);
    CREATE INDEX sale_returns_by_drawer ON sale_returns (drawer_id, created_at) WHERE drawer_id IS NOT NULL;

    -- The Z report of each drawer day, written when the drawer is closed (report_id = the daily_close id).
    CREATE TABLE drawer_reports (
      report_id TEXT PRIMARY KEY,
      drawer_id TEXT NOT NULL,
      store_id TEXT NOT NULL,
      business_date TEXT NOT NULL,
      closed_at TEXT NOT NULL,
      data TEXT NOT NULL
    );
    CREATE INDEX drawer_reports_by_drawer ON drawer_reports (drawer_id, business_date);
    CREATE INDEX drawer_reports_by_store ON drawer_reports (store_id, business_date);
  `,
};
