import type { PlatformDatabase } from '../db/database';
import type { Statement } from '../db/sql-database';

/**
 * A version per shop (table `catalog_change`) that PostgreSQL moves itself, by triggers, in the transaction
 * of every write of what a listing's total counts: products (their visibility, locale and updated_at, which
 * prices move too), their categories and their search rows (PostgreSQL migration 6). No writer has to
 * remember it: an import, a future writer or a manual SQL fix moves it alike. Readers in any process on the
 * database see it move when the write commits, which is what lets them keep a listing's total between
 * requests (total-cache.ts). SQLite has its own stamp of every commit (data_version) and leaves the table
 * empty.
 */
export class CatalogChanges {
  private readonly sum: Statement<[], number>;

  constructor(db: PlatformDatabase) {
    this.sum = db.prepare<[], number>('SELECT COALESCE(sum(version), 0) FROM catalog_change').pluck();
  }

  /**
   * A number that grows with every committed catalog change of any shop: the versions only grow, so their
   * sum does. Reads one row per shop.
   */
  stamp(): number {
    return this.sum.get() ?? 0;
  }
}
