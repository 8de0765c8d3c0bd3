// The signed-in associate's access token and, held only in memory, the credentials that obtained it, so
// an expired token (401) can be renewed without interrupting the associate. When no credentials are
// remembered or the platform refuses them, the host's CredentialsProvider is asked (it may prompt).
import type { TokenResponse } from '../../../shared/contract/auth';
import { ApiError } from './api-errors';

export interface PasswordCredentials {
  username: string;
  password: string;
}

/** A staff PIN in place of the password (grant_type=staff_pin). */
export interface PinCredentials {
  username: string;
  pin: string;
}

export type SignInCredentials = PasswordCredentials | PinCredentials;

export type CredentialsRequestReason =
  /** No one has signed in on this client yet. */
  | 'no_session'
  /** The token expired or was revoked and no password is remembered. */
  | 'token_expired'
  /** The remembered password was refused (changed on the platform). */
  | 'credentials_rejected';

export interface CredentialsRequest {
  reason: CredentialsRequestReason;
  /** The user whose session is being renewed, when known. */
  username?: string;
}

/**
 * Supplied by the host: returns credentials for a renewal (for example by prompting the associate), or
 * null when none can be had (the call then fails with ApiError 401 `sign_in_required`).
 */
export type CredentialsProvider = (request: CredentialsRequest) => Promise<PasswordCredentials | null>;

export type PasswordGrant = (credentials: SignInCredentials) => Promise<TokenResponse>;

export interface SessionInfo {
  username: string;
  /** When the platform said the token expires (from expires_in). */
  expiresAt: Date;
  scope: string;
}

export class ApiSession {
  private token: string | undefined;
  private info: SessionInfo | undefined;
  private remembered: SignInCredentials | undefined;
  private renewal: Promise<string> | undefined;

  constructor(
    private readonly grant: PasswordGrant,
    private readonly credentialsProvider?: CredentialsProvider,
    private readonly now: () => Date = () => new Date(),
    private readonly onChange?: (info: SessionInfo | undefined) => void,
  ) {}

  get accessToken(): string | undefined {
    return this.token;
  }

  get current(): SessionInfo | undefined {
    return this.info;
  }

  /** Obtains a token (password or PIN grant) and remembers the credentials (in memory) for renewals. */
  async signIn(credentials: SignInCredentials): Promise<SessionInfo> {
    const response = await this.grant(credentials);
    return this.accept(credentials, response);
  }

  /**
   * Resumes a session whose token was kept across launches (sealed by the settings service). No password is
   * remembered, so when the token expires the CredentialsProvider is asked.
   */
  restore(session: { username: string; accessToken: string; expiresAt: Date; scope?: string }): void {
    this.token = session.accessToken;
    this.remembered = undefined;
    this.info = { username: session.username, expiresAt: session.expiresAt, scope: session.scope ?? '' };
    this.onChange?.(this.info);
  }

  /** Forgets the token and the remembered credentials. */
  signOut(): void {
    this.token = undefined;
    this.info = undefined;
    this.remembered = undefined;
    this.onChange?.(undefined);
  }

  /** Drops the token but keeps the credentials (another platform address: its tokens differ). */
  forgetToken(): void {
    this.token = undefined;
  }

  /**
   * A token to send: the current one, or a new one when there is none. Concurrent callers share one
   * renewal. `rejected` is the token a 401 refused: if another call already renewed it, the new one is used.
   */
  async tokenFor(rejected?: string): Promise<string> {
    if (this.token !== undefined && this.token !== rejected) return this.token;
    this.renewal ??= this.renew().finally(() => {
      this.renewal = undefined;
    });
    return this.renewal;
  }

  private async renew(): Promise<string> {
    const username = this.remembered?.username ?? this.info?.username;
    if (this.remembered) {
      try {
        const response = await this.grant(this.remembered);
        this.accept(this.remembered, response);
        return this.mustHaveToken();
      } catch (error) {
        if (!(error instanceof ApiError && (error.code === 'invalid_grant' || error.status === 401)))
          throw error;
        this.remembered = undefined;
        return this.askProvider({ reason: 'credentials_rejected', ...(username ? { username } : {}) });
      }
    }
    return this.askProvider({
      reason: this.info ? 'token_expired' : 'no_session',
      ...(username ? { username } : {}),
    });
  }

  private async askProvider(request: CredentialsRequest): Promise<string> {
    const credentials = this.credentialsProvider ? await this.credentialsProvider(request) : null;
    if (!credentials) {
      this.token = undefined;
      throw new ApiError(401, 'sign_in_required', 'Sign in again to continue: the session has ended.');
    }
    const response = await this.grant(credentials);
    this.accept(credentials, response);
    return this.mustHaveToken();
  }

  private accept(credentials: SignInCredentials, response: TokenResponse): SessionInfo {
    this.token = response.access_token;
    this.remembered = credentials;
    this.info = {
      username: credentials.username,
      expiresAt: new Date(this.now().getTime() + response.expires_in * 1000),
      scope: response.scope,
    };
    this.onChange?.(this.info);
    return this.info;
  }

  private mustHaveToken(): string {
    if (this.token === undefined) throw new ApiError(401, 'sign_in_required', 'Sign in to continue.');
    return this.token;
  }
}
