// Builds the demo catalog from the assortment tables with a seeded generator: variant groups (one style in
// one colour, a variant per size), categories several levels deep, EAN-13 codes with valid check digits,
// SKUs, images, and the price books (USD default and sale for the US shop, CAD default for Canada).
import type { ProductItem } from '../../../shared/contract/products-file';
import { money, toWireAmount } from '../../../shared/money';
import { DEMO_BRANDS, STYLE_FAMILIES, type Colour, type StyleFamily } from './demo-assortment';
import { ean13 } from './ean13';
import type { SeededRandom } from './seeded-random';

/** GS1 company prefix of the demo's barcodes (a US `0` prefix, as a retailer's own label would have). */
export const DEMO_GS1_PREFIX = '0845126';

/** A price in integer minor units; written to the wire only through shared/money. */
export interface DemoPrice {
  product_id: string;
  minor: number;
}

export interface DemoPriceBook {
  shop: string;
  pricebook: string;
  currency: string;
  prices: DemoPrice[];
}

export interface DemoCatalog {
  products: ProductItem[];
  /** Regular USD prices by product (the base of every book). */
  regularUsd: Map<string, number>;
}

const IMAGE_HOST = 'https://cdn.example.com/northwind/products';

/** Generates styles family by family, round robin, until at least `targetCount` products exist. */
export function generateDemoProducts(random: SeededRandom, targetCount: number): DemoCatalog {
  const products: ProductItem[] = [];
  const regularUsd = new Map<string, number>();
  const styleNumbers = new Map<string, number>();
  let barcodeReference = 10_000;

  while (products.length < targetCount) {
    for (const family of STYLE_FAMILIES) {
      if (products.length >= targetCount) break;
      const styleNumber = (styleNumbers.get(family.prefix) ?? 1000) + random.int(1, 7);
      styleNumbers.set(family.prefix, styleNumber);
      const styleCode = `${family.prefix}-${styleNumber}`;
      const noun = random.pick(family.nouns);
      const title = `${random.pick(family.adjectives)} ${noun}`;
      const material = random.pick(family.materials);
      const brand = random.pick(DEMO_BRANDS);
      const fit = family.fits ? random.pick(family.fits) : undefined;
      const basePriceMinor = regularPriceMinor(random, family);
      const colourCount = Math.min(family.colours.length, random.int(2, 4));
      const secondaryCategory = random.chance(0.15) ? 'New Arrivals' : undefined;

      for (const colour of random.sample(family.colours, colourCount)) {
        const variantGroupId = `${styleCode}-${colour.code}`;
        family.sizeRun.sizes.forEach((size, sizeIndex) => {
          barcodeReference += 1;
          const productId = `${variantGroupId}-${sizeCode(size)}`;
          products.push(
            productItem({
              family,
              productId,
              variantGroupId,
              title,
              noun,
              colour,
              size,
              material,
              brand,
              fit,
              barcode: ean13(DEMO_GS1_PREFIX, barcodeReference),
              secondaryCategory,
              categoryPosition: products.length,
            }),
          );
          regularUsd.set(
            productId,
            family.pricedBySize ? sizeStepPrice(basePriceMinor, sizeIndex) : basePriceMinor,
          );
        });
      }
    }
  }
  return { products, regularUsd };
}

interface ProductInput {
  family: StyleFamily;
  productId: string;
  variantGroupId: string;
  title: string;
  noun: string;
  colour: Colour;
  size: string;
  material: string;
  brand: string;
  fit: string | undefined;
  barcode: string;
  secondaryCategory: string | undefined;
  categoryPosition: number;
}

function productItem(input: ProductInput): ProductItem {
  const { family, colour, size } = input;
  const department = family.category.split(' > ')[0] ?? 'Home';
  const categories: NonNullable<ProductItem['categories']> = [
    { path: family.category, position: input.categoryPosition, is_main: true },
  ];
  if (input.secondaryCategory) categories.push({ path: `${department} > ${input.secondaryCategory}` });

  const attributes = [
    { name: 'brand', value: input.brand },
    { name: 'care', value: family.care },
    ...(input.fit ? [{ name: 'fit', value: input.fit }] : []),
  ];
  return {
    product_id: input.productId,
    variant_group_id: input.variantGroupId,
    title: input.title,
    caption: `${colour.name} · ${input.material}`,
    description:
      `The ${input.title.toLowerCase()} from ${input.brand}, in ${colour.name.toLowerCase()}. ` +
      `Made of ${input.material.charAt(0).toLowerCase()}${input.material.slice(1)}. ${family.care}`,
    show_in_listing: true,
    images: productImages(input),
    tax_class_id: family.taxClass,
    categories,
    material: input.material,
    variation_color_value: colour.name,
    variation_size_value: size,
    variation_size_gender: family.sizeRun.gender,
    variation_size_type: family.sizeRun.type,
    variation_size_system: family.sizeRun.system,
    external_identifiers: [
      { type: 'sku', value: input.productId.replaceAll('-', '') },
      { type: 'ean13', value: input.barcode },
    ],
    extended_attributes: attributes,
  };
}

function productImages(input: ProductInput): NonNullable<ProductItem['images']> {
  const [width, height] = input.family.imageShape === 'portrait' ? [1200, 1500] : [1600, 1600];
  const base = `${IMAGE_HOST}/${input.variantGroupId.toLowerCase()}`;
  return [
    {
      url: `${base}/front.jpg`,
      internal_dimension_width: width,
      internal_dimension_height: height,
      internal_dominant_color: input.colour.hex,
      is_main: true,
    },
    {
      url: `${base}/back.jpg`,
      internal_dimension_width: width,
      internal_dimension_height: height,
      internal_dominant_color: input.colour.hex,
    },
    {
      url: `${base}/detail.jpg`,
      internal_dimension_width: 1600,
      internal_dimension_height: 1600,
      // Close-ups are shot on the studio's warm grey backdrop.
      internal_dominant_color: '#e9e6e1',
    },
  ];
}

/** `7.5` → `7H`, `M` → `M`, `Full/Queen` → `FULLQUEEN`, `One Size` → `OS`: a size as product ids and SKUs write it. */
function sizeCode(size: string): string {
  if (size === 'One Size') return 'OS';
  return size
    .toUpperCase()
    .replace('.5', 'H')
    .replaceAll(/[^A-Z0-9]/g, '');
}

/** A regular price in cents inside the family's range, ending the way shelf prices do (.00, .50, .95, .99). */
function regularPriceMinor(random: SeededRandom, family: StyleFamily): number {
  const dollars = random.int(family.priceDollars[0], family.priceDollars[1]);
  const cents = random.pick([0, 0, 50, 95, 99, 99]);
  return dollars * 100 + cents;
}

/** Bigger bed and towel sizes cost more: each step up adds a quarter of the base price, to a .99 ending. */
function sizeStepPrice(baseMinor: number, sizeIndex: number): number {
  const raised = baseMinor + Math.floor((baseMinor * sizeIndex) / 4);
  return endIn99(raised);
}

/** The next price ending in .99 at or above the given one. */
function endIn99(minor: number): number {
  return Math.ceil((minor + 1) / 100) * 100 - 1;
}

/** The USD default book (every product) and the sale book (some variant groups, 20–40 % off). */
export function usPriceBooks(random: SeededRandom, catalog: DemoCatalog, shop: string): DemoPriceBook[] {
  const defaultPrices: DemoPrice[] = [];
  const salePrices: DemoPrice[] = [];
  const discountByGroup = new Map<string, number>();
  for (const product of catalog.products) {
    const regular = catalog.regularUsd.get(product.product_id);
    if (regular === undefined) continue;
    defaultPrices.push({ product_id: product.product_id, minor: regular });
    const group = product.variant_group_id ?? product.product_id;
    if (!discountByGroup.has(group))
      discountByGroup.set(group, random.chance(0.2) ? random.pick([20, 25, 30, 40]) : 0);
    const percentOff = discountByGroup.get(group) ?? 0;
    if (percentOff > 0) {
      const discounted = Math.floor((regular * (100 - percentOff)) / 100);
      // Sale prices end in .99 below the discounted amount, never above the regular price.
      const salePrice = Math.max(99, Math.floor(discounted / 100) * 100 - 1);
      if (salePrice < regular) salePrices.push({ product_id: product.product_id, minor: salePrice });
    }
  }
  return [
    { shop, pricebook: 'default', currency: 'USD', prices: defaultPrices },
    { shop, pricebook: 'sale', currency: 'USD', prices: salePrices },
  ];
}

/** The Canadian shop's CAD default book: the US price × 1.35, up to the next .99 (integer cents only). */
export function canadianPriceBook(catalog: DemoCatalog, shop: string): DemoPriceBook {
  const prices: DemoPrice[] = [];
  for (const product of catalog.products) {
    const regular = catalog.regularUsd.get(product.product_id);
    if (regular === undefined) continue;
    prices.push({ product_id: product.product_id, minor: endIn99(Math.ceil((regular * 135) / 100) - 1) });
  }
  return { shop, pricebook: 'default', currency: 'CAD', prices };
}

/** A book as data/prices.json writes it (wire decimals built from integer cents by shared/money). */
export function priceBookFile(book: DemoPriceBook) {
  return {
    head: { pricebook: book.pricebook, shop: book.shop, currency: book.currency },
    items: book.prices.map((price) => ({
      product_id: price.product_id,
      value: toWireAmount(money(price.minor, book.currency)),
    })),
  };
}
