// Staff PINs: an associate sets their own PIN (proving it with the password), then unlocks or switches in
// with it at a shared counter (POST /v0/token, grant_type=staff_pin). Misses lock the PIN, not the account.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../support/platform-fixture';

type OAuthError = { error: string; error_description: string; values?: Record<string, string | number> };
type ErrorBody = {
  error: { code: string; message: string; details?: Array<{ path: string; message: string }> };
};

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  rawBody: new URLSearchParams(fields).toString(),
});

const USERS = [
  { username: 'admin', password: 'admin', roles: ['admin' as const] },
  { username: 'manager', password: 'manager', roles: ['manager' as const] },
  { username: 'associate', password: 'associate', roles: ['associate' as const] },
  { username: 'ana', password: 'ana-password', roles: ['associate' as const], store_ids: ['us-nyc-soho'] },
];

let t: TestPlatform;
let clock: Date;

// Each test has its own platform (nobody has a PIN yet) and its own clock at 09:00.
beforeEach(async () => {
  clock = new Date('2026-11-25T09:00:00.000Z');
  t = await startTestPlatform({ now: () => clock, users: USERS });
  await t.tokenFor('ana', 'ana-password');
});
afterEach(async () => t?.close());

/** The user sets their PIN with their password (the precondition of most tests here). */
async function setPin(username: string, password: string, pin: string) {
  const set = await t.call('PUT', '/v0/me/pin', { as: username, body: { pin, password } });
  expect(set.status, `setting ${username}'s PIN answered ${JSON.stringify(set.body)}`).toBe(200);
}

function pinToken(username: string, pin: string) {
  return t.call<{ access_token?: string } & Partial<OAuthError>>(
    'POST',
    '/v0/token',
    form({ grant_type: 'staff_pin', username, pin }),
  );
}

describe('setting a PIN', () => {
  it('the signed-in user sets their own PIN with their password, and /v0/me says they have one', async () => {
    expect((await t.call<{ has_pin: boolean }>('GET', '/v0/me', { as: 'associate' })).body.has_pin).toBe(
      false,
    );
    const set = await t.call('PUT', '/v0/me/pin', {
      as: 'associate',
      body: { pin: '4071', password: 'associate' },
    });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ has_pin: true });
    expect((await t.call<{ has_pin: boolean }>('GET', '/v0/me', { as: 'associate' })).body.has_pin).toBe(
      true,
    );
  });

  it('refuses the wrong password, naming the field, and keeps the PIN as it was', async () => {
    await setPin('associate', 'associate', '4071');
    const refused = await t.call<ErrorBody>('PUT', '/v0/me/pin', {
      as: 'associate',
      body: { pin: '5820', password: 'not-it' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('wrong_password');
    expect(refused.body.error.details?.[0]?.path).toBe('password');
    expect((await pinToken('associate', '5820')).status).toBe(400);
    expect((await pinToken('associate', '4071')).status).toBe(200);
  });

  it.each([
    ['123', 'must be 4 to 8 digits'],
    ['123456789', 'must be 4 to 8 digits'],
    ['12a4', 'must be 4 to 8 digits'],
    ['7777', 'too easy to guess'],
    ['1234', 'too easy to guess'],
    ['98765', 'too easy to guess'],
  ])('refuses the PIN %s: %s', async (pin, reason) => {
    const refused = await t.call<ErrorBody>('PUT', '/v0/me/pin', {
      as: 'manager',
      body: { pin, password: 'manager' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details).toContainEqual(
      expect.objectContaining({ path: 'pin', message: expect.stringContaining(reason) }),
    );
  });

  it('needs a signed-in user', async () => {
    const anonymous = await t.call<ErrorBody>('PUT', '/v0/me/pin', { body: { pin: '4071', password: 'x' } });
    expect(anonymous.status).toBe(401);
  });

  it('removes the PIN with the password; the PIN grant then refuses it', async () => {
    await t.call('PUT', '/v0/me/pin', { as: 'manager', body: { pin: '2580', password: 'manager' } });
    expect((await pinToken('manager', '2580')).status).toBe(200);
    const removed = await t.call('DELETE', '/v0/me/pin', { as: 'manager', body: { password: 'manager' } });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ has_pin: false });
    expect((await pinToken('manager', '2580')).body.error).toBe('invalid_grant');
  });
});

describe('signing in with a PIN', () => {
  it('gives a token for the PIN owner, who is who /v0/me says', async () => {
    await setPin('associate', 'associate', '4071');
    const granted = await pinToken('associate', '4071');
    expect(granted.status).toBe(200);
    const me = await t.call<{ username: string }>('GET', '/v0/me', {
      headers: { authorization: `Bearer ${granted.body.access_token}` },
    });
    expect(me.body.username).toBe('associate');
  });

  it("answers a wrong PIN, another user's PIN and an unknown user alike", async () => {
    await setPin('associate', 'associate', '4071');
    await setPin('ana', 'ana-password', '3916');
    const wrong = await pinToken('associate', '9999');
    const othersPin = await pinToken('ana', '4071');
    const stranger = await pinToken('nobody', '4071');
    for (const answer of [wrong, othersPin, stranger]) {
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        error: 'invalid_grant',
        error_description: 'The username or PIN is incorrect.',
      });
    }
  });

  it('locks the PIN after five wrong ones in a row, for fifteen minutes; the password still works', async () => {
    await t.call('PUT', '/v0/me/pin', { as: 'ana', body: { pin: '3916', password: 'ana-password' } });
    expect((await pinToken('ana', '0000')).status).toBe(400);
    // A right PIN clears the misses before the limit.
    expect((await pinToken('ana', '3916')).status).toBe(200);
    for (let miss = 0; miss < 4; miss += 1) {
      expect((await pinToken('ana', '0001')).body.error_description).toBe(
        'The username or PIN is incorrect.',
      );
    }
    const fifth = await pinToken('ana', '0001');
    expect(fifth.body.error_description).toContain('locked until 2026-11-25T09:15:00.000Z');
    // ...said in values too, for a screen to word it in its language and the store's time zone.
    expect(fifth.body.values).toEqual({ reason: 'pin_locked', until: '2026-11-25T09:15:00.000Z' });
    // Locked: even the right PIN is refused...
    const rightPin = await pinToken('ana', '3916');
    expect(rightPin.status).toBe(400);
    expect(rightPin.body).toMatchObject({
      error: 'invalid_grant',
      values: { reason: 'pin_locked', until: '2026-11-25T09:15:00.000Z' },
    });
    // ...the password is not.
    const password = await t.call(
      'POST',
      '/v0/token',
      form({ grant_type: 'password', username: 'ana', password: 'ana-password' }),
    );
    expect(password.status).toBe(200);
    clock = new Date('2026-11-25T09:15:01.000Z');
    expect((await pinToken('ana', '3916')).status).toBe(200);
  });

  it('counts every wrong PIN of guesses sent at the same time', async () => {
    await t.call('PUT', '/v0/me/pin', { as: 'associate', body: { pin: '5172', password: 'associate' } });
    // The hashes are computed side by side, off the event loop; each miss is still counted.
    const guesses = await Promise.all(
      ['1000', '1001', '1002', '1003', '1004'].map((pin) => pinToken('associate', pin)),
    );
    expect(guesses.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400]);
    expect((await pinToken('associate', '5172')).body.error_description).toContain('locked until');
  });

  it('keeps the lock across a restart of the platform', async () => {
    await setPin('ana', 'ana-password', '3916');
    for (let miss = 0; miss < 5; miss += 1) await pinToken('ana', '0002');
    // One platform per data folder: stop this one, then talk to the restarted one (afterEach closes it).
    await t.stop();
    t = await startTestPlatform({ dataDir: t.dataDir, now: () => clock, users: USERS });
    const answer = await pinToken('ana', '3916');
    expect(answer.body.error_description).toContain('locked until');
    expect(answer.body.values).toMatchObject({ reason: 'pin_locked' });
  });

  it('needs username and pin', async () => {
    const missing = await t.call<OAuthError>(
      'POST',
      '/v0/token',
      form({ grant_type: 'staff_pin', username: 'ana' }),
    );
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('invalid_request');
  });
});

describe('idle lock time in the application configuration', () => {
  it('takes 0 (never) or 30 s to 4 h, and refuses anything else naming the field', async () => {
    const ok = await t.call('PATCH', '/api/v1/associate-app/config', {
      as: 'admin',
      body: { security: { idle_lock_seconds: 120 } },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ security: { idle_lock_seconds: 120 } });
    for (const seconds of [5, 14401, 90.5, -1]) {
      const refused = await t.call<ErrorBody>('PATCH', '/api/v1/associate-app/config', {
        as: 'admin',
        body: { security: { idle_lock_seconds: seconds } },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error.details?.[0]?.path).toBe('security.idle_lock_seconds');
    }
  });
});
