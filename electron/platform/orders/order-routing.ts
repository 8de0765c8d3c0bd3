import {
  availabilityReroute,
  gracePeriodElapsed,
  routingResult,
} from '../../../shared/pickup/system-transitions';
import type { PlatformDatabase } from '../db/database';
import type { AvailableToPromise } from '../pickup/available-to-promise';
import type { OrderRepository, StoredOrder } from './order-repository';
import { orderLines } from './order-lines';
import type { OrderStateWriter } from './order-state-writer';
import {
  PendingReroutes,
  type ClaimedReroute,
  type RerouteFailureOutcome,
  type RerouteRetries,
} from './pending-reroutes';

/**
 * A rerouting after an import that failed: tried again later, given up after its last try, or a try another
 * process failed at the same time and counted.
 */
export interface RerouteFailure {
  importId: string;
  error: unknown;
  outcome: RerouteFailureOutcome;
}

/**
 * The platform's own steps on pickup orders (actor `system`): sending an order to its store when the
 * grace period ends, routing it there (reserve stock → assigned, or on_hold when stock is short), and
 * trying on-hold orders again when an availability import brings stock.
 */
export class OrderRouting {
  private readonly pending: PendingReroutes;

  constructor(
    private readonly db: PlatformDatabase,
    private readonly orders: OrderRepository,
    private readonly writer: OrderStateWriter,
    private readonly atp: AvailableToPromise,
    private readonly now: () => Date,
    retries?: RerouteRetries,
  ) {
    this.pending = new PendingReroutes(db, retries);
  }

  /** Routes an order that was just sent to its store; returns it in its new state. */
  route(order: StoredOrder): StoredOrder {
    const covered = this.atp.covers(order.store_id, orderLines(order));
    const result = routingResult(order, { stockCoversEveryLine: covered });
    return result.ok ? this.writer.apply(order, result) : order;
  }

  /**
   * Sends every order whose grace period has ended to its store and routes it; returns how many. Each order
   * is claimed and moved in one transaction, so with several processes on one database each deadline is
   * acted on once: another process's scheduler passes over the claimed order and, once this transaction
   * committed, finds its deadline cleared.
   */
  sendDueOrdersToStores(): number {
    const at = this.now().toISOString();
    let sent = 0;
    while (this.db.transaction(() => this.sendOneDueOrder(at))()) sent += 1;
    return sent;
  }

  /** Claims the earliest due order and sends it on; false when none is left to claim. */
  private sendOneDueOrder(at: string): boolean {
    const orderId = this.orders.claimOneWithGracePeriodEndedBy(at);
    if (orderId === undefined) return false;
    const order = this.orders.get(orderId);
    if (!order) return false;
    const sent = gracePeriodElapsed(order);
    if (!sent.ok) {
      // Not open any more (canceled meanwhile): nothing is waiting for this deadline.
      this.orders.updateState({ ...order, grace_deadline_at: null });
      return true;
    }
    this.route(this.writer.apply(order, sent));
    return true;
  }

  /**
   * Does the rerouting availability imports recorded with their commit (PendingReroutes), oldest import
   * first; returns how many were done. Each is claimed, done and removed in one transaction: with several
   * processes on one database each is done once, and a process dying midway leaves it whole for the next
   * one. One that fails is rolled back whole, counted and tried again later (or given up: PendingReroutes),
   * and the others are done meanwhile; `failed` hears of each failure.
   */
  rerouteAfterImports(failed: (failure: RerouteFailure) => void = () => undefined): number {
    let done = 0;
    for (;;) {
      let claimed: ClaimedReroute | undefined;
      try {
        const found = this.db.transaction(() => {
          claimed = undefined;
          return this.rerouteOnePending((reroute) => (claimed = reroute));
        })();
        if (!found) return done;
        done += 1;
      } catch (error) {
        // Not claimed: the database itself failed; the scheduler tries again at its next turn.
        if (claimed === undefined) throw error;
        const reason = error instanceof Error ? error.message : String(error);
        const outcome = this.db.transaction(() => this.pending.failed(claimed!, reason, this.now()))();
        failed({ importId: claimed.importId, error, outcome });
      }
    }
  }

  /** When the next rerouting that failed is tried again (ISO), if any is waiting. */
  nextRerouteRetry(): string | undefined {
    return this.pending.nextRetry();
  }

  /**
   * After an availability import: each on-hold order at its stores whose stock now suffices goes back to
   * the same store and is routed again, oldest order first (first come, first served).
   */
  private rerouteOnePending(claimed: (reroute: ClaimedReroute) => void): boolean {
    const reroute = this.pending.claimOldest(this.now().toISOString());
    if (!reroute) return false;
    claimed(reroute);
    for (const orderId of this.orders.onHoldAt(reroute.shop, reroute.storeIds)) {
      const order = this.orders.get(orderId);
      if (order?.status !== 'on_hold') continue;
      if (!this.atp.covers(order.store_id, orderLines(order))) continue;
      const resent = availabilityReroute(order);
      if (resent.ok) this.route(this.writer.apply(order, resent));
    }
    this.pending.remove(reroute.importId);
    return true;
  }
}
