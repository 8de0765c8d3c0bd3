// An error's values as a reader of each language sees them: its amounts as money in the error's currency
// (exactly the decimals sent), its times in the store's time zone, everything else as sent.
import { describe, expect, it } from 'vitest';
import { valuesForReading } from '../../../renderer/src/ui/error-values';

const MONTREAL = { locale: 'fr-CA', timeZone: 'America/Toronto' };
const VANCOUVER_IN_ENGLISH = { locale: 'en-US', timeZone: 'America/Vancouver' };

describe('error values written for the reader', () => {
  it('writes an amount as money in the error’s currency, the locale’s way', () => {
    const values = { limit: '250.00', refundAmount: '12.5', currency: 'CAD', storeId: 'mtl' };
    expect(valuesForReading(values, MONTREAL)).toEqual({
      limit: '250,00\u00a0$',
      refundAmount: '12,50\u00a0$',
      currency: 'CAD',
      storeId: 'mtl',
    });
    expect(valuesForReading(values, VANCOUVER_IN_ENGLISH)).toMatchObject({
      limit: 'CA$250.00',
      refundAmount: 'CA$12.50',
    });
    expect(
      valuesForReading({ amount: '1200', currency: 'JPY' }, { locale: 'es-US', timeZone: undefined }),
    ).toEqual({ amount: '¥1,200', currency: 'JPY' });
  });

  it('keeps an amount it cannot read as money as sent, with its currency', () => {
    expect(valuesForReading({ limit: '250.001', currency: 'CAD' }, MONTREAL).limit).toBe('250.001 CAD');
    expect(valuesForReading({ limit: '250.00', currency: 'XYZ' }, MONTREAL).limit).toBe('250.00 XYZ');
    expect(valuesForReading({ limit: '250.00' }, MONTREAL).limit).toBe('250.00');
    // No amount at all (a return refused for its receipt only): nothing to write.
    expect(valuesForReading({ limit: '', currency: 'CAD' }, MONTREAL).limit).toBe('');
  });

  it('writes a time in the store’s time zone, whatever the workstation’s', () => {
    const values = { until: '2026-11-27T15:05:00.000Z', closedAt: '2026-11-27T15:05:00.000Z' };
    expect(valuesForReading(values, MONTREAL)).toEqual({
      until: '27 nov. 2026, 10 h 05',
      closedAt: '27 nov. 2026, 10 h 05',
    });
    expect(valuesForReading(values, VANCOUVER_IN_ENGLISH).until).toMatch(/^Nov 27, 2026, 7:05\sAM$/);
  });

  it('leaves ids, codes and counts as they are (a sentence words its own numbers)', () => {
    const values = { orderId: '1042', port: 9100, seconds: 12, why: 'return' };
    expect(valuesForReading(values, MONTREAL)).toEqual(values);
  });
});
