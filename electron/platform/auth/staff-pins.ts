// Staff PINs kept by the platform: a salted scrypt hash per user, never the PIN. A PIN is short, so it is
// only as safe as the guesses it allows: after STAFF_PIN_MAX_MISSES wrong PINs in a row the user's PIN is
// locked for STAFF_PIN_LOCK_SECONDS (the password still works), and the count survives a restart.
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { STAFF_PIN_LOCK_SECONDS, STAFF_PIN_MAX_MISSES } from '../../../shared/contract/staff-pin';
import type { PlatformDatabase } from '../db/database';

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

const HASH_BYTES = 32;

export class StaffPins {
  constructor(
    private readonly db: PlatformDatabase,
    private readonly now: () => Date,
  ) {}

  has(username: string): boolean {
    return this.db.prepare('SELECT 1 FROM staff_pins WHERE username = ?').get(username) !== undefined;
  }

  /** Sets (or replaces) the user's PIN; a new PIN starts with no misses and unlocked. */
  set(username: string, pin: string): void {
    const salt = randomBytes(16);
    this.db
      .prepare(
        `INSERT INTO staff_pins (username, salt, hash, misses_in_row, locked_until, updated_at)
         VALUES (?, ?, ?, 0, NULL, ?)
         ON CONFLICT (username) DO UPDATE SET salt = excluded.salt, hash = excluded.hash,
           misses_in_row = 0, locked_until = NULL, updated_at = excluded.updated_at`,
      )
      .run(username, salt, scryptSync(pin, salt, HASH_BYTES), this.now().toISOString());
  }

  remove(username: string): void {
    this.db.prepare('DELETE FROM staff_pins WHERE username = ?').run(username);
  }

  /** Checks a PIN, counting a miss (and locking after too many) in the same transaction. */
  check(username: string, pin: string): PinCheck {
    return this.db.transaction((): PinCheck => {
      const row = this.db
        .prepare<[string], PinRow>(
          'SELECT salt, hash, misses_in_row, locked_until FROM staff_pins WHERE username = ?',
        )
        .get(username);
      if (!row) {
        // The same work as a real check, so a stranger cannot tell who has a PIN by the time it takes.
        scryptSync(pin, randomBytes(16), HASH_BYTES);
        return { outcome: 'no_pin' };
      }
      const now = this.now();
      if (row.locked_until && new Date(row.locked_until) > now) {
        return { outcome: 'locked', until: new Date(row.locked_until) };
      }
      if (timingSafeEqual(scryptSync(pin, row.salt, HASH_BYTES), row.hash)) {
        this.db
          .prepare('UPDATE staff_pins SET misses_in_row = 0, locked_until = NULL WHERE username = ?')
          .run(username);
        return { outcome: 'accepted' };
      }
      const misses = row.misses_in_row + 1;
      if (misses >= STAFF_PIN_MAX_MISSES) {
        const until = new Date(now.getTime() + STAFF_PIN_LOCK_SECONDS * 1000);
        this.db
          .prepare('UPDATE staff_pins SET misses_in_row = 0, locked_until = ? WHERE username = ?')
          .run(until.toISOString(), username);
        return { outcome: 'locked', until };
      }
      this.db.prepare('UPDATE staff_pins SET misses_in_row = ? WHERE username = ?').run(misses, username);
      return { outcome: 'wrong', missesLeft: STAFF_PIN_MAX_MISSES - misses };
    })();
  }
}
