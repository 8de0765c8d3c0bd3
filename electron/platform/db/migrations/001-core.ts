import type { Migration } from './index';

export const coreMigration: Migration = {
  version: 1,
  name: 'core: tokens, idempotency, settings, stores',
  sql: `
    CREATE TABLE access_tokens (
      token_hash TEXT PRIMARY KEY,
      username TEXT NOT NULL,
      expires_at TEXT NOT NULL
    );
    CREATE INDEX access_tokens_expiry ON access_tokens (expires_at);

    CREATE TABLE idempotency_keys (
      scope TEXT NOT NULL,
      key TEXT NOT NULL,
      fingerprint TEXT NOT NULL,
      state TEXT NOT NULL CHECK (state IN ('in_progress', 'done')),
      status INTEGER,
      content_type TEXT,
      body TEXT,
      created_at TEXT NOT NULL,
      PRIMARY KEY (scope, key)
    );

    -- Singleton documents (configurations, the signing secret), one JSON value per name.
    CREATE TABLE settings (
      name TEXT PRIMARY KEY,
      value TEXT NOT NULL,
      updated_at TEXT NOT NULL
    );

    CREATE TABLE stores (
      store_id TEXT PRIMARY KEY,
      shop TEXT NOT NULL,
      data TEXT NOT NULL,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    );
    CREATE INDEX stores_updated ON stores (updated_at);
  `,
};
