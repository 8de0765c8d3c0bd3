// Keeps a training tenant's stores busy: every store receives new web orders at the pace an administrator
// sets (orders per store and hour; 0 stops it). One timer walks the stores in turn, so the next order is
// always predictable: which store, and when.
import type { CustomerSimulatorPace, CustomerSimulatorState } from '../../../shared/contract/training';
import type { PlatformContext } from '../context';
import type { OrderServices } from '../orders/order-services';
import { TRAINING_ORDER_COUNTER_SETTING, TrainingCustomer } from './training-customer';

/** Settings entry holding the pace. */
export const CUSTOMER_SIMULATOR_SETTING = 'customer_simulator';
/** A new order at each store every 10 minutes unless an administrator says otherwise. */
export const DEFAULT_PACE: CustomerSimulatorPace = { orders_per_hour: 6 };
/** Every tenth web order asks for something the store has run out of (it goes on hold). */
const SOLD_OUT_EVERY = 10;

export class CustomerSimulator {
  private timer: NodeJS.Timeout | undefined;
  private nextAt: Date | null = null;
  private running = false;
  private turn = 0;
  private readonly customer: TrainingCustomer;

  constructor(
    private readonly ctx: PlatformContext,
    private readonly services: OrderServices,
    private readonly onError: (error: unknown) => void,
  ) {
    this.customer = new TrainingCustomer(ctx, services);
  }

  pace(): CustomerSimulatorPace {
    return this.ctx.settings.get<CustomerSimulatorPace>(CUSTOMER_SIMULATOR_SETTING) ?? DEFAULT_PACE;
  }

  state(): CustomerSimulatorState {
    return {
      ...this.pace(),
      orders_placed: this.ctx.settings.get<number>(TRAINING_ORDER_COUNTER_SETTING) ?? 0,
      next_order_at: this.nextAt?.toISOString() ?? null,
    };
  }

  /** Stores the pace and re-arms the timer from now. */
  setPace(pace: CustomerSimulatorPace): CustomerSimulatorState {
    this.ctx.settings.put(CUSTOMER_SIMULATOR_SETTING, pace);
    if (this.running) this.arm();
    return this.state();
  }

  start(): void {
    this.running = true;
    this.arm();
  }

  stop(): void {
    this.running = false;
    this.disarm();
  }

  /** Places the next order now (the timer's work); returns its order number, if one was placed. */
  placeNext(): string | undefined {
    const stores = this.services.stores.list().filter((store) => store.active_status);
    if (stores.length === 0) return undefined;
    const store = stores[this.turn % stores.length]!;
    this.turn += 1;
    const placedSoFar = this.ctx.settings.get<number>(TRAINING_ORDER_COUNTER_SETTING) ?? 0;
    const stock = (placedSoFar + 1) % SOLD_OUT_EVERY === 0 ? 'sold_out' : 'in_stock';
    return this.customer.placeOrder({ storeId: store.store_id, stock })?.external_id;
  }

  private arm(): void {
    this.disarm();
    const perStore = this.pace().orders_per_hour;
    const storeCount = this.services.stores.list().length;
    if (!this.running || perStore === 0 || storeCount === 0) return;
    const delay = Math.max(Math.round(3_600_000 / (perStore * storeCount)), 1);
    this.nextAt = new Date(this.ctx.now().getTime() + delay);
    this.timer = setTimeout(() => {
      // While an import applies, the order waits for its commit (the write would hold the request thread).
      this.ctx.writeGate.runWhenOpen(() => {
        if (!this.running) return;
        try {
          this.placeNext();
        } catch (error) {
          this.onError(error);
        }
        this.arm();
      });
    }, delay);
    // The HTTP server keeps the process alive; the simulator alone should not.
    this.timer.unref();
  }

  private disarm(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.nextAt = null;
  }
}
