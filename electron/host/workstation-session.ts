// Who works at this workstation and where: the signed-in user (from GET /v0/me), the selected store, the
// platform connection, and the screen lock. A session does not survive a restart (a shared counter's next
// launch asks who is there; the store and the last username are remembered). While the screen is locked
// only the same user (password or staff PIN), another associate switching in, or a sign-out gets past it.
// Every change is pushed to the renderer as onSessionChanged.
import { BRIDGE_ERROR_CODES, BridgeError } from '../../shared/bridge/bridge-error';
import type { Credential } from '../../shared/bridge/calls/session';
import type { Session, SessionUser, StoreSummary } from '../../shared/bridge/views/session';
import { DEFAULT_IDLE_LOCK_SECONDS } from '../../shared/contract/app-config';
import type { Role } from '../../shared/contract/auth';
import type { Store } from '../../shared/contract/store';
import { ApiError, ApiUnreachableError } from '../services/api/api-errors';
import type { SignInCredentials } from '../services/api/api-session';
import type { PlatformApiClient } from '../services/api/platform-api-client';
import type { LocalStoreRepository } from '../services/local-db/local-store-repository';
import type { WorkstationSettingsService } from '../services/settings/settings-service';
import type { PlatformSetting } from '../services/settings/workstation-settings';
import { hasRole, permissionsOf } from './permissions';
import type { PlatformConnection } from './platform-connection';

export function toStoreSummary(store: Store): StoreSummary {
  return {
    storeId: store.store_id,
    label: store.label,
    shop: store.shop,
    countryCode: store.physical_address.country_code,
    city: store.physical_address.city,
    timezone: store.timezone,
    active: store.active_status,
  };
}

function userFrom(username: string, roles: Role[], storeIds: string[], hasPin = false): SessionUser {
  return { username, roles, storeIds, permissions: permissionsOf(roles), hasPin };
}

/** The credentials of a bridge request, as the API client sends them. */
function toSignInCredentials(username: string, credential: Credential): SignInCredentials {
  return credential.method === 'pin'
    ? { username, pin: credential.pin }
    : { username, password: credential.password };
}

/** Calls that still work while the screen is locked: nothing that shows or changes the store's data. */
export const CALLS_ALLOWED_WHILE_LOCKED: ReadonlySet<string> = new Set([
  'session.get',
  'session.unlock',
  'session.switchUser',
  'session.signOut',
]);

export function canAccessStore(user: Pick<SessionUser, 'storeIds'>, storeId: string): boolean {
  return user.storeIds.length === 0 || user.storeIds.includes(storeId);
}

export class WorkstationSession {
  private user: SessionUser | null = null;
  private store: Store | null = null;
  private lockedSince: Date | null = null;
  private idleLockSeconds = DEFAULT_IDLE_LOCK_SECONDS;
  private readonly listeners = new Set<(session: Session) => void>();

  constructor(
    private readonly client: PlatformApiClient,
    private readonly connection: PlatformConnection,
    private readonly settings: WorkstationSettingsService,
    private readonly localStores: LocalStoreRepository,
    private readonly now: () => Date,
    private readonly log: (message: string) => void,
  ) {
    client.on('reachabilityChanged', () => this.changed());
  }

  /** Told of every change (the host forwards it as onSessionChanged). */
  onChange(listener: (session: Session) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  snapshot(): Session {
    return {
      platform: {
        mode: this.connection.mode,
        url: this.connection.url,
        reachable: this.client.isReachable ?? null,
      },
      user: this.user,
      store: this.store ? toStoreSummary(this.store) : null,
      locale: this.settings.read().locale,
      lock: {
        locked: this.lockedSince !== null,
        since: this.lockedSince?.toISOString() ?? null,
        idleSeconds: this.idleLockSeconds,
      },
      lastUsername: this.settings.read().lastUsername,
      counterMode: this.settings.read().counterMode,
    };
  }

  get isLocked(): boolean {
    return this.lockedSince !== null;
  }

  /** The business's idle time (application configuration), read after every sign-in and sync. */
  setIdleLockSeconds(seconds: number): void {
    if (seconds === this.idleLockSeconds) return;
    this.idleLockSeconds = seconds;
    this.changed();
  }

  /**
   * Starts the platform. Nobody is signed in after a launch, even if someone was when the app closed: the
   * person at the counter now signs in (their name is filled in when they were the last one).
   */
  async start(): Promise<void> {
    this.client.setBaseUrl(await this.connection.start());
    if (this.settings.forgetStoredSession()) {
      this.log('The session of the last launch was not resumed: sign in to continue.');
    }
    this.changed();
  }

  async signIn(username: string, password: string): Promise<Session> {
    this.forget();
    await this.client.signIn({ username, password });
    try {
      await this.loadUser();
    } catch (error) {
      this.forget();
      throw error;
    }
    this.changed();
    return this.snapshot();
  }

  lock(): Session {
    const user = this.requireUser();
    if (!this.lockedSince) {
      this.lockedSince = this.now();
      this.log(`The screen of ${user.username} locked.`);
      this.changed();
    }
    return this.snapshot();
  }

  /** The signed-in user proves who they are again; the platform checks the password or PIN. */
  async unlock(credential: Credential): Promise<Session> {
    const user = this.requireUser();
    await this.proveIdentity(user.username, credential);
    this.lockedSince = null;
    this.log(`${user.username} unlocked the screen.`);
    this.changed();
    return this.snapshot();
  }

  /**
   * Another associate takes the workstation. Their credentials are checked before the current user leaves,
   * so a typo never leaves the counter signed out; the store stays when the new user may work in it.
   */
  async switchUser(username: string, credential: Credential): Promise<Session> {
    const current = this.requireUser();
    if (username === current.username) return this.unlock(credential);
    await this.proveIdentity(username, credential);
    this.lockedSince = null;
    try {
      await this.loadUser();
    } catch (error) {
      this.forget();
      this.changed();
      throw error;
    }
    this.log(`${username} took the workstation from ${current.username}.`);
    this.changed();
    return this.snapshot();
  }

  async setPin(pin: string, password: string): Promise<Session> {
    this.requireUser();
    await this.client.setStaffPin({ pin, password });
    await this.loadUser();
    this.changed();
    return this.snapshot();
  }

  async removePin(password: string): Promise<Session> {
    this.requireUser();
    await this.client.removeStaffPin({ password });
    await this.loadUser();
    this.changed();
    return this.snapshot();
  }

  /**
   * Signs in as `username` with the credential (replacing the client's token only when it is accepted).
   * A refusal names the field at fault, as the sign-in form shows it; a PIN locked by too many misses
   * keeps the platform's values (`{reason: 'pin_locked', until}`) for the screen to word in its language.
   */
  private async proveIdentity(username: string, credential: Credential) {
    try {
      return await this.client.signIn(toSignInCredentials(username, credential));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'invalid_grant') {
        const field = credential.method === 'pin' ? 'credential.pin' : 'credential.password';
        const lock = error.values?.['reason'] === 'pin_locked' ? error.values : undefined;
        const locked = lock !== undefined;
        throw new BridgeError({
          code: 'invalid_grant',
          message: locked
            ? error.message
            : credential.method === 'pin'
              ? 'That PIN is not right.'
              : 'That password is not right.',
          details: [
            { path: field, message: locked ? 'is locked after too many wrong PINs' : 'is not right' },
          ],
          ...(lock ? { values: lock } : {}),
        });
      }
      throw error;
    }
  }

  signOut(): Session {
    this.forget();
    this.changed();
    return this.snapshot();
  }

  /** The platform refused the token and it could not be renewed: the user must sign in again. */
  expire(): void {
    if (!this.user) return;
    this.log(`The session of ${this.user.username} ended (the platform refused its token).`);
    this.forget();
    this.changed();
  }

  async setPlatform(setting: PlatformSetting): Promise<Session> {
    if (setting.mode === 'url') {
      // Refuse an address that is not a platform before leaving the working one.
      const probe = this.client.baseUrl;
      this.client.setBaseUrl(setting.url);
      try {
        await this.client.health({ retries: 0, timeoutMs: 5_000 });
      } catch (error) {
        this.client.setBaseUrl(probe);
        throw new BridgeError({
          code: BRIDGE_ERROR_CODES.platformUnreachable,
          message: `No platform answers at ${setting.url}: ${(error as Error).message}`,
          details: [{ path: 'url', message: 'no platform answers GET /health at this address' }],
        });
      }
    }
    this.forget();
    this.client.setBaseUrl(await this.connection.switchTo(setting));
    this.changed();
    return this.snapshot();
  }

  async whoAmI(): Promise<SessionUser> {
    this.requireUser();
    await this.loadUser();
    this.changed();
    return this.requireUser();
  }

  /** Stores the user may work in: from the platform, or the last synced copy when it cannot be reached. */
  async listStores(): Promise<Store[]> {
    const user = this.requireUser();
    let stores: Store[];
    try {
      stores = await this.client.listStores();
      this.localStores.upsertMany(stores);
    } catch (error) {
      if (!(error instanceof ApiUnreachableError)) throw error;
      stores = this.localStores.list();
      if (stores.length === 0) throw error;
    }
    return stores
      .filter((store) => canAccessStore(user, store.store_id))
      .sort((a, b) => Number(b.active_status) - Number(a.active_status) || a.label.localeCompare(b.label));
  }

  async selectStore(storeId: string): Promise<Session> {
    const user = this.requireUser();
    if (!canAccessStore(user, storeId)) {
      throw new BridgeError({
        code: BRIDGE_ERROR_CODES.forbidden,
        message: `${user.username} may not work in store ${storeId}.`,
        details: [{ path: 'storeId', message: 'is not one of the stores this user may work in' }],
      });
    }
    this.store = await this.fetchStore(storeId);
    this.settings.update({ storeId });
    this.changed();
    return this.snapshot();
  }

  /**
   * Counter mode on or off: a manager at the keyboard, or an associate with a manager's username and password
   * typed on the spot (checked by the platform, whose roles decide).
   */
  async setCounterMode(
    enabled: boolean,
    approver: { username: string; password: string } | undefined,
  ): Promise<Session> {
    const user = this.requireUser();
    let decidedBy = user.username;
    if (!hasRole(user.roles, 'manager')) {
      if (!approver) {
        throw new BridgeError({
          code: 'manager_approval_required',
          message: `A manager ${enabled ? 'turns counter mode on' : 'leaves counter mode'}: ask one to approve it.`,
          details: [{ path: 'approver', message: "a manager's username and password are needed" }],
          values: { why: 'counter_mode', enabling: enabled ? 'yes' : 'no' },
        });
      }
      decidedBy = await this.approvingManager(approver);
    }
    this.settings.update({ counterMode: enabled });
    this.log(
      `Counter mode ${enabled ? 'on' : 'off'} (${decidedBy}${decidedBy === user.username ? '' : ` for ${user.username}`}).`,
    );
    this.changed();
    return this.snapshot();
  }

  /** Checks a manager's credentials with the platform without touching the signed-in session. */
  private async approvingManager(approver: { username: string; password: string }): Promise<string> {
    let token;
    try {
      token = await this.client.obtainToken(approver, { retries: 0 });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'invalid_grant') {
        throw new BridgeError({
          code: 'invalid_grant',
          message: "The manager's username or password is not right.",
          details: [{ path: 'approver.password', message: 'is not right' }],
        });
      }
      throw error;
    }
    const manager = await this.client
      .actingAs({
        username: approver.username,
        accessToken: token.access_token,
        expiresAt: new Date(this.now().getTime() + token.expires_in * 1000),
      })
      .me();
    if (!hasRole(manager.roles, 'manager')) {
      throw new BridgeError({
        code: 'forbidden',
        message: `${manager.username} is not a manager.`,
        details: [{ path: 'approver.username', message: 'is not a manager' }],
      });
    }
    return manager.username;
  }

  setLocale(locale: string): Session {
    this.settings.update({ locale });
    this.changed();
    return this.snapshot();
  }

  requireUser(): SessionUser {
    if (!this.user)
      throw new BridgeError({ code: BRIDGE_ERROR_CODES.notSignedIn, message: 'Sign in first.' });
    return this.user;
  }

  requireRole(role: Role, what: string): SessionUser {
    const user = this.requireUser();
    if (!hasRole(user.roles, role)) {
      throw new BridgeError({
        code: BRIDGE_ERROR_CODES.forbidden,
        message: `${what} needs the ${role} role; ${user.username} has ${user.roles.join(', ') || 'no role'}.`,
      });
    }
    return user;
  }

  /** The selected store (the whole record); refused when none is selected. */
  requireStore(): Store {
    this.requireUser();
    if (!this.store) {
      throw new BridgeError({
        code: BRIDGE_ERROR_CODES.noStoreSelected,
        message: 'Choose the store you work in first.',
      });
    }
    return this.store;
  }

  private async loadUser(): Promise<void> {
    const me = await this.client.me();
    this.user = userFrom(me.username, me.roles, me.store_ids, me.has_pin ?? false);
    this.settings.update({ lastUsername: me.username });
    const storeId = this.settings.read().storeId;
    this.store = null;
    if (storeId && canAccessStore(this.user, storeId)) {
      try {
        this.store = await this.fetchStore(storeId);
      } catch (error) {
        this.log(`The remembered store ${storeId} could not be loaded: ${(error as Error).message}`);
      }
    }
  }

  private async fetchStore(storeId: string): Promise<Store> {
    try {
      const store = await this.client.getStore(storeId);
      this.localStores.upsertMany([store]);
      return store;
    } catch (error) {
      const local = error instanceof ApiUnreachableError ? this.localStores.get(storeId) : undefined;
      if (local) return local;
      if (error instanceof ApiError && error.status === 404) {
        throw new BridgeError({
          code: 'store_not_found',
          message: `There is no store ${storeId}.`,
          values: { storeId },
          details: [{ path: 'storeId', message: 'no such store on the platform' }],
        });
      }
      throw error;
    }
  }

  private forget(): void {
    this.user = null;
    this.store = null;
    this.lockedSince = null;
    this.client.signOut();
  }

  private changed(): void {
    const session = this.snapshot();
    for (const listener of this.listeners) listener(session);
  }
}
