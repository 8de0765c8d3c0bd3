import type { FastifyInstance } from 'fastify';
import {
  PricesQuerySchema,
  ProductListQuerySchema,
  ProductQuerySchema,
  type ProductListResponse,
} from '../../../shared/contract/catalog';
import { IdSchema } from '../../../shared/contract/common';
import type { PlatformContext } from '../context';
import { ApiError } from '../http/api-error';
import { currentUser } from '../http/request-auth';
import { decodeCursor, encodeCursor, requireOneStart } from '../http/keyset-cursor';
import { parseOrThrow } from '../http/validate';
import { PriceRepository } from './price-repository';
import { ProductRepository } from './product-repository';

/** The listing also takes `pricebook`: prices from that book, falling back to `default` per product. */
const ListingQuerySchema = ProductListQuerySchema.extend({ pricebook: IdSchema.optional() });

type ShopParams = { Params: { shop: string } };

/** 404 for a shop without a catalog, or a product or price book the shop does not have (kind and ids as values). */
function notInCatalog(kind: 'shop_catalog' | 'product' | 'price_book', shop: string, id = shop): ApiError {
  const message = {
    shop_catalog: `Shop '${shop}' has no catalog: nothing was imported into it.`,
    product: `Product '${id}' does not exist in shop '${shop}'.`,
    price_book: `Price book '${id}' does not exist in shop '${shop}'.`,
  }[kind];
  return new ApiError(404, 'not_found', message, undefined, { kind, id, shop });
}
type ProductParams = { Params: { shop: string; product_id: string } };

/**
 * Customer-facing catalog (/api/v1/shops/{shop}/...), readable by every signed-in role. The listing leaves
 * out products with show_in_listing false, except with updated_since: a sync must see every product.
 */
export function registerCatalogRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  const products = new ProductRepository(ctx.db);
  const prices = new PriceRepository(ctx.db);

  const requireShop = (shop: string) => {
    if (!products.shopExists(shop)) throw notInCatalog('shop_catalog', shop);
  };

  // Written as text: each product's stored JSON goes out as it is (see ProductRepository.listAsJson).
  app.get<ShopParams>('/api/v1/shops/:shop/products', async (request, reply) => {
    currentUser(request);
    const query = parseOrThrow(ListingQuerySchema, request.query, 'query');
    requireShop(request.params.shop);
    requireOneStart(query.offset, query.after);
    const updatedSince =
      query.updated_since === undefined ? undefined : new Date(query.updated_since).toISOString();
    const listing = updatedSince === undefined ? 'products' : 'products_sync';
    const page = await products.listAsJson({
      shop: request.params.shop,
      locale: query.locale,
      q: query.q,
      category: query.category,
      updatedSince,
      pricebook: query.pricebook,
      offset: query.offset,
      count: query.count,
      after: query.after === undefined ? undefined : decodeCursor(listing, query.after, updatedSince),
    });
    const full = page.last !== undefined && page.items.length === query.count;
    const pagination: ProductListResponse['pagination'] = {
      offset: query.offset,
      count: page.items.length,
      total: page.total,
      next_cursor: full ? encodeCursor(listing, page.last!) : null,
    };
    return reply
      .type('application/json; charset=utf-8')
      .send(`{"items":[${page.items.join(',')}],"pagination":${JSON.stringify(pagination)}}`);
  });

  app.get<ProductParams>('/api/v1/shops/:shop/products/:product_id', async (request) => {
    currentUser(request);
    const query = parseOrThrow(
      ProductQuerySchema.extend({ pricebook: IdSchema.optional() }),
      request.query,
      'query',
    );
    const { shop, product_id: productId } = request.params;
    const product = products.get(shop, query.locale, productId, query.pricebook);
    if (!product) throw notInCatalog('product', shop, productId);
    return product;
  });

  app.get<ShopParams>('/api/v1/shops/:shop/prices', async (request) => {
    currentUser(request);
    const query = parseOrThrow(PricesQuerySchema, request.query, 'query');
    const list = prices.priceList(request.params.shop, query.pricebook_id, query.product_id);
    if (!list) throw notInCatalog('price_book', request.params.shop, query.pricebook_id);
    return list;
  });
}
