// pickup.*: the selected store's pickup orders as synced here, and the associate's actions on them —
// checked against the order as known here, shown at once, delivered to the platform through the outbox.
import { BridgeError } from '../../../shared/bridge/bridge-error';
import type { BridgeImplementation } from '../../../shared/bridge/types';
import type { Order, OrderActionBody } from '../../../shared/contract/order';
import type { OrderAction } from '../../../shared/pickup/order-status';
import { ApiUnreachableError } from '../../services/api/api-errors';
import type { PlatformApiClient } from '../../services/api/platform-api-client';
import type { LocalData } from '../../services/local-db/local-data';
import type { Outbox } from '../../services/outbox/outbox';
import type { OutboxReplayer } from '../../services/outbox/outbox-replayer';
import type { OrderActionPayload } from '../../services/outbox/outbox-payloads';
import type { PosMutations } from '../../services/outbox/pos-mutations';
import type { PrintService } from '../../services/printing/print-service';
import type { SyncService } from '../../services/sync/sync-service';
import type { WorkstationConfigs } from '../../services/settings/workstation-configs';
import {
  toOrderEventView,
  toOrderSummary,
  toPickupOrder,
  type OrderSummaryContext,
} from '../views/order-view';
import { toPrintJobView } from '../views/print-job-view';
import type { WorkstationSession } from '../workstation-session';

const ORDER_KEY_PREFIX = 'order:';

export function pickupHandlers(deps: {
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
}): BridgeImplementation['pickup'] {
  const { session, data, outbox, replayer, mutations, configs, client, printing, sync, log } = deps;

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

  /** Changes made here to the order that the platform refused and the associate still has, oldest first. */
  function refusedChangesOf(orderId: string) {
    return outbox
      .failed()
      .filter(
        (failed) =>
          failed.kind === 'order_action' && (failed.payload as OrderActionPayload).order_id === orderId,
      );
  }

  /** The latest change made here to the order that the platform refused, if the associate still has it. */
  function refusedChangeOf(orderId: string) {
    const entry = refusedChangesOf(orderId).at(-1);
    if (!entry) return null;
    return {
      seq: entry.seq,
      action: (entry.payload as OrderActionPayload).action,
      message: entry.lastError?.message ?? 'The platform refused the change.',
      at: entry.lastError?.at ?? entry.updatedAt,
    };
  }

  async function view(order: Order) {
    const { pickup, context } = await summaryContext([order.order_id]);
    const shown = toPickupOrder(order, {
      ...context,
      catalog: data.catalog,
      roles: session.requireUser().roles,
      displayName: pickup?.global.display_name ?? null,
      events: data.orders.events(order.order_id),
      refusedChange: refusedChangeOf(order.order_id),
    });
    return { ...shown, lines: shown.lines.map((line) => ({ ...line, variant: variantOf(line.productId) })) };
  }

  /** "Navy · Queen" from the local catalog; null when the product is not known here or has no variation. */
  function variantOf(productId: string): string | null {
    const product = data.catalog.get(productId)?.product;
    const parts = [product?.variation_color_value, product?.variation_size_value].filter(
      (part): part is string => typeof part === 'string' && part.trim() !== '',
    );
    return parts.length > 0 ? parts.join(' · ') : null;
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

  return {
    async getCounters() {
      const store = session.requireStore();
      // Counter sales are recorded as orders too; they are no pickup work.
      return { counts: data.orders.countByStatus(store.store_id, { pickupOnly: true }) };
    },

    async listOrders(request) {
      const store = session.requireStore();
      const page = data.orders.page({
        storeId: store.store_id,
        pickupOnly: true,
        ...(request.statuses ? { statuses: request.statuses } : {}),
        ...(request.query ? { search: request.query } : {}),
        offset: request.offset,
        limit: request.count,
      });
      const { context } = await summaryContext(page.items.map((order) => order.order_id));
      return { items: page.items.map((order) => toOrderSummary(order, context)), total: page.total };
    },

    async getOrder(request) {
      let order = storeOrder(request.orderId);
      // Fresh from the platform when it answers, unless a change made here is still on its way.
      if (!pendingOrderIds().has(order.order_id)) {
        try {
          order = await sync.refreshOrder(order.order_id);
        } catch (error) {
          if (!(error instanceof ApiUnreachableError)) throw error;
        }
      }
      return { order: await view(order), events: data.orders.events(order.order_id).map(toOrderEventView) };
    },

    async startPicking(request) {
      return { order: await view(await act(request.orderId, 'start_picking', {})) };
    },

    async rejectItems(request) {
      const order = await act(request.orderId, 'reject_items', {
        items: request.items.map((item) => ({ product_id: item.productId, quantity: item.quantity })),
        reason: request.reason,
      });
      return { order: await view(order) };
    },

    async markReady(request) {
      const order = await act(request.orderId, 'mark_ready', {
        picked: request.picked.map((item) => ({ product_id: item.productId, quantity: item.quantity })),
      });
      return { order: await view(order), printJobs: await printReadyDocuments(order) };
    },

    async handOver(request) {
      return {
        order: await view(await act(request.orderId, 'hand_over', { verified_by: request.verifiedBy })),
      };
    },

    async cancel(request) {
      return { order: await view(await act(request.orderId, 'cancel', { reason: request.reason })) };
    },

    async getRerouteOptions(request) {
      session.requireRole('manager', 'Rerouting an order');
      const store = session.requireStore();
      const order = storeOrder(request.orderId);
      const { latitude, longitude } = store.physical_address;
      if (latitude === undefined || longitude === undefined) {
        throw new BridgeError({
          code: 'store_without_coordinates',
          message: `Store ${store.store_id} has no coordinates, so no nearby store can be looked up.`,
        });
      }
      const bag = new Map<string, number>();
      for (const item of order.shipments.flatMap((shipment) => shipment.items)) {
        bag.set(item.product_id, (bag.get(item.product_id) ?? 0) + item.quantity);
      }
      const answer = await client.getPickupOptions({
        location: { geo: { latitude, longitude } },
        bag: [...bag].map(([product_id, quantity]) => ({ product_id, quantity })),
        options: { show_stores_without_atp: true },
      });
      return {
        options: answer.options
          .filter((option) => option.store.store_id !== order.store_id)
          .map((option) => ({
            storeId: option.store.store_id,
            label: option.store.label,
            city: option.store.physical_address.city,
            distanceKm: option.distance_km,
            hasAtp: option.has_atp,
            deliveryTime: option.in_store_pickup_option.delivery_time,
            phoneNumber: option.store.phone_number ?? null,
          })),
      };
    },

    async takeOver(request) {
      session.requireRole('manager', 'Taking over an order');
      // Taking the order over answers a refused change made here on it: that change is given up, or the
      // take-over would wait behind it (an order's changes go in order).
      for (const refused of refusedChangesOf(request.orderId)) replayer.discard(refused.seq);
      return { order: await view(await act(request.orderId, 'take_over', {})) };
    },

    async reroute(request) {
      session.requireRole('manager', 'Rerouting an order');
      return { order: await view(await act(request.orderId, 'reroute', { store_id: request.storeId })) };
    },
  };

  /** The documents the print configuration asks for; a printing problem never undoes the action. */
  async function printReadyDocuments(order: Order) {
    try {
      const [pickupConfig, printConfig] = await Promise.all([configs.get('pickup'), configs.get('print')]);
      if (!pickupConfig || !printConfig) return [];
      return printing
        .printForReadyOrder(order, session.requireStore(), pickupConfig, printConfig)
        .map(toPrintJobView);
    } catch (error) {
      log(`Pickup documents of order ${order.order_id} were not printed: ${(error as Error).message}`);
      return [];
    }
  }
}
