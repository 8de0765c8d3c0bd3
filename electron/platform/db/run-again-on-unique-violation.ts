import { isUniqueViolation } from './sql-database';

/**
 * Runs a create-unless-it-exists transaction (check a client's id, insert if new) and, when a unique index
 * refused its insert, runs it once more: another process on the same database inserted the same id between
 * this one's check and its insert, and the second run finds that row and answers from it. (PostgreSQL may
 * report the race as a serialization failure instead, which its driver re-runs by itself.)
 */
export function runAgainOnUniqueViolation<T>(transaction: () => T): T {
  try {
    return transaction();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return transaction();
  }
}
