// The cash drawer of this workstation: opened by the app for transactions that move cash (integrated
// drawers only), watched until it is pushed shut, and paired by scanning its barcode. The caller records the
// transaction first and then asks for the drawer: a drawer that does not answer never loses a transaction,
// the associate is told to open it with the key. A kick is never retried by itself (a drawer springing open
// twice is worse than one opened by key), except at the drawer's new address when the old one refused the
// connection (nothing was sent there).
import { EventEmitter } from 'node:events';
import type { DrawerNotice, DrawerProblem } from '../../../shared/cash/drawer-problem';
import type { CashOperationMode } from '../../../shared/cash/transaction-types';
import { DrawerClient, DrawerError, type DrawerClientOptions } from '../devices/drawer-client';
import { DeviceNotFoundError, type DeviceDiscovery } from '../devices/mdns-discovery';
import type { PairedDrawer } from '../settings/workstation-settings';
import { decideDrawerOpening, type DrawerOpeningRequest } from './drawer-opening-policy';
import { pairDrawerByScan, type PairedDrawerFound } from './drawer-pairing';

export type DrawerOpenResult =
  | { outcome: 'opened'; serial: string; open: boolean }
  /** Non-integrated drawers: the app records, the associate opens. */
  | { outcome: 'open_by_hand'; notice: DrawerNotice }
  | { outcome: 'not_needed'; reason: 'cash_management_off' | 'no_cash_moves' }
  | {
      outcome: 'failed';
      code: 'drawer_not_paired' | 'drawer_unreachable' | 'drawer_no_response' | 'drawer_bad_response';
      /** What the associate does now, for the screen to word. */
      notice: DrawerNotice;
      /** What went wrong on the network, for the log. */
      detail: string;
    };

export type DrawerState = 'open' | 'closed' | 'unreachable';

export interface DrawerStatusEvent {
  serial: string;
  state: DrawerState;
  at: string;
  /** Set when unreachable. */
  problem?: DrawerProblem;
}

export interface DrawerServiceEvents {
  /** The paired drawer opened, closed, or stopped answering. */
  drawerStatusChanged: [status: DrawerStatusEvent];
  /** The paired drawer now answers at another address (found by its serial): save it in the settings. */
  drawerMoved: [drawer: PairedDrawer];
}

export interface DrawerServiceOptions {
  /** The drawer paired with this workstation (from its settings), or null. */
  pairedDrawer: () => PairedDrawer | null;
  /** mDNS discovery, for pairing and for finding a drawer whose address changed. */
  discovery?: DeviceDiscovery;
  client?: DrawerClientOptions;
  /** How often an open drawer is asked whether it is shut. Default 500 ms. */
  pollIntervalMs?: number;
  /** How long to look for a drawer on the network. Default 10 s for pairing, 3 s to re-find a moved one. */
  pairingTimeoutMs?: number;
  refindTimeoutMs?: number;
  now?: () => Date;
}

export class DrawerService extends EventEmitter<DrawerServiceEvents> {
  /** Kicks and status reads go one at a time: two transactions in a row never interleave on the wire. */
  private queue: Promise<unknown> = Promise.resolve();
  private watch: { serial: string; timer: NodeJS.Timeout } | undefined;
  private lastState = new Map<string, DrawerState>();
  private stopped = false;

  constructor(private readonly options: DrawerServiceOptions) {
    super();
  }

  /**
   * Open the drawer for a transaction the caller has already recorded, if the store's mode and the
   * transaction call for it. Never throws for drawer trouble: the result says what the associate must do.
   */
  openForTransaction(input: {
    storeMode: CashOperationMode;
    request: DrawerOpeningRequest;
    /** The store drawer the transaction is on; another drawer than the one paired here is never kicked. */
    drawerId?: string;
  }): Promise<DrawerOpenResult> {
    const decision = decideDrawerOpening(input.storeMode, input.request);
    if (decision.action === 'none')
      return Promise.resolve({ outcome: 'not_needed', reason: decision.reason });
    if (decision.action === 'open_by_hand')
      return Promise.resolve({ outcome: 'open_by_hand', notice: { code: 'open_by_hand' } });
    return this.serialized(() => this.kick(input.drawerId));
  }

  /**
   * The order the workflow needs, in one call: record the transaction (the caller's `record`, e.g. into the
   * local database and outbox), then open the drawer. A record that fails opens nothing; a drawer that fails
   * leaves the record in place and says what to do.
   */
  async recordThenOpen<T>(input: {
    storeMode: CashOperationMode;
    request: DrawerOpeningRequest;
    drawerId?: string;
    record: () => T | Promise<T>;
  }): Promise<{ recorded: T; drawer: DrawerOpenResult }> {
    const recorded = await input.record();
    const drawer = await this.openForTransaction(input);
    return { recorded, drawer };
  }

  /** Whether the paired drawer is open now. */
  readStatus(): Promise<DrawerStatusEvent | { state: 'not_paired' }> {
    return this.serialized(async () => {
      const drawer = this.options.pairedDrawer();
      if (drawer === null) return { state: 'not_paired' as const };
      try {
        const status = await this.client(drawer).readStatus();
        return this.report(drawer.serial, status.open ? 'open' : 'closed');
      } catch (error) {
        if (!(error instanceof DrawerError)) throw error;
        return this.report(drawer.serial, 'unreachable', error.problem);
      }
    });
  }

  /** Find the drawer whose barcode was scanned; the host saves the result (settings and cash management). */
  async pair(input: { scanned: string; drawerId: string }): Promise<PairedDrawerFound> {
    const discovery = this.options.discovery;
    if (discovery === undefined) throw new Error('DrawerService.pair needs a DeviceDiscovery');
    return pairDrawerByScan({
      ...input,
      discovery,
      timeoutMs: this.options.pairingTimeoutMs ?? 10_000,
      statusTimeoutMs: this.options.client?.timeoutMs ?? 3000,
    });
  }

  /** Stop watching the drawer. */
  stop(): void {
    this.stopped = true;
    this.stopWatching();
  }

  private async kick(drawerId: string | undefined): Promise<DrawerOpenResult> {
    const drawer = this.options.pairedDrawer();
    if (drawer === null) {
      return {
        outcome: 'failed',
        code: 'drawer_not_paired',
        notice: { code: 'none_paired' },
        detail: 'no drawer in the settings',
      };
    }
    if (drawerId !== undefined && drawerId !== drawer.drawerId) {
      return {
        outcome: 'failed',
        code: 'drawer_not_paired',
        notice: { code: 'other_drawer', drawerId },
        detail: `this workstation is paired with drawer ${drawer.drawerId}`,
      };
    }
    try {
      return this.opened(drawer, await this.client(drawer).kick());
    } catch (error) {
      if (!(error instanceof DrawerError)) throw error;
      if (error.code === 'drawer_unreachable') {
        const moved = await this.refind(drawer);
        if (moved !== undefined) return this.kickMoved(moved, error);
      }
      return this.failed(drawer, error);
    }
  }

  /** Only after a refused or unreachable connection (nothing was sent): the drawer may have a new address. */
  private async kickMoved(moved: PairedDrawer, first: DrawerError): Promise<DrawerOpenResult> {
    this.emit('drawerMoved', moved);
    try {
      return this.opened(moved, await this.client(moved).kick());
    } catch (error) {
      if (!(error instanceof DrawerError)) throw error;
      return this.failed(moved, error, first);
    }
  }

  private async refind(drawer: PairedDrawer): Promise<PairedDrawer | undefined> {
    const discovery = this.options.discovery;
    if (discovery === undefined) return undefined;
    try {
      const found = await discovery.findDrawerBySerial(drawer.serial, this.options.refindTimeoutMs ?? 3000);
      if (found.host === drawer.host && found.port === drawer.port) return undefined;
      return { ...drawer, host: found.host, port: found.port };
    } catch (error) {
      if (error instanceof DeviceNotFoundError) return undefined;
      throw error;
    }
  }

  private opened(drawer: PairedDrawer, status: { open: boolean }): DrawerOpenResult {
    this.report(drawer.serial, status.open ? 'open' : 'closed');
    if (status.open) this.watchUntilClosed(drawer);
    return { outcome: 'opened', serial: drawer.serial, open: status.open };
  }

  private failed(drawer: PairedDrawer, error: DrawerError, first?: DrawerError): DrawerOpenResult {
    this.report(drawer.serial, 'unreachable', error.problem);
    const code = error.code === 'drawer_still_open' ? 'drawer_no_response' : error.code;
    return {
      outcome: 'failed',
      code,
      notice: { code: 'did_not_answer' },
      detail: first === undefined ? error.message : `${first.message} Then: ${error.message}`,
    };
  }

  /** Poll the open drawer until it is pushed shut (or stops answering), then report it. */
  private watchUntilClosed(drawer: PairedDrawer): void {
    this.stopWatching();
    if (this.stopped) return;
    const poll = (): void => {
      void this.serialized(async () => {
        if (this.watch?.serial !== drawer.serial) return;
        try {
          const status = await this.client(drawer).readStatus();
          if (!status.open) {
            this.stopWatching();
            this.report(drawer.serial, 'closed');
            return;
          }
        } catch (error) {
          if (!(error instanceof DrawerError)) throw error;
          this.stopWatching();
          this.report(drawer.serial, 'unreachable', error.problem);
          return;
        }
        if (this.watch?.serial === drawer.serial) {
          this.watch.timer = setTimeout(poll, this.options.pollIntervalMs ?? 500);
        }
      });
    };
    this.watch = { serial: drawer.serial, timer: setTimeout(poll, this.options.pollIntervalMs ?? 500) };
  }

  private stopWatching(): void {
    if (this.watch !== undefined) clearTimeout(this.watch.timer);
    this.watch = undefined;
  }

  private report(serial: string, state: DrawerState, problem?: DrawerProblem): DrawerStatusEvent {
    const event: DrawerStatusEvent = {
      serial,
      state,
      at: (this.options.now ?? (() => new Date()))().toISOString(),
      ...(problem !== undefined ? { problem } : {}),
    };
    if (this.lastState.get(serial) !== state) {
      this.lastState.set(serial, state);
      this.emit('drawerStatusChanged', event);
    }
    return event;
  }

  private client(drawer: PairedDrawer): DrawerClient {
    return new DrawerClient({ host: drawer.host, port: drawer.port }, this.options.client);
  }

  private serialized<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work, work);
    this.queue = next.catch(() => undefined);
    return next;
  }
}
