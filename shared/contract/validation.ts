// Turns zod issues into the contract's error details (`[{path: 'items.3.value', message}]`) and into one
// readable sentence. The platform puts the details in its 400 bodies; the app shows the sentence.
import type { z } from 'zod';
import type { ErrorDetail } from './errors';
import { FIELD_REASON_CODES, type FieldReason, type FieldReasonCode } from './field-reason';

type Issue = z.core.$ZodIssue;

/** Dot-joined path of an issue: ['items', 3, 'value'] → 'items.3.value'; the whole input is ''. */
export function joinPath(path: readonly PropertyKey[]): string {
  return path
    .map((segment) => (typeof segment === 'symbol' ? (segment.description ?? '') : String(segment)))
    .join('.');
}

/** Every issue of a failed parse as one detail naming the field; nested union and key issues are unfolded. */
export function toErrorDetails(error: z.ZodError | readonly Issue[]): ErrorDetail[] {
  const issues = Array.isArray(error) ? (error as readonly Issue[]) : (error as z.ZodError).issues;
  return issues.flatMap((issue) => detailsOf(issue, []));
}

/**
 * One sentence naming each field and what is wrong with it:
 * `items.3.value: expected number, received string; head.shop: required.`
 */
export function formatIssues(error: z.ZodError | readonly Issue[] | readonly ErrorDetail[]): string {
  const details = isDetailList(error) ? error : toErrorDetails(error);
  if (details.length === 0) return 'The input is invalid.';
  const parts = details.map((detail) =>
    detail.path === '' ? detail.message : `${detail.path}: ${detail.message}`,
  );
  return `${parts.join('; ')}.`;
}

function isDetailList(value: unknown): value is readonly ErrorDetail[] {
  return (
    Array.isArray(value) &&
    value.every((item) => typeof item === 'object' && item !== null && !('code' in item))
  );
}

function detailsOf(issue: Issue, prefix: readonly PropertyKey[]): ErrorDetail[] {
  const path = [...prefix, ...issue.path];
  if (issue.code === 'invalid_union') {
    const branch = closestBranch(issue.errors);
    if (branch) return branch.flatMap((inner) => detailsOf(inner, path));
  }
  if (issue.code === 'invalid_key') {
    const reasons = issue.issues.map((inner) => readable(inner)).join(', ');
    return [{ path: joinPath(path), message: `invalid key: ${reasons}` }];
  }
  const reason = reasonOf(issue);
  return [{ path: joinPath(path), message: readable(issue), ...(reason ? { reason } : {}) }];
}

/** The issue as a reason code and its values, when it is a kind a screen words itself. */
export function reasonOf(issue: Issue): FieldReason | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return isMissing(issue)
        ? { code: 'required' }
        : { code: 'wrong_type', values: { expected: issue.expected } };
    case 'too_small':
      return { code: 'too_small', values: { ...bound(issue), minimum: Number(issue.minimum) } };
    case 'too_big':
      return { code: 'too_big', values: { ...bound(issue), maximum: Number(issue.maximum) } };
    case 'invalid_format':
      return { code: 'wrong_format', values: { format: issue.format } };
    case 'invalid_value':
      return { code: 'not_allowed', values: { values: issue.values.map(String).join(', ') } };
    case 'unrecognized_keys':
      return { code: 'unknown_keys', values: { keys: issue.keys.join(', ') } };
    case 'custom': {
      const code: unknown = issue.params?.['reason'];
      return isReasonCode(code) ? { code } : undefined;
    }
    default:
      return undefined;
  }
}

/** What a size limit applies to (a number, a text's length...) and whether the limit itself is allowed. */
function bound(issue: { origin: string; inclusive?: boolean }): { origin: string; inclusive: 'yes' | 'no' } {
  return { origin: issue.origin, inclusive: issue.inclusive ? 'yes' : 'no' };
}

/** zod does not keep the input on its issues: a missing value is the type issue that received undefined. */
function isMissing(issue: Issue): boolean {
  return /received undefined$/.test(issue.message);
}

function isReasonCode(value: unknown): value is FieldReasonCode {
  return FIELD_REASON_CODES.some((code) => code === value);
}

/**
 * A union failed: the branch worth reporting is the only one whose input had the right shape (its issues
 * sit below the root). When several or none qualify, the union's own message is the honest answer.
 */
function closestBranch(branches: readonly (readonly Issue[])[]): readonly Issue[] | undefined {
  const shaped = branches.filter((issues) => !issues.some((inner) => inner.path.length === 0));
  return shaped.length === 1 ? shaped[0] : undefined;
}

/** zod's message without its generic "Invalid input: " lead; a missing field reads "required". */
function readable(issue: Issue): string {
  if (issue.code === 'invalid_type' && isMissing(issue)) return 'required';
  return issue.message.replace(/^Invalid input: /, '');
}
