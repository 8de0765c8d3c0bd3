// The workstation's settings and its stored sign-in, read and written through one validated door.
import { z } from 'zod';
import { formatIssues, toErrorDetails } from '../../../shared/contract/validation';
import type { ErrorDetail } from '../../../shared/contract/errors';
import { RoleSchema, type Role } from '../../../shared/contract/auth';
import type { SecretProtector } from './secret-protector';
import type { SettingsStorage } from './settings-storage';
import {
  DEFAULT_WORKSTATION_SETTINGS,
  WorkstationSettingsSchema,
  type WorkstationSettings,
} from './workstation-settings';

const SETTINGS_KEY = 'workstation';
const SESSION_KEY = 'session';

/** A settings change the schema refuses: every field at fault, named. Nothing is written. */
export class SettingsValidationError extends Error {
  readonly code = 'invalid_settings';
  constructor(readonly details: readonly ErrorDetail[]) {
    super(`The settings were not saved: ${formatIssues(details)}`);
    this.name = 'SettingsValidationError';
  }
}

/** The sign-in kept across launches. The token is sealed by the SecretProtector before it touches the disk. */
export interface StoredSignIn {
  /** Which platform issued the token: 'embedded', or the platform's URL. Tokens of one are no use to another. */
  platform: string;
  username: string;
  /** The user's roles and stores as GET /v0/me last said, so a launch while offline still knows them. */
  roles: Role[];
  storeIds: string[];
  accessToken: string;
  expiresAt: Date;
}

const StoredSignInRecordSchema = z.strictObject({
  platform: z.string().min(1),
  username: z.string().min(1),
  roles: z.array(RoleSchema),
  storeIds: z.array(z.string()),
  sealedToken: z.string().min(1),
  expiresAt: z.iso.datetime({ offset: true }),
});

export class WorkstationSettingsService {
  constructor(
    private readonly storage: SettingsStorage,
    private readonly protector: SecretProtector,
    /** Told about stored values that had to be ignored (damaged or from an older version). */
    private readonly warn: (message: string) => void = console.warn,
  ) {}

  get protection(): string {
    return this.protector.kind;
  }

  /**
   * The settings. A stored field the schema refuses is replaced by its default — and reported — so one bad
   * value (a hand edit, an older version) does not take the other settings down with it.
   */
  read(): WorkstationSettings {
    const stored = this.storage.get(SETTINGS_KEY);
    if (stored === undefined) return structuredClone(DEFAULT_WORKSTATION_SETTINGS);
    const whole = WorkstationSettingsSchema.safeParse(stored);
    if (whole.success) return whole.data;
    const source = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
    const settings = structuredClone(DEFAULT_WORKSTATION_SETTINGS) as Record<string, unknown>;
    for (const [key, fieldSchema] of Object.entries(WorkstationSettingsSchema.shape)) {
      const field = (fieldSchema as z.ZodType).safeParse(source[key]);
      if (field.success) settings[key] = field.data;
      else if (source[key] !== undefined) {
        this.warn(`Ignored the stored setting ${key} in ${this.storage.path}: ${formatIssues(field.error)}`);
      }
    }
    return settings as WorkstationSettings;
  }

  /** Changes some settings; the result is validated as a whole and written only when every field is right. */
  update(change: Partial<Record<keyof WorkstationSettings, unknown>>): WorkstationSettings {
    const parsed = WorkstationSettingsSchema.safeParse({ ...this.read(), ...change });
    if (!parsed.success) throw new SettingsValidationError(toErrorDetails(parsed.error));
    this.storage.set(SETTINGS_KEY, parsed.data);
    return parsed.data;
  }

  /** The stored sign-in, or undefined when there is none or it cannot be opened (then it is forgotten). */
  readSignIn(): StoredSignIn | undefined {
    const stored = this.storage.get(SESSION_KEY);
    if (stored === undefined) return undefined;
    const record = StoredSignInRecordSchema.safeParse(stored);
    if (!record.success) {
      this.warn(`Forgot an unreadable stored sign-in in ${this.storage.path}: ${formatIssues(record.error)}`);
      this.clearSignIn();
      return undefined;
    }
    try {
      return {
        platform: record.data.platform,
        username: record.data.username,
        roles: record.data.roles,
        storeIds: record.data.storeIds,
        accessToken: this.protector.unprotect(record.data.sealedToken),
        expiresAt: new Date(record.data.expiresAt),
      };
    } catch (error) {
      this.warn(`Forgot the stored sign-in: ${(error as Error).message}`);
      this.clearSignIn();
      return undefined;
    }
  }

  saveSignIn(signIn: StoredSignIn): void {
    this.storage.set(SESSION_KEY, {
      platform: signIn.platform,
      username: signIn.username,
      roles: signIn.roles,
      storeIds: signIn.storeIds,
      sealedToken: this.protector.protect(signIn.accessToken),
      expiresAt: signIn.expiresAt.toISOString(),
    });
  }

  clearSignIn(): void {
    this.storage.delete(SESSION_KEY);
  }
}
