import type { PlatformDatabase } from '../db/database';
import type { Statement } from '../db/sql-database';

/**
 * A version per shop (table `catalog_change`) that every write of the shop's listed catalog moves, in the
 * writer's transaction: products and their search text and categories (product-writer.ts), prices, which
 * move products' updated_at (price-repository.ts). Readers in any process on the database see it move when
 * the write commits, which is what lets them keep a listing's total between requests on PostgreSQL
 * (total-cache.ts); SQLite has its own stamp of every commit and does not need to read it.
 */
export class CatalogChanges {
  private readonly bump: Statement<[string]>;
  private readonly sum: Statement<[], number>;

  constructor(db: PlatformDatabase) {
    this.bump = db.prepare(
      `INSERT INTO catalog_change (shop, version) VALUES (?, 1)
       ON CONFLICT (shop) DO UPDATE SET version = catalog_change.version + 1`,
    );
    this.sum = db.prepare<[], number>('SELECT COALESCE(sum(version), 0) FROM catalog_change').pluck();
  }

  /** The shop's catalog changed (call once per write, inside its transaction). */
  record(shop: string): void {
    this.bump.run(shop);
  }

  /**
   * A number that grows with every committed catalog change of any shop: the versions only grow, so their
   * sum does. Reads one row per shop.
   */
  stamp(): number {
    return this.sum.get() ?? 0;
  }
}
