// Building blocks shared by the contract's resources: identifiers, timestamps, locales, currencies,
// wire amounts, coordinates and paginated lists.
import { z } from 'zod';
import { isCurrencyCode } from '../money/currency';
import { parseMoney } from '../money/parse';
import { reasonParams } from './field-reason';

/**
 * Error option for a format schema (`z.iso.datetime`, `z.url`, `z.int`...): `message` for a value of the
 * wrong form, while a missing value keeps zod's own issue, which toErrorDetails reports as "required".
 */
export function unlessMissing(message: string) {
  return { error: (issue: { input?: unknown }) => (issue.input === undefined ? undefined : message) };
}

/** Longest identifier: it must fit one path segment of every read route, as it was created. */
export const MAX_ID_LENGTH = 100;
/** The characters of an identifier: letters, digits and `. _ ~ : @ + -`, starting with a letter or digit. */
export const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._~:@+-]*$/;

/**
 * An identifier (product, store, price book, order...): 1 to 100 characters of ID_PATTERN, so that what is
 * created can always be read back by its URL (no escaping, no blanks, no control characters).
 */
export const IdSchema = z
  .string()
  .min(1, 'must not be empty')
  .max(MAX_ID_LENGTH, `must be at most ${MAX_ID_LENGTH} characters`)
  .refine((value) => value.trim() === value, 'must not start or end with blanks')
  .refine(
    // Blanks around it are reported once, above.
    (value) => value.trim() !== value || value === '' || ID_PATTERN.test(value),
    'may only hold letters, digits and . _ ~ : @ + - (starting with a letter or digit)',
  );

/** Text a person reads (title, name, label): must hold more than blanks. */
export const NonBlankTextSchema = z.string().refine((value) => value.trim() !== '', {
  message: 'must not be blank',
  params: reasonParams('not_blank'),
});

/** An RFC 3339 date-time with an offset or Z: `2026-03-01T09:30:00Z`, `2026-03-01T10:30:00.5+01:00`. */
export const TimestampSchema = z.iso.datetime({
  offset: true,
  ...unlessMissing('must be an RFC 3339 date-time with a time zone, e.g. 2026-03-01T09:30:00Z'),
});

/** A language-region code of the form xx-XX (`en-US`, `de-DE`). */
export const LocaleSchema = z
  .string()
  .regex(/^[a-z]{2}-[A-Z]{2}$/, 'must be a locale of the form xx-XX, e.g. en-US');

/**
 * An active ISO 4217 currency code, upper case (`USD`, `JPY`). Typed as string, not narrowed to
 * CurrencyCode, because Money and the platform's rows carry plain strings: the check is annotated to return
 * boolean, since TypeScript would otherwise infer the arrow as a type predicate and zod would narrow.
 */
export const CurrencyCodeSchema = z
  .string()
  .refine(
    (value: string): boolean => isCurrencyCode(value),
    'must be an active ISO 4217 currency code in upper case, e.g. USD',
  );

/**
 * Money on the wire: a finite JSON number in the currency's major unit (19.99 USD, 1200 JPY). The number is
 * only carried here; code turns it into integer minor units with parseMoney, never by float arithmetic.
 */
export const WireAmountSchema = z.number();

/** A wire amount of zero or more (prices, floats, tenders). */
export const NonNegativeWireAmountSchema = z.number().min(0, 'must be zero or more');

export const LatitudeSchema = z
  .number()
  .min(-90, 'must be between -90 and 90')
  .max(90, 'must be between -90 and 90');
export const LongitudeSchema = z
  .number()
  .min(-180, 'must be between -180 and 180')
  .max(180, 'must be between -180 and 180');

/** `{offset, count, total}` of a list answer: where the page starts, how many it holds, how many exist. */
export const PaginationSchema = z.object({
  offset: z.int().min(0),
  count: z.int().min(0),
  total: z.int().min(0),
  /** Keyset listings: send it back as `after` for the next page; null when this page was the last. */
  next_cursor: z.string().nullable().optional(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 500;

/** Query strings carry text: a whole number written as digits is read as that number, then checked. */
function queryInteger(schema: z.ZodNumber) {
  return z.preprocess(
    (value) => (typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value),
    schema,
  );
}

/** `after`: the `next_cursor` of the previous page (keyset listings: products, orders). */
export const AfterCursorSchema = z.string().min(1, 'must not be empty');

/** `offset` (≥ 0, default 0) and `count` (1..500, default 50) of a list call; spread into query schemas. */
export const paginationQueryShape = {
  offset: queryInteger(z.int(unlessMissing('must be a whole number')).min(0, 'must be zero or more')).default(
    0,
  ),
  count: queryInteger(
    z
      .int(unlessMissing('must be a whole number'))
      .min(1, 'must be at least 1')
      .max(MAX_PAGE_SIZE, `must be at most ${MAX_PAGE_SIZE}`),
  ).default(DEFAULT_PAGE_SIZE),
};

export const PaginationQuerySchema = z.object(paginationQueryShape);
export type PaginationQuery = z.infer<typeof PaginationQuerySchema>;

/** `updated_since` of a sync list: items changed after this RFC 3339 instant. */
export const UpdatedSinceSchema = TimestampSchema;

/** `{items, pagination}`: the answer of every list that can grow. */
export function paginated<Item extends z.ZodType>(itemSchema: Item) {
  return z.object({ items: z.array(itemSchema), pagination: PaginationSchema });
}

export type AmountCheck = {
  /** A wire amount (JSON number) or its decimal text ("0.05"). */
  value: number | string;
  currency: string;
  /** Path of the amount relative to the refined value, e.g. ['items', 3, 'price']. */
  path: PropertyKey[];
  allowNegative?: boolean;
};

/**
 * Adds an issue when a wire amount does not fit its currency (more decimals than it allows, out of
 * range, negative where not allowed). Unknown currencies are left to the currency field's own issue.
 */
export function refineAmountInCurrency(ctx: z.RefinementCtx, check: AmountCheck): void {
  if (!isCurrencyCode(check.currency)) return;
  const parsed = parseMoney(check.value, check.currency, { allowNegative: check.allowNegative ?? false });
  if (!parsed.ok)
    ctx.addIssue({ code: 'custom', message: parsed.message, path: check.path, input: check.value });
}

/**
 * Adds an issue at every later occurrence of a repeated key, naming the first one: a second drawer with
 * id "d1" at index 2 is reported at `drawers.2.drawer_id`. Items whose key is undefined are skipped.
 */
export function refineUnique<Item>(
  ctx: z.RefinementCtx,
  items: readonly Item[],
  keyOf: (item: Item) => string | undefined,
  pathOf: (index: number) => PropertyKey[],
  what: string,
): void {
  const firstIndex = new Map<string, number>();
  items.forEach((item, index) => {
    const key = keyOf(item);
    if (key === undefined) return;
    const first = firstIndex.get(key);
    if (first === undefined) {
      firstIndex.set(key, index);
      return;
    }
    ctx.addIssue({
      code: 'custom',
      message: `${what} ${JSON.stringify(key)} is already used at index ${first}`,
      path: pathOf(index),
      input: key,
    });
  });
}

/**
 * A schema picked per input by `choose` (say, by the presence of one field). Unlike a union, a failure
 * reports the issues of the form actually sent, with their exact paths.
 */
export function chosenBy<Option extends z.ZodType>(choose: (input: unknown) => Option) {
  return z.unknown().transform((input, ctx): z.output<Option> => {
    const result = choose(input).safeParse(input);
    if (result.success) return result.data;
    for (const issue of result.error.issues) ctx.addIssue({ ...issue });
    return z.NEVER;
  });
}

/** One value or a non-empty array of them, always read as an array (`head.currency` or `1.head.currency`). */
export function oneOrMany<Item extends z.ZodType>(itemSchema: Item) {
  const many = z.array(itemSchema).min(1, 'must hold at least one entry');
  return chosenBy((input) => (Array.isArray(input) ? many : itemSchema)).transform(
    (value): z.output<Item>[] => (Array.isArray(value) ? value : [value]),
  );
}
