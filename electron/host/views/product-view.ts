// Local catalog products → the bridge's product views.
import type { ProductDetail, ProductSummary } from '../../../shared/bridge/views/catalog';
import type { PricedProduct } from '../../services/local-db/catalog-repository';

function identifier(product: PricedProduct['product'], type: string): string | null {
  return product.external_identifiers?.find((entry) => entry.type.toLowerCase() === type)?.value ?? null;
}

export function toProductSummary(priced: PricedProduct): ProductSummary {
  const { product, price } = priced;
  const images = product.images ?? [];
  const main = images.find((image) => image.is_main) ?? images[0];
  return {
    productId: product.product_id,
    title: product.title,
    caption: product.caption ?? null,
    imageUrl: main?.url ?? null,
    sku: identifier(product, 'sku'),
    ean: identifier(product, 'ean13'),
    color: product.variation_color_value ?? null,
    size: product.variation_size_value ?? null,
    price: price ? { minor: price.amount.minor, currency: price.amount.currency } : null,
    pricebook: price?.pricebook ?? null,
    priceUnavailableReason: price ? null : (priced.priceUnavailableReason ?? 'no price'),
  };
}

export function toProductDetail(priced: PricedProduct): ProductDetail {
  const { product } = priced;
  const categories = [...(product.categories ?? [])].sort(
    (a, b) =>
      Number(b.is_main === true) - Number(a.is_main === true) || (a.position ?? 0) - (b.position ?? 0),
  );
  const images = [...(product.images ?? [])].sort(
    (a, b) => Number(b.is_main === true) - Number(a.is_main === true),
  );
  return {
    ...toProductSummary(priced),
    description: product.description ?? null,
    material: product.material ?? null,
    variantGroupId: product.variant_group_id ?? null,
    categories: categories.map((category) => category.path),
    images: images.map((image) => image.url),
    identifiers: (product.external_identifiers ?? []).map(({ type, value }) => ({ type, value })),
    attributes: (product.extended_attributes ?? []).map(({ name, value }) => ({ name, value })),
  };
}
