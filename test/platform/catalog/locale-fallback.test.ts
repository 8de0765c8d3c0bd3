import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductItem } from '../../../shared/contract/products-file';
import { ProductRepository } from '../../../electron/platform/catalog/product-repository';
import { ProductWriter } from '../../../electron/platform/catalog/product-writer';
import type { PlatformDatabase } from '../../../electron/platform/db/database';
import { openTestDatabase, type TestDatabase } from '../support/test-database';

// A Canadian shop written first in Canadian English (its default locale), partly in French, and with one
// product that only ever came in a European French file: every locale lists every product.
const AT = '2026-11-25T09:00:00.000Z';
const item = (productId: string, title: string, category: string, extra: Partial<ProductItem> = {}) => ({
  product_id: productId,
  title,
  categories: [{ path: category, is_main: true }],
  extended_attributes: [{ name: 'care', value: `${title} care` }],
  ...extra,
});

describe('catalog locale fallback', () => {
  let database: TestDatabase;
  let db: PlatformDatabase;
  let products: ProductRepository;

  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.db;
    const writer = new ProductWriter(db);
    db.transaction(() => {
      writer.writeProducts(
        'ca',
        'en-CA',
        [
          item('CANDLE-1', 'Scented Candle', 'Home > Candles'),
          item('TOWEL-1', 'Plush Towel', 'Home > Bath'),
          item('HIDDEN-1', 'Hidden Mug', 'Home > Kitchen', { show_in_listing: false }),
        ],
        AT,
      );
      writer.writeProducts(
        'ca',
        'fr-CA',
        [
          item('CANDLE-1', 'Bougie parfumée', 'Maison > Bougies'),
          // Hidden in French only: the French listing leaves it out, the English one shows it.
          item('TOWEL-1', 'Serviette moelleuse', 'Maison > Bain', { show_in_listing: false }),
        ],
        AT,
      );
      writer.writeProducts('ca', 'fr-FR', [item('THROW-1', 'Plaid tricoté', 'Maison > Déco')], AT);
      writer.writeProducts('ca', 'de-DE', [item('THROW-1', 'Strickdecke', 'Haus > Deko')], AT);
    })();
    products = new ProductRepository(db);
  });

  afterAll(() => database?.close());

  const listed = async (locale: string, extra: { q?: string; category?: string } = {}) =>
    (await products.list({ shop: 'ca', locale, offset: 0, count: 50, ...extra })).items.map((product) => [
      product.product_id,
      product.title,
    ]);

  it('answers each product in the requested locale, else the shop default, else the same language, else any', async () => {
    expect(await listed('fr-CA')).toEqual([
      ['CANDLE-1', 'Bougie parfumée'],
      ['THROW-1', 'Plaid tricoté'],
    ]);
    // No English text for the throw: the first of its locales by name.
    expect(await listed('en-CA')).toEqual([
      ['CANDLE-1', 'Scented Candle'],
      ['THROW-1', 'Strickdecke'],
      ['TOWEL-1', 'Plush Towel'],
    ]);
    // A locale nobody wrote: the shop's default locale where the product has it.
    expect(await listed('es-US')).toEqual([
      ['CANDLE-1', 'Scented Candle'],
      ['THROW-1', 'Strickdecke'],
      ['TOWEL-1', 'Plush Towel'],
    ]);
    // A locale nobody wrote but whose language some product has: the default first, then that language.
    expect(await listed('fr-BE')).toEqual([
      ['CANDLE-1', 'Scented Candle'],
      ['THROW-1', 'Plaid tricoté'],
      ['TOWEL-1', 'Plush Towel'],
    ]);
  });

  it('brings the attributes and categories of the same locale as the title', () => {
    const candle = products.get('ca', 'fr-CA', 'CANDLE-1');
    expect(candle?.extended_attributes).toEqual([{ name: 'care', value: 'Bougie parfumée care' }]);
    expect(candle?.categories?.[0]?.path).toBe('Maison > Bougies');
    expect(products.get('ca', 'es-US', 'HIDDEN-1')?.title).toBe('Hidden Mug');
    expect(products.get('ca', 'fr-CA', 'NOPE')).toBeUndefined();
  });

  it('searches and filters the texts each product answers in, never an empty catalog', async () => {
    expect(await listed('fr-CA', { q: 'bougie' })).toEqual([['CANDLE-1', 'Bougie parfumée']]);
    // The French row answers for the candle, so its English words no longer match in French...
    expect(await listed('fr-CA', { q: 'scented' })).toEqual([]);
    // ...and a product without Canadian French is found by the words of the locale it answers in.
    expect(await listed('fr-CA', { q: 'plaid' })).toEqual([['THROW-1', 'Plaid tricoté']]);
    expect(await listed('fr-CA', { q: 'strick' })).toEqual([]);
    expect(await listed('es-US', { q: 'scented' })).toEqual([['CANDLE-1', 'Scented Candle']]);
    expect(await listed('fr-CA', { category: 'Maison' })).toEqual([
      ['CANDLE-1', 'Bougie parfumée'],
      ['THROW-1', 'Plaid tricoté'],
    ]);
    expect(await listed('en-CA', { category: 'Home' })).toEqual([
      ['CANDLE-1', 'Scented Candle'],
      ['TOWEL-1', 'Plush Towel'],
    ]);
  });

  it('syncs every product once, hidden ones included, in its best locale', async () => {
    const synced = await products.productsUpdatedSince('ca', 'fr-CA', undefined, 'default', {
      offset: 0,
      count: 50,
    });
    expect(synced.items.map((product) => [product.product_id, product.title])).toEqual([
      ['CANDLE-1', 'Bougie parfumée'],
      ['HIDDEN-1', 'Hidden Mug'],
      ['THROW-1', 'Plaid tricoté'],
      ['TOWEL-1', 'Serviette moelleuse'],
    ]);
    expect(synced.total).toBe(4);
  });
});
