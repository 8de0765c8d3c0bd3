// Application configuration of the associate app (GET/PUT/PATCH /api/v1/associate-app/config).
// The platform keeps keys it does not know exactly as sent, so both schemas pass unknown keys through.
import { z } from 'zod';

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
});
export type AppConfigPatch = z.infer<typeof AppConfigPatchSchema>;
