import { describe, expect, it } from 'vitest';
import {
  applyMergePatch,
  AppConfigPatchSchema,
  AppConfigSchema,
  CashDrawerConfigSchema,
} from '../../../shared/contract';
import { expectIssueAt, fieldCase, parseValid, without, type InvalidCase } from './contract-test-kit';
import { appConfig } from './fixtures';

describe('AppConfigSchema (GET/PUT /api/v1/associate-app/config)', () => {
  it('accepts the two flags and keeps unknown keys exactly as sent', () => {
    const withExtras = {
      capabilities: { cash_management: true, gift_cards: { enabled: false } },
      release_toggles: { cash_rounding_enabled: false, new_pick_list: true },
      theme: 'dark',
    };
    expect(parseValid(AppConfigSchema, appConfig)).toEqual(appConfig);
    expect(parseValid(AppConfigSchema, withExtras)).toEqual(withExtras);
  });

  const invalid: InvalidCase[] = [
    fieldCase(
      'cash_management as text',
      appConfig,
      'capabilities.cash_management',
      'true',
      /expected boolean/,
    ),
    fieldCase(
      'cash_rounding_enabled missing',
      appConfig,
      'release_toggles.cash_rounding_enabled',
      undefined,
      /required/,
    ),
    {
      name: 'no capabilities',
      input: without(appConfig, 'capabilities'),
      path: 'capabilities',
      message: /required/,
    },
    fieldCase('release_toggles as a list', appConfig, 'release_toggles', [], /expected object/),
  ];
  it.each(invalid)('refuses $name at $path', ({ input, path, message }) => {
    expectIssueAt(AppConfigSchema, input, path, message);
  });
});

describe('AppConfigPatchSchema (PATCH, JSON merge patch)', () => {
  it('accepts setting one flag, and unknown members including null (remove)', () => {
    for (const patch of [
      { release_toggles: { cash_rounding_enabled: true } },
      { capabilities: { cash_management: false } },
      { theme: null, kiosk: { idle_seconds: 90 } },
      {},
    ]) {
      expect(parseValid(AppConfigPatchSchema, patch)).toEqual(patch);
    }
  });

  it.each([
    [{ capabilities: { cash_management: null } }, 'capabilities.cash_management'],
    [{ capabilities: null }, 'capabilities'],
    [{ release_toggles: { cash_rounding_enabled: 'on' } }, 'release_toggles.cash_rounding_enabled'],
    [[{ op: 'replace' }], ''],
  ])('refuses %j at %s', (patch, path) => {
    expectIssueAt(AppConfigPatchSchema, patch, path);
  });

  it('turns cash rounding on and keeps every other key (workflow 3 of the seed)', () => {
    const stored = {
      ...appConfig,
      release_toggles: { cash_rounding_enabled: false, new_pick_list: true },
      theme: 'dark',
    };
    const patch = parseValid(AppConfigPatchSchema, {
      release_toggles: { cash_rounding_enabled: true },
      theme: null,
    });
    const merged = parseValid(AppConfigSchema, applyMergePatch(stored, patch));
    expect(merged).toEqual({
      capabilities: { cash_management: true },
      release_toggles: { cash_rounding_enabled: true, new_pick_list: true },
    });
  });
});

describe('CashDrawerConfigSchema (GET/PUT /v0/d/cash_drawer_config)', () => {
  it('round-trips the configuration with the flag changed (workflow 4 of the seed)', () => {
    const current = parseValid(CashDrawerConfigSchema, {
      expose_count_expected_amount: false,
      audit_reminder_hours: 4,
    });
    const updated = { ...current, expose_count_expected_amount: true };
    expect(parseValid(CashDrawerConfigSchema, updated)).toEqual({
      expose_count_expected_amount: true,
      audit_reminder_hours: 4,
    });
  });

  it.each([
    [{}, /required/],
    [{ expose_count_expected_amount: 'yes' }, /expected boolean/],
  ])('refuses %j', (config, message) => {
    expectIssueAt(CashDrawerConfigSchema, config, 'expose_count_expected_amount', message);
  });
});
