// When every product of a shop is written in the requested locale, the listing reads that locale's rows alone
// (ShopLocale.covered, counted by the database's triggers). It must list exactly what the locale fallback
// lists, and stop reading one locale alone as soon as a product lacks it, whoever wrote or removed the rows:
// the catalog's writer, or plain SQL on another connection (another process on PostgreSQL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductItem } from '../../../shared/contract/products-file';
import { ProductRepository } from '../../../electron/platform/catalog/product-repository';
import { ProductWriter } from '../../../electron/platform/catalog/product-writer';
import type { PlatformDatabase } from '../../../electron/platform/db/database';
import { openTestDatabase, type TestDatabase } from '../support/test-database';

const AT = '2026-11-27T10:00:00.000Z';
const item = (productId: string, title: string, category: string, extra: Partial<ProductItem> = {}) => ({
  product_id: productId,
  title,
  categories: [{ path: category, is_main: true }],
  ...extra,
});

describe('a listing in a locale every product of the shop is written in', () => {
  let database: TestDatabase;
  let products: ProductRepository;
  let other: PlatformDatabase;
  let shops = 0;

  beforeAll(async () => {
    database = await openTestDatabase();
    products = new ProductRepository(database.db);
    other = database.connect();
  });

  afterAll(async () => {
    await database?.close();
  });

  /** A shop of its own: written in English first (its default), then all of it in Canadian French. */
  const newShop = (): string => {
    shops += 1;
    const shop = `covered-${shops}`;
    const writer = new ProductWriter(database.db);
    database.db.transaction(() => {
      writer.writeProducts(
        shop,
        'en-CA',
        [
          item('CANDLE-1', 'Scented Candle', 'Home > Candles'),
          item('TOWEL-1', 'Plush Towel', 'Home > Bath'),
          item('MUG-1', 'Hidden Mug', 'Home > Kitchen', { show_in_listing: false }),
        ],
        AT,
      );
      writer.writeProducts(
        shop,
        'fr-CA',
        [
          item('CANDLE-1', 'Bougie parfumée', 'Maison > Bougies'),
          // Hidden in French only: the French listing leaves it out, the English one shows it.
          item('TOWEL-1', 'Serviette moelleuse', 'Maison > Bain', { show_in_listing: false }),
          item('MUG-1', 'Tasse cachée', 'Maison > Cuisine', { show_in_listing: false }),
        ],
        AT,
      );
    })();
    return shop;
  };
  const listed = async (shop: string, locale: string, query: { q?: string; category?: string } = {}) => {
    const page = await products.list({ shop, locale, offset: 0, count: 50, ...query });
    return { titles: page.items.map((product) => [product.product_id, product.title]), total: page.total };
  };
  const synced = async (shop: string, locale: string) =>
    (
      await products.productsUpdatedSince(shop, locale, undefined, 'default', { offset: 0, count: 50 })
    ).items.map((product) => [product.product_id, product.title]);
  const insertRow = (shop: string, locale: string, productId: string, title: string) =>
    other
      .prepare(
        `INSERT INTO products (shop, locale, product_id, show_in_listing, data, created_at, updated_at)
         VALUES (?, ?, ?, 1, ?, ?, ?)`,
      )
      .run(shop, locale, productId, JSON.stringify({ product_id: productId, title }), AT, AT);

  it('lists, searches, filters and syncs each locale as the fallback does', async () => {
    const shop = newShop();
    expect(await listed(shop, 'fr-CA')).toEqual({ titles: [['CANDLE-1', 'Bougie parfumée']], total: 1 });
    expect(await listed(shop, 'en-CA')).toEqual({
      titles: [
        ['CANDLE-1', 'Scented Candle'],
        ['TOWEL-1', 'Plush Towel'],
      ],
      total: 2,
    });
    // A locale nobody wrote answers in the shop's default locale.
    expect((await listed(shop, 'es-US')).titles).toEqual((await listed(shop, 'en-CA')).titles);
    expect((await listed(shop, 'fr-CA', { q: 'scented' })).titles).toEqual([]);
    expect((await listed(shop, 'fr-CA', { q: 'bougie' })).titles).toEqual([['CANDLE-1', 'Bougie parfumée']]);
    expect((await listed(shop, 'fr-CA', { category: 'Home' })).titles).toEqual([]);
    expect((await listed(shop, 'fr-CA', { category: 'Maison', q: 'bou' })).titles).toEqual([
      ['CANDLE-1', 'Bougie parfumée'],
    ]);
    expect(await synced(shop, 'fr-CA')).toEqual([
      ['CANDLE-1', 'Bougie parfumée'],
      ['MUG-1', 'Tasse cachée'],
      ['TOWEL-1', 'Serviette moelleuse'],
    ]);
  });

  it('lists a product the writer adds in another locale only, in that locale', async () => {
    const shop = newShop();
    expect((await listed(shop, 'fr-CA')).total).toBe(1);
    database.db.transaction(() =>
      new ProductWriter(database.db).writeProducts(
        shop,
        'de-DE',
        [item('THROW-1', 'Strickdecke', 'Haus > Deko')],
        AT,
      ),
    )();
    expect(await listed(shop, 'fr-CA')).toEqual({
      titles: [
        ['CANDLE-1', 'Bougie parfumée'],
        ['THROW-1', 'Strickdecke'],
      ],
      total: 2,
    });
    expect((await listed(shop, 'fr-CA', { q: 'strick' })).titles).toEqual([['THROW-1', 'Strickdecke']]);
    expect((await listed(shop, 'fr-CA', { category: 'Haus' })).titles).toEqual([['THROW-1', 'Strickdecke']]);
    expect((await synced(shop, 'en-CA')).map(([productId]) => productId)).toEqual([
      'CANDLE-1',
      'MUG-1',
      'THROW-1',
      'TOWEL-1',
    ]);
  });

  it('follows rows inserted, deleted and moved to another locale by plain SQL', async () => {
    const shop = newShop();
    insertRow(shop, 'de-DE', 'LAMP-1', 'Tischlampe');
    expect((await listed(shop, 'fr-CA')).titles).toEqual([
      ['CANDLE-1', 'Bougie parfumée'],
      ['LAMP-1', 'Tischlampe'],
    ]);
    // Translated: French covers the shop again.
    insertRow(shop, 'fr-CA', 'LAMP-1', 'Lampe de table');
    expect((await listed(shop, 'fr-CA')).titles).toEqual([
      ['CANDLE-1', 'Bougie parfumée'],
      ['LAMP-1', 'Lampe de table'],
    ]);
    // The French candle removed: the candle answers in the shop's default locale.
    other
      .prepare("DELETE FROM products WHERE shop = ? AND locale = 'fr-CA' AND product_id = 'CANDLE-1'")
      .run(shop);
    expect((await listed(shop, 'fr-CA')).titles).toEqual([
      ['CANDLE-1', 'Scented Candle'],
      ['LAMP-1', 'Lampe de table'],
    ]);
    // The French lamp becomes the European French one: the lamp has no Canadian French row left.
    other
      .prepare(
        "UPDATE products SET locale = 'fr-FR' WHERE shop = ? AND locale = 'fr-CA' AND product_id = 'LAMP-1'",
      )
      .run(shop);
    expect((await listed(shop, 'fr-CA')).titles).toEqual([
      ['CANDLE-1', 'Scented Candle'],
      ['LAMP-1', 'Lampe de table'],
    ]);
    expect((await listed(shop, 'de-DE')).titles).toEqual([
      ['CANDLE-1', 'Scented Candle'],
      ['LAMP-1', 'Tischlampe'],
      ['TOWEL-1', 'Plush Towel'],
    ]);
    // Every English row gone: the shop's products are its French and German rows.
    other.prepare("DELETE FROM products WHERE shop = ? AND locale = 'en-CA'").run(shop);
    expect((await listed(shop, 'fr-CA')).titles).toEqual([['LAMP-1', 'Lampe de table']]);
  });
});
