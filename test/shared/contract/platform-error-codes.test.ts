// The registry of the platform's error codes is the whole truth: every code the platform's sources raise is
// in it (however the call is spread over lines), every code in it is raised somewhere, and the contract's
// error-code table says the same codes with the same reasons. (Through ApiError, TypeScript already refuses
// an unregistered code; this scan also catches one written straight into a reply or an OAuth answer.)
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLATFORM_ERROR_CODES } from '../../../shared/contract/platform-error-codes';

const ROOT = join(__dirname, '../../..');
const CODE = String.raw`'([a-z][a-z0-9]*(?:_[a-z0-9]+)*)'`;

/** Where a code is raised: the ApiError family, a raw error body, an OAuth answer; calls span lines. */
const RAISED_AT: readonly RegExp[] = [
  new RegExp(String.raw`new\s+ApiError\(\s*[^,]+,\s*${CODE}`, 'g'),
  new RegExp(String.raw`\b(?:badRequest|conflict|errorBody)\(\s*${CODE}`, 'g'),
  new RegExp(String.raw`\brefuseIfAny\(\s*[^,]+,\s*${CODE}`, 'g'),
  // Any call given a status and then a code: `answer(414, 'uri_too_long', ...)`.
  new RegExp(String.raw`\(\s*[1-5]\d\d,\s*${CODE}`, 'g'),
];
/**
 * `code: ...` / `error: ...` / `const code = ...` up to the end of its expression: every code literal in it
 * (not a comparison: `issue.code === 'too_big'` reads a zod issue).
 */
const CODE_EXPRESSION = /\b(?:code|error)(?::|\s*=(?!=))\s*([^,;\n]+)/g;
/** The refusals the platform answers with their own code, decided in shared/ (order actions, returns). */
const SHARED_REFUSALS = ['shared/pickup/transition-result.ts', 'shared/returns/refund-plan.ts'];
const REFUSAL_CODE_TYPE = /type \w+RefusalCode =([^;]+);/g;

function sourcesOf(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => join(folder, file));
}

function literalCodes(expression: string): string[] {
  return [...expression.matchAll(new RegExp(CODE, 'g'))].map((match) => match[1]!);
}

/** Each code the sources raise, with the files raising it. */
function raisedCodes(): Map<string, string[]> {
  const raised = new Map<string, string[]>();
  const note = (code: string, file: string) => raised.set(code, [...(raised.get(code) ?? []), file]);
  for (const file of sourcesOf('electron/platform')) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    for (const pattern of RAISED_AT) for (const match of text.matchAll(pattern)) note(match[1]!, file);
    for (const match of text.matchAll(CODE_EXPRESSION)) {
      for (const code of literalCodes(match[1]!)) note(code, file);
    }
  }
  for (const file of SHARED_REFUSALS) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    for (const match of text.matchAll(REFUSAL_CODE_TYPE)) {
      for (const code of literalCodes(match[1]!)) note(code, file);
    }
  }
  return raised;
}

describe('the registry of the platform error codes', () => {
  it('lists every code the platform raises, multi-line calls included', () => {
    const unregistered = [...raisedCodes()]
      .filter(([code]) => !Object.hasOwn(PLATFORM_ERROR_CODES, code))
      .map(([code, files]) => `${code} (${[...new Set(files)].join(', ')})`);
    expect(unregistered).toEqual([]);
  });

  it('lists no code the platform never raises', () => {
    const raised = raisedCodes();
    expect(Object.keys(PLATFORM_ERROR_CODES).filter((code) => !raised.has(code))).toEqual([]);
  });

  it('finds a code raised over several lines, as the scan is meant to', () => {
    // order-creation.ts raises it as `throw conflict(\n 'same_order_injection_with_different_data', ...`.
    expect(raisedCodes().get('same_order_injection_with_different_data')).toEqual([
      'electron/platform/orders/order-creation.ts',
    ]);
  });

  it('is the error-code table of docs/platform-contract.md, code for code and reason for reason', () => {
    const contract = readFileSync(join(ROOT, 'docs/platform-contract.md'), 'utf8');
    const section = contract.split(/^## Error codes$/m)[1]?.split(/^## /m)[0] ?? '';
    const rows = [...section.matchAll(/^\| `([a-z0-9_]+)` +\| (.+?) *\|$/gm)].map((row) => [row[1], row[2]]);
    expect(rows).toEqual(Object.entries(PLATFORM_ERROR_CODES));
  });
});
