// In-store pickup fulfilment in the selected store: the dashboard (counters, the order list with its filter
// and search), the order being worked on (lines, history, what has been picked so far), and the actions on
// it. Picking itself happens here (scans and hand-confirmed quantities); the platform only hears the result:
// mark_ready with everything picked, or reject_items with what is missing.
import type {
  OrderEventView,
  PickupCounts,
  PickupOrder,
  PickupOrderSummary,
  RerouteOption,
} from '../../../shared/bridge/views/pickup';
import type { OrderStatus, RejectReason } from '../../../shared/pickup/order-status';
import {
  applyScan,
  isFullyPicked,
  missingItems,
  pickedItems,
  pickLinesOf,
  withQuantity,
  type PickedQuantities,
  type ScanOutcome,
} from '../domain/pick-progress';
import {
  DONE,
  failed,
  IDLE,
  PENDING,
  localValidationError,
  sameSession,
  type ActionStatus,
  type PosSliceCreator,
} from './slice';

export type PickupFilterId = 'not_started' | 'in_picking' | 'ready' | 'on_hold' | 'done' | 'all';

/** The dashboard's views of the orders, in the order the tabs show them. */
export const PICKUP_FILTERS: ReadonlyArray<{
  id: PickupFilterId;
  label: string;
  statuses: readonly OrderStatus[] | undefined;
}> = [
  { id: 'not_started', label: 'Not started', statuses: ['sent_to_store', 'assigned'] },
  { id: 'in_picking', label: 'In picking', statuses: ['in_picking'] },
  { id: 'ready', label: 'Ready for pickup', statuses: ['ready_for_pickup'] },
  { id: 'on_hold', label: 'On hold', statuses: ['on_hold'] },
  { id: 'done', label: 'Done', statuses: ['picked_up', 'canceled'] },
  { id: 'all', label: 'All', statuses: undefined },
];

export function statusesOf(filter: PickupFilterId): readonly OrderStatus[] | undefined {
  return PICKUP_FILTERS.find((candidate) => candidate.id === filter)?.statuses;
}

/** How many orders a filter holds, from the per-status counters. */
export function countOf(counts: PickupCounts, filter: PickupFilterId): number {
  const statuses = statusesOf(filter) ?? (Object.keys(counts) as OrderStatus[]);
  return statuses.reduce((total, status) => total + (counts[status] ?? 0), 0);
}

export type PickupActionName =
  | 'startPicking'
  | 'markReady'
  | 'rejectItems'
  | 'handOver'
  | 'cancel'
  | 'reroute'
  | 'takeOver'
  | 'giveUpRefusedChange';

/** A scan's outcome, numbered so the same refusal twice is announced twice. */
export type NumberedScan = ScanOutcome & { seq: number };

const PAGE_SIZE = 200;
/** Local reads are cheap: the dashboard re-reads what sync brought in this often. */
const REFRESH_EVERY_MS = 10_000;

export interface PickupSlice {
  pickupCounts: PickupCounts | null;
  pickupCountsLoad: ActionStatus;
  pickupFilter: PickupFilterId;
  /** The search (order id, order number or customer name); when set, orders of every status are searched. */
  pickupQuery: string;
  pickupOrders: PickupOrderSummary[];
  pickupOrdersTotal: number;
  pickupOrdersLoad: ActionStatus;
  /**
   * Orders that arrived while the dashboard was shown (after its first load), until opened: highlighted,
   * announced with a chime. `pickupArrivalMark` is the latest arrival seen so far.
   */
  pickupNewOrderIds: readonly string[];
  pickupArrivalMark: string | null;
  /** Bumped each time new orders arrive (the dashboard plays its chime on a change). */
  pickupArrivalSeq: number;

  /** The order shown in detail; null = the dashboard. */
  openOrderId: string | null;
  openOrder: PickupOrder | null;
  openOrderEvents: OrderEventView[];
  openOrderLoad: ActionStatus;
  /** Units picked so far, per order id, then per product id (kept while the app runs). */
  pickProgress: Readonly<Record<string, PickedQuantities>>;
  lastScan: NumberedScan | null;
  orderAction: ActionStatus & { action: PickupActionName | null };
  rerouteOptions: RerouteOption[];
  rerouteOptionsLoad: ActionStatus;

  /** Re-reads the dashboard when sync or the outbox moved, and every few seconds; returns the stop. */
  followPickup(): () => void;
  /** Counters, the list, and the open order. */
  refreshPickup(): Promise<void>;
  loadPickupCounts(): Promise<void>;
  loadPickupOrders(): Promise<void>;
  /** The next page of the list (long lists are read page by page). */
  loadMorePickupOrders(): Promise<void>;
  setPickupFilter(filter: PickupFilterId): Promise<void>;
  setPickupQuery(query: string): Promise<void>;

  openPickupOrder(orderId: string): Promise<boolean>;
  closePickupOrder(): void;
  reloadOpenOrder(): Promise<void>;
  /** The order whose id or number is this scanned/typed code, of any status; null when none. */
  findOrderByCode(code: string): Promise<PickupOrderSummary | null>;

  startPicking(): Promise<boolean>;
  /** A scanned or typed item code while picking the open order. */
  scanItem(code: string): ScanOutcome | null;
  /** A quantity confirmed by hand (kept between 0 and the ordered quantity). */
  setPickedQuantity(productId: string, quantity: number): void;
  clearLastScan(): void;
  /** Everything picked: ready_for_pickup; the configured documents print. */
  markReady(): Promise<boolean>;
  /** A short pick: what is missing is rejected and the order goes on hold. */
  rejectMissingItems(reason: RejectReason): Promise<boolean>;
  /** The customer has the goods; verified_by = the signed-in associate. */
  handOver(): Promise<boolean>;
  cancelOrder(reason: string): Promise<boolean>;
  clearOrderActionError(): void;
  loadRerouteOptions(): Promise<void>;
  rerouteOrder(storeId: string): Promise<boolean>;
  /** A manager takes over the open order from the associate picking it. */
  takeOverOrder(): Promise<boolean>;
  /** Gives up the open order's change that the platform refused; the next change for it goes at once. */
  giveUpRefusedChange(): Promise<boolean>;
}

/** Orders of `items` that arrived after `mark`, and the new mark (the latest arrival among them). */
export function arrivalsAfter(
  items: readonly PickupOrderSummary[],
  mark: string | null,
): { arrived: string[]; mark: string | null } {
  let latest = mark;
  const arrived: string[] = [];
  for (const order of items) {
    if (order.arrivedAt === null) continue;
    if (mark !== null && order.arrivedAt > mark) arrived.push(order.orderId);
    if (latest === null || order.arrivedAt > latest) latest = order.arrivedAt;
  }
  return { arrived, mark: latest };
}

const idleAction = { ...IDLE, action: null };

/** The pickup part of a session as it starts (session-reset.ts puts it back for each new session). */
export function pickupSessionState(): Pick<
  PickupSlice,
  | 'pickupCounts'
  | 'pickupCountsLoad'
  | 'pickupFilter'
  | 'pickupQuery'
  | 'pickupOrders'
  | 'pickupOrdersTotal'
  | 'pickupOrdersLoad'
  | 'openOrderId'
  | 'openOrder'
  | 'openOrderEvents'
  | 'openOrderLoad'
  | 'pickProgress'
  | 'lastScan'
  | 'orderAction'
  | 'rerouteOptions'
  | 'rerouteOptionsLoad'
  | 'pickupNewOrderIds'
  | 'pickupArrivalMark'
> {
  return {
    pickupNewOrderIds: [],
    pickupArrivalMark: null,
    pickupCounts: null,
    pickupCountsLoad: IDLE,
    pickupFilter: 'not_started',
    pickupQuery: '',
    pickupOrders: [],
    pickupOrdersTotal: 0,
    pickupOrdersLoad: IDLE,
    openOrderId: null,
    openOrder: null,
    openOrderEvents: [],
    openOrderLoad: IDLE,
    pickProgress: {},
    lastScan: null,
    orderAction: idleAction,
    rerouteOptions: [],
    rerouteOptionsLoad: IDLE,
  };
}

export const createPickupSlice: PosSliceCreator<PickupSlice> = (bridge) => (set, get) => {
  /**
   * Whatever brought orders into this workstation (sync, an answer, a pushed change), a list load sees
   * their arrival: the first load only sets the mark, later ones point out what arrived since.
   */
  function noteArrivals(items: readonly PickupOrderSummary[]): void {
    const first = get().pickupArrivalMark === null;
    const found = arrivalsAfter(items, get().pickupArrivalMark);
    const arrived = found.arrived;
    // The first load starts the mark now (even on an empty list), so the very first order is noticed too.
    const now = new Date().toISOString();
    const mark = first && (found.mark === null || found.mark < now) ? now : found.mark;
    const known = new Set(get().pickupNewOrderIds);
    const fresh = arrived.filter((orderId) => !known.has(orderId));
    set({
      pickupArrivalMark: mark,
      ...(fresh.length > 0
        ? {
            pickupNewOrderIds: [...get().pickupNewOrderIds, ...fresh],
            pickupArrivalSeq: get().pickupArrivalSeq + 1,
          }
        : {}),
    });
  }

  // Answers can arrive out of order (a search typed fast): only the latest request's answer is shown.
  let listRequest = 0;
  let orderRequest = 0;
  let scanSeq = 0;

  /** Runs an action on the open order, shows its answer, then re-reads its history and the dashboard. */
  async function act(
    action: PickupActionName,
    run: (order: PickupOrder) => Promise<{ order: PickupOrder }>,
  ): Promise<boolean> {
    const order = get().openOrder;
    if (!order) return false;
    set({ orderAction: { ...PENDING, action } });
    try {
      const answer = await run(order);
      if (get().openOrderId === order.orderId) set({ openOrder: answer.order });
      set({ orderAction: { ...DONE, action } });
      void get().refreshPickup();
      return true;
    } catch (error) {
      set({ orderAction: { ...failed(error), action } });
      return false;
    }
  }

  return {
    ...pickupSessionState(),
    pickupArrivalSeq: 0,

    followPickup() {
      const refresh = () => void get().refreshPickup();
      // A sync that ended (or the outbox delivering a change) may have changed orders; progress ticks did not.
      let lastSync: string | null = null;
      const stops = [
        bridge.on('onSyncStateChanged', (sync) => {
          const mark = `${sync.phase}|${sync.lastSyncedAt ?? ''}`;
          if (mark === lastSync) return;
          lastSync = mark;
          if (sync.phase !== 'syncing') refresh();
        }),
        bridge.on('onOutboxChanged', refresh),
        // Pushed by the platform (another workstation, a web order) as soon as the local copy changed.
        bridge.on('onOrdersChanged', refresh),
      ];
      const timer = setInterval(refresh, REFRESH_EVERY_MS);
      void get().refreshPickup();
      return () => {
        clearInterval(timer);
        stops.forEach((stop) => stop());
      };
    },

    async refreshPickup() {
      const openOrderId = get().openOrderId;
      await Promise.all([
        get().loadPickupCounts(),
        get().loadPickupOrders(),
        openOrderId ? get().reloadOpenOrder() : Promise.resolve(),
      ]);
    },

    async loadPickupCounts() {
      const current = sameSession(get);
      if (get().pickupCountsLoad.status === 'idle') set({ pickupCountsLoad: PENDING });
      try {
        const { counts } = await bridge.pickup.getCounters();
        if (current()) set({ pickupCounts: counts, pickupCountsLoad: DONE });
      } catch (error) {
        if (current()) set({ pickupCountsLoad: failed(error) });
      }
    },

    async loadPickupOrders() {
      const request = ++listRequest;
      const current = sameSession(get);
      const { pickupFilter, pickupQuery, pickupOrders } = get();
      // A refresh keeps as many rows as are shown (the associate may have scrolled past the first page),
      // read page by page as the bridge answers at most a page at a time.
      const wanted = Math.max(pickupOrders.length, PAGE_SIZE);
      const query = pickupQuery.trim();
      const statuses = query ? undefined : statusesOf(pickupFilter);
      if (get().pickupOrdersLoad.status !== 'done') set({ pickupOrdersLoad: PENDING });
      try {
        const rows = new Map<string, PickupOrderSummary>();
        let total = 0;
        while (rows.size < wanted) {
          const answer = await bridge.pickup.listOrders({
            ...(statuses ? { statuses: [...statuses] } : {}),
            ...(query ? { query } : {}),
            offset: rows.size,
            count: Math.min(PAGE_SIZE, wanted - rows.size),
          });
          if (request !== listRequest || !current()) return;
          const before = rows.size;
          for (const order of answer.items) rows.set(order.orderId, order);
          total = answer.total;
          if (rows.size === before || rows.size >= total) break;
        }
        set({ pickupOrders: [...rows.values()], pickupOrdersTotal: total, pickupOrdersLoad: DONE });
        noteArrivals([...rows.values()]);
      } catch (error) {
        if (request !== listRequest || !current()) return;
        set({ pickupOrdersLoad: failed(error) });
      }
    },

    async loadMorePickupOrders() {
      const request = ++listRequest;
      const current = sameSession(get);
      const { pickupFilter, pickupQuery, pickupOrders, pickupOrdersTotal } = get();
      if (pickupOrders.length >= pickupOrdersTotal) return;
      const query = pickupQuery.trim();
      const statuses = query ? undefined : statusesOf(pickupFilter);
      try {
        const answer = await bridge.pickup.listOrders({
          ...(statuses ? { statuses: [...statuses] } : {}),
          ...(query ? { query } : {}),
          offset: pickupOrders.length,
          count: PAGE_SIZE,
        });
        if (request !== listRequest || !current()) return;
        const known = new Set(pickupOrders.map((order) => order.orderId));
        set({
          pickupOrders: [...pickupOrders, ...answer.items.filter((order) => !known.has(order.orderId))],
          pickupOrdersTotal: answer.total,
        });
      } catch (error) {
        if (request !== listRequest || !current()) return;
        set({ pickupOrdersLoad: failed(error) });
      }
    },

    async setPickupFilter(pickupFilter) {
      set({ pickupFilter, pickupOrders: [], pickupOrdersTotal: 0, pickupOrdersLoad: PENDING });
      await get().loadPickupOrders();
    },

    async setPickupQuery(pickupQuery) {
      set({ pickupQuery, pickupOrders: [], pickupOrdersTotal: 0, pickupOrdersLoad: PENDING });
      await get().loadPickupOrders();
    },

    async openPickupOrder(orderId) {
      const request = ++orderRequest;
      const current = sameSession(get);
      set({
        pickupNewOrderIds: get().pickupNewOrderIds.filter((id) => id !== orderId),
        openOrderId: orderId,
        openOrder: get().openOrder?.orderId === orderId ? get().openOrder : null,
        openOrderEvents: [],
        openOrderLoad: PENDING,
        lastScan: null,
        orderAction: idleAction,
        rerouteOptions: [],
        rerouteOptionsLoad: IDLE,
      });
      try {
        const { order, events } = await bridge.pickup.getOrder({ orderId });
        if (request !== orderRequest || !current()) return false;
        set({ openOrder: order, openOrderEvents: events, openOrderLoad: DONE });
        if (order.status === 'ready_for_pickup' || order.status === 'picked_up') {
          void get().loadPrintJobs(order.orderId);
        }
        return true;
      } catch (error) {
        if (request !== orderRequest || !current()) return false;
        set({ openOrderLoad: failed(error) });
        return false;
      }
    },

    closePickupOrder() {
      orderRequest++;
      set({
        openOrderId: null,
        openOrder: null,
        openOrderEvents: [],
        openOrderLoad: IDLE,
        lastScan: null,
        orderAction: idleAction,
        rerouteOptions: [],
        rerouteOptionsLoad: IDLE,
      });
    },

    async reloadOpenOrder() {
      const orderId = get().openOrderId;
      if (!orderId) return;
      const request = orderRequest;
      const current = sameSession(get);
      try {
        const { order, events } = await bridge.pickup.getOrder({ orderId });
        if (request !== orderRequest || !current() || get().openOrderId !== orderId) return;
        set({ openOrder: order, openOrderEvents: events, openOrderLoad: DONE });
      } catch (error) {
        if (request !== orderRequest || !current()) return;
        // The order shown stays; only a first load that fails shows the error state.
        if (!get().openOrder) set({ openOrderLoad: failed(error) });
      }
    },

    async findOrderByCode(raw) {
      const code = raw.trim();
      if (code === '') return null;
      const { items } = await bridge.pickup.listOrders({ query: code, count: 20 });
      const wanted = code.toLowerCase();
      return (
        items.find(
          (order) => order.orderId.toLowerCase() === wanted || order.externalId.toLowerCase() === wanted,
        ) ?? null
      );
    },

    async startPicking() {
      return act('startPicking', (order) => bridge.pickup.startPicking({ orderId: order.orderId }));
    },

    scanItem(code) {
      const order = get().openOrder;
      if (!order || order.status !== 'in_picking') return null;
      const lines = pickLinesOf(order);
      const picked = get().pickProgress[order.orderId] ?? {};
      const result = applyScan(lines, picked, code);
      set({
        pickProgress: { ...get().pickProgress, [order.orderId]: result.picked },
        lastScan: { ...result.outcome, seq: ++scanSeq },
      });
      return result.outcome;
    },

    setPickedQuantity(productId, quantity) {
      const order = get().openOrder;
      if (!order || order.status !== 'in_picking') return;
      const picked = get().pickProgress[order.orderId] ?? {};
      set({
        pickProgress: {
          ...get().pickProgress,
          [order.orderId]: withQuantity(pickLinesOf(order), picked, productId, quantity),
        },
      });
    },

    clearLastScan() {
      set({ lastScan: null });
    },

    async markReady() {
      const order = get().openOrder;
      if (!order) return false;
      const lines = pickLinesOf(order);
      if (!isFullyPicked(lines, get().pickProgress[order.orderId] ?? {})) {
        set({
          orderAction: {
            ...failed(
              localValidationError('Pick every item first, or reject the missing ones (Items missing).'),
            ),
            action: 'markReady',
          },
        });
        return false;
      }
      return act('markReady', async () => {
        const answer = await bridge.pickup.markReady({ orderId: order.orderId, picked: pickedItems(lines) });
        get().rememberPrintJobs(answer.printJobs);
        return answer;
      });
    },

    async rejectMissingItems(reason) {
      const order = get().openOrder;
      if (!order) return false;
      const missing = missingItems(pickLinesOf(order), get().pickProgress[order.orderId] ?? {});
      if (missing.length === 0) return false;
      return act('rejectItems', (current) =>
        bridge.pickup.rejectItems({
          orderId: current.orderId,
          items: missing.map(({ productId, quantity }) => ({ productId, quantity })),
          reason,
        }),
      );
    },

    async handOver() {
      const username = get().session?.user?.username;
      if (!username) return false;
      return act('handOver', (order) =>
        bridge.pickup.handOver({ orderId: order.orderId, verifiedBy: username }),
      );
    },

    async cancelOrder(reason) {
      return act('cancel', (order) => bridge.pickup.cancel({ orderId: order.orderId, reason }));
    },

    clearOrderActionError() {
      set({ orderAction: idleAction });
    },

    async loadRerouteOptions() {
      const order = get().openOrder;
      if (!order) return;
      set({ rerouteOptionsLoad: PENDING, rerouteOptions: [] });
      try {
        const { options } = await bridge.pickup.getRerouteOptions({ orderId: order.orderId });
        if (get().openOrderId !== order.orderId) return;
        set({ rerouteOptions: options, rerouteOptionsLoad: DONE });
      } catch (error) {
        set({ rerouteOptionsLoad: failed(error) });
      }
    },

    async rerouteOrder(storeId) {
      return act('reroute', (order) => bridge.pickup.reroute({ orderId: order.orderId, storeId }));
    },

    async takeOverOrder() {
      return act('takeOver', (order) => bridge.pickup.takeOver({ orderId: order.orderId }));
    },

    async giveUpRefusedChange() {
      const refused = get().openOrder?.refusedChange;
      if (!refused) return false;
      set({ orderAction: { ...PENDING, action: 'giveUpRefusedChange' } });
      try {
        await bridge.sync.discardOutboxEntry({ seq: refused.seq });
        set({ orderAction: idleAction });
        await get().reloadOpenOrder();
        return true;
      } catch (error) {
        set({ orderAction: { ...failed(error), action: 'giveUpRefusedChange' } });
        return false;
      }
    },
  };
};
