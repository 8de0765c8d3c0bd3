// SQLite's parameter markers, rewritten for PostgreSQL: the platform's SQL keeps `?` and `@name` (`:name`,
// `$name`), and PostgreSQL receives `$1, $2 …`. Quoted text, quoted names and comments are left alone, and so
// are PostgreSQL's own `::type` casts and `@@` / `@>` operators.

export interface TranslatedSql {
  text: string;
  /** Where each `$n` takes its value: a position among the call's arguments, or a named parameter. */
  parameters: ReadonlyArray<{ position: number } | { name: string }>;
}

const IDENTIFIER_START = /[A-Za-z_]/;
const IDENTIFIER_PART = /[A-Za-z0-9_]/;

export function translatePlaceholders(sql: string): TranslatedSql {
  let text = '';
  const parameters: Array<{ position: number } | { name: string }> = [];
  const numberOfName = new Map<string, number>();
  let positional = 0;
  let i = 0;
  while (i < sql.length) {
    const char = sql[i]!;
    const next = sql[i + 1] ?? '';
    if (char === "'" || char === '"') {
      const end = closingQuote(sql, i, char);
      text += sql.slice(i, end);
      i = end;
    } else if (char === '-' && next === '-') {
      const end = sql.indexOf('\n', i);
      const stop = end === -1 ? sql.length : end;
      text += sql.slice(i, stop);
      i = stop;
    } else if (char === '/' && next === '*') {
      const end = sql.indexOf('*/', i + 2);
      const stop = end === -1 ? sql.length : end + 2;
      text += sql.slice(i, stop);
      i = stop;
    } else if (char === '?') {
      parameters.push({ position: positional++ });
      text += `$${parameters.length}`;
      i += 1;
    } else if (
      (char === '@' || char === ':' || char === '$') &&
      IDENTIFIER_START.test(next) &&
      !(char === ':' && sql[i - 1] === ':')
    ) {
      let end = i + 1;
      while (end < sql.length && IDENTIFIER_PART.test(sql[end]!)) end += 1;
      const name = sql.slice(i + 1, end);
      let number = numberOfName.get(name);
      if (number === undefined) {
        parameters.push({ name });
        number = parameters.length;
        numberOfName.set(name, number);
      }
      text += `$${number}`;
      i = end;
    } else {
      text += char;
      i += 1;
    }
  }
  return { text, parameters };
}

/** Index just past the quote that closes the one at `start` (a doubled quote is an escaped one). */
function closingQuote(sql: string, start: number, quote: string): number {
  let i = start + 1;
  while (i < sql.length) {
    if (sql[i] === quote) {
      if (sql[i + 1] === quote) i += 2;
      else return i + 1;
    } else i += 1;
  }
  return sql.length;
}

/**
 * The values for `$1 …` from a call's arguments, checked as better-sqlite3 checks them: named parameters come
 * from one plain object, positional ones from the arguments in order, and a missing one is an error.
 */
export function bindValues(translated: TranslatedSql, args: readonly unknown[]): unknown[] {
  const named = args.find(isNamedParameters);
  const positional = args.filter((arg) => !isNamedParameters(arg));
  const wanted = translated.parameters.filter((one) => 'position' in one).length;
  if (positional.length !== wanted) {
    throw new RangeError(`Too ${positional.length > wanted ? 'many' : 'few'} parameter values were provided`);
  }
  return translated.parameters.map((one) => {
    if ('position' in one) return toPostgresValue(positional[one.position]);
    if (!named || !Object.hasOwn(named, one.name))
      throw new RangeError(`Missing named parameter "${one.name}"`);
    return toPostgresValue(named[one.name]);
  });
}

function isNamedParameters(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);
}

/** As SQLite stores them: a bigint as its digits, undefined as NULL. */
function toPostgresValue(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  return value === undefined ? null : value;
}
