import type { Statement } from '../db/sql-database';
import type { ProductItem } from '../../../shared/contract/products-file';
import type { PlatformDatabase } from '../db/database';
import { categoryAncestry } from './category-path';
import { ShopLocales } from './locale-fallback';
import { searchableText, toSearchText } from './search-query';

/**
 * Writes imported products of one shop and locale: the product row, its search text and its categories
 * (the category tree of the shop and locale grows with every new path). A product whose data is unchanged
 * is left as it was, so its updated_at does not move and a sync has nothing to fetch. Products are never
 * deleted by an import. Runs inside the caller's transaction.
 */
export class ProductWriter {
  private readonly insertProduct: Statement<[string, string, string, number, string, string, string], number>;
  private readonly updateProduct: Statement<[number, string, string, number, string]>;
  private readonly insertSearch: Statement<[number, string]>;
  private readonly deleteSearch: Statement<[number]>;
  private readonly insertCategory: Statement<[string, string, string, string | null, string, number]>;
  private readonly insertProductCategory: Statement<[number, string, string, string, number | null, number]>;
  private readonly deleteProductCategories: Statement<[number]>;
  private readonly shopLocales: ShopLocales;

  constructor(private readonly db: PlatformDatabase) {
    this.insertProduct = db
      .prepare<[string, string, string, number, string, string, string], number>(
        `INSERT INTO products (shop, locale, product_id, show_in_listing, data, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`,
      )
      .pluck();
    this.updateProduct = db.prepare(
      'UPDATE products SET show_in_listing = ?, data = ?, updated_at = ? WHERE id = ? AND data <> ?',
    );
    this.insertSearch = db.prepare('INSERT INTO product_search (rowid, text) VALUES (?, ?)');
    this.deleteSearch = db.prepare('DELETE FROM product_search WHERE rowid = ?');
    this.insertCategory = db.prepare(
      `INSERT INTO categories (shop, locale, path, parent_path, name, depth) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT DO NOTHING`,
    );
    this.insertProductCategory = db.prepare(
      `INSERT INTO product_categories (product_row, shop, locale, path, position, is_main)
       VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
    );
    this.deleteProductCategories = db.prepare('DELETE FROM product_categories WHERE product_row = ?');
    this.shopLocales = new ShopLocales(db);
  }

  /** Inserts or updates the products; returns how many were written (unchanged ones included). */
  writeProducts(shop: string, locale: string, items: readonly ProductItem[], at: string): number {
    // The first locale a shop is written in becomes its default: what a product lacking a locale falls back to.
    this.shopLocales.remember(shop, locale);
    const existing = this.existingRows(shop, locale);
    const knownCategories = new Set<string>();
    for (const item of items) {
      const data = JSON.stringify(item);
      const listed = item.show_in_listing === false ? 0 : 1;
      let row = existing.get(item.product_id);
      if (row === undefined) {
        row = this.insertProduct.get(shop, locale, item.product_id, listed, data, at, at) as number;
        existing.set(item.product_id, row);
      } else {
        if (this.updateProduct.run(listed, data, at, row, data).changes === 0) continue;
        this.deleteSearch.run(row);
        this.deleteProductCategories.run(row);
      }
      this.insertSearch.run(row, toSearchText(this.db.engine, searchableText(item)));
      for (const category of item.categories ?? []) {
        for (const node of categoryAncestry(category.path)) {
          if (knownCategories.has(node.path)) continue;
          knownCategories.add(node.path);
          this.insertCategory.run(shop, locale, node.path, node.parentPath, node.name, node.depth);
        }
        this.insertProductCategory.run(
          row,
          shop,
          locale,
          category.path,
          category.position ?? null,
          category.is_main === true ? 1 : 0,
        );
      }
    }
    return items.length;
  }

  private existingRows(shop: string, locale: string): Map<string, number> {
    const rows = this.db
      .prepare('SELECT id, product_id FROM products WHERE shop = ? AND locale = ?')
      .raw()
      .all(shop, locale) as Array<[number, string]>;
    return new Map(rows.map(([id, productId]) => [productId, id]));
  }
}
