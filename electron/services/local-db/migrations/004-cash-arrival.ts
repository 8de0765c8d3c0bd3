// Drawer transactions of one millisecond (a sale and its cash, a close and the next open) keep the order in
// which they reached this workstation: arrival numbers them, as the platform orders a drawer's session.
export const MIGRATION_004_CASH_ARRIVAL = {
  version: 4,
  sql: `
    ALTER TABLE cash_transactions ADD COLUMN arrival INTEGER;
    -- Rows so far: their rowid is the order they were inserted in (the file was never vacuumed).
    UPDATE cash_transactions SET arrival = rowid;
    CREATE UNIQUE INDEX cash_transactions_by_arrival ON cash_transactions(arrival);

    DROP INDEX cash_transactions_by_drawer;
    CREATE INDEX cash_transactions_by_drawer ON cash_transactions(drawer_id, created_at, arrival);
  `,
} as const;
