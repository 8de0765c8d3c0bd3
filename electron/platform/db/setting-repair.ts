import type { z } from 'zod';
import { formatIssues } from '../../../shared/contract/validation';

/** How a stored setting is checked when it is read: its schema, and what it reads as when beyond repair. */
export interface StoredSettingRule {
  schema: z.ZodType;
  /** The default; undefined reads as "never set" (the pickup configuration has no default). */
  fallback: unknown;
}

export type RepairedSetting =
  | { kind: 'valid' }
  | { kind: 'clamped'; value: unknown; problems: string }
  | { kind: 'fallback'; value: unknown; problems: string };

/**
 * Checks a value stored by an older version against today's rules. A number outside today's range (a grace
 * period of 1e13 s written before the 30-day limit existed) is clamped to the nearest bound; anything
 * else still invalid makes the whole setting read as its default. The stored text is left as it is: the
 * next save writes a valid value.
 */
export function repairSetting(value: unknown, rule: StoredSettingRule): RepairedSetting {
  const checked = rule.schema.safeParse(value);
  if (checked.success) return { kind: 'valid' };
  const problems = formatIssues(checked.error);
  const clamped = structuredClone(value);
  for (const issue of checked.error.issues) {
    if (issue.code !== 'too_big' && issue.code !== 'too_small') continue;
    if (issue.origin !== 'number' || issue.inclusive === false) continue;
    const bound = Number(issue.code === 'too_big' ? issue.maximum : issue.minimum);
    setAt(clamped, issue.path, bound);
  }
  if (rule.schema.safeParse(clamped).success) return { kind: 'clamped', value: clamped, problems };
  return { kind: 'fallback', value: structuredClone(rule.fallback), problems };
}

function setAt(root: unknown, path: readonly PropertyKey[], value: number): void {
  let node = root as Record<PropertyKey, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<PropertyKey, unknown>;
  const last = path.at(-1);
  if (last !== undefined) node[last] = value;
}
