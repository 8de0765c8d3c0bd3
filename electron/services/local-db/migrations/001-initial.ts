// The workstation's local copy of what it needs offline, and the outbox of changes waiting for the platform.
export const MIGRATION_001_INITIAL = {
  version: 1,
  sql: `
    -- Cursors and scope of the sync (e.g. catalog.cursor, catalog.scope), as text.
    CREATE TABLE sync_state (
      name TEXT PRIMARY KEY,
      value TEXT NOT NULL
    );

    CREATE TABLE stores (
      store_id TEXT PRIMARY KEY,
      body TEXT NOT NULL,
      synced_at TEXT NOT NULL
    );

    -- Singleton configurations by name (app, print, pickup, cash_drawer, rounding, cash_management:<store>).
    CREATE TABLE configs (
      name TEXT PRIMARY KEY,
      body TEXT NOT NULL,
      synced_at TEXT NOT NULL
    );

    -- The catalog of the workstation's store: one shop and locale. Prices in integer minor units.
    CREATE TABLE products (
      id INTEGER PRIMARY KEY,
      product_id TEXT NOT NULL UNIQUE,
      title TEXT NOT NULL,
      body TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      default_price_minor INTEGER,
      default_price_currency TEXT,
      -- Price in the store's assigned book (null: none there, the default price applies).
      book_price_minor INTEGER,
      book_price_currency TEXT
    );

    CREATE INDEX products_by_updated_at ON products(updated_at);

    -- sku / ean13 / other external identifiers, for exact scan lookups.
    CREATE TABLE product_identifiers (
      type TEXT NOT NULL,
      value TEXT NOT NULL,
      product INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
      PRIMARY KEY (type, value, product)
    ) WITHOUT ROWID;
    CREATE INDEX product_identifiers_by_product ON product_identifiers(product);
    CREATE INDEX product_identifiers_by_value ON product_identifiers(value);

    CREATE VIRTUAL TABLE products_fts USING fts5(
      title,
      content = 'products',
      content_rowid = 'id',
      tokenize = 'unicode61 remove_diacritics 2',
      prefix = '1 2 3'
    );
    CREATE TRIGGER products_fts_insert AFTER INSERT ON products BEGIN
      INSERT INTO products_fts(rowid, title) VALUES (new.id, new.title);
    END;
    CREATE TRIGGER products_fts_delete AFTER DELETE ON products BEGIN
      INSERT INTO products_fts(products_fts, rowid, title) VALUES ('delete', old.id, old.title);
    END;
    CREATE TRIGGER products_fts_update AFTER UPDATE OF title ON products BEGIN
      INSERT INTO products_fts(products_fts, rowid, title) VALUES ('delete', old.id, old.title);
      INSERT INTO products_fts(rowid, title) VALUES (new.id, new.title);
    END;

    CREATE TABLE orders (
      order_id TEXT PRIMARY KEY,
      external_id TEXT,
      store_id TEXT,
      status TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      body TEXT NOT NULL
    );
    CREATE INDEX orders_by_store ON orders(store_id, status, updated_at);

    -- position: the event's place in the platform's history (events of one instant keep their order).
    CREATE TABLE order_events (
      event_id TEXT PRIMARY KEY,
      order_id TEXT NOT NULL,
      position INTEGER NOT NULL,
      at TEXT NOT NULL,
      body TEXT NOT NULL
    );
    CREATE INDEX order_events_by_order ON order_events(order_id, position);

    -- In-store sales made on this workstation; order_id is known once the platform recorded the sale.
    CREATE TABLE sales (
      external_id TEXT PRIMARY KEY,
      store_id TEXT NOT NULL,
      order_id TEXT,
      -- pending: in the outbox; recorded: the platform has it; failed: refused, waiting for the associate;
      -- discarded: the associate gave it up.
      state TEXT NOT NULL CHECK (state IN ('pending', 'recorded', 'failed', 'discarded')),
      created_at TEXT NOT NULL,
      body TEXT NOT NULL
    );
    CREATE INDEX sales_by_store ON sales(store_id, created_at);

    -- Drawer transactions: made here (pending until the platform has them) or synced from the platform.
    CREATE TABLE cash_transactions (
      transaction_id TEXT PRIMARY KEY,
      drawer_id TEXT NOT NULL,
      store_id TEXT NOT NULL,
      type TEXT NOT NULL,
      created_at TEXT NOT NULL,
      state TEXT NOT NULL CHECK (state IN ('pending', 'recorded', 'failed', 'discarded')),
      body TEXT NOT NULL
    );
    CREATE INDEX cash_transactions_by_drawer ON cash_transactions(drawer_id, created_at);

    CREATE TABLE drawer_summaries (
      drawer_id TEXT PRIMARY KEY,
      body TEXT NOT NULL,
      fetched_at TEXT NOT NULL
    );

    -- Changes waiting for the platform, replayed in seq order. An entry is deleted only once the platform
    -- acknowledged it; a refused one stays as 'failed' until the associate retries or discards it.
    CREATE TABLE outbox (
      seq INTEGER PRIMARY KEY AUTOINCREMENT,
      kind TEXT NOT NULL,
      idempotency_key TEXT NOT NULL UNIQUE,
      -- JSON array: entries sharing a key stay in order behind a failed one ('order:A', 'drawer:D').
      ordering_keys TEXT NOT NULL,
      payload TEXT NOT NULL,
      summary TEXT NOT NULL,
      state TEXT NOT NULL CHECK (state IN ('pending', 'failed')),
      attempts INTEGER NOT NULL DEFAULT 0,
      last_error TEXT,
      enqueued_by TEXT,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    );
  `,
} as const;
