import type { Migration } from './index';

export const catalogMigration: Migration = {
  version: 2,
  name: 'catalog and import: import jobs and errors, products, categories, price books, stock',
  sql: `
    -- Import jobs: created → queued → running → finished | failed. seq orders them (newest first, queue order).
    CREATE TABLE import_jobs (
      seq INTEGER PRIMARY KEY AUTOINCREMENT,
      import_id TEXT NOT NULL UNIQUE,
      status TEXT NOT NULL CHECK (status IN ('created', 'queued', 'running', 'finished', 'failed')),
      provider TEXT NOT NULL,
      name TEXT NOT NULL,
      source_uri TEXT NOT NULL,
      transformed_uri TEXT,
      entities TEXT NOT NULL,
      products_count INTEGER NOT NULL DEFAULT 0,
      prices_count INTEGER NOT NULL DEFAULT 0,
      availabilities_count INTEGER NOT NULL DEFAULT 0,
      rejected_count INTEGER NOT NULL DEFAULT 0,
      failure_code TEXT,
      failure_message TEXT,
      created_at TEXT NOT NULL,
      queued_at TEXT,
      started_at TEXT,
      finished_at TEXT
    );
    CREATE INDEX import_jobs_queue ON import_jobs (status, seq);

    -- Record-level errors of a job, in file order.
    CREATE TABLE import_errors (
      import_id TEXT NOT NULL,
      seq INTEGER NOT NULL,
      entity TEXT NOT NULL,
      file TEXT NOT NULL,
      item_index INTEGER NOT NULL,
      product_id TEXT,
      code TEXT NOT NULL,
      message TEXT NOT NULL,
      PRIMARY KEY (import_id, seq)
    ) WITHOUT ROWID;

    -- Products per shop and locale; data is the validated import item as JSON. show_in_listing is 0/1
    -- (absent in the file means listed). updated_at also moves when one of the product's prices changes,
    -- so a sync with updated_since sees price changes.
    CREATE TABLE products (
      id INTEGER PRIMARY KEY,
      shop TEXT NOT NULL,
      locale TEXT NOT NULL,
      product_id TEXT NOT NULL,
      show_in_listing INTEGER NOT NULL,
      data TEXT NOT NULL,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      UNIQUE (shop, locale, product_id)
    );
    CREATE INDEX products_listing ON products (shop, locale, show_in_listing, product_id);
    CREATE INDEX products_sync ON products (shop, locale, updated_at, product_id);
    CREATE INDEX products_by_shop ON products (shop, product_id);
    -- What a search or category filter needs of each matching product, without reading the wide rows
    -- (thousands of matches are filtered and sorted before the page's rows are read).
    CREATE INDEX products_key ON products (id, shop, locale, show_in_listing, product_id, updated_at);

    -- Text search over title, product_id, variant_group_id and external identifiers (SKU, EAN);
    -- rowid = products.id. Contentless: the text lives in products.data.
    CREATE VIRTUAL TABLE product_search USING fts5 (
      text,
      content = '',
      contentless_delete = 1,
      tokenize = 'unicode61 remove_diacritics 2',
      prefix = '2 3'
    );

    -- The category tree per shop and locale: 'Men > Shoes' has parent 'Men'.
    CREATE TABLE categories (
      shop TEXT NOT NULL,
      locale TEXT NOT NULL,
      path TEXT NOT NULL,
      parent_path TEXT,
      name TEXT NOT NULL,
      depth INTEGER NOT NULL,
      PRIMARY KEY (shop, locale, path)
    ) WITHOUT ROWID;

    CREATE TABLE product_categories (
      product_row INTEGER NOT NULL,
      shop TEXT NOT NULL,
      locale TEXT NOT NULL,
      path TEXT NOT NULL,
      position INTEGER,
      is_main INTEGER NOT NULL,
      PRIMARY KEY (product_row, path)
    ) WITHOUT ROWID;
    CREATE INDEX product_categories_by_path ON product_categories (shop, locale, path, product_row);

    -- Price books by name per shop; every price of a book is in its currency, as integer minor units.
    CREATE TABLE pricebooks (
      shop TEXT NOT NULL,
      name TEXT NOT NULL,
      currency TEXT NOT NULL,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      PRIMARY KEY (shop, name)
    ) WITHOUT ROWID;

    CREATE TABLE prices (
      shop TEXT NOT NULL,
      pricebook TEXT NOT NULL,
      product_id TEXT NOT NULL,
      amount_minor INTEGER NOT NULL CHECK (amount_minor >= 0),
      updated_at TEXT NOT NULL,
      PRIMARY KEY (shop, pricebook, product_id)
    ) WITHOUT ROWID;

    -- Stock level of a product at a store (a store sells one shop's catalog). Reservations live elsewhere.
    -- Read by (store, product) only: a second index by product would double the cost of importing stock
    -- for every store and is not needed by any query.
    CREATE TABLE stock (
      shop TEXT NOT NULL,
      store_id TEXT NOT NULL,
      product_id TEXT NOT NULL,
      quantity INTEGER NOT NULL CHECK (quantity >= 0),
      updated_at TEXT NOT NULL,
      PRIMARY KEY (store_id, product_id)
    ) WITHOUT ROWID;
  `,
};
