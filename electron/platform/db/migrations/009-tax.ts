import type { Migration } from './index';

export const taxMigration: Migration = {
  version: 9,
  name: 'sales tax: store tax configuration, tax lines on orders',
  sql: `
    -- A store's tax configuration as answered by GET (components, rounding, tax classes); whether its prices
    -- include tax lives on the store record (tax_included). A store without a row uses its country's defaults.
    CREATE TABLE store_tax_config (
      store_id TEXT PRIMARY KEY,
      data TEXT NOT NULL,
      updated_at TEXT NOT NULL
    );

    -- The tax an order charged, per component and rate (JSON array); NULL prices_include_tax: the order
    -- said nothing about tax (a pickup order whose checkout sent no tax lines).
    ALTER TABLE orders ADD COLUMN taxes TEXT NOT NULL DEFAULT '[]';
    ALTER TABLE orders ADD COLUMN prices_include_tax INTEGER;

    -- The events stream carries orders as the API answers them: with their tax now.
    DROP VIEW wire_orders;
    CREATE VIEW wire_orders AS
      SELECT order_id, store_id, json_object(
        'order_id', order_id, 'external_id', external_id, 'shop', shop, 'store_id', store_id,
        'status', status, 'currency', currency, 'customer', json(customer), 'shipments', json(shipments),
        'payments', json(payments),
        'prices_include_tax', CASE prices_include_tax WHEN 1 THEN json('true') WHEN 0 THEN json('false') END,
        'taxes', json(taxes),
        'assignee', assignee, 'created_at', created_at, 'updated_at', updated_at
      ) AS wire
      FROM orders;
  `,
};
