// Set-up and read-back on the platform side of the outbox tests: what an auditor would check on the
// platform to see that nothing was lost and nothing applied twice.
import type { CashTransaction } from '../../../../shared/contract/cash-transaction';
import type { Order } from '../../../../shared/contract/order';
import type { Actor } from '../../../../shared/pickup/transition';
import type { SaleInput } from '../../../../electron/services/outbox/pos-mutations';
import { productIdOf, SHOP, STORE, type ServiceTenant } from '../../api/support/service-tenant';
import { storePriceCents, wireFromCents } from '../../catalog/support/generated-catalog';

export const ASSOCIATE: Actor = { username: 'associate', roles: ['associate'] };

let drawerNumber = 0;

/** Adds a new (closed) drawer to the store and returns its id. */
export async function addDrawer(tenant: ServiceTenant): Promise<string> {
  drawerNumber += 1;
  const drawerId = `drawer-${process.pid}-${drawerNumber}`;
  const current = await tenant.admin.getStoreCashManagement(STORE);
  await tenant.admin.putStoreCashManagement(STORE, {
    ...current,
    drawers: [
      ...current.drawers,
      { drawer_id: drawerId, name: `Register ${drawerNumber}`, recommended_float: 200, currency: 'USD' },
    ],
  });
  return drawerId;
}

/** Product 1's price at the store, in cents (what the platform checks a sale against). */
const UNIT_CENTS = storePriceCents(1) as number;
/** The cash one item of cashSale leaves in the drawer, as the wire decimal. */
export const CASH_SALE_AMOUNT = wireFromCents(UNIT_CENTS);

/** A counter sale of `quantity` × product 1 at the store's price, paid 50 per item in cash with the change. */
export function cashSale(externalId: string, quantity = 1): SaleInput {
  return {
    external_id: externalId,
    shop: SHOP,
    currency: 'USD',
    store_id: STORE,
    shipments: [{ items: [{ product_id: productIdOf(1), quantity, price: wireFromCents(UNIT_CENTS) }] }],
    payments: [
      {
        method: 'cash',
        amount: wireFromCents(UNIT_CENTS * quantity),
        rounding_adjustment: 0,
        tendered: 50 * quantity,
        change: wireFromCents((5000 - UNIT_CENTS) * quantity),
      },
    ],
  };
}

/** Every order of the store on the platform with this external_id. */
export async function platformOrdersWithExternalId(
  tenant: ServiceTenant,
  externalId: string,
): Promise<Order[]> {
  const found: Order[] = [];
  for (let offset = 0; ; offset += 500) {
    const page = await tenant.admin.listOrders({ store_id: STORE, offset, count: 500 });
    found.push(...page.items.filter((order) => order.external_id === externalId));
    if (offset + page.items.length >= page.pagination.total) return found;
  }
}

/** Every transaction the platform recorded on the drawer. */
export async function platformTransactions(
  tenant: ServiceTenant,
  drawerId: string,
): Promise<CashTransaction[]> {
  const page = await tenant.admin.listDrawerTransactions(drawerId, { count: 500 });
  return page.items;
}

/** The order's history on the platform as `from→to action` lines. */
export async function platformHistory(tenant: ServiceTenant, orderId: string): Promise<string[]> {
  const events = await tenant.admin.listOrderEvents(orderId);
  return events.map((event) => `${event.from ?? '∅'}→${event.to} ${event.action}`);
}
