import type { Migration } from './index';

/** The moment a row is logged, as the platform writes every timestamp (ISO 8601 UTC, milliseconds). */
const NOW = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

/** Maps a settings row's name to the configuration name the events stream announces. */
const CONFIG_NAME = `CASE NEW.name
  WHEN 'in_store_pickup_config' THEN 'in_store_pickup'
  WHEN 'print_config' THEN 'print'
  WHEN 'associate_app_config' THEN 'app'
  WHEN 'cash_drawer_config' THEN 'cash_drawer'
  WHEN 'rounding_config' THEN 'rounding'
END`;

const configChanged = (operation: 'INSERT' | 'UPDATE') => `
  CREATE TRIGGER store_events_config_after_${operation.toLowerCase()} AFTER ${operation} ON settings
  WHEN ${CONFIG_NAME} IS NOT NULL BEGIN
    INSERT INTO store_events (type, store_id, at, data)
      VALUES ('config.changed', NULL, ${NOW}, json_object('name', ${CONFIG_NAME}));
  END;`;

const cashManagementChanged = (operation: 'INSERT' | 'UPDATE') => `
  CREATE TRIGGER store_events_cash_management_after_${operation.toLowerCase()}
  AFTER ${operation} ON store_cash_management BEGIN
    INSERT INTO store_events (type, store_id, at, data)
      VALUES ('config.changed', NEW.store_id, ${NOW},
        json_object('name', 'cash_management', 'store_id', NEW.store_id));
  END;`;

const storeChanged = (operation: 'INSERT' | 'UPDATE') => `
  CREATE TRIGGER store_events_store_after_${operation.toLowerCase()} AFTER ${operation} ON stores BEGIN
    INSERT INTO store_events (type, store_id, at, data)
      VALUES ('store.changed', NULL, ${NOW}, json_object('store_id', NEW.store_id));
  END;`;

/**
 * The store events log behind GET /v0/d/events (contract: Events stream). Triggers append a row in the
 * same transaction as the change, so no code path that changes an order, a drawer, a configuration or the
 * catalog can forget its event, and an event exists exactly when its change was committed.
 * `event_seq` is the order of the stream and the id a client resumes after; it lives in the table, not in
 * memory, so a restart (or, later, several platform processes on one database) keeps one order.
 */
export const storeEventsMigration: Migration = {
  version: 7,
  name: 'store events log: one row per change a workstation must learn about',
  sql: `
    CREATE TABLE store_events (
      event_seq INTEGER PRIMARY KEY AUTOINCREMENT,
      type TEXT NOT NULL,
      -- The store whose users may see the event; NULL for tenant-wide changes (configuration, catalog, stores).
      store_id TEXT,
      at TEXT NOT NULL,
      data TEXT NOT NULL
    );
    CREATE INDEX store_events_by_store ON store_events (store_id, event_seq);

    -- An order as the API answers it (contract: Orders), for the events that carry it.
    CREATE VIEW wire_orders AS
      SELECT order_id, store_id, json_object(
        'order_id', order_id, 'external_id', external_id, 'shop', shop, 'store_id', store_id,
        'status', status, 'currency', currency, 'customer', json(customer), 'shipments', json(shipments),
        'payments', json(payments), 'assignee', assignee, 'created_at', created_at, 'updated_at', updated_at
      ) AS wire
      FROM orders;

    -- Creation and every transition write one history entry: the order as it now is, and that entry.
    CREATE TRIGGER store_events_order_history AFTER INSERT ON order_events BEGIN
      INSERT INTO store_events (type, store_id, at, data)
        SELECT CASE WHEN NEW.from_status IS NULL THEN 'order.created' ELSE 'order.changed' END,
          store_id, ${NOW},
          json_object('order', json(wire), 'history_entry', json_object(
            'event_id', NEW.event_id, 'order_id', NEW.order_id, 'from', NEW.from_status, 'to', NEW.to_status,
            'action', NEW.action, 'actor', NEW.actor, 'at', NEW.at))
        FROM wire_orders WHERE order_id = NEW.order_id;
    END;

    -- A rerouted order leaves its store: that store's workstations learn where it went.
    CREATE TRIGGER store_events_order_moved AFTER UPDATE OF store_id ON orders
    WHEN OLD.store_id <> NEW.store_id BEGIN
      INSERT INTO store_events (type, store_id, at, data)
        SELECT 'order.moved', OLD.store_id, ${NOW}, json_object('order', json(wire))
        FROM wire_orders WHERE order_id = NEW.order_id;
    END;

    -- Drawer transactions, daily open and close included: the transaction as answered (with the server's
    -- receive time, which the API answers beside what the client sent).
    CREATE TRIGGER store_events_cash_transaction AFTER INSERT ON cash_transactions BEGIN
      INSERT INTO store_events (type, store_id, at, data)
        VALUES ('cash.transaction', NEW.store_id, ${NOW},
          json_object('drawer_id', NEW.drawer_id,
            'transaction', json_set(NEW.data, '$.received_at', NEW.recorded_at)));
    END;

    ${configChanged('INSERT')}
    ${configChanged('UPDATE')}
    ${cashManagementChanged('INSERT')}
    ${cashManagementChanged('UPDATE')}
    ${storeChanged('INSERT')}
    ${storeChanged('UPDATE')}

    -- A finished import changed the catalog (products, prices or stock).
    CREATE TRIGGER store_events_catalog AFTER UPDATE OF status ON import_jobs
    WHEN NEW.status = 'finished' AND OLD.status <> 'finished' BEGIN
      INSERT INTO store_events (type, store_id, at, data)
        VALUES ('catalog.changed', NULL, ${NOW}, json_object('import_id', NEW.import_id,
          'entities', json(NEW.entities), 'counts', json_object('products', NEW.products_count,
          'prices', NEW.prices_count, 'availabilities', NEW.availabilities_count)));
    END;
  `,
};
