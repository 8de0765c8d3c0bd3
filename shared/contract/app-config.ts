// Application configuration of the associate app (GET/PUT/PATCH /api/v1/associate-app/config).
// The platform keeps keys it does not know exactly as sent, so both schemas pass unknown keys through.
import { z } from 'zod';

/** Seconds without a touch, click or key before a workstation locks its screen; 0 = never by itself. */
export const IdleLockSecondsSchema = z
  .int('must be a whole number of seconds')
  .refine(
    (seconds) => seconds === 0 || (seconds >= 30 && seconds <= 4 * 60 * 60),
    'must be 0 (never) or from 30 seconds to 4 hours (14400)',
  );
/** When the configuration says nothing: five minutes, the usual timeout of a shared counter. */
export const DEFAULT_IDLE_LOCK_SECONDS = 300;

const SecuritySchema = z.looseObject({ idle_lock_seconds: IdleLockSecondsSchema.optional() });

/** The configuration as stored and answered (and the body of PUT, which replaces it). */
export const AppConfigSchema = z.looseObject({
  capabilities: z.looseObject({
    /** Makes cash management available to the whole business; each store still configures its drawers. */
    cash_management: z.boolean(),
  }),
  release_toggles: z.looseObject({
    /** Enables cash rounding in every store of a country that rounds cash (US stores need enabled_store_ids). */
    cash_rounding_enabled: z.boolean(),
  }),
  /** Shared workstations: when the screen locks by itself. */
  security: SecuritySchema.optional(),
});
export type AppConfig = z.infer<typeof AppConfigSchema>;

/**
 * Body of PATCH: a JSON merge patch (RFC 7396) object. The known flags may only be set (true/false), not
 * removed; any other member is a JSON value, null removing it. The platform applies the patch with
 * applyMergePatch and validates the result with AppConfigSchema.
 */
export const AppConfigPatchSchema = z.looseObject({
  capabilities: z.looseObject({ cash_management: z.boolean().optional() }).optional(),
  release_toggles: z.looseObject({ cash_rounding_enabled: z.boolean().optional() }).optional(),
  // null removes (RFC 7396): the default idle time applies again.
  security: z
    .looseObject({ idle_lock_seconds: IdleLockSecondsSchema.nullable().optional() })
    .nullable()
    .optional(),
});

/** The idle time after which the workstation locks, as the configuration sets it (or the default). */
export function idleLockSeconds(config: Pick<AppConfig, 'security'> | undefined): number {
  return config?.security?.idle_lock_seconds ?? DEFAULT_IDLE_LOCK_SECONDS;
}
export type AppConfigPatch = z.infer<typeof AppConfigPatchSchema>;
