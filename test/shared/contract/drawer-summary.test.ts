import { describe, expect, it } from 'vitest';
import { DrawerSummarySchema } from '../../../shared/contract';
import { expectIssueAt, fieldCase, parseValid, without, type InvalidCase } from './contract-test-kit';
import { drawerSummary } from './fixtures';

describe('DrawerSummarySchema (GET /v0/d/cash_drawers/{id}/summary)', () => {
  const blind = without(without(drawerSummary, 'expected_amount'), 'variance');
  const neverOpened = {
    state: 'never_opened',
    currency: 'USD',
    opened_at: null,
    closed_at: null,
    opening_float: 0,
    cash_sales: 0,
    cash_refunds: 0,
    inflows: 0,
    outflows: 0,
    expected_amount: 0,
    last_count: null,
    variance: null,
  };

  it.each([
    ['a manager view of an open drawer', drawerSummary],
    ['a blind count view (expected amount and variance hidden)', blind],
    ['a drawer never opened', neverOpened],
    [
      'a short drawer (negative variance)',
      { ...drawerSummary, last_count: { ...drawerSummary.last_count, counted_amount: 180 }, variance: -7.35 },
    ],
    [
      'a closed drawer',
      {
        ...drawerSummary,
        state: 'closed',
        closed_at: '2026-03-02T21:04:00Z',
        last_count: { type: 'daily_close', at: '2026-03-02T21:04:00Z', counted_amount: 187.35 },
      },
    ],
  ])('accepts %s', (_name, summary) => {
    expect(parseValid(DrawerSummarySchema, summary)).toEqual(summary);
  });

  const invalid: InvalidCase[] = [
    fieldCase('an unknown state', drawerSummary, 'state', 'counting', /never_opened.*open.*closed/),
    fieldCase('negative cash sales', drawerSummary, 'cash_sales', -1, /zero or more/),
    fieldCase(
      'an expected amount of a tenth of a cent',
      drawerSummary,
      'expected_amount',
      187.355,
      /more decimals than USD/,
    ),
    fieldCase('a variance of a tenth of a cent', drawerSummary, 'variance', -0.001, /more decimals than USD/),
    {
      name: 'variance hidden but expected amount shown',
      input: without(drawerSummary, 'variance'),
      path: 'variance',
      message: /required when expected_amount is given/,
    },
    {
      name: 'expected amount hidden but variance shown',
      input: without(drawerSummary, 'expected_amount'),
      path: 'expected_amount',
      message: /blind count hides both/,
    },
    fieldCase(
      'a last count of an unknown kind',
      drawerSummary,
      'last_count.type',
      'daily_open',
      /audit_count.*daily_close/,
    ),
    fieldCase('a last count without time', drawerSummary, 'last_count.at', undefined, /required/),
    fieldCase('no closed_at (null is required)', drawerSummary, 'closed_at', undefined, /required/),
    fieldCase('an unknown currency', drawerSummary, 'currency', 'usd', /ISO 4217/),
  ];
  it.each(invalid)('refuses $name at $path', ({ input, path, message }) => {
    expectIssueAt(DrawerSummarySchema, input, path, message);
  });
});
