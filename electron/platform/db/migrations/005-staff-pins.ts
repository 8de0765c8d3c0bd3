import type { Migration } from './index';

export const staffPinsMigration: Migration = {
  version: 5,
  name: 'staff PINs: salted hashes and the misses that lock them',
  sql: `
    -- One row per user who set a PIN. Only a scrypt hash is kept; misses_in_row counts wrong PINs since the
    -- last right one, and locked_until (RFC 3339, UTC) refuses every PIN of the user until it passes.
    CREATE TABLE staff_pins (
      username TEXT PRIMARY KEY,
      salt BLOB NOT NULL,
      hash BLOB NOT NULL,
      misses_in_row INTEGER NOT NULL DEFAULT 0,
      locked_until TEXT,
      updated_at TEXT NOT NULL
    );
  `,
};
