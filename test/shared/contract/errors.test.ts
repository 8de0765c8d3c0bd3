import { describe, expect, it } from 'vitest';
import { ErrorBodySchema, OAuthErrorSchema } from '../../../shared/contract';
import { expectIssueAt, fieldCase, parseValid, without, type InvalidCase } from './contract-test-kit';

const validationError = {
  error: {
    code: 'invalid_request',
    message: 'The request body is invalid at items.3.value.',
    details: [{ path: 'items.3.value', message: 'expected number, received string' }],
  },
};

describe('ErrorBodySchema', () => {
  it.each([
    ['a 400 with details', validationError],
    [
      'a 409 without details',
      { error: { code: 'same_order_injection_with_different_data', message: 'Order exists.' } },
    ],
    ['a 404', { error: { code: 'not_found', message: "Store 'x' does not exist." } }],
  ])('accepts %s', (_name, body) => {
    expect(parseValid(ErrorBodySchema, body)).toEqual(body);
  });

  const invalid: InvalidCase[] = [
    fieldCase('code not snake_case', validationError, 'error.code', 'InvalidRequest', /snake_case/),
    fieldCase('code with a space', validationError, 'error.code', 'invalid request', /snake_case/),
    fieldCase('empty message', validationError, 'error.message', ''),
    fieldCase('details not a list', validationError, 'error.details', 'items.3.value'),
    fieldCase('detail path missing', validationError, 'error.details.0.path', undefined, /required/),
    { name: 'message missing', input: without(validationError, 'error.message'), path: 'error.message' },
    { name: 'a bare string', input: 'Bad Request', path: '' },
  ];
  it.each(invalid)('refuses $name at $path', ({ input, path, message }) => {
    expectIssueAt(ErrorBodySchema, input, path, message);
  });
});

describe('OAuthErrorSchema', () => {
  it('accepts the token call error', () => {
    const body = { error: 'invalid_grant', error_description: 'Wrong username or password.' };
    expect(parseValid(OAuthErrorSchema, body)).toEqual(body);
  });

  it.each([
    [{ error: 'invalid_grant' }, 'error_description'],
    [{ error: { code: 'invalid_grant' }, error_description: 'x' }, 'error'],
  ])('refuses %j at %s', (body, path) => {
    expectIssueAt(OAuthErrorSchema, body, path);
  });
});
