import type { PlatformDatabase } from './database';
import { cachedStatement } from './statement-cache';

/** Singleton JSON documents (configurations, secrets) stored by name. */
export class SettingsRepository {
  constructor(
    private readonly db: PlatformDatabase,
    private readonly now: () => Date,
  ) {}

  get<T>(name: string): T | undefined {
    const row = cachedStatement(this.db, 'SELECT value FROM settings WHERE name = ?').get(name) as
      { value: string } | undefined;
    return row ? (JSON.parse(row.value) as T) : undefined;
  }

  put(name: string, value: unknown): void {
    cachedStatement(
      this.db,
      `INSERT INTO settings (name, value, updated_at) VALUES (?, ?, ?)
         ON CONFLICT (name) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
    ).run(name, JSON.stringify(value), this.now().toISOString());
  }
}
