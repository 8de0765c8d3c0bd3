import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { hashSecret } from './secret-hash';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { ROLES, type Role } from './roles';

export interface PlatformUser {
  username: string;
  roles: Role[];
  /** Stores the user may work in; empty means every store. */
  store_ids: string[];
}

const UsersFileSchema = z.array(
  z.object({
    username: z.string().trim().min(1),
    password: z.string().min(1),
    roles: z.array(z.enum(ROLES)).min(1),
    store_ids: z.array(z.string().min(1)).default([]),
  }),
);

export type UserRecord = z.input<typeof UsersFileSchema>[number];

/** The loopback-only default users, each with access to every store. */
export const DEFAULT_USERS: UserRecord[] = [
  { username: 'admin', password: 'admin', roles: ['admin'], store_ids: [] },
  { username: 'manager', password: 'manager', roles: ['manager'], store_ids: [] },
  { username: 'associate', password: 'associate', roles: ['associate'], store_ids: [] },
];

interface StoredUser extends PlatformUser {
  salt: Buffer;
  hash: Buffer;
}

/** Users and their password hashes, held in memory (the users file is the source of truth). */
export class UserDirectory {
  private readonly users = new Map<string, StoredUser>();

  constructor(records: UserRecord[]) {
    const parsed = UsersFileSchema.safeParse(records);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`Invalid users list at '${issue?.path.join('.')}': ${issue?.message}`);
    }
    for (const record of parsed.data) {
      if (this.users.has(record.username))
        throw new Error(`Duplicate user '${record.username}' in the users list.`);
      const salt = randomBytes(16);
      this.users.set(record.username, {
        username: record.username,
        roles: record.roles,
        store_ids: record.store_ids,
        salt,
        hash: scryptSync(record.password, salt, 32),
      });
    }
  }

  static fromFile(path: string): UserDirectory {
    let records: unknown;
    try {
      records = JSON.parse(readFileSync(path, 'utf8'));
    } catch (error) {
      throw new Error(`Cannot read the users file ${path}: ${(error as Error).message}`, { cause: error });
    }
    return new UserDirectory(records as UserRecord[]);
  }

  /**
   * The user when the password matches, else undefined (same work either way, to not leak names); the hash
   * is computed off the event loop, so other requests run meanwhile.
   */
  async authenticate(username: string, password: string): Promise<PlatformUser | undefined> {
    const user = this.users.get(username);
    const candidate = await hashSecret(password, user?.salt ?? randomBytes(16));
    if (!user || !timingSafeEqual(candidate, user.hash)) return undefined;
    return this.publicView(user);
  }

  /** authenticate() for a check that must stay inside a synchronous SQLite transaction (a return's approval). */
  verify(username: string, password: string): PlatformUser | undefined {
    const user = this.users.get(username);
    const salt = user?.salt ?? randomBytes(16);
    const candidate = scryptSync(password, salt, 32);
    if (!user || !timingSafeEqual(candidate, user.hash)) return undefined;
    return this.publicView(user);
  }

  find(username: string): PlatformUser | undefined {
    const user = this.users.get(username);
    return user ? this.publicView(user) : undefined;
  }

  private publicView(user: StoredUser): PlatformUser {
    return { username: user.username, roles: [...user.roles], store_ids: [...user.store_ids] };
  }
}
