// A PostgreSQL connection that only LISTENs: how a process learns at once of what another process committed
// (PostgreSQL's NOTIFY). It is its own asynchronous `pg` client on the process's event loop, beside the
// synchronous connection the repositories use (postgres-database.ts), which waits in transactions and could
// not take a notification while idle. A lost connection is made again, with growing pauses; what was
// notified meanwhile is unknown, so every (re)connection wakes the owner once, as a notification would.
import pg from 'pg';

/** Pauses before connecting again after a failure: 250 ms doubling up to this. */
const MAX_RECONNECT_PAUSE_MS = 5_000;
const CONNECT_TIMEOUT_MS = 10_000;

export interface PostgresListenerOptions {
  url: string;
  /** The channel to LISTEN on (a plain identifier). */
  channel: string;
  /** Shown in pg_stat_activity, so an administrator can tell this connection from the others. */
  applicationName: string;
  /** A notification arrived on the channel, or the listener (re)connected and may have missed some. */
  onWake: () => void;
  /** The connection failed or was lost (it is being made again). */
  onError: (error: unknown) => void;
}

export class PostgresListener {
  private client: pg.Client | undefined;
  private retry: NodeJS.Timeout | undefined;
  private failuresInRow = 0;
  private closed = false;

  constructor(private readonly options: PostgresListenerOptions) {
    if (!/^[a-z_][a-z0-9_]*$/.test(options.channel)) {
      throw new Error(`Not a plain channel name: "${options.channel}"`);
    }
  }

  /** Connects and listens; resolves after the first attempt, failed or not (a failure is retried). */
  start(): Promise<void> {
    this.closed = false;
    return this.connect();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.options.url,
      application_name: this.options.applicationName,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // An idle connection whose peer vanished is noticed by TCP keepalive rather than never.
      keepAlive: true,
    });
    this.client = client;
    client.on('notification', (message) => {
      if (message.channel === this.options.channel) this.options.onWake();
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('The PostgreSQL listening connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN ${this.options.channel}`);
    } catch (error) {
      this.lost(client, error);
      return;
    }
    if (this.client !== client) return;
    this.failuresInRow = 0;
    this.options.onWake();
  }

  private lost(client: pg.Client, error: unknown): void {
    if (this.client !== client || this.closed) return;
    this.client = undefined;
    void client.end().catch(() => undefined);
    this.options.onError(error);
    const pause = Math.min(MAX_RECONNECT_PAUSE_MS, 250 * 2 ** this.failuresInRow);
    this.failuresInRow += 1;
    this.retry = setTimeout(() => void this.connect(), pause);
    // Waiting to reconnect must not keep a finished process alive.
    this.retry.unref();
  }
}
