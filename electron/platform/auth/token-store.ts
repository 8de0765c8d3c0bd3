import { createHash, randomBytes } from 'node:crypto';
import type { PlatformDatabase } from '../db/database';

export const DEFAULT_TOKEN_TTL_SECONDS = 8 * 60 * 60;
/**
 * How long a token read from the database is trusted without reading it again. Every authenticated request
 * resolves its token, and on PostgreSQL that read was a round trip holding the process's thread (14 % of
 * its waits at 1,000 workstations, BENCHMARKS.md). A token's row never changes once written; reading it
 * again after a minute still notices one deleted by hand.
 */
const RESOLVED_TOKEN_KEPT_MS = 60_000;
/** Tokens remembered at most (several per workstation of a large chain); the oldest go first. */
const MAX_RESOLVED_TOKENS = 20_000;

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
  /** Tokens found in the database, by hash, with when they were read (misses are never kept). */
  private readonly resolved = new Map<string, { username: string; expiresAt: string; readAt: number }>();

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
    const found = this.find(hashToken(token));
    if (!found) return undefined;
    if (found.expiresAt <= this.now().toISOString()) return 'expired';
    return { username: found.username };
  }

  private find(hash: string): { username: string; expiresAt: string } | undefined {
    const now = this.now().getTime();
    const kept = this.resolved.get(hash);
    if (kept && now - kept.readAt < RESOLVED_TOKEN_KEPT_MS) return kept;
    this.resolved.delete(hash);
    const row = this.findToken.get(hash);
    if (!row) return undefined;
    if (this.resolved.size >= MAX_RESOLVED_TOKENS) {
      // Oldest first: Map keeps insertion order.
      const oldest = this.resolved.keys().next().value;
      if (oldest !== undefined) this.resolved.delete(oldest);
    }
    const found = { username: row.username, expiresAt: row.expires_at, readAt: now };
    this.resolved.set(hash, found);
    return found;
  }
}
