// The bridge's error codes: each has advice a person can act on, and a platform code the list does not name
// still gets a next step.
import { describe, expect, it } from 'vitest';
import { adviceFor, BridgeError, ERROR_ADVICE, isBridgeErrorCode } from '../../../shared/bridge';

describe('bridge error codes', () => {
  it('gives every listed code a sentence of advice, snake_case codes only', () => {
    for (const [code, advice] of Object.entries(ERROR_ADVICE)) {
      expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
      expect(advice).toMatch(/^[A-Z].*\.$/);
      expect(adviceFor(code)).toBe(advice);
    }
  });

  it('tells a local check apart from a fault of the app', () => {
    expect(adviceFor('local_validation')).not.toMatch(/restart/i);
    expect(adviceFor('internal_error')).toMatch(/restart/i);
  });

  it('keeps a platform code as it came over the wire, with a general next step', () => {
    const error = BridgeError.from({ code: 'invalid_transition', message: 'The order is already ready.' });
    expect(error.code).toBe('invalid_transition');
    expect(isBridgeErrorCode(error.code)).toBe(false);
    expect(adviceFor(error.code)).toMatch(/Try again/);
  });
});
