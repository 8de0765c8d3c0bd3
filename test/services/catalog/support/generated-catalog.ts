// A deterministic catalog of any size for the services tests and benchmarks: readable titles made of
// common retail words, a SKU and a valid EAN-13 per product, default USD prices (a few products have
// none) and a store book covering every third product.
import type { CatalogProduct } from '../../../../shared/contract/catalog';
import type { ProductItem } from '../../../../shared/contract/products-file';

export const GENERATED_SHOP = 'us-shop';
export const GENERATED_LOCALE = 'en-US';
export const STORE_BOOK = 'nyc-prices';

const COLOURS = ['Blue', 'Black', 'White', 'Red', 'Green', 'Grey', 'Navy', 'Beige', 'Olive', 'Pink'];
const MATERIALS = [
  'Cotton',
  'Linen',
  'Wool',
  'Denim',
  'Leather',
  'Silk',
  'Cashmere',
  'Canvas',
  'Suede',
  'Jersey',
];
const ITEMS = [
  'Shirt',
  'Trousers',
  'Sneakers',
  'Jacket',
  'Dress',
  'Scarf',
  'Boots',
  'Sweater',
  'Cap',
  'Belt',
  'Skirt',
  'Coat',
  'Socks',
  'Shorts',
  'Blazer',
  'Hoodie',
];
const STYLES = [
  'Oxford',
  'Classic',
  'Slim',
  'Relaxed',
  'Vintage',
  'Urban',
  'Summer',
  'Alpine',
  'Coastal',
  'Studio',
];

/** Zero-padded id of the product number `n` (1-based): p-000001. */
export function productIdOf(n: number): string {
  return `p-${String(n).padStart(6, '0')}`;
}

export function skuOf(n: number): string {
  return `SKU-${String(n).padStart(6, '0')}`;
}

/** A valid EAN-13 for product number n: 12 digits then the GS1 check digit. */
export function ean13Of(n: number): string {
  const body = `400${String(n).padStart(9, '0')}`;
  const weighted = [...body].reduce(
    (sum, digit, index) => sum + Number(digit) * (index % 2 === 0 ? 1 : 3),
    0,
  );
  return `${body}${(10 - (weighted % 10)) % 10}`;
}

export function titleOf(n: number): string {
  const style = STYLES[n % STYLES.length];
  const material = MATERIALS[Math.floor(n / 10) % MATERIALS.length];
  const item = ITEMS[Math.floor(n / 100) % ITEMS.length];
  const colour = COLOURS[Math.floor(n / 7) % COLOURS.length];
  return `${style} ${material} ${item} ${colour} ${n}`;
}

export function generatedProduct(n: number): ProductItem {
  return {
    product_id: productIdOf(n),
    variant_group_id: `group-${Math.ceil(n / 3)}`,
    title: titleOf(n),
    caption: `${titleOf(n)} caption`,
    show_in_listing: true,
    categories: [{ path: `Men > ${ITEMS[Math.floor(n / 100) % ITEMS.length]}`, is_main: true }],
    variation_size_value: ['S', 'M', 'L'][n % 3],
    external_identifiers: [
      { type: 'sku', value: skuOf(n) },
      { type: 'ean13', value: ean13Of(n) },
    ],
  };
}

/** Default price in cents of product n, or undefined for every 50th product (it has no price at all). */
export function defaultPriceCents(n: number): number | undefined {
  return n % 50 === 0 ? undefined : 999 + (n % 400) * 25;
}

/** Store book price in cents: every third product. */
export function bookPriceCents(n: number): number | undefined {
  return n % 3 === 0 ? 899 + (n % 200) * 10 : undefined;
}

/** Price in cents of product n at a store priced from STORE_BOOK: its book price, else its default price. */
export function storePriceCents(n: number): number | undefined {
  return bookPriceCents(n) ?? defaultPriceCents(n);
}

/** Integer cents as the wire decimal, built from its text (no float arithmetic): 1999 → 19.99. */
export const wireFromCents = (value: number) =>
  Number(`${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`);

/** The products.json, prices.json (default + store book) documents of a catalog of `count` products. */
export function generatedCatalogFiles(count: number, first = 1) {
  const numbers = Array.from({ length: count }, (_, index) => first + index);
  return {
    products: {
      head: { shop: GENERATED_SHOP, locale: GENERATED_LOCALE, is_master: true },
      items: numbers.map(generatedProduct),
    },
    prices: [
      {
        head: { pricebook: 'default', shop: GENERATED_SHOP, currency: 'USD' },
        items: numbers.flatMap((n) => {
          const price = defaultPriceCents(n);
          return price === undefined ? [] : [{ product_id: productIdOf(n), value: wireFromCents(price) }];
        }),
      },
      {
        head: { pricebook: STORE_BOOK, shop: GENERATED_SHOP, currency: 'USD' },
        items: numbers.flatMap((n) => {
          const price = bookPriceCents(n);
          return price === undefined ? [] : [{ product_id: productIdOf(n), value: wireFromCents(price) }];
        }),
      },
    ],
  };
}

/** Catalog products as the platform would answer them (for filling a local database without a platform). */
export function generatedCatalogProduct(n: number, updatedAt = '2026-03-01T09:00:00.000Z'): CatalogProduct {
  const price = defaultPriceCents(n);
  return {
    ...generatedProduct(n),
    price:
      price === undefined ? null : { value: wireFromCents(price), currency: 'USD', pricebook: 'default' },
    updated_at: updatedAt,
  };
}
