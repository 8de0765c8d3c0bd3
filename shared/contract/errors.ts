// Error bodies of the platform. Every error answer but the token call's has the same body, whatever
// the status; the token call answers OAuth2-style (RFC 6749 §5.2).
import { z } from 'zod';
import { FieldReasonSchema } from './field-reason';

const SNAKE_CASE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;

/** A machine-readable error code: `invalid_request`, `same_order_injection_with_different_data`. */
export const ErrorCodeSchema = z
  .string()
  .regex(SNAKE_CASE, 'must be a snake_case code such as invalid_request');

/**
 * One problem of a rejected input: the dot-joined path of the field (`items.3.value`, '' = the whole input),
 * the reason in English, and (when it is one of the known kinds) the reason as a code a screen translates.
 */
export const ErrorDetailSchema = z.object({
  path: z.string(),
  message: z.string().min(1),
  reason: FieldReasonSchema.optional(),
});
export type ErrorDetail = z.infer<typeof ErrorDetailSchema>;

/** The values of an error's sentence (`{"reasons": "no_receipt"}`), for a screen to word it in its language. */
export const ErrorValuesSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type ErrorValues = z.infer<typeof ErrorValuesSchema>;

/** `{"error": {"code", "message", "details"?, "values"?}}`: the body of every error answer but the token call's. */
export const ErrorBodySchema = z.object({
  error: z.object({
    code: ErrorCodeSchema,
    message: z.string().min(1),
    details: z.array(ErrorDetailSchema).optional(),
    values: ErrorValuesSchema.optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/**
 * `{"error": "invalid_grant", "error_description": "...", "values"?}`: errors of POST /v0/token only. `values`
 * (the platform's own extension) says the refusal in values: `{"reason": "pin_locked", "until": <ISO>}`.
 */
export const OAuthErrorSchema = z.object({
  error: ErrorCodeSchema,
  error_description: z.string(),
  values: ErrorValuesSchema.optional(),
});
export type OAuthError = z.infer<typeof OAuthErrorSchema>;
