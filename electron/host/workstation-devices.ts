// The workstation's network devices: mDNS discovery of drawers and printers (its sockets open on first use)
// and the integrated cash drawer paired here, driven by the DrawerService (record first, then open; a drawer
// that does not answer never loses a transaction). Drawer status changes are pushed as they happen.
import type { DrawerOutcomeView, DrawerStatusView } from '../../shared/bridge/views/cash';
import type { DrawerProblem } from '../../shared/cash/drawer-problem';
import type { CashOperationMode } from '../../shared/cash/transaction-types';
import { DeviceDiscovery, type DiscoveredDevice } from '../services/devices/mdns-discovery';
import type { DrawerOpeningRequest } from '../services/drawers/drawer-opening-policy';
import {
  DrawerService,
  type DrawerOpenResult,
  type DrawerStatusEvent,
} from '../services/drawers/drawer-service';
import type { PairedDrawerFound } from '../services/drawers/drawer-pairing';
import type { PrintService } from '../services/printing/print-service';
import {
  discoveredPrinters,
  resumeQueuesWhenPrintersAppear,
  type DiscoveredPrinter,
} from '../services/printing/printer-discovery';
import type { WorkstationSettingsService } from '../services/settings/settings-service';

export interface WorkstationDevicesOptions {
  /** How long a look for devices listens for answers (default 2 s). */
  discoveryWindowMs?: number;
  /** How long pairing waits for the drawer with the scanned serial (default 10 s). */
  pairingTimeoutMs?: number;
  /** How long a drawer that stopped answering is looked for at a new address (default 3 s). */
  refindTimeoutMs?: number;
  /** Bound on one exchange with the drawer (default 3 s). */
  drawerTimeoutMs?: number;
}

export class WorkstationDevices {
  private readonly discovery = new DeviceDiscovery({ kinds: ['cash-drawer', 'printer'] });
  private readonly drawers: DrawerService;
  private discovering = false;
  private stopResume: (() => void) | undefined;
  private lastStatus: DrawerStatusView;
  private readonly listeners = new Set<(status: DrawerStatusView) => void>();

  constructor(
    private readonly settings: WorkstationSettingsService,
    private readonly printing: PrintService,
    private readonly now: () => Date,
    private readonly options: WorkstationDevicesOptions = {},
  ) {
    // Without a listener an mDNS socket error would be thrown; discovery simply finds nothing then.
    this.discovery.on('network-error', () => undefined);
    this.drawers = new DrawerService({
      pairedDrawer: () => this.settings.read().drawer,
      discovery: this.discovery,
      client: { timeoutMs: options.drawerTimeoutMs ?? 3000 },
      pairingTimeoutMs: options.pairingTimeoutMs ?? 10_000,
      refindTimeoutMs: options.refindTimeoutMs ?? 3000,
      now,
    });
    this.drawers.on('drawerStatusChanged', (event) => this.publish(this.fromEvent(event)));
    // The drawer answers at a new address (DHCP gave it another one): remember where it is now.
    this.drawers.on('drawerMoved', (drawer) => this.settings.update({ drawer }));
    this.lastStatus = this.notAsked();
  }

  onDrawerStatus(listener: (status: DrawerStatusView) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Printers announcing themselves, after listening for a moment. */
  async discoverPrinters(): Promise<DiscoveredPrinter[]> {
    await this.listen();
    return discoveredPrinters(this.discovery);
  }

  async discoverDrawers(): Promise<DiscoveredDevice[]> {
    await this.listen();
    return this.discovery.devices('cash-drawer').sort((a, b) => a.name.localeCompare(b.name));
  }

  /** Finds the drawer whose barcode was scanned and checks it answers from here (the caller saves the result). */
  findDrawer(drawerId: string, scanned: string): Promise<PairedDrawerFound> {
    this.startDiscovery();
    return this.drawers.pair({ scanned, drawerId });
  }

  /** Remembers a found drawer as this workstation's drawer. */
  rememberDrawer(found: PairedDrawerFound): DrawerStatusView {
    this.settings.update({
      drawer: { drawerId: found.drawerId, serial: found.serial, host: found.host, port: found.port },
    });
    return this.publish(this.status(found.open ? 'open' : 'closed', null));
  }

  forgetDrawer(): DrawerStatusView {
    this.settings.update({ drawer: null });
    return this.publish(this.notAsked());
  }

  pairedDrawerId(): string | undefined {
    return this.settings.read().drawer?.drawerId;
  }

  /** Asks the paired drawer whether it answers and is open. */
  async checkDrawer(): Promise<DrawerStatusView> {
    const answer = await this.drawers.readStatus();
    return this.publish('serial' in answer ? this.fromEvent(answer) : this.notAsked());
  }

  /**
   * Opens the drawer for something already recorded, when the store's mode and what happened call for it.
   * Only the drawer paired here can be kicked; another drawer of the store is opened with its key.
   */
  async open(
    drawerId: string,
    storeMode: CashOperationMode,
    request: DrawerOpeningRequest,
  ): Promise<DrawerOutcomeView> {
    const paired = this.settings.read().drawer;
    if (storeMode === 'integrated' && paired !== null && paired.drawerId !== drawerId) {
      return { outcome: 'failed', notice: { code: 'other_drawer', drawerId } };
    }
    return toOutcome(await this.drawers.openForTransaction({ storeMode, request }));
  }

  drawerStatus(): DrawerStatusView {
    return this.lastStatus;
  }

  async close(): Promise<void> {
    this.drawers.stop();
    this.stopResume?.();
    await this.discovery.stop();
  }

  private startDiscovery(): void {
    if (this.discovering) return;
    this.discovering = true;
    this.discovery.start();
    // A printer back on the network gets its queued jobs at once.
    this.stopResume = resumeQueuesWhenPrintersAppear(this.discovery, this.printing);
  }

  private async listen(): Promise<void> {
    this.startDiscovery();
    this.discovery.refresh();
    await new Promise((resolve) => setTimeout(resolve, this.options.discoveryWindowMs ?? 2000));
  }

  private fromEvent(event: DrawerStatusEvent): DrawerStatusView {
    return this.status(event.state, event.problem ?? null, event.at);
  }

  private notAsked(): DrawerStatusView {
    const paired = this.settings.read().drawer;
    return {
      paired: paired
        ? { drawerId: paired.drawerId, serial: paired.serial, host: paired.host, port: paired.port }
        : null,
      connection: paired ? 'unknown' : 'not_paired',
      open: null,
      problem: null,
      checkedAt: null,
    };
  }

  private status(
    state: DrawerStatusEvent['state'],
    problem: DrawerProblem | null,
    at?: string,
  ): DrawerStatusView {
    const paired = this.settings.read().drawer;
    if (!paired) return this.notAsked();
    return {
      paired: { drawerId: paired.drawerId, serial: paired.serial, host: paired.host, port: paired.port },
      connection: state === 'unreachable' ? 'unreachable' : 'connected',
      open: state === 'unreachable' ? null : state === 'open',
      problem,
      checkedAt: at ?? this.now().toISOString(),
    };
  }

  private publish(status: DrawerStatusView): DrawerStatusView {
    this.lastStatus = status;
    for (const listener of this.listeners) listener(status);
    return status;
  }
}

function toOutcome(result: DrawerOpenResult): DrawerOutcomeView {
  switch (result.outcome) {
    case 'opened':
      return { outcome: 'opened', notice: null };
    case 'open_by_hand':
      return { outcome: 'open_by_hand', notice: result.notice };
    case 'not_needed':
      return { outcome: 'not_needed', notice: null };
    case 'failed':
      return { outcome: 'failed', notice: result.notice };
  }
}
