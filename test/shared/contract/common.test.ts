import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
  chosenBy,
  CurrencyCodeSchema,
  IdSchema,
  LatitudeSchema,
  LocaleSchema,
  LongitudeSchema,
  NonBlankTextSchema,
  oneOrMany,
  paginated,
  PaginationQuerySchema,
  PaginationSchema,
  TimestampSchema,
  WireAmountSchema,
} from '../../../shared/contract';
import { detailsOf, expectIssueAt, parseValid } from './contract-test-kit';

describe('scalar building blocks', () => {
  const table: { schema: z.ZodType; name: string; valid: unknown[]; invalid: [unknown, RegExp][] }[] = [
    {
      name: 'IdSchema',
      schema: IdSchema,
      valid: ['nyc-soho', '1000001-NVY-S', 'a'],
      invalid: [
        ['', /must not be empty/],
        [' nyc-soho', /blanks/],
        ['nyc-soho ', /blanks/],
        [42, /expected string, received number/],
      ],
    },
    {
      name: 'NonBlankTextSchema',
      schema: NonBlankTextSchema,
      valid: ['New York SoHo', ' padded is fine '],
      invalid: [
        ['   ', /must not be blank/],
        [null, /expected string, received null/],
      ],
    },
    {
      name: 'TimestampSchema (RFC 3339)',
      schema: TimestampSchema,
      valid: ['2026-03-02T14:05:00Z', '2026-03-02T15:41:12.250-05:00', '2026-03-02T14:05:00+01:00'],
      invalid: [
        ['2026-03-02T14:05:00', /RFC 3339/],
        ['2026-03-02', /RFC 3339/],
        ['yesterday', /RFC 3339/],
        ['2026-02-30T10:00:00Z', /RFC 3339/],
      ],
    },
    {
      name: 'LocaleSchema',
      schema: LocaleSchema,
      valid: ['en-US', 'de-DE', 'ja-JP'],
      invalid: [
        ['en_US', /xx-XX/],
        ['en', /xx-XX/],
        ['EN-us', /xx-XX/],
      ],
    },
    {
      name: 'CurrencyCodeSchema',
      schema: CurrencyCodeSchema,
      valid: ['USD', 'JPY', 'EUR', 'CHF'],
      invalid: [
        ['usd', /ISO 4217/],
        ['XYZ', /ISO 4217/],
        ['US', /ISO 4217/],
        [840, /expected string, received number/],
      ],
    },
    {
      name: 'WireAmountSchema',
      schema: WireAmountSchema,
      valid: [19.99, 0, 1200, -0.02],
      invalid: [
        ['19.99', /expected number, received string/],
        [Number.POSITIVE_INFINITY, /expected number/],
        [Number.NaN, /expected number/],
      ],
    },
    {
      name: 'LatitudeSchema',
      schema: LatitudeSchema,
      valid: [-90, 0, 40.7243, 90],
      invalid: [
        [90.0001, /between -90 and 90/],
        [-91, /between -90 and 90/],
      ],
    },
    {
      name: 'LongitudeSchema',
      schema: LongitudeSchema,
      valid: [-180, -73.9987, 180],
      invalid: [
        [180.5, /between -180 and 180/],
        [-181, /between -180 and 180/],
      ],
    },
  ];

  describe.each(table)('$name', ({ schema, valid, invalid }) => {
    it.each(valid.map((value) => [value]))('accepts %j', (value) => {
      expect(parseValid(schema, value)).toEqual(value);
    });
    it.each(invalid)('refuses %j', (value, message) => {
      expectIssueAt(schema, value, '', message);
    });
  });
});

describe('pagination', () => {
  it('reads offset and count from query text, defaulting to 0 and 50', () => {
    expect(parseValid(PaginationQuerySchema, {})).toEqual({ offset: 0, count: 50 });
    expect(parseValid(PaginationQuerySchema, { offset: '100', count: '500' })).toEqual({
      offset: 100,
      count: 500,
    });
    expect(parseValid(PaginationQuerySchema, { offset: 20, count: 1 })).toEqual({ offset: 20, count: 1 });
  });

  it.each([
    [{ offset: '-1' }, 'offset', /zero or more/],
    [{ offset: 'first' }, 'offset', /whole number/],
    [{ count: '0' }, 'count', /at least 1/],
    [{ count: '501' }, 'count', /at most 500/],
    [{ count: '2.5' }, 'count', /whole number/],
  ])('refuses %j at %s', (query, path, message) => {
    expectIssueAt(PaginationQuerySchema, query, path, message);
  });

  it('describes a page of a list answer', () => {
    const StoresPage = paginated(z.object({ store_id: IdSchema }));
    const page = { items: [{ store_id: 'nyc-soho' }], pagination: { offset: 0, count: 1, total: 7 } };
    expect(parseValid(StoresPage, page)).toEqual(page);
    expectIssueAt(StoresPage, { ...page, items: [{ store_id: '' }] }, 'items.0.store_id', /empty/);
    expectIssueAt(PaginationSchema, { offset: 0, count: 1, total: -1 }, 'total');
    expectIssueAt(StoresPage, { items: [] }, 'pagination', /required/);
  });
});

describe('CurrencyCodeSchema', () => {
  it('reads a checked currency as a plain string, as Money and the platform rows carry it (typecheck)', () => {
    const read = CurrencyCodeSchema.parse('CAD');
    expectTypeOf(read).toEqualTypeOf<string>();
    expect(read).toBe('CAD');
  });
});

describe('oneOrMany', () => {
  const Book = z.object({ head: z.object({ currency: CurrencyCodeSchema }) });
  const Books = oneOrMany(Book);

  it('reads one object or a non-empty array, always as an array', () => {
    const book = { head: { currency: 'USD' } };
    expect(parseValid(Books, book)).toEqual([book]);
    expect(parseValid(Books, [book, book])).toEqual([book, book]);
  });

  it('names the path inside the form actually sent', () => {
    expectIssueAt(Books, { head: { currency: 'usd' } }, 'head.currency', /ISO 4217/);
    expectIssueAt(Books, [{ head: { currency: 'USD' } }, { head: {} }], '1.head.currency', /required/);
    expectIssueAt(Books, [], '', /at least one entry/);
    expectIssueAt(Books, 7, '', /expected object, received number/);
  });
});

describe('chosenBy', () => {
  const Tender = chosenBy((input) =>
    typeof input === 'object' && input !== null && 'card' in input
      ? z.object({ card: z.string().length(4) })
      : z.object({ cash: z.number() }),
  );

  it('validates each input against the schema chosen for it', () => {
    expect(parseValid(Tender, { card: '4242' })).toEqual({ card: '4242' });
    expect(parseValid(Tender, { cash: 20 })).toEqual({ cash: 20 });
    expect(detailsOf(Tender, { card: '42' }).map((detail) => detail.path)).toEqual(['card']);
    expect(detailsOf(Tender, { cash: 'twenty' }).map((detail) => detail.path)).toEqual(['cash']);
  });

  it('keeps nested paths when used inside another object', () => {
    expectIssueAt(
      z.object({ tenders: z.array(Tender) }),
      { tenders: [{ cash: 1 }, { card: 1 }] },
      'tenders.1.card',
    );
  });
});
