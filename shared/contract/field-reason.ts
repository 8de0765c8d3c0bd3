// Why a field is refused, as a code and its values, next to the detail's English sentence: a screen words
// it in the reader's language from its catalog (the contract itself stays language-free). The codes follow
// zod's kinds of issue, plus the refinements a screen shows often ("must not be blank").
import { z } from 'zod';

export const FIELD_REASON_CODES = [
  /** Left out. */
  'required',
  /** Text that holds only blanks. */
  'not_blank',
  /** A value of another kind (text for a number); `expected` names the kind. */
  'wrong_type',
  /** Below its `minimum` (a number, or a length when `origin` is string or array); `inclusive` 'yes'/'no'. */
  'too_small',
  /** Above its `maximum`, as too_small. */
  'too_big',
  /** Text not in its `format` (email, url, datetime, regex...). */
  'wrong_format',
  /** Not one of the allowed `values` (listed, comma-separated). */
  'not_allowed',
  /** Fields that are not part of the input: `keys`. */
  'unknown_keys',
] as const;
export type FieldReasonCode = (typeof FIELD_REASON_CODES)[number];

export const FieldReasonSchema = z.object({
  code: z.enum(FIELD_REASON_CODES),
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type FieldReason = z.infer<typeof FieldReasonSchema>;

/** The params a refinement carries so that its issue gets a reason code: `.refine(ok, {message, params: reasonParams('not_blank')})`. */
export function reasonParams(code: FieldReasonCode): { reason: FieldReasonCode } {
  return { reason: code };
}
