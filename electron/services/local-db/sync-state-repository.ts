import type { LocalDatabase } from './local-database';

/** Small named values of the sync: cursors (`catalog.cursor`), the catalog's scope, the last sync time. */
export class SyncStateRepository {
  constructor(private readonly db: LocalDatabase) {}

  get(name: string): string | undefined {
    const row = this.db.prepare('SELECT value FROM sync_state WHERE name = ?').get(name) as
      { value: string } | undefined;
    return row?.value;
  }

  set(name: string, value: string): void {
    this.db
      .prepare(
        'INSERT INTO sync_state (name, value) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET value = excluded.value',
      )
      .run(name, value);
  }

  delete(name: string): void {
    this.db.prepare('DELETE FROM sync_state WHERE name = ?').run(name);
  }
}
