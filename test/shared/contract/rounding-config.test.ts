import { describe, expect, it } from 'vitest';
import { RoundingConfigSchema } from '../../../shared/contract';
import { expectIssueAt, parseValid } from './contract-test-kit';

describe('RoundingConfigSchema (GET/PUT /config/rounding)', () => {
  it('accepts the US stores that round cash, and none', () => {
    const config = { enabled_store_ids: ['nyc-soho', 'sfo-union-square'] };
    expect(parseValid(RoundingConfigSchema, config)).toEqual(config);
    expect(parseValid(RoundingConfigSchema, { enabled_store_ids: [] })).toEqual({ enabled_store_ids: [] });
  });

  it.each([
    [
      { enabled_store_ids: ['nyc-soho', 'sfo-union-square', 'nyc-soho'] },
      'enabled_store_ids.2',
      /"nyc-soho" is already used at index 0/,
    ],
    [{ enabled_store_ids: ['nyc-soho', ''] }, 'enabled_store_ids.1', /empty/],
    [{ enabled_store_ids: 'nyc-soho' }, 'enabled_store_ids', /expected array/],
    [{}, 'enabled_store_ids', /required/],
  ])('refuses %j at %s', (config, path, message) => {
    expectIssueAt(RoundingConfigSchema, config, path, message);
  });
});
