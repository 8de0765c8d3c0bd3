// Staff PINs kept by the platform: a salted scrypt hash per user, never the PIN. A PIN is short, so it is
// only as safe as the guesses it allows: after STAFF_PIN_MAX_MISSES wrong PINs in a row the user's PIN is
// locked for STAFF_PIN_LOCK_SECONDS (the password still works), and the count survives a restart.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { STAFF_PIN_LOCK_SECONDS, STAFF_PIN_MAX_MISSES } from '../../../shared/contract/staff-pin';
import type { PlatformDatabase } from '../db/database';
import { hashSecret } from './secret-hash';

export type PinCheck =
  | { outcome: 'accepted' }
  | { outcome: 'wrong'; missesLeft: number }
  | { outcome: 'locked'; until: Date }
  | { outcome: 'no_pin' };

interface PinRow {
  salt: Buffer;
  hash: Buffer;
  misses_in_row: number;
  locked_until: string | null;
}

export class StaffPins {
  constructor(
    private readonly db: PlatformDatabase,
    private readonly now: () => Date,
  ) {}

  has(username: string): boolean {
    return this.db.prepare('SELECT 1 FROM staff_pins WHERE username = ?').get(username) !== undefined;
  }

  /** Sets (or replaces) the user's PIN; a new PIN starts with no misses and unlocked. */
  async set(username: string, pin: string): Promise<void> {
    const salt = randomBytes(16);
    const hash = await hashSecret(pin, salt);
    this.db
      .prepare(
        `INSERT INTO staff_pins (username, salt, hash, misses_in_row, locked_until, updated_at)
         VALUES (?, ?, ?, 0, NULL, ?)
         ON CONFLICT (username) DO UPDATE SET salt = excluded.salt, hash = excluded.hash,
           misses_in_row = 0, locked_until = NULL, updated_at = excluded.updated_at`,
      )
      .run(username, salt, hash, this.now().toISOString());
  }

  remove(username: string): void {
    this.db.prepare('DELETE FROM staff_pins WHERE username = ?').run(username);
  }

  /**
   * Checks a PIN, counting a miss (and locking after too many). The hash is computed off the event loop;
   * the count is then updated in one transaction that reads the row again, so checks running at the same
   * time each count, and a PIN replaced meanwhile is checked again against the new one.
   */
  async check(username: string, pin: string): Promise<PinCheck> {
    const before = this.row(username);
    if (!before) {
      // The same work as a real check, so a stranger cannot tell who has a PIN by the time it takes.
      await hashSecret(pin, randomBytes(16));
      return { outcome: 'no_pin' };
    }
    const lockedBefore = this.lockedUntil(before);
    if (lockedBefore) return { outcome: 'locked', until: lockedBefore };
    const candidate = await hashSecret(pin, before.salt);
    const outcome = this.db.transaction((): PinCheck | 'changed' => {
      const row = this.row(username);
      if (!row) return { outcome: 'no_pin' };
      if (!row.salt.equals(before.salt)) return 'changed';
      const until = this.lockedUntil(row);
      if (until) return { outcome: 'locked', until };
      if (timingSafeEqual(candidate, row.hash)) {
        this.db
          .prepare('UPDATE staff_pins SET misses_in_row = 0, locked_until = NULL WHERE username = ?')
          .run(username);
        return { outcome: 'accepted' };
      }
      const misses = row.misses_in_row + 1;
      if (misses >= STAFF_PIN_MAX_MISSES) {
        const lockedUntil = new Date(this.now().getTime() + STAFF_PIN_LOCK_SECONDS * 1000);
        this.db
          .prepare('UPDATE staff_pins SET misses_in_row = 0, locked_until = ? WHERE username = ?')
          .run(lockedUntil.toISOString(), username);
        return { outcome: 'locked', until: lockedUntil };
      }
      this.db.prepare('UPDATE staff_pins SET misses_in_row = ? WHERE username = ?').run(misses, username);
      return { outcome: 'wrong', missesLeft: STAFF_PIN_MAX_MISSES - misses };
    })();
    return outcome === 'changed' ? this.check(username, pin) : outcome;
  }

  private row(username: string): PinRow | undefined {
    return this.db
      .prepare<[string], PinRow>(
        'SELECT salt, hash, misses_in_row, locked_until FROM staff_pins WHERE username = ?',
      )
      .get(username);
  }

  private lockedUntil(row: PinRow): Date | undefined {
    return row.locked_until && new Date(row.locked_until) > this.now()
      ? new Date(row.locked_until)
      : undefined;
  }
}
