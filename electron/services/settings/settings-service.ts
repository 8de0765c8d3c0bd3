// The workstation's settings, read and written through one validated door. No session is kept on disk: a
// workstation remembers its store and the last username, never a token (see WorkstationSession.start).
import { z } from 'zod';
import { formatIssues, toErrorDetails } from '../../../shared/contract/validation';
import type { ErrorDetail } from '../../../shared/contract/errors';
import type { SettingsStorage } from './settings-storage';
import {
  DEFAULT_WORKSTATION_SETTINGS,
  WorkstationSettingsSchema,
  type WorkstationSettings,
} from './workstation-settings';

const SETTINGS_KEY = 'workstation';
/** Where earlier versions kept a sealed token; only ever deleted now. */
const LEGACY_SESSION_KEY = 'session';

/** A settings change the schema refuses: every field at fault, named. Nothing is written. */
export class SettingsValidationError extends Error {
  readonly code = 'invalid_settings';
  constructor(readonly details: readonly ErrorDetail[]) {
    super(`The settings were not saved: ${formatIssues(details)}`);
    this.name = 'SettingsValidationError';
  }
}

export class WorkstationSettingsService {
  constructor(
    private readonly storage: SettingsStorage,
    /** Told about stored values that had to be ignored (damaged or from an older version). */
    private readonly warn: (message: string) => void = console.warn,
    /** A fresh workstation's settings (the desktop app starts in the system's language). */
    private readonly defaults: WorkstationSettings = DEFAULT_WORKSTATION_SETTINGS,
  ) {}

  /**
   * The settings. A stored field the schema refuses is replaced by its default — and reported — so one bad
   * value (a hand edit, an older version) does not take the other settings down with it.
   */
  read(): WorkstationSettings {
    const stored = this.storage.get(SETTINGS_KEY);
    if (stored === undefined) return structuredClone(this.defaults);
    const whole = WorkstationSettingsSchema.safeParse(stored);
    if (whole.success) return whole.data;
    const source = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
    const settings = structuredClone(this.defaults) as Record<string, unknown>;
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

  /**
   * Deletes a session that an earlier version kept on disk (a sealed token under `session`). Answers whether
   * there was one, so the launch can say why nobody is signed in.
   */
  forgetStoredSession(): boolean {
    if (this.storage.get(LEGACY_SESSION_KEY) === undefined) return false;
    this.storage.delete(LEGACY_SESSION_KEY);
    return true;
  }
}
