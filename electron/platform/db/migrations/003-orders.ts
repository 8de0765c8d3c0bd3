import type { Migration } from './index';

/** Reads a JSON number at `path` of a store's data, or NULL when it is absent or not a number. */
const storeNumber = (path: string) =>
  `CASE WHEN json_type(data, '${path}') IN ('real', 'integer') THEN json_extract(data, '${path}') END`;

export const ordersMigration: Migration = {
  version: 3,
  name: 'orders and in-store pickup: store coordinates index, orders, events, reservations',
  sql: `
    -- The pickup search prefilters stores by a latitude/longitude box on an index, then measures the
    -- exact distance. Generated columns keep the index in step with every write of a store's data.
    ALTER TABLE stores ADD COLUMN geo_latitude REAL
      GENERATED ALWAYS AS (${storeNumber('$.physical_address.latitude')}) VIRTUAL;
    ALTER TABLE stores ADD COLUMN geo_longitude REAL
      GENERATED ALWAYS AS (${storeNumber('$.physical_address.longitude')}) VIRTUAL;
    ALTER TABLE stores ADD COLUMN geo_active INTEGER
      GENERATED ALWAYS AS (json_type(data, '$.active_status') = 'true') VIRTUAL;
    CREATE INDEX stores_geo ON stores (geo_latitude, geo_longitude, geo_active);

    -- A counter per settings document, bumped by every write, so a large configuration (the pickup
    -- configuration of thousands of stores) can be cached in memory and re-read only when it changed.
    CREATE TABLE setting_revisions (
      name TEXT PRIMARY KEY,
      revision INTEGER NOT NULL
    );
    CREATE TRIGGER settings_revision_after_insert AFTER INSERT ON settings BEGIN
      INSERT INTO setting_revisions (name, revision) VALUES (NEW.name, 1)
        ON CONFLICT (name) DO UPDATE SET revision = revision + 1;
    END;
    CREATE TRIGGER settings_revision_after_update AFTER UPDATE ON settings BEGIN
      INSERT INTO setting_revisions (name, revision) VALUES (NEW.name, 1)
        ON CONFLICT (name) DO UPDATE SET revision = revision + 1;
    END;

    CREATE TABLE orders (
      order_id TEXT PRIMARY KEY,
      -- The client's id; one order per external_id, even for two identical requests at once.
      external_id TEXT NOT NULL UNIQUE,
      -- SHA-256 of the canonical create body: a repeat with another body is refused.
      request_fingerprint TEXT NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('pickup', 'in_store_sale')),
      shop TEXT NOT NULL,
      store_id TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN
        ('open', 'sent_to_store', 'assigned', 'on_hold', 'in_picking', 'ready_for_pickup', 'picked_up', 'canceled')),
      currency TEXT NOT NULL,
      placed_at TEXT,
      customer TEXT NOT NULL,
      shipments TEXT NOT NULL,
      payments TEXT NOT NULL,
      assignee TEXT,
      -- When an open order is sent to its store; NULL once sent. The scheduler's queue lives here, so a
      -- restart keeps every deadline.
      grace_deadline_at TEXT,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    );
    CREATE INDEX orders_store_status ON orders (store_id, status);
    CREATE INDEX orders_updated ON orders (updated_at, order_id);
    CREATE INDEX orders_grace_deadline ON orders (grace_deadline_at) WHERE grace_deadline_at IS NOT NULL;

    CREATE TABLE order_events (
      sequence INTEGER PRIMARY KEY AUTOINCREMENT,
      event_id TEXT NOT NULL UNIQUE,
      order_id TEXT NOT NULL REFERENCES orders (order_id),
      from_status TEXT,
      to_status TEXT NOT NULL,
      action TEXT NOT NULL,
      actor TEXT NOT NULL,
      at TEXT NOT NULL,
      details TEXT
    );
    CREATE INDEX order_events_by_order ON order_events (order_id, sequence);

    -- Stock promised to routed orders; available-to-promise = stock quantity - reserved.
    CREATE TABLE stock_reservations (
      order_id TEXT NOT NULL REFERENCES orders (order_id),
      store_id TEXT NOT NULL,
      product_id TEXT NOT NULL,
      quantity INTEGER NOT NULL CHECK (quantity > 0),
      created_at TEXT NOT NULL,
      PRIMARY KEY (order_id, product_id)
    );
    CREATE INDEX stock_reservations_by_item ON stock_reservations (store_id, product_id);
  `,
};
