import { describe, expect, it } from 'vitest';
import {
  HealthSchema,
  MeSchema,
  RoleSchema,
  TokenRequestSchema,
  TokenResponseSchema,
  UsersFileSchema,
} from '../../../shared/contract';
import { expectIssueAt, fieldCase, parseValid, without, type InvalidCase } from './contract-test-kit';

describe('TokenRequestSchema (form fields of POST /v0/token)', () => {
  const passwordGrant = { grant_type: 'password', username: 'associate', password: 'associate' };
  const clientGrant = { grant_type: 'client_credentials', client_id: 'pos-sync', client_secret: 's3cr3t' };

  it.each([
    ['the password grant', passwordGrant],
    ['the client-credentials grant', clientGrant],
    ['a grant with a scope', { ...passwordGrant, scope: 'pos' }],
  ])('accepts %s', (_name, form) => {
    expect(parseValid(TokenRequestSchema, form)).toEqual(form);
  });

  const invalid: InvalidCase[] = [
    fieldCase(
      'an unknown grant type',
      passwordGrant,
      'grant_type',
      'authorization_code',
      /password.*client_credentials/,
    ),
    { name: 'no grant type', input: without(passwordGrant, 'grant_type'), path: 'grant_type' },
    { name: 'no username', input: without(passwordGrant, 'username'), path: 'username', message: /required/ },
    fieldCase('an empty password', passwordGrant, 'password', '', /empty/),
    fieldCase('a blank username', passwordGrant, 'username', '  ', /blank/),
    {
      name: 'client grant without secret',
      input: without(clientGrant, 'client_secret'),
      path: 'client_secret',
    },
    {
      name: 'password fields on the client grant',
      input: { grant_type: 'client_credentials', username: 'a', password: 'b' },
      path: 'client_id',
    },
  ];
  it.each(invalid)('refuses $name at $path', ({ input, path, message }) => {
    expectIssueAt(TokenRequestSchema, input, path, message);
  });
});

describe('TokenResponseSchema', () => {
  const token = {
    access_token: 'eyJhbGciOi.payload.sig',
    token_type: 'bearer',
    expires_in: 28800,
    scope: 'associate',
  };

  it('accepts the 200 answer, and reads token_type case-insensitively', () => {
    expect(parseValid(TokenResponseSchema, token)).toEqual(token);
    expect(parseValid(TokenResponseSchema, { ...token, token_type: 'Bearer' }).token_type).toBe('bearer');
  });

  const invalid: InvalidCase[] = [
    fieldCase('another token type', token, 'token_type', 'mac', /bearer/),
    fieldCase('an empty token', token, 'access_token', ''),
    fieldCase('a lifetime of 0', token, 'expires_in', 0),
    fieldCase('a fractional lifetime', token, 'expires_in', 1.5),
    { name: 'no scope', input: without(token, 'scope'), path: 'scope', message: /required/ },
  ];
  it.each(invalid)('refuses $name at $path', ({ input, path, message }) => {
    expectIssueAt(TokenResponseSchema, input, path, message);
  });
});

describe('RoleSchema, MeSchema, HealthSchema', () => {
  it('knows the three roles and nothing else', () => {
    expect(RoleSchema.options).toEqual(['associate', 'manager', 'admin']);
    expectIssueAt(RoleSchema, 'cashier', '', /associate.*manager.*admin/);
  });

  it('accepts who-am-I answers, an empty store list meaning every store', () => {
    const me = { username: 'manager', roles: ['associate', 'manager'], store_ids: ['nyc-soho'] };
    expect(parseValid(MeSchema, me)).toEqual(me);
    expect(parseValid(MeSchema, { ...me, store_ids: [] }).store_ids).toEqual([]);
    expectIssueAt(MeSchema, { ...me, roles: ['manager', 'owner'] }, 'roles.1');
    expectIssueAt(MeSchema, without(me, 'store_ids'), 'store_ids', /required/);
  });

  it('accepts the health answer only when ok', () => {
    expect(parseValid(HealthSchema, { status: 'ok', version: '0.1.0' })).toEqual({
      status: 'ok',
      version: '0.1.0',
    });
    expectIssueAt(HealthSchema, { status: 'degraded', version: '0.1.0' }, 'status', /"ok"/);
    expectIssueAt(HealthSchema, { status: 'ok' }, 'version', /required/);
  });
});

describe('UsersFileSchema (--users FILE)', () => {
  const users = [
    { username: 'admin', password: 'change-me', roles: ['admin'], store_ids: [] },
    {
      username: 'lee',
      password: 'pickup-2026',
      roles: ['associate'],
      store_ids: ['nyc-soho', 'nyc-midtown'],
    },
  ];

  it('accepts a list of users', () => {
    expect(parseValid(UsersFileSchema, users)).toEqual(users);
  });

  const invalid: InvalidCase[] = [
    fieldCase('a user without roles', users, '1.roles', [], /at least one role/),
    fieldCase('an unknown role', users, '1.roles.0', 'owner'),
    fieldCase('an empty password', users, '0.password', ''),
    fieldCase('a store id with blanks', users, '1.store_ids.1', ' nyc-midtown'),
    {
      name: 'a repeated username',
      input: [...users, { ...users[1], password: 'other' }],
      path: '2.username',
      message: /"lee" is already used at index 1/,
    },
    { name: 'an object instead of a list', input: { users }, path: '' },
  ];
  it.each(invalid)('refuses $name at $path', ({ input, path, message }) => {
    expectIssueAt(UsersFileSchema, input, path, message);
  });
});
