import type { Statement } from '../db/sql-database';
import type { ProductItem } from '../../../shared/contract/products-file';
import type { PlatformDatabase } from '../db/database';
import { categoryAncestry } from './category-path';
import { BatchInsert } from '../db/batch-insert';
import { BatchStatement } from '../db/batch-statement';
import { sqlJsonList } from '../db/sql-dialect';
import { ShopLocales } from './locale-fallback';
import { searchableText, toSearchText } from './search-query';

/**
 * Writes imported products of one shop and locale: the product row, its search text and its categories
 * (the category tree of the shop and locale grows with every new path). A product whose data is unchanged
 * is left as it was, so its updated_at does not move and a sync has nothing to fetch. Products are never
 * deleted by an import. Runs inside the caller's transaction.
 */
export class ProductWriter {
  private readonly deleteSearch: Statement<[string]>;
  private readonly deleteProductCategories: Statement<[string]>;
  private readonly shopLocales: ShopLocales;

  constructor(private readonly db: PlatformDatabase) {
    // The rows of products whose data changed, as a JSON list: their search text and categories are rewritten.
    const rows = `SELECT CAST(value AS BIGINT) FROM (${sqlJsonList(db, '?')}) AS changed`;
    this.deleteSearch = db.prepare(`DELETE FROM product_search WHERE rowid IN (${rows})`);
    this.deleteProductCategories = db.prepare(
      `DELETE FROM product_categories WHERE product_row IN (${rows})`,
    );
    this.shopLocales = new ShopLocales(db);
  }

  /** Inserts or updates the products; returns how many were written (unchanged ones included). */
  writeProducts(shop: string, locale: string, items: readonly ProductItem[], at: string): number {
    // The first locale a shop is written in becomes its default: what a product lacking a locale falls back to.
    this.shopLocales.remember(shop, locale);
    const existing = this.existingRows(shop, locale);
    const batches = this.batches(shop, locale, existing);
    for (const item of items) {
      // The same product twice in one write: the first one's rows are written before the second is compared.
      if (batches.touched.has(item.product_id)) batches.flush();
      batches.touched.add(item.product_id);
      const data = JSON.stringify(item);
      const listed = item.show_in_listing === false ? 0 : 1;
      const row = existing.get(item.product_id);
      if (row === undefined) {
        batches.waiting.set(item.product_id, item);
        batches.products.add([shop, locale, item.product_id, listed, data, at, at]);
        batches.addCategoryTree(item);
      } else {
        // Whether it changed is known once its batch is written; its search text and categories follow then.
        batches.compared.set(row, item);
        batches.updates.add([row, listed, data, at]);
      }
    }
    batches.flush();
    return items.length;
  }

  /**
   * The rows a write adds or changes, in multi-row statements (db/batch-statement.ts). A new product's search
   * text and categories wait for its row id, which its product batch returns; a known product's, for its
   * update batch to say whether its data changed.
   */
  private batches(shop: string, locale: string, existing: Map<string, number>) {
    const described = this.descriptions(shop, locale);
    const { describe, addCategoryTree } = described;
    const waiting = new Map<string, ProductItem>();
    const touched = new Set<string>();
    const products = new BatchInsert<[string, string, string, number, string, string, string]>(this.db, {
      into: 'products (shop, locale, product_id, show_in_listing, data, created_at, updated_at)',
      columns: 7,
      then: 'RETURNING id, product_id',
      returned: (rows) => {
        for (const [id, productId] of rows as Array<[number, string]>) {
          existing.set(productId, id);
          describe(id, waiting.get(productId)!);
          waiting.delete(productId);
        }
      },
    });
    // Existing products: one statement per chunk writes those whose data differs and names them; an
    // unchanged one keeps its row and its updated_at, so a sync has nothing to fetch.
    const compared = new Map<number, ProductItem>();
    const updates = new BatchStatement<[number, number, string, string]>(this.db, {
      columns: 4,
      row: '(CAST(? AS BIGINT), CAST(? AS BIGINT), ?, ?)',
      statement: (rows) =>
        `UPDATE products SET show_in_listing = given.column2, data = given.column3, updated_at = given.column4
           FROM (VALUES ${rows}) AS given
          WHERE products.id = given.column1 AND products.data <> given.column3
         RETURNING products.id`,
      returned: (changed) => {
        const ids = changed.map(([id]) => id as number);
        if (ids.length === 0) return;
        this.deleteSearch.run(JSON.stringify(ids));
        this.deleteProductCategories.run(JSON.stringify(ids));
        for (const id of ids) {
          describe(id, compared.get(id)!);
          addCategoryTree(compared.get(id)!);
        }
      },
    });
    return {
      waiting,
      touched,
      products,
      updates,
      compared,
      addCategoryTree,
      /** Writes everything added so far: products first (their ids), then what refers to them. */
      flush() {
        touched.clear();
        products.flush();
        updates.flush();
        compared.clear();
        described.flush();
      },
    };
  }

  /** A product's search text and categories, and the category tree nodes of its paths (once per write). */
  private descriptions(shop: string, locale: string) {
    const engine = this.db.engine;
    const search = new BatchInsert<[number, string]>(this.db, {
      into: 'product_search (rowid, text)',
      columns: 2,
    });
    const categories = new BatchInsert<[string, string, string, string | null, string, number]>(this.db, {
      into: 'categories (shop, locale, path, parent_path, name, depth)',
      columns: 6,
      then: 'ON CONFLICT DO NOTHING',
    });
    const productCategories = new BatchInsert<[number, string, string, string, number | null, number]>(
      this.db,
      {
        into: 'product_categories (product_row, shop, locale, path, position, is_main)',
        columns: 6,
        then: 'ON CONFLICT DO NOTHING',
      },
    );
    const knownCategories = new Set<string>();
    return {
      addCategoryTree(item: ProductItem) {
        for (const category of item.categories ?? []) {
          for (const node of categoryAncestry(category.path)) {
            if (knownCategories.has(node.path)) continue;
            knownCategories.add(node.path);
            categories.add([shop, locale, node.path, node.parentPath, node.name, node.depth]);
          }
        }
      },
      describe(row: number, item: ProductItem) {
        search.add([row, toSearchText(engine, searchableText(item))]);
        for (const category of item.categories ?? []) {
          productCategories.add([
            row,
            shop,
            locale,
            category.path,
            category.position ?? null,
            category.is_main === true ? 1 : 0,
          ]);
        }
      },
      flush() {
        categories.flush();
        search.flush();
        productCategories.flush();
      },
    };
  }

  private existingRows(shop: string, locale: string): Map<string, number> {
    const rows = this.db
      .prepare('SELECT id, product_id FROM products WHERE shop = ? AND locale = ?')
      .raw()
      .all(shop, locale) as Array<[number, string]>;
    return new Map(rows.map(([id, productId]) => [productId, id]));
  }
}
