// The pickup lists read from SQLite a page at a time: counts per status, statuses and a search filtered in
// the query. The customer's name gets its own column so the search does not read every order's body.
export const MIGRATION_003_ORDER_LISTING = {
  version: 3,
  sql: `
    ALTER TABLE orders ADD COLUMN customer_name TEXT;
    UPDATE orders SET customer_name = json_extract(body, '$.customer.name');

    -- Every order of a store, most recently changed first (orders_by_store serves one status at a time).
    CREATE INDEX orders_by_store_and_change ON orders(store_id, updated_at DESC, order_id);
  `,
} as const;
