// The training tenant's customers: each web order is what a storefront would send — a bag of products the
// store has on its shelf (or, on purpose, one it has run out of), priced from the shop's default price
// book, with the signed in-store pickup offer of that store. Order numbers run WEB-100001, WEB-100002...
// and every order's contents follow from its number, so a given data folder always tells the same story.
import type { PickupOrderRequest } from '../../../shared/contract/order';
import type { Store } from '../../../shared/contract/store';
import { money } from '../../../shared/money/money';
import { toWireAmount } from '../../../shared/money/parse';
import type { PlatformUser } from '../auth/user-directory';
import type { PlatformContext } from '../context';
import { SeededRandom } from '../demo/seeded-random';
import type { OrderServices } from '../orders/order-services';
import type { StoredOrder } from '../orders/order-repository';

/** Settings entry counting the web orders placed so far (the next order number follows from it). */
export const TRAINING_ORDER_COUNTER_SETTING = 'training_web_orders';
const FIRST_ORDER_NUMBER = 100_001;
const ORDER_SEED = 4_242;

/** The storefront places the orders: the history shows it as the one who created them. */
export const STOREFRONT_USER: PlatformUser = { username: 'storefront', roles: ['associate'], store_ids: [] };

const CUSTOMERS = [
  ['Maya Thompson', '+1 212 555 0101'],
  ['Daniel Okafor', '+1 312 555 0102'],
  ['Sofia Martinez', '+1 415 555 0103'],
  ['Liam Chen', '+1 206 555 0104'],
  ['Ava Patel', '+1 617 555 0105'],
  ['Noah Williams', '+1 404 555 0106'],
  ['Chloé Tremblay', '+1 514 555 0107'],
  ['Ethan Brown', '+1 303 555 0108'],
  ['Isabella Rossi', '+1 416 555 0109'],
  ['Lucas Nguyen', '+1 604 555 0110'],
  ['Emma Johansson', '+1 512 555 0111'],
  ['Oliver Singh', '+1 403 555 0112'],
] as const;

interface ShelfItem {
  product_id: string;
  quantity: number;
  amount_minor: number;
  currency: string;
}

export interface WebOrderChoice {
  storeId: string;
  /** `in_stock`: every line on the shelf; `sold_out`: one line the store has none of (it goes on hold). */
  stock: 'in_stock' | 'sold_out';
}

export class TrainingCustomer {
  private readonly shelf;
  private readonly shelves = new Map<string, ShelfItem[]>();

  /**
   * `rememberShelves`: read each store's shelf once (many orders in a row, stock barely moving: the
   * starting orders); otherwise every order reads it afresh.
   */
  constructor(
    private readonly ctx: PlatformContext,
    private readonly services: OrderServices,
    private readonly rememberShelves = false,
  ) {
    // Priced at the store: its own price book where it prices the product, else the shop's default one
    // (what the platform checks every order line against, see catalog/store-prices). The store's shop and
    // book come as values: PostgreSQL read the book out of the store's JSON once per stock row (100+ ms a
    // shelf, 25 s of the demo load).
    this.shelf = ctx.db.prepare(
      `SELECT s.product_id, s.quantity,
              coalesce(own.amount_minor, dflt.amount_minor) AS amount_minor,
              CASE WHEN own.amount_minor IS NOT NULL THEN ownb.currency ELSE dfltb.currency END AS currency
         FROM stock s
         LEFT JOIN prices own ON own.shop = @shop AND own.pricebook = @pricebook AND own.product_id = s.product_id
         LEFT JOIN pricebooks ownb ON ownb.shop = own.shop AND ownb.name = own.pricebook
         LEFT JOIN prices dflt ON dflt.shop = @shop AND dflt.pricebook = 'default'
              AND dflt.product_id = s.product_id
         LEFT JOIN pricebooks dfltb ON dfltb.shop = dflt.shop AND dfltb.name = dflt.pricebook
        WHERE s.store_id = @store AND (CASE WHEN @stocked = 1 THEN s.quantity >= 3 ELSE s.quantity = 0 END)
          AND coalesce(own.amount_minor, dflt.amount_minor) IS NOT NULL
        ORDER BY s.product_id`,
    );
  }

  /** Places the next numbered web order at the store; undefined when the store has nothing to offer. */
  placeOrder(choice: WebOrderChoice): StoredOrder | undefined {
    const store = this.services.stores.get(choice.storeId);
    if (!store) return undefined;
    const number = this.nextNumber();
    const random = new SeededRandom(ORDER_SEED + number * 7_919);
    const inStock = this.shelfOf(store, true);
    if (inStock.length === 0) return undefined;
    const lines = random.sample(inStock, random.int(1, 3)).map((item) => ({ item, quantity: 1 }));
    if (choice.stock === 'sold_out') {
      const soldOut = this.shelfOf(store, false);
      // Every shelf full: ask for more than the store holds of one product instead.
      if (soldOut.length > 0) lines[0] = { item: random.pick(soldOut), quantity: 1 };
      else lines[0] = { item: lines[0]!.item, quantity: lines[0]!.item.quantity + 1 };
    }
    const currency = lines[0]!.item.currency;
    const bag = lines.map(({ item, quantity }) => ({ product_id: item.product_id, quantity }));
    const [name, phone] = random.pick(CUSTOMERS);
    const request: PickupOrderRequest = {
      external_id: `WEB-${number}`,
      shop: store.shop,
      currency,
      placed_at: this.ctx.now().toISOString(),
      customer: { name, email: `${emailName(name)}@example.com`, phone },
      shipments: [
        {
          items: lines.map(({ item, quantity }) => ({
            product_id: item.product_id,
            quantity,
            price: toWireAmount(money(item.amount_minor, currency)),
          })),
          shipping_option: {
            shipping_offer_token: this.services.tokens.sign({ store_id: store.store_id, bag }),
          },
        },
      ],
    };
    return this.services.creation.create(request, STOREFRONT_USER).order;
  }

  /** Priced products the store has at least 3 of (`stocked`), or none of. */
  private shelfOf(store: Store, stocked: boolean): ShelfItem[] {
    const key = `${store.store_id}|${stocked}`;
    const known = this.rememberShelves ? this.shelves.get(key) : undefined;
    if (known) return known;
    const items = this.shelf.all({
      store: store.store_id,
      shop: store.shop,
      pricebook: store.pricebook ?? null,
      stocked: stocked ? 1 : 0,
    }) as ShelfItem[];
    if (this.rememberShelves) this.shelves.set(key, items);
    return items;
  }

  private nextNumber(): number {
    const placed = this.ctx.settings.get<number>(TRAINING_ORDER_COUNTER_SETTING) ?? 0;
    this.ctx.settings.put(TRAINING_ORDER_COUNTER_SETTING, placed + 1);
    return FIRST_ORDER_NUMBER + placed;
  }
}

function emailName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.');
}
