// In-store pickup fulfilment in the selected store: the dashboard (counters, the order list with its filter
// and search), the order being worked on (lines, history, what has been picked so far), and the actions on
// it. Picking itself happens here (scans and hand-confirmed quantities); the platform only hears the result:
// mark_ready with everything picked, or reject_items with what is missing.
//
// The actions live in store/pickup/, one file per group (dashboard, list, open order, picking, fulfilment,
// exceptions); this file holds the slice's shape, its session state, and composes the groups.
import type {
  OrderEventView,
  PickupCounts,
  PickupOrder,
  PickupOrderSummary,
  RerouteOption,
} from '../../../shared/bridge/views/pickup';
import type { RejectReason } from '../../../shared/pickup/order-status';
import type { PickedQuantities, ScanOutcome } from '../domain/pick-progress';
import { pickupDashboardActions } from './pickup/pickup-dashboard-actions';
import { pickupExceptionActions } from './pickup/pickup-exception-actions';
import type { PickupFilterId } from './pickup/pickup-filters';
import { pickupFulfilmentActions } from './pickup/pickup-fulfilment-actions';
import { pickupListActions } from './pickup/pickup-list-actions';
import { pickupOpenOrderActions } from './pickup/pickup-open-order-actions';
import { createOrderAction, IDLE_ORDER_ACTION } from './pickup/pickup-order-action';
import { pickupPickingActions } from './pickup/pickup-picking-actions';
import { IDLE, type ActionStatus, type PosSliceCreator } from './slice';

export { arrivalsAfter } from './pickup/pickup-arrivals';
export { countOf, PICKUP_FILTERS, statusesOf, type PickupFilterId } from './pickup/pickup-filters';

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
    orderAction: IDLE_ORDER_ACTION,
    rerouteOptions: [],
    rerouteOptionsLoad: IDLE,
  };
}

export const createPickupSlice: PosSliceCreator<PickupSlice> = (bridge) => (set, get) => {
  const act = createOrderAction(set, get);
  return {
    ...pickupSessionState(),
    pickupArrivalSeq: 0,
    ...pickupDashboardActions(bridge)(set, get),
    ...pickupListActions(bridge)(set, get),
    ...pickupOpenOrderActions(bridge)(set, get),
    ...pickupPickingActions(bridge)(set, get),
    ...pickupFulfilmentActions(bridge, act)(set, get),
    ...pickupExceptionActions(bridge, act)(set, get),
  };
};
