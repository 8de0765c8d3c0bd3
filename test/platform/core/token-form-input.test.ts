// The token call's form body meets the same input bounds as JSON bodies, answered in the token endpoint's
// OAuth2 error body with the field named: bad, missing, oversized, NUL, undecodable and repeated fields.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_TEXT_LENGTH } from '../../../electron/platform/http/input-limits';
import { startTestPlatform, type TestPlatform } from '../support/platform-fixture';

interface OAuthAnswer {
  error?: string;
  error_description?: string;
  access_token?: string;
}

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => t?.close());

function postForm(rawBody: string) {
  return t.call<OAuthAnswer>('POST', '/v0/token', {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    rawBody,
  });
}

describe('form-encoded token requests', () => {
  const refusals: Array<[string, string, RegExp]> = [
    ['a NUL in the username', 'grant_type=password&username=ad%00min&password=admin', /'username'.*NUL/],
    ['a NUL in the password', 'grant_type=password&username=admin&password=ad%00min', /'password'.*NUL/],
    ['a NUL in the grant type', 'grant_type=pass%00word&username=admin&password=admin', /'grant_type'.*NUL/],
    [
      'an oversized username',
      `grant_type=password&username=${'a'.repeat(MAX_TEXT_LENGTH + 1)}&password=admin`,
      new RegExp(`'username'.*longer than ${MAX_TEXT_LENGTH}`),
    ],
    [
      'an oversized field name',
      `grant_type=password&username=admin&password=admin&${'x'.repeat(MAX_TEXT_LENGTH + 1)}=1`,
      /has a name that is longer/,
    ],
    [
      'a lone surrogate (CESU-8 escape)',
      'grant_type=password&username=%ED%A0%80&password=admin',
      /'username'.*not valid UTF-8/,
    ],
    [
      'a truncated escape',
      'grant_type=password&username=admin&password=%E0%A4%A',
      /'password'.*not valid UTF-8/,
    ],
    ['a malformed escape', 'grant_type=password&username=%zz&password=admin', /'username'.*not valid UTF-8/],
    [
      'a repeated username',
      'grant_type=password&username=admin&username=manager&password=admin',
      /'username' more than once/,
    ],
    ['a missing password', 'grant_type=password&username=admin', /username and password/],
    ['an empty password', 'grant_type=password&username=admin&password=', /username and password/],
    ['a missing PIN', 'grant_type=staff_pin&username=admin', /username and pin/],
  ];

  for (const [what, body, names] of refusals) {
    it(`refuses ${what} with invalid_request naming the field`, async () => {
      const answer = await postForm(body);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe('invalid_request');
      expect(answer.body.error_description).toMatch(names);
      expect(answer.body.access_token).toBeUndefined();
    });
  }

  it('still signs in with a well-formed form, including + and percent-escaped spaces', async () => {
    const answer = await postForm('grant_type=password&username=admin&password=admin');
    expect(answer.status).toBe(200);
    expect(answer.body.access_token).toEqual(expect.any(String));
    const spaced = await postForm('grant_type=password&username=ad+min&password=ad%20min');
    expect(spaced.status).toBe(400);
    expect(spaced.body.error).toBe('invalid_grant');
  });

  it('answers an unknown grant type as unsupported, not as a server error', async () => {
    const answer = await postForm('grant_type=implicit&username=admin&password=admin');
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('unsupported_grant_type');
  });
});
