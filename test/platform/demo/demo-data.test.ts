// The demo tenant as data: deterministic, valid against the contract, and looking like a real retailer.
import { describe, expect, it } from 'vitest';
import {
  AppConfigSchema,
  CashDrawerConfigSchema,
  CreateStoreRequestSchema,
  PickupConfigSchema,
  PrintConfigSchema,
  ProductItemSchema,
  RoundingConfigSchema,
  StoreCashManagementSchema,
  priceItemSchemaIn,
} from '../../../shared/contract';
import { ean13, ean13CheckDigit } from '../../../electron/platform/demo/ean13';
import { DEMO_PRODUCT_COUNT, generateDemoTenant } from '../../../electron/platform/demo/demo-data';
import { priceBookFile } from '../../../electron/platform/demo/demo-catalog';

const tenant = generateDemoTenant();
const products = tenant.catalogs[0]?.products ?? [];

/** GS1 check digit computed digit by digit from the right (weights 3,1,3,… starting at the last body digit). */
function checkDigitFromTheRight(body: string): number {
  let sum = 0;
  [...body].reverse().forEach((digit, index) => {
    sum += Number(digit) * (index % 2 === 0 ? 3 : 1);
  });
  return (10 - (sum % 10)) % 10;
}

describe('demo tenant data', () => {
  it('is the same on every generation', () => {
    expect(generateDemoTenant()).toEqual(tenant);
  });

  it('differs with another seed', () => {
    const other = generateDemoTenant(7);
    expect(other.catalogs[0]?.products.map((product) => product.title)).not.toEqual(
      products.map((p) => p.title),
    );
  });

  it('holds a few thousand valid products with unique ids', () => {
    expect(products.length).toBeGreaterThanOrEqual(DEMO_PRODUCT_COUNT);
    expect(products.length).toBeLessThan(DEMO_PRODUCT_COUNT + 50);
    for (const product of products) {
      const parsed = ProductItemSchema.safeParse(product);
      expect(parsed.success, `${product.product_id}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
    expect(new Set(products.map((product) => product.product_id)).size).toBe(products.length);
  });

  it('gives every product a SKU and an EAN-13 whose check digit is right', () => {
    const barcodes = products.map((product) => {
      const identifiers = product.external_identifiers ?? [];
      expect(identifiers.filter((identifier) => identifier.type === 'sku')).toHaveLength(1);
      const barcode = identifiers.find((identifier) => identifier.type === 'ean13')?.value ?? '';
      expect(barcode).toMatch(/^\d{13}$/);
      expect(Number(barcode[12])).toBe(checkDigitFromTheRight(barcode.slice(0, 12)));
      return barcode;
    });
    expect(new Set(barcodes).size).toBe(barcodes.length);
  });

  it('computes EAN-13 check digits as GS1 does', () => {
    // Published examples: 400638133393 → 1 (GS1), 978030640615 → 7 (an ISBN-13).
    expect(ean13CheckDigit('400638133393')).toBe(1);
    expect(ean13CheckDigit('978030640615')).toBe(7);
    // 0·1 + 8·3 + 4·1 + 5·3 + 1·1 + 2·3 + 6·1 + 1·3 + 2·1 + 3·3 + 4·1 + 5·3 = 89 → 1.
    expect(ean13('0845126', 12345)).toBe('0845126123451');
    expect(() => ean13('0845126', 1_000_000)).toThrow(RangeError);
  });

  it('groups variants by style and colour, each variant a different size', () => {
    const groups = new Map<string, typeof products>();
    for (const product of products) {
      const group = product.variant_group_id ?? '';
      groups.set(group, [...(groups.get(group) ?? []), product]);
    }
    expect(groups.size).toBeGreaterThan(300);
    for (const [group, variants] of groups) {
      const sizes = variants.map((variant) => variant.variation_size_value);
      expect(new Set(sizes).size, group).toBe(sizes.length);
      expect(new Set(variants.map((variant) => variant.variation_color_value)).size, group).toBe(1);
      expect(new Set(variants.map((variant) => variant.title)).size, group).toBe(1);
    }
    expect([...groups.values()].some((variants) => variants.length >= 9)).toBe(true);
  });

  it('files products in apparel, footwear and home categories several levels deep, one main each', () => {
    const mainPaths = new Set<string>();
    for (const product of products) {
      const main = (product.categories ?? []).filter((category) => category.is_main);
      expect(main).toHaveLength(1);
      mainPaths.add(main[0]?.path ?? '');
    }
    expect(mainPaths).toContain('Women > Shoes > Sneakers');
    expect([...mainPaths].every((path) => path.split(' > ').length === 3)).toBe(true);
    const departments = new Set([...mainPaths].map((path) => path.split(' > ')[0]));
    expect(departments).toEqual(new Set(['Women', 'Men', 'Kids', 'Home']));
    expect([...mainPaths].some((path) => path.includes('Shoes'))).toBe(true);
  });

  it('shows each product with a main image of plausible size and colour', () => {
    for (const product of products) {
      const images = product.images ?? [];
      expect(images.filter((image) => image.is_main)).toHaveLength(1);
      for (const image of images) {
        expect(image.url).toMatch(/^https:\/\/[\w.-]+\/.+\.jpg$/);
        expect(image.internal_dimension_width).toBeGreaterThanOrEqual(800);
        expect(image.internal_dominant_color).toMatch(/^#[0-9a-f]{6}$/);
      }
    }
  });

  it('prices every product in a USD default book and a CAD default book, some in a sale book', () => {
    const books = tenant.priceBooks.map((book) => [
      book.shop,
      book.pricebook,
      book.currency,
      book.prices.length,
    ]);
    expect(books).toEqual([
      ['us', 'default', 'USD', products.length],
      ['us', 'sale', 'USD', expect.any(Number)],
      ['ca', 'default', 'CAD', products.length],
    ]);
    for (const book of tenant.priceBooks) {
      const schema = priceItemSchemaIn(book.currency);
      for (const item of priceBookFile(book).items)
        expect(schema.safeParse(item).success, JSON.stringify(item)).toBe(true);
    }
    const regular = new Map(tenant.priceBooks[0]?.prices.map((price) => [price.product_id, price.minor]));
    const sale = tenant.priceBooks[1]?.prices ?? [];
    expect(sale.length).toBeGreaterThan(products.length / 10);
    for (const price of sale) expect(price.minor).toBeLessThan(regular.get(price.product_id) ?? 0);
    for (const price of tenant.priceBooks[2]?.prices ?? []) {
      expect(price.minor).toBeGreaterThan(regular.get(price.product_id) ?? Infinity);
      expect(price.minor % 100).toBe(99);
    }
  });

  it('has about 25 valid stores in US and Canadian cities with their true coordinates', () => {
    expect(tenant.stores).toHaveLength(25);
    const known: Record<string, [number, number]> = {
      'us-nyc-soho': [40.72, -74.0],
      'us-chi-michigan': [41.9, -87.62],
      'us-lax-grove': [34.07, -118.36],
      'ca-tor-eaton': [43.65, -79.38],
      'ca-yvr-pacific': [49.28, -123.12],
    };
    for (const store of tenant.stores) {
      const parsed = CreateStoreRequestSchema.safeParse(store);
      expect(parsed.success, `${store.store_id}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      const { latitude, longitude, country_code: country } = store.physical_address;
      // Inside the continental US (or Canada's populated south) and on the right side of the border.
      expect(longitude).toBeLessThan(-60);
      expect(longitude).toBeGreaterThan(-125);
      if (country === 'US') expect(latitude).toBeLessThan(49);
      else expect(latitude).toBeGreaterThan(42);
      expect(store.shop).toBe(country === 'CA' ? 'ca' : 'us');
      expect(store.phone_number).toMatch(/^\+1 \d{3}-555-01\d{2}$/);
      expect(store.business_hours.map((hours) => hours.weekday).sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    }
    for (const [storeId, [latitude, longitude]] of Object.entries(known)) {
      const store = tenant.stores.find((candidate) => candidate.store_id === storeId);
      expect(store?.physical_address.latitude).toBeCloseTo(latitude, 1);
      expect(store?.physical_address.longitude).toBeCloseTo(longitude, 1);
    }
    expect(
      tenant.stores.filter((store) => store.physical_address.country_code === 'CA').length,
    ).toBeGreaterThanOrEqual(5);
    expect(new Set(tenant.stores.map((store) => store.timezone)).size).toBeGreaterThanOrEqual(6);
  });

  it('stocks every store, with some items out of stock somewhere and some everywhere', () => {
    const levels = tenant.stock.flatMap((shop) => shop.levels);
    expect(levels).toHaveLength(products.length * tenant.stores.length);
    expect(levels.every((level) => Number.isInteger(level.quantity) && level.quantity >= 0)).toBe(true);
    const zero = levels.filter((level) => level.quantity === 0);
    expect(zero.length).toBeGreaterThan(levels.length / 50);
    expect(zero.length).toBeLessThan(levels.length / 4);
    // Within each shop a few products are sold out at every one of its stores.
    for (const { levels: shopLevels } of tenant.stock) {
      const stockedSomewhere = new Set(
        shopLevels.filter((level) => level.quantity > 0).map((level) => level.product_id),
      );
      expect(stockedSomewhere.size).toBeLessThan(products.length);
      expect(stockedSomewhere.size).toBeGreaterThan(products.length * 0.95);
    }
  });

  it('configures pickup for every store, printing, cash management and cash rounding validly', () => {
    const { configs } = tenant;
    expect(PickupConfigSchema.safeParse(configs.pickup).success).toBe(true);
    expect(Object.keys(configs.pickup.stores).sort()).toEqual(
      tenant.stores.map((store) => store.store_id).sort(),
    );
    expect(configs.pickup.global.display_name).toBe('In-store pickup');
    expect(PrintConfigSchema.parse(configs.print).default.in_store_pickup).toEqual([
      { document_type: 'invoice', number_of_copies: 2, printer_type: 'document_printer' },
      { document_type: 'packing_slip', number_of_copies: 1, printer_type: 'receipt_printer' },
    ]);
    expect(AppConfigSchema.parse(configs.app)).toEqual({
      capabilities: { cash_management: true },
      release_toggles: { cash_rounding_enabled: true },
    });
    expect(CashDrawerConfigSchema.safeParse(configs.cashDrawer).success).toBe(true);
    const rounding = RoundingConfigSchema.parse(configs.rounding);
    expect(rounding.enabled_store_ids.length).toBeGreaterThanOrEqual(2);
    for (const storeId of rounding.enabled_store_ids) {
      expect(tenant.stores.find((store) => store.store_id === storeId)?.physical_address.country_code).toBe(
        'US',
      );
    }
    const modes = Object.values(configs.cashManagement).map(
      (config) => StoreCashManagementSchema.parse(config).operation_mode,
    );
    expect(modes).toContain('integrated');
    expect(modes).toContain('non_integrated');
    const serials = Object.values(configs.cashManagement).flatMap((config) =>
      config.drawers.flatMap((drawer) => (drawer.device ? [drawer.device.serial] : [])),
    );
    expect(serials).toContain('CD-1001');
  });
});
