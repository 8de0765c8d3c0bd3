// What the pickup.* handlers share: the selected store's orders as known here, how one is shown (with the
// change the platform refused, if any), and acting on one through the outbox.
import { BridgeError } from '../../../shared/bridge/bridge-error';
import type { Order, OrderActionBody } from '../../../shared/contract/order';
import type { OrderAction } from '../../../shared/pickup/order-status';
import type { PlatformApiClient } from '../../services/api/platform-api-client';
import type { LocalData } from '../../services/local-db/local-data';
import type { Outbox } from '../../services/outbox/outbox';
import type { OrderActionPayload } from '../../services/outbox/outbox-payloads';
import type { OutboxReplayer } from '../../services/outbox/outbox-replayer';
import type { PosMutations } from '../../services/outbox/pos-mutations';
import type { PrintService } from '../../services/printing/print-service';
import type { WorkstationConfigs } from '../../services/settings/workstation-configs';
import type { SyncService } from '../../services/sync/sync-service';
import { toPickupOrder, type OrderSummaryContext } from '../views/order-view';
import type { WorkstationSession } from '../workstation-session';

const ORDER_KEY_PREFIX = 'order:';

export interface PickupHandlerDeps {
  session: WorkstationSession;
  data: LocalData;
  outbox: Outbox;
  replayer: Pick<OutboxReplayer, 'discard'>;
  mutations: PosMutations;
  configs: WorkstationConfigs;
  client: PlatformApiClient;
  printing: PrintService;
  sync: SyncService;
  log: (message: string) => void;
}

export type PickupContext = ReturnType<typeof pickupContext>;

export function pickupContext(deps: PickupHandlerDeps) {
  const { session, data, outbox, mutations, configs } = deps;

  /** Orders with a change still on its way (a refused one was never applied: its order shows the platform's). */
  function pendingOrderIds(): Set<string> {
    return new Set(
      [...outbox.keysAwaitingDelivery()]
        .filter((key) => key.startsWith(ORDER_KEY_PREFIX))
        .map((key) => key.slice(ORDER_KEY_PREFIX.length)),
    );
  }

  /** The order, if it belongs to the selected store (another store's orders are not this workstation's). */
  function storeOrder(orderId: string): Order {
    const store = session.requireStore();
    const order = data.orders.get(orderId);
    if (!order || order.store_id !== store.store_id) {
      throw new BridgeError({
        code: 'order_not_found',
        message: `Order ${orderId} is not an order of store ${store.store_id} known on this workstation.`,
        values: { orderId, storeId: store.store_id },
        details: [{ path: 'orderId', message: 'is not an order of the selected store' }],
      });
    }
    return order;
  }

  async function summaryContext(orderIds: readonly string[]) {
    const pickup = await configs.get('pickup').catch(() => undefined);
    const storeId = session.requireStore().store_id;
    const context: OrderSummaryContext = {
      pendingOrderIds: pendingOrderIds(),
      arrivals: data.orders.arrivals(orderIds),
      promiseMinutes: pickup?.stores[storeId]?.promise_minutes,
    };
    return { pickup, context };
  }

  async function view(order: Order) {
    const { pickup, context } = await summaryContext([order.order_id]);
    const shown = toPickupOrder(order, {
      ...context,
      catalog: data.catalog,
      roles: session.requireUser().roles,
      displayName: pickup?.global.display_name ?? null,
      events: data.orders.events(order.order_id),
      refusedChange: refusedChangeOf(outbox, order.order_id),
    });
    return {
      ...shown,
      lines: shown.lines.map((line) => ({ ...line, variant: variantOf(data, line.productId) })),
    };
  }

  async function act<Action extends OrderAction>(
    orderId: string,
    action: Action,
    body: OrderActionBody<Action>,
  ) {
    const user = session.requireUser();
    storeOrder(orderId);
    const { order } = mutations.actOnOrder(orderId, action, body, {
      username: user.username,
      roles: user.roles,
    });
    return order;
  }

  return { ...deps, pendingOrderIds, storeOrder, summaryContext, view, act };
}

/** Changes made here to the order that the platform refused and the associate still has, oldest first. */
export function refusedChangesOf(outbox: Outbox, orderId: string) {
  return outbox
    .failed()
    .filter(
      (failed) =>
        failed.kind === 'order_action' && (failed.payload as OrderActionPayload).order_id === orderId,
    );
}

/** The latest change made here to the order that the platform refused, if the associate still has it. */
function refusedChangeOf(outbox: Outbox, orderId: string) {
  const entry = refusedChangesOf(outbox, orderId).at(-1);
  if (!entry) return null;
  return {
    seq: entry.seq,
    action: (entry.payload as OrderActionPayload).action,
    code: entry.lastError?.code ?? null,
    field: entry.lastError?.details[0]?.path ?? null,
    message: entry.lastError?.message ?? null,
    at: entry.lastError?.at ?? entry.updatedAt,
  };
}

/** "Navy · Queen" from the local catalog; null when the product is not known here or has no variation. */
function variantOf(data: LocalData, productId: string): string | null {
  const product = data.catalog.get(productId)?.product;
  const parts = [product?.variation_color_value, product?.variation_size_value].filter(
    (part): part is string => typeof part === 'string' && part.trim() !== '',
  );
  return parts.length > 0 ? parts.join(' · ') : null;
}
