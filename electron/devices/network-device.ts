// What the simulated network devices (the receipt printer, the cash drawer) share: a TCP port with a power
// switch (TcpDeviceServer) and, when asked, an mDNS announcement of that port, withdrawn when it stops.
import { EventEmitter } from 'node:events';
import { announceService, type Announcement, type AnnouncementOptions } from './mdns-announcement';
import { TcpDeviceServer, type DeviceConnection, type PowerState } from './tcp-device-server';

export abstract class NetworkDevice<
  Events extends Record<keyof Events, unknown[]>,
> extends EventEmitter<Events> {
  private readonly tcp: TcpDeviceServer;
  private announcement: Announcement | undefined;

  protected constructor(address: { host: string; port: number }) {
    super();
    this.tcp = new TcpDeviceServer({ ...address, onConnection: (connection) => this.serve(connection) });
  }

  /** One client connected while the device is powered on. */
  protected abstract serve(connection: DeviceConnection): void;

  /** Powers on, then announces the port when asked (powered off again if the announcement fails). */
  protected async goLive(announcement?: Omit<AnnouncementOptions, 'port'>): Promise<void> {
    await this.tcp.powerOn();
    if (announcement === undefined) return;
    try {
      this.announcement = await announceService({ ...announcement, port: this.port });
    } catch (error) {
      await this.tcp.powerOff();
      throw error;
    }
  }

  get host(): string {
    return this.tcp.host;
  }

  get port(): number {
    return this.tcp.port;
  }

  get power(): PowerState {
    return this.tcp.power;
  }

  /** Connections are refused and those open are cut off (the client sees a reset). */
  powerOff(): Promise<void> {
    return this.tcp.powerOff();
  }

  powerOn(): Promise<void> {
    return this.tcp.powerOn();
  }

  /** Accept connections but never answer: clients must time out. */
  hang(): Promise<void> {
    return this.tcp.hang();
  }

  /** Withdraws the announcement (goodbye packets), then powers off for good. */
  async stop(): Promise<void> {
    await this.announcement?.stop();
    this.announcement = undefined;
    await this.tcp.powerOff();
  }
}
