import type { PlatformDatabase } from './database';
import { repairSetting, type StoredSettingRule } from './setting-repair';
import { cachedStatement } from './statement-cache';

/**
 * Singleton JSON documents (configurations, secrets) stored by name. A setting with a rule is checked as it
 * is read: a value an older version stored outside today's ranges is repaired (clamped, else the default)
 * with a warning, so it never reaches the code that relies on those ranges.
 */
export class SettingsRepository {
  /** The stored text last found valid (or its repair) per setting: a large one is not checked on every read. */
  private readonly checked = new Map<string, { stored: string; repaired?: string; unset?: true }>();

  constructor(
    private readonly db: PlatformDatabase,
    private readonly now: () => Date,
    private readonly rules: Readonly<Record<string, StoredSettingRule>> = {},
    private readonly warn: (message: string) => void = () => undefined,
  ) {}

  get<T>(name: string): T | undefined {
    const row = cachedStatement(this.db, 'SELECT value FROM settings WHERE name = ?').get(name) as
      { value: string } | undefined;
    if (!row) return undefined;
    const rule = this.rules[name];
    if (!rule) return JSON.parse(row.value) as T;
    const known = this.checked.get(name);
    if (known?.stored === row.value) {
      return known.unset ? undefined : (JSON.parse(known.repaired ?? row.value) as T);
    }
    const value: unknown = JSON.parse(row.value);
    const repair = repairSetting(value, rule);
    if (repair.kind === 'valid') {
      this.checked.set(name, { stored: row.value });
      return value as T;
    }
    this.warn(
      `The stored setting '${name}' is outside today's rules (${repair.problems}); it reads as ` +
        `${repair.kind === 'clamped' ? 'clamped to the nearest allowed values' : 'its default'} until saved again.`,
    );
    if (repair.value === undefined) {
      this.checked.set(name, { stored: row.value, unset: true });
      return undefined;
    }
    this.checked.set(name, { stored: row.value, repaired: JSON.stringify(repair.value) });
    return repair.value as T;
  }

  /**
   * The stored value, storing `create()`'s first when there is none (a secret made on first use). Processes
   * starting together on one database all get the value stored first: the insert gives way to an existing
   * row, and what is read back is the row.
   */
  getOrCreate<T>(name: string, create: () => T): T {
    const existing = this.get<T>(name);
    if (existing !== undefined) return existing;
    cachedStatement(
      this.db,
      'INSERT INTO settings (name, value, updated_at) VALUES (?, ?, ?) ON CONFLICT (name) DO NOTHING',
    ).run(name, JSON.stringify(create()), this.now().toISOString());
    return this.get<T>(name) as T;
  }

  put(name: string, value: unknown): void {
    cachedStatement(
      this.db,
      `INSERT INTO settings (name, value, updated_at) VALUES (?, ?, ?)
         ON CONFLICT (name) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
    ).run(name, JSON.stringify(value), this.now().toISOString());
  }
}
