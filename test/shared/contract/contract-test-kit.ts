// Helpers for the contract schema tests: parse or explain, and build invalid inputs from valid
// examples by changing one field at a dot path (the same path the error detail must name).
import { expect } from 'vitest';
import type { z } from 'zod';
import { formatIssues, toErrorDetails, type ErrorDetail } from '../../../shared/contract';

/** Parses input that must be valid; a failure names every field so the test output says why. */
export function parseValid<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(`expected valid input, got: ${formatIssues(result.error)}`);
  return result.data;
}

/** The error details of input that must be invalid. */
export function detailsOf(schema: z.ZodType, input: unknown): ErrorDetail[] {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected invalid input, but it parsed: ${JSON.stringify(input)}`);
  return toErrorDetails(result.error);
}

/** Asserts input is rejected with a detail at exactly `path` (and, when given, a message matching `message`). */
export function expectIssueAt(schema: z.ZodType, input: unknown, path: string, message?: RegExp): void {
  const details = detailsOf(schema, input);
  const atPath = details.filter((detail) => detail.path === path);
  expect(atPath, `details were ${JSON.stringify(details)}`).not.toHaveLength(0);
  if (message) expect(atPath.map((detail) => detail.message).join(' | ')).toMatch(message);
}

/** A deep copy of `base` with the value at dot path `path` replaced (or removed when `value` is REMOVE). */
export function withValue(base: unknown, path: string, value: unknown): unknown {
  const copy: unknown = structuredClone(base);
  const segments = path.split('.');
  const last = segments.pop();
  if (last === undefined) throw new Error('empty path');
  let parent: unknown = copy;
  for (const segment of segments) {
    if (typeof parent !== 'object' || parent === null) throw new Error(`no object at ${segment} of ${path}`);
    parent = (parent as Record<string, unknown>)[segment];
  }
  if (typeof parent !== 'object' || parent === null) throw new Error(`no object holds ${path}`);
  const holder = parent as Record<string, unknown>;
  if (value === REMOVE) delete holder[last];
  else holder[last] = value;
  return copy;
}

/** Marker for withValue: remove the field. */
export const REMOVE = Symbol('remove');

/** withValue for a field that must be present: `without(base, 'head.shop')`. */
export function without(base: unknown, path: string): unknown {
  return withValue(base, path, REMOVE);
}

/** One row of an invalid-input table: the input, the path its error must name, and the reason. */
export type InvalidCase = { name: string; input: unknown; path: string; message?: RegExp };

/** Rows changing one field of `base` to `value`: the error must name that same field. */
export function fieldCase(
  name: string,
  base: unknown,
  path: string,
  value: unknown,
  message?: RegExp,
): InvalidCase {
  return { name, input: withValue(base, path, value), path, message };
}
