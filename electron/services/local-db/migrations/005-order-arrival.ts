// When each pickup order reached this workstation in a state the store works (anything past `open`), so
// the dashboard can point out new ones whatever brought them in (sync, an action's answer, a pushed
// change); and whether an order is a pickup order at all (a counter sale carries no shipping option).
export const MIGRATION_005_ORDER_ARRIVAL = {
  version: 5,
  sql: `
    ALTER TABLE orders ADD COLUMN arrived_at TEXT;
    ALTER TABLE orders ADD COLUMN is_pickup INTEGER
      GENERATED ALWAYS AS (json_type(body, '$.shipments[0].shipping_option') IS NOT NULL) VIRTUAL;
  `,
} as const;
