import { describe, expect, it } from 'vitest';
import { businessDateOf, businessDayBounds, formatBusinessDay } from '../../../shared/time/business-day';

describe('business day', () => {
  it('reads the day of an instant in the store’s time zone', () => {
    expect(businessDateOf('2026-03-03T03:30:00Z', 'America/Toronto')).toBe('2026-03-02');
    expect(businessDateOf('2026-03-03T03:30:00Z', 'Europe/Berlin')).toBe('2026-03-03');
  });

  it('bounds a day from local midnight to local midnight, 23 hours on a spring-forward day', () => {
    expect(businessDayBounds('2026-03-02', 'America/New_York')).toEqual({
      start: '2026-03-02T05:00:00.000Z',
      end: '2026-03-03T05:00:00.000Z',
    });
    expect(businessDayBounds('2026-03-08', 'America/New_York')).toEqual({
      start: '2026-03-08T05:00:00.000Z',
      end: '2026-03-09T04:00:00.000Z',
    });
    expect(businessDayBounds('2026-07-01', 'Asia/Tokyo')).toEqual({
      start: '2026-06-30T15:00:00.000Z',
      end: '2026-07-01T15:00:00.000Z',
    });
  });

  it('writes a business day as each language writes a date, the same day in every time zone', () => {
    expect(formatBusinessDay('2026-11-27', 'fr-CA')).toBe('27 nov. 2026');
    expect(formatBusinessDay('2026-11-27', 'es-US')).toBe('27 nov 2026');
    expect(formatBusinessDay('2026-11-27', 'en-US')).toBe('Nov 27, 2026');
    // The platform's text, as it came, rather than a wrong day.
    expect(formatBusinessDay('not-a-day', 'fr-CA')).toBe('not-a-day');
  });
});
