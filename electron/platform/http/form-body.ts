// The token call's form body (application/x-www-form-urlencoded), read strictly: the same text bounds as JSON
// bodies (length, no NUL, no lone surrogate), a percent-escape that is not valid UTF-8 refused rather than
// silently turned into U+FFFD, and a field sent twice refused rather than one of the two picked.
import { ApiError } from './api-error';
import { inputProblemError, textProblem } from './input-limits';

export function parseFormBody(text: string): Record<string, string> {
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  if (text === '') return fields;
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const name = decodeFormText(equals < 0 ? pair : pair.slice(0, equals), pair);
    const value = decodeFormText(equals < 0 ? '' : pair.slice(equals + 1), name);
    for (const [text, prefix] of [
      [name, 'has a name that '],
      [value, ''],
    ] as const) {
      const problem = textProblem(text);
      if (problem) {
        const code = problem.startsWith('is longer') ? 'text_too_long' : 'invalid_text';
        throw inputProblemError(
          { code, detail: { path: name, message: `${prefix}${problem}` } },
          'form body',
        );
      }
    }
    if (name in fields) {
      throw new ApiError(400, 'invalid_request', `The form body sends '${name}' more than once.`, [
        { path: name, message: 'is sent more than once' },
      ]);
    }
    fields[name] = value;
  }
  return fields;
}

function decodeFormText(encoded: string, field: string): string {
  try {
    return decodeURIComponent(encoded.replaceAll('+', ' '));
  } catch {
    throw inputProblemError(
      {
        code: 'invalid_text',
        detail: { path: field, message: 'holds a percent-escape that is not valid UTF-8' },
      },
      'form body',
    );
  }
}
