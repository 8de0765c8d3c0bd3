// Why a change waiting to be sent did not go through, as the outbox dialog words it: the platform's values
// kept from the refusal to the screen, and the outbox's own codes given the bridge's, so that French and
// Spanish have a sentence for each rather than the English kept in the failure record.
import { describe, expect, it } from 'vitest';
import { outboxErrorView } from '../../electron/host/views/sync-view';
import { ApiContractError, ApiError } from '../../electron/services/api/api-errors';
import { describeFailure } from '../../electron/services/outbox/outbox-replayer';
import { OutboxEntryViewSchema } from '../../shared/bridge/views/sync';
import { errorWording } from '../renderer/support/translator';

const AT = new Date('2026-11-27T14:00:00Z');

describe('an outbox failure on screen', () => {
  it('keeps the platform’s values, so the drawer is named in every language', () => {
    const refusal = new ApiError(
      409,
      'drawer_already_open',
      "Drawer 'reg-7' is already open; close it (daily_close) before opening it again.",
      [],
      'POST /v0/cash-drawers/reg-7/transactions',
      { drawerId: 'reg-7' },
    );
    const failure = JSON.parse(JSON.stringify(describeFailure(refusal, AT))) as ReturnType<
      typeof describeFailure
    >;
    const view = outboxErrorView(failure);
    expect(view.values).toEqual({ drawerId: 'reg-7' });
    expect(OutboxEntryViewSchema.shape.lastError.parse(view)).toEqual(view);
    for (const locale of ['fr-CA', 'es-US', 'en-US']) {
      const text = errorWording(locale)(view);
      expect(text, locale).toContain('reg-7');
    }
    expect(errorWording('fr-CA')(view)).not.toBe(errorWording('en-US')(view));
  });

  it('words an answer that broke the contract and a fault of this workstation in French and Spanish', () => {
    const broken = outboxErrorView(
      describeFailure(
        new ApiContractError('POST /v0/orders', 200, [{ path: 'order_id', message: 'Required' }]),
        AT,
      ),
    );
    const local = outboxErrorView(describeFailure(new Error('Cannot read properties of undefined'), AT));
    expect(broken.code).toBe('platform_contract_violation');
    expect(local.code).toBe('internal_error');
    for (const locale of ['fr-CA', 'es-US']) {
      const words = errorWording(locale);
      expect(words(broken), locale).toBe(
        errorWording(locale)({ code: 'platform_contract_violation', message: '' }),
      );
      expect(words(local), locale).not.toContain('Cannot read');
      expect(words(broken), locale).not.toBe(errorWording('en-US')(broken));
    }
  });
});
