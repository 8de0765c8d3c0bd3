// The workstation's network devices: mDNS discovery of drawers and printers (started on first use, so a
// workstation that never looks for devices never opens a multicast socket) and the paired cash drawer.
import type { DrawerStatusView } from '../../shared/bridge/views/cash';
import { DrawerClient, DrawerError } from '../services/devices/drawer-client';
import { DeviceDiscovery, type DiscoveredDevice } from '../services/devices/mdns-discovery';
import {
  discoveredPrinters,
  resumeQueuesWhenPrintersAppear,
  type DiscoveredPrinter,
} from '../services/printing/printer-discovery';
import type { PrintService } from '../services/printing/print-service';
import type { WorkstationSettingsService } from '../services/settings/settings-service';

export interface WorkstationDevicesOptions {
  /** How long a look for devices listens for answers (default 2 s). */
  discoveryWindowMs?: number;
  /** How long pairing waits for the drawer with the scanned serial (default 10 s). */
  pairingTimeoutMs?: number;
  /** Bound on one exchange with the drawer (default 3 s). */
  drawerTimeoutMs?: number;
}

export class WorkstationDevices {
  private discovery: DeviceDiscovery | undefined;
  private stopResume: (() => void) | undefined;
  private lastStatus: DrawerStatusView;
  private readonly listeners = new Set<(status: DrawerStatusView) => void>();

  constructor(
    private readonly settings: WorkstationSettingsService,
    private readonly printing: PrintService,
    private readonly now: () => Date,
    private readonly options: WorkstationDevicesOptions = {},
  ) {
    this.lastStatus = this.statusWithoutAsking();
  }

  onDrawerStatus(listener: (status: DrawerStatusView) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Printers announcing themselves, after listening for a moment. */
  async discoverPrinters(): Promise<DiscoveredPrinter[]> {
    await this.listen();
    return discoveredPrinters(this.started());
  }

  async discoverDrawers(): Promise<DiscoveredDevice[]> {
    await this.listen();
    return this.started()
      .devices('cash-drawer')
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  /** Finds the drawer with this serial on the network and remembers it as this workstation's drawer. */
  async pairDrawer(drawerId: string, serial: string): Promise<DrawerStatusView> {
    const device = await this.started().findDrawerBySerial(serial, this.options.pairingTimeoutMs ?? 10_000);
    this.settings.update({
      drawer: { drawerId, serial: device.serial ?? serial, host: device.host, port: device.port },
    });
    return this.checkDrawer();
  }

  unpairDrawer(): DrawerStatusView {
    this.settings.update({ drawer: null });
    return this.publish(this.statusWithoutAsking());
  }

  /** The drawer paired with this workstation, if any. */
  pairedDrawerId(): string | undefined {
    return this.settings.read().drawer?.drawerId;
  }

  /** The paired drawer of this workstation, if it is the given one. */
  pairedDrawerFor(drawerId: string): { host: string; port: number } | undefined {
    const paired = this.settings.read().drawer;
    return paired && paired.drawerId === drawerId ? { host: paired.host, port: paired.port } : undefined;
  }

  /** Asks the paired drawer whether it answers and is open. */
  async checkDrawer(): Promise<DrawerStatusView> {
    const paired = this.settings.read().drawer;
    if (!paired) return this.publish(this.statusWithoutAsking());
    try {
      const status = await this.client(paired).readStatus();
      return this.publish(this.status('connected', status.open, null));
    } catch (error) {
      if (!(error instanceof DrawerError)) throw error;
      return this.publish(this.status('unreachable', null, error.message));
    }
  }

  /**
   * Kicks the paired drawer open when it is `drawerId`. Never throws for a drawer problem: the transaction is
   * already recorded, so the associate gets the reason and opens the drawer with its key.
   */
  async kickIfPaired(drawerId: string): Promise<{ opened: boolean; problem: string | null }> {
    const paired = this.settings.read().drawer;
    if (!paired || paired.drawerId !== drawerId) return { opened: false, problem: null };
    try {
      const status = await this.client(paired).kick();
      this.publish(this.status('connected', status.open, null));
      return { opened: true, problem: null };
    } catch (error) {
      if (!(error instanceof DrawerError)) throw error;
      this.publish(this.status('unreachable', null, error.message));
      return { opened: false, problem: error.message };
    }
  }

  drawerStatus(): DrawerStatusView {
    return this.lastStatus;
  }

  async close(): Promise<void> {
    this.stopResume?.();
    await this.discovery?.stop();
    this.discovery = undefined;
  }

  private client(paired: { host: string; port: number }): DrawerClient {
    return new DrawerClient(
      { host: paired.host, port: paired.port },
      { timeoutMs: this.options.drawerTimeoutMs ?? 3000 },
    );
  }

  private started(): DeviceDiscovery {
    if (!this.discovery) {
      this.discovery = new DeviceDiscovery({ kinds: ['cash-drawer', 'printer'] });
      this.discovery.on('network-error', () => undefined);
      this.discovery.start();
      // A printer back on the network gets its queued jobs at once.
      this.stopResume = resumeQueuesWhenPrintersAppear(this.discovery, this.printing);
    }
    return this.discovery;
  }

  private async listen(): Promise<void> {
    const discovery = this.started();
    discovery.refresh();
    await new Promise((resolve) => setTimeout(resolve, this.options.discoveryWindowMs ?? 2000));
  }

  /** Paired but not asked yet: 'unknown'. */
  private statusWithoutAsking(): DrawerStatusView {
    return this.status('unknown', null, null);
  }

  private status(
    connection: DrawerStatusView['connection'],
    open: boolean | null,
    problem: string | null,
  ): DrawerStatusView {
    const paired = this.settings.read().drawer;
    return {
      paired: paired
        ? { drawerId: paired.drawerId, serial: paired.serial, host: paired.host, port: paired.port }
        : null,
      connection: paired ? connection : 'not_paired',
      open: paired ? open : null,
      problem: paired ? problem : null,
      checkedAt: paired && connection !== 'unknown' ? this.now().toISOString() : null,
    };
  }

  private publish(status: DrawerStatusView): DrawerStatusView {
    this.lastStatus = status;
    for (const listener of this.listeners) listener(status);
    return status;
  }
}
