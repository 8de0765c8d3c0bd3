// The one bound every input meets before any code walks it: JSON nesting depth, text length, and text
// that is well-formed (no NUL, no lone UTF-16 surrogate). Checked without recursion, so no input can
// overflow the stack here, and everything after (fingerprints, merge patches, schemas) only sees bounded
// values.
import type { FastifyInstance } from 'fastify';
import { IdSchema } from '../../../shared/contract/common';
import type { ErrorDetail } from './api-error';
import { ApiError } from './api-error';

/** Deepest nesting of arrays and objects in a JSON body (the contract's deepest document needs 8). */
export const MAX_JSON_DEPTH = 32;
/** Longest string or object key, in UTF-16 code units (a signed offer token for a 500-line bag fits). */
export const MAX_TEXT_LENGTH = 65_536;

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export interface InputProblem {
  code: 'json_too_deep' | 'text_too_long' | 'invalid_text';
  detail: ErrorDetail;
}

/** Why a text is refused, or undefined when it is fine. */
export function textProblem(text: string): string | undefined {
  if (text.length > MAX_TEXT_LENGTH) return `is longer than ${MAX_TEXT_LENGTH} characters`;
  if (text.includes('\u0000')) return 'must not contain NUL characters';
  if (LONE_SURROGATE.test(text)) return 'must be well-formed Unicode (it holds a lone surrogate)';
  return undefined;
}

/** The first problem of a parsed JSON value, walking it with an explicit stack; undefined when fine. */
export function jsonInputProblem(value: unknown): InputProblem | undefined {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value: current, path, depth } = stack.pop()!;
    if (typeof current === 'string') {
      const problem = textProblem(current);
      if (problem) return { code: codeOf(problem), detail: { path, message: problem } };
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH) {
      return {
        code: 'json_too_deep',
        detail: { path, message: `nests deeper than ${MAX_JSON_DEPTH} levels` },
      };
    }
    const entries: Array<[string, unknown]> = Array.isArray(current)
      ? current.map((item, index) => [String(index), item])
      : Object.entries(current);
    for (const [key, item] of entries) {
      const itemPath = path === '' ? key : `${path}.${key}`;
      if (!Array.isArray(current)) {
        const problem = textProblem(key);
        if (problem) {
          return { code: codeOf(problem), detail: { path: itemPath, message: `key ${problem}` } };
        }
      }
      stack.push({ value: item, path: itemPath, depth: depth + 1 });
    }
  }
  return undefined;
}

/** 400 with the problem's own code and the field it is at. */
export function inputProblemError(problem: InputProblem, where = 'request body'): ApiError {
  const at = problem.detail.path === '' ? '' : ` at '${problem.detail.path}'`;
  return new ApiError(400, problem.code, `The ${where} is refused${at}: it ${problem.detail.message}.`, [
    problem.detail,
  ]);
}

function codeOf(problem: string): InputProblem['code'] {
  return problem.startsWith('is longer') ? 'text_too_long' : 'invalid_text';
}

/**
 * Every request's URL: path parameters that are ids of the contract's one pattern and length (400), query
 * names and values that are well-formed text (400). Runs before authentication, so a malformed request is
 * refused the same way whoever sends it. (A URL over Node's 16 KiB header limit never gets here: it is 431.)
 */
export function registerRequestInputChecks(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const params = (request.params ?? {}) as Record<string, string>;
    for (const [name, value] of Object.entries(params)) {
      const problem = IdSchema.safeParse(value);
      if (!problem.success) {
        const message = problem.error.issues[0]?.message ?? 'is not a valid id';
        throw new ApiError(400, 'invalid_request', `Path parameter '${name}' ${message}.`, [
          { path: name, message },
        ]);
      }
    }
    const query = (request.query ?? {}) as Record<string, unknown>;
    for (const [name, value] of Object.entries(query)) {
      for (const text of [name, ...(Array.isArray(value) ? value : [value])]) {
        if (typeof text !== 'string') continue;
        const problem = textProblem(text);
        if (problem) {
          throw inputProblemError(
            { code: codeOf(problem), detail: { path: name, message: problem } },
            'query',
          );
        }
      }
    }
  });
}
