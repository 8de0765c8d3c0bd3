// The tax classes a store's catalog uses (products' tax_class_id, as imported), with how many products carry
// each: what an administrator maps to standard, reduced or exempt on the Setup screen.
import type { CatalogTaxClasses } from '../../../shared/contract/tax-config';
import type { PlatformDatabase } from '../db/database';
import { sqlJsonText } from '../db/sql-dialect';

export function catalogTaxClasses(db: PlatformDatabase, storeId: string, shop: string): CatalogTaxClasses {
  const rows = db
    .prepare(
      `SELECT ${sqlJsonText(db, 'data', 'tax_class_id')} AS tax_class_id, COUNT(DISTINCT product_id) AS product_count
         FROM products WHERE shop = ? GROUP BY 1 ORDER BY 1`,
    )
    .all(shop) as Array<{ tax_class_id: string | null; product_count: number }>;
  const classed = rows.filter(
    (row): row is { tax_class_id: string; product_count: number } => typeof row.tax_class_id === 'string',
  );
  return {
    store_id: storeId,
    tax_classes: classed,
    products_without_class: rows
      .filter((row) => typeof row.tax_class_id !== 'string')
      .reduce((total, row) => total + row.product_count, 0),
  };
}
