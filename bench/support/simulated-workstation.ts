// One workstation of the fleet benchmark, as it talks to the platform: an events stream for its store
// (resumed with Last-Event-ID if it drops), an incremental sync at its interval, and the associate's
// actions at random moments — a counter sale with its cash transaction, picking an order the stream
// announced, a drawer transaction. Plain node:http, so thousands fit in one process; each workstation has
// its own keep-alive connections, as a real one has (no pool shared with the rest of the fleet).
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { SseParser } from '../../electron/services/api/sse-parser';
import type { FleetMetrics } from './fleet-metrics';
import type { FleetStore, FleetTenant } from './fleet-tenant';
import { BENCH_SHOP } from '../import.bench';

export interface FleetClient {
  host: string;
  port: number;
  /** Long-lived stream connections. */
  streamAgent: Agent;
  metrics: FleetMetrics;
  tenant: FleetTenant;
  random: () => number;
}

export interface WorkstationTiming {
  /** Mean time between two actions of the associate. */
  actionEveryMs: number;
  /** Between two incremental syncs. */
  syncEveryMs: number;
}

interface StreamedOrder {
  order_id: string;
  status: string;
  shipments: Array<{ items: Array<{ product_id: string; quantity: number }> }>;
}

const CALL_TIMEOUT_MS = 10_000;

export class SimulatedWorkstation {
  /** Orders of the store waiting to be picked, as the stream announced them. */
  private readonly toPick = new Map<string, StreamedOrder>();
  private lastEventId: number | undefined;
  private running = false;
  private stream: ReturnType<typeof request> | undefined;
  private readonly timers = new Set<NodeJS.Timeout>();
  private readyResolve: (() => void) | undefined;
  private syncCursor = new Date(0).toISOString();
  /** The workstation's own connections: one for the associate's actions, one for a sync running beside. */
  private readonly callAgent = new Agent({ keepAlive: true, maxSockets: 2 });

  constructor(
    private readonly client: FleetClient,
    private readonly store: FleetStore,
    private readonly drawerId: string,
    private readonly token: string,
    private readonly timing: WorkstationTiming,
  ) {}

  /** Opens the stream; resolves once the platform said it follows live. */
  start(): Promise<void> {
    this.running = true;
    const ready = new Promise<void>((resolve) => (this.readyResolve = resolve));
    this.connect();
    this.later(() => this.act(), this.client.random() * this.timing.actionEveryMs * 2);
    this.later(() => this.sync(), this.client.random() * this.timing.syncEveryMs);
    return ready;
  }

  stop(): void {
    this.running = false;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.stream?.destroy();
    this.callAgent.destroy();
  }

  private later(work: () => void, delayMs: number): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (this.running) work();
    }, delayMs);
    this.timers.add(timer);
  }

  private connect(): void {
    const { client } = this;
    const parser = new SseParser();
    const stream = request({
      host: client.host,
      port: client.port,
      path: `/v0/d/events?store_id=${this.store.storeId}`,
      agent: client.streamAgent,
      headers: {
        authorization: `Bearer ${this.token}`,
        accept: 'text/event-stream',
        ...(this.lastEventId === undefined ? {} : { 'last-event-id': String(this.lastEventId) }),
      },
    });
    this.stream = stream;
    stream.on('response', (response) => {
      if (response.statusCode !== 200) client.metrics.error(`events stream answered ${response.statusCode}`);
      response.setEncoding('utf8');
      response.on('data', (text: string) => {
        const receivedAt = Date.now();
        for (const message of parser.push(text)) {
          if (message.event === 'stream.ready' || message.event === 'stream.reset') {
            this.readyResolve?.();
            this.readyResolve = undefined;
            continue;
          }
          const event = JSON.parse(message.data) as {
            id: number;
            at: string;
            data: { order?: StreamedOrder };
          };
          client.metrics.deliveries.push(receivedAt - Date.parse(event.at));
          this.lastEventId = event.id;
          const order = event.data.order;
          if (order && order.status === 'assigned') this.toPick.set(order.order_id, order);
          else if (order) this.toPick.delete(order.order_id);
        }
      });
    });
    stream.on('close', () => {
      if (!this.running) return;
      client.metrics.error('events stream dropped');
      this.later(() => this.connect(), 1000);
    });
    stream.on('error', () => undefined);
    stream.end();
  }

  private act(): void {
    const roll = this.client.random();
    const work =
      roll < 0.4 ? this.sell() : roll < 0.7 && this.toPick.size > 0 ? this.pick() : this.drawerTransaction();
    void work.finally(() =>
      this.later(() => this.act(), (0.5 + this.client.random()) * this.timing.actionEveryMs),
    );
  }

  private async sell(): Promise<void> {
    const { tenant } = this.client;
    const productId = tenant.productIds[Math.floor(this.client.random() * tenant.productIds.length)]!;
    const sale = await this.call('POST', '/v0/d/fulfill_order', {
      external_id: randomUUID(),
      shop: BENCH_SHOP,
      currency: 'USD',
      placed_at: new Date().toISOString(),
      store_id: this.store.storeId,
      shipments: [{ items: [{ product_id: productId, quantity: 1, price: tenant.price }] }],
      payments: [
        {
          method: 'cash',
          amount: tenant.price,
          rounding_adjustment: 0,
          tendered: 20,
          change: 20 - tenant.price,
        },
      ],
    });
    const orderId = (sale as { order_id?: string } | undefined)?.order_id;
    if (!orderId) return;
    await this.call('POST', `/v0/d/cash_drawers/${this.drawerId}/transactions`, {
      ...this.transaction('cash_sale', tenant.price),
      order_id: orderId,
    });
  }

  private async pick(): Promise<void> {
    const orders = [...this.toPick.values()];
    const order = orders[Math.floor(this.client.random() * orders.length)]!;
    this.toPick.delete(order.order_id);
    const started = await this.call(
      'POST',
      `/v0/d/orders/${order.order_id}/start_picking`,
      {},
      { conflictOk: true },
    );
    if (!started) return;
    const picked = order.shipments
      .flatMap((shipment) => shipment.items)
      .map(({ product_id, quantity }) => ({ product_id, quantity }));
    await this.call('POST', `/v0/d/orders/${order.order_id}/mark_ready`, { picked });
  }

  private async drawerTransaction(): Promise<void> {
    await this.call(
      'POST',
      `/v0/d/cash_drawers/${this.drawerId}/transactions`,
      this.transaction('no_sale', 0),
    );
  }

  private transaction(type: string, amount: number) {
    return {
      transaction_id: randomUUID(),
      store_id: this.store.storeId,
      type,
      amount,
      currency: 'USD',
      associate: this.store.username,
      created_at: new Date().toISOString(),
    };
  }

  /** An incremental sync as the workstation's fallback runs it: what changed since the last one. */
  private sync(): void {
    const since = encodeURIComponent(this.syncCursor);
    const startedAt = new Date().toISOString();
    const reads = [
      `/v0/d/stores?updated_since=${since}`,
      `/api/v1/shops/${BENCH_SHOP}/products?locale=en-US&count=500&updated_since=${since}`,
      `/v0/d/orders?store_id=${this.store.storeId}&count=500&updated_since=${since}`,
      `/v0/d/cash_drawers/${this.drawerId}/summary`,
    ];
    void (async () => {
      for (const path of reads) await this.call('GET', path, undefined, { measured: false });
      this.syncCursor = startedAt;
    })().finally(() => this.later(() => this.sync(), this.timing.syncEveryMs));
  }

  /** One call; its time is an action's unless `measured` is false. Resolves the answer, or undefined. */
  private call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    options: { measured?: boolean; conflictOk?: boolean } = {},
  ): Promise<unknown> {
    const { client } = this;
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const started = performance.now();
    return new Promise((resolve) => {
      const call = request(
        {
          host: client.host,
          port: client.port,
          method,
          path,
          agent: this.callAgent,
          timeout: CALL_TIMEOUT_MS,
          headers: {
            authorization: `Bearer ${this.token}`,
            ...(payload === undefined
              ? {}
              : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            client.metrics.requests += 1;
            const status = response.statusCode ?? 0;
            if (options.measured !== false) client.metrics.actions.push(performance.now() - started);
            const text = Buffer.concat(chunks).toString('utf8');
            if (status === 409 && options.conflictOk) {
              client.metrics.conflicts += 1;
              resolve(undefined);
            } else if (status >= 300) {
              client.metrics.error(`${method} ${path.split('?')[0]} → ${status} ${text.slice(0, 200)}`);
              resolve(undefined);
            } else {
              resolve(text ? (JSON.parse(text) as unknown) : undefined);
            }
          });
        },
      );
      call.on('timeout', () => call.destroy(new Error('timed out')));
      call.on('error', (error) => {
        client.metrics.error(`${method} ${path.split('?')[0]}: ${error.message}`);
        resolve(undefined);
      });
      call.end(payload);
    });
  }
}
