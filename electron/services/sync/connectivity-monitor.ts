// Whether the platform can be reached, from what the API client sees (every HTTP answer proves it
// reachable, every network failure or timeout says it is not) and, while it is unreachable, from a
// GET /health probe with backoff — so the app notices the platform is back without waiting for a user action.
import { EventEmitter } from 'node:events';
import { backoffDelay, type BackoffPolicy } from '../api/backoff';
import type { PlatformApiClient } from '../api/platform-api-client';

export type Connectivity = 'online' | 'offline' | 'unknown';

export interface ConnectivityMonitorEvents {
  changed: [connectivity: Connectivity];
}

export interface ConnectivityMonitorOptions {
  /** Delays between health probes while offline (default 2 s doubling up to 30 s, jittered). */
  probeBackoff?: BackoffPolicy;
  /** Time allowed for one probe (default 3 s). */
  probeTimeoutMs?: number;
  random?: () => number;
}

export class ConnectivityMonitor extends EventEmitter<ConnectivityMonitorEvents> {
  private current: Connectivity = 'unknown';
  private timer: NodeJS.Timeout | undefined;
  private probes = 0;
  private started = false;
  private readonly probeBackoff: BackoffPolicy;
  private readonly probeTimeoutMs: number;
  private readonly random: () => number;
  private readonly onReachability = (reachable: boolean) => this.set(reachable ? 'online' : 'offline');

  constructor(
    private readonly api: PlatformApiClient,
    options: ConnectivityMonitorOptions = {},
  ) {
    super();
    this.probeBackoff = options.probeBackoff ?? { baseDelayMs: 2_000, maxDelayMs: 30_000 };
    this.probeTimeoutMs = options.probeTimeoutMs ?? 3_000;
    this.random = options.random ?? Math.random;
    // Every call of the client says something about the platform, whether or not probing is on.
    this.api.on('reachabilityChanged', this.onReachability);
    if (api.isReachable !== undefined) this.current = api.isReachable ? 'online' : 'offline';
  }

  get state(): Connectivity {
    return this.current;
  }

  /** Probes right away, and again with backoff whenever the platform is unreachable. */
  start(): void {
    if (this.started) return;
    this.started = true;
    void this.probe();
  }

  /** Stops probing; the state still follows the API client's calls. */
  stop(): void {
    this.started = false;
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Stops for good. */
  dispose(): void {
    this.stop();
    this.api.off('reachabilityChanged', this.onReachability);
  }

  /** Asks GET /health once; the client's reachability event updates the state. */
  async probe(): Promise<Connectivity> {
    try {
      await this.api.health({ retries: 0, timeoutMs: this.probeTimeoutMs });
      this.set('online');
    } catch {
      // A network failure was already reported by the client; an HTTP error still proves it reachable.
      if (this.api.isReachable === false) this.set('offline');
      else if (this.api.isReachable === true) this.set('online');
    }
    return this.current;
  }

  private set(next: Connectivity): void {
    if (next === 'offline') this.scheduleProbe();
    else {
      clearTimeout(this.timer);
      this.timer = undefined;
      this.probes = 0;
    }
    if (next === this.current) return;
    this.current = next;
    this.emit('changed', next);
  }

  private scheduleProbe(): void {
    if (!this.started || this.timer) return;
    const delay = backoffDelay(this.probes, this.probeBackoff, this.random);
    this.probes += 1;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.probe();
    }, delay);
    this.timer.unref();
  }
}
