// Values as SQLite hands them to the platform, so that a repository reads the same row from either engine:
// integers (bigint, and numeric sums of integer money) as JS numbers, booleans as 1/0, bytea as a Buffer, and
// the rest as the `pg` client reads it.
import pg from 'pg';

const BOOL = 16;
const INT8 = 20;
const INT2 = 21;
const INT4 = 23;
const NUMERIC = 1700;

/**
 * As better-sqlite3 reads an INTEGER: a JS number. Money is integer minor units and its sums stay far below
 * 2^53 (90 trillion dollars in cents), where a number would start to round.
 */
function asNumber(text: string): number {
  return Number(text);
}

export const sqliteLikeTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (format === undefined || format === 'text') {
      if (oid === INT8 || oid === NUMERIC) return asNumber;
      if (oid === INT2 || oid === INT4) return asNumber;
      if (oid === BOOL) return (text: string) => (text === 't' ? 1 : 0);
    }
    return pg.types.getTypeParser(oid, format ?? 'text');
  }) as pg.CustomTypesConfig['getTypeParser'],
};
