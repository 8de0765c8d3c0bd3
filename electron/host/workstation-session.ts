// Who works at this workstation and where: the signed-in user (from GET /v0/me), the selected store, the
// platform connection. Signing in stores the token sealed at rest so the next launch resumes the session;
// every change is pushed to the renderer as onSessionChanged.
import { BRIDGE_ERROR_CODES, BridgeError } from '../../shared/bridge/bridge-error';
import type { Session, SessionUser, StoreSummary } from '../../shared/bridge/views/session';
import type { Role } from '../../shared/contract/auth';
import type { Store } from '../../shared/contract/store';
import { ApiError, ApiUnreachableError } from '../services/api/api-errors';
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

function userFrom(username: string, roles: Role[], storeIds: string[]): SessionUser {
  return { username, roles, storeIds, permissions: permissionsOf(roles) };
}

export function canAccessStore(user: Pick<SessionUser, 'storeIds'>, storeId: string): boolean {
  return user.storeIds.length === 0 || user.storeIds.includes(storeId);
}

export class WorkstationSession {
  private user: SessionUser | null = null;
  private store: Store | null = null;
  private readonly listeners = new Set<(session: Session) => void>();

  constructor(
    private readonly client: PlatformApiClient,
    private readonly connection: PlatformConnection,
    private readonly settings: WorkstationSettingsService,
    private readonly localStores: LocalStoreRepository,
    private readonly now: () => Date,
    private readonly log: (message: string) => void,
  ) {
    client.on('sessionChanged', (info) => {
      // A renewed token (same user, new expiry) is sealed again; sign-outs clear it in signOut().
      if (info && this.user) this.saveSignIn(info.expiresAt);
    });
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
    };
  }

  /**
   * Starts the platform and resumes the stored sign-in when its token is still good. Offline, the user is
   * resumed from what GET /v0/me said last time, and works on the synced data until the platform answers.
   */
  async start(): Promise<void> {
    this.client.setBaseUrl(await this.connection.start());
    const stored = this.settings.readSignIn();
    if (!stored) return this.changed();
    if (stored.platform !== this.connection.identity || stored.expiresAt <= this.now()) {
      this.settings.clearSignIn();
      return this.changed();
    }
    this.client.session.restore(stored);
    try {
      await this.loadUser();
      this.log(`Resumed the session of ${stored.username}.`);
    } catch (error) {
      if (error instanceof ApiUnreachableError) {
        this.user = userFrom(stored.username, stored.roles, stored.storeIds);
        const storeId = this.settings.read().storeId;
        this.store =
          storeId && canAccessStore(this.user, storeId) ? (this.localStores.get(storeId) ?? null) : null;
        this.log(`The platform is unreachable: resumed ${stored.username} from the stored sign-in.`);
      } else {
        this.log(`The stored sign-in of ${stored.username} was not accepted: ${(error as Error).message}`);
        this.forget();
      }
    }
    this.changed();
  }

  async signIn(username: string, password: string): Promise<Session> {
    this.forget();
    const info = await this.client.signIn({ username, password });
    try {
      await this.loadUser();
    } catch (error) {
      this.forget();
      throw error;
    }
    this.saveSignIn(info.expiresAt);
    this.changed();
    return this.snapshot();
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
    this.user = userFrom(me.username, me.roles, me.store_ids);
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
          details: [{ path: 'storeId', message: 'no such store on the platform' }],
        });
      }
      throw error;
    }
  }

  private saveSignIn(expiresAt: Date): void {
    const token = this.client.session.accessToken;
    if (!token || !this.user) return;
    this.settings.saveSignIn({
      platform: this.connection.identity,
      username: this.user.username,
      roles: this.user.roles,
      storeIds: this.user.storeIds,
      accessToken: token,
      expiresAt,
    });
  }

  private forget(): void {
    this.user = null;
    this.store = null;
    this.client.signOut();
    this.settings.clearSignIn();
  }

  private changed(): void {
    const session = this.snapshot();
    for (const listener of this.listeners) listener(session);
  }
}
