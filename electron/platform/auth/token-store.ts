import { createHash, randomBytes } from 'node:crypto';
import type { PlatformDatabase } from '../db/database';

export const DEFAULT_TOKEN_TTL_SECONDS = 8 * 60 * 60;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Opaque bearer tokens. Only their SHA-256 is stored, so a copy of the database cannot be used to sign
 * in; they live in SQLite so a restart of the platform does not sign every workstation out.
 */
export class TokenStore {
  // Prepared once: resolve() runs on every authenticated request.
  private readonly findToken;
  private readonly insertToken;
  private readonly deleteExpired;

  constructor(
    db: PlatformDatabase,
    private readonly now: () => Date,
    readonly ttlSeconds: number = DEFAULT_TOKEN_TTL_SECONDS,
  ) {
    this.findToken = db.prepare<[string], { username: string; expires_at: string }>(
      'SELECT username, expires_at FROM access_tokens WHERE token_hash = ?',
    );
    this.insertToken = db.prepare<[string, string, string]>(
      'INSERT INTO access_tokens (token_hash, username, expires_at) VALUES (?, ?, ?)',
    );
    this.deleteExpired = db.prepare<[string]>('DELETE FROM access_tokens WHERE expires_at <= ?');
  }

  issue(username: string): { token: string; expiresIn: number } {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(this.now().getTime() + this.ttlSeconds * 1000).toISOString();
    this.deleteExpired.run(this.now().toISOString());
    this.insertToken.run(hashToken(token), username, expiresAt);
    return { token, expiresIn: this.ttlSeconds };
  }

  /** The username of a valid, unexpired token; 'expired' or undefined otherwise. */
  resolve(token: string): { username: string } | 'expired' | undefined {
    const row = this.findToken.get(hashToken(token));
    if (!row) return undefined;
    if (row.expires_at <= this.now().toISOString()) return 'expired';
    return { username: row.username };
  }
}
