// Finds cash drawers (_cashdrawer._tcp) and receipt printers (_pdl-datastream._tcp) on the local network
// with DNS-SD over multicast DNS, keeps the list current (up / down / update events) and pairs a drawer by
// the serial the associate scanned from it.

import { EventEmitter } from 'node:events';
import net from 'node:net';
import { Bonjour, type Browser, type Service } from 'bonjour-service';
import { onMdnsSocketError } from '../../common/mdns-socket-errors';

export type DeviceKind = 'cash-drawer' | 'printer';

/** DNS-SD service types, without underscores and protocol. */
export const SERVICE_TYPES: Record<DeviceKind, string> = {
  'cash-drawer': 'cashdrawer',
  printer: 'pdl-datastream',
};

export interface DiscoveredDevice {
  kind: DeviceKind;
  /** Instance name, e.g. "Cash drawer CD-1234". */
  name: string;
  /** Address to connect to: an IPv4 address when the device announced one. */
  host: string;
  port: number;
  /** All announced addresses. */
  addresses: string[];
  /** The SRV target host name, e.g. "drawer-7.local". */
  hostname: string;
  txt: Record<string, string>;
  serial?: string;
  model?: string;
  /** Full service name, unique on the network. */
  fqdn: string;
}

export interface DeviceDiscoveryEvents {
  up: [device: DiscoveredDevice];
  down: [device: DiscoveredDevice];
  /** Same device, new address, port or TXT record. */
  update: [device: DiscoveredDevice];
  /** The mDNS socket failed (e.g. no multicast on this network). */
  'network-error': [error: Error];
}

export interface DeviceDiscoveryOptions {
  kinds?: DeviceKind[];
  /** Ask the network again this often, to notice devices whose announcements we missed. Default 10 s. */
  requeryIntervalMs?: number;
}

/**
 * No drawer announced the serial in time. Its code and values travel to the screen, which words them in
 * the session's language (errors.message.drawer_not_announced); `message` is the same in English.
 */
export class DeviceNotFoundError extends Error {
  readonly code = 'drawer_not_announced';
  readonly values: { serial: string; seconds: number; discovery: 'working' | 'failing'; cause: string };
  constructor(
    readonly serial: string,
    timeoutMs: number,
    networkError?: Error,
  ) {
    super(
      `No cash drawer with serial ${serial} answered within ${timeoutMs / 1000} s. ` +
        (networkError
          ? `Device discovery is not working on this workstation (${networkError.message}).`
          : 'Check it is switched on and on the same network as this workstation.'),
    );
    this.name = 'DeviceNotFoundError';
    this.values = {
      serial,
      seconds: timeoutMs / 1000,
      discovery: networkError ? 'failing' : 'working',
      cause: networkError?.message ?? '',
    };
  }
}

/** Serials are compared the way people read them: case and surrounding spaces do not matter. */
export function sameSerial(a: string, b: string): boolean {
  return a.trim().toUpperCase() === b.trim().toUpperCase();
}

export class DeviceDiscovery extends EventEmitter<DeviceDiscoveryEvents> {
  private bonjour: Bonjour | undefined;
  private readonly browsers = new Map<DeviceKind, Browser>();
  private readonly known = new Map<string, DiscoveredDevice>();
  private requeryTimer: NodeJS.Timeout | undefined;
  private readonly kinds: DeviceKind[];
  private lastError: Error | undefined;

  constructor(private readonly options: DeviceDiscoveryOptions = {}) {
    super();
    this.kinds = options.kinds ?? ['cash-drawer', 'printer'];
  }

  /** Start browsing (idempotent). */
  start(): void {
    if (this.bonjour !== undefined) return;
    this.bonjour = new Bonjour({}, (error: unknown) => this.reportNetworkError(error));
    onMdnsSocketError(this.bonjour, (error) => this.reportNetworkError(error));
    for (const kind of this.kinds) {
      const browser = this.bonjour.find({ type: SERVICE_TYPES[kind] });
      browser.on('up', (service) => this.onUp(kind, service));
      browser.on('down', (service) => this.onDown(kind, service));
      browser.on('srv-update', (service) => this.onUpdate(kind, service));
      browser.on('txt-update', (service) => this.onUpdate(kind, service));
      this.browsers.set(kind, browser);
    }
    this.requeryTimer = setInterval(() => this.refresh(), this.options.requeryIntervalMs ?? 10_000);
    this.requeryTimer.unref();
  }

  /** The last failure of the mDNS socket, if any: discovery finds nothing while it stands. */
  get networkError(): Error | undefined {
    return this.lastError;
  }

  /** Devices currently known, optionally of one kind. */
  devices(kind?: DeviceKind): DiscoveredDevice[] {
    return [...this.known.values()].filter((device) => kind === undefined || device.kind === kind);
  }

  /** Ask the network now and drop devices whose records have expired. */
  refresh(): void {
    for (const browser of this.browsers.values()) {
      browser.expire();
      browser.update();
    }
  }

  /** The drawer announcing this serial; asks the network again with growing pauses until the deadline. */
  findDrawerBySerial(serial: string, timeoutMs = 10_000): Promise<DiscoveredDevice> {
    if (!this.kinds.includes('cash-drawer')) {
      return Promise.reject(new Error('findDrawerBySerial: this discovery does not browse cash drawers'));
    }
    this.start();
    const match = (): DiscoveredDevice | undefined =>
      this.devices('cash-drawer').find(
        (device) => device.serial !== undefined && sameSerial(device.serial, serial),
      );
    const already = match();
    if (already !== undefined) return Promise.resolve(already);

    return new Promise((resolve, reject) => {
      let pause = 500;
      let requery: NodeJS.Timeout;
      const ask = (): void => {
        this.refresh();
        requery = setTimeout(ask, pause);
        pause = Math.min(pause * 2, 4000);
      };
      const onDevice = (): void => {
        const device = match();
        if (device === undefined) return;
        cleanup();
        resolve(device);
      };
      const deadline = setTimeout(() => {
        cleanup();
        reject(new DeviceNotFoundError(serial, timeoutMs, this.lastError));
      }, timeoutMs);
      const cleanup = (): void => {
        clearTimeout(deadline);
        clearTimeout(requery);
        this.off('up', onDevice);
        this.off('update', onDevice);
      };
      this.on('up', onDevice);
      this.on('update', onDevice);
      ask();
    });
  }

  async stop(): Promise<void> {
    clearInterval(this.requeryTimer);
    for (const browser of this.browsers.values()) browser.stop();
    this.browsers.clear();
    this.known.clear();
    const bonjour = this.bonjour;
    this.bonjour = undefined;
    if (bonjour !== undefined) await new Promise<void>((resolve) => bonjour.destroy(() => resolve()));
  }

  private onUp(kind: DeviceKind, service: Service): void {
    const device = toDevice(kind, service);
    if (device === undefined) return;
    this.known.set(device.fqdn, device);
    this.emit('up', device);
  }

  private onUpdate(kind: DeviceKind, service: Service): void {
    const device = toDevice(kind, service);
    if (device === undefined) return;
    const isNew = !this.known.has(device.fqdn);
    this.known.set(device.fqdn, device);
    if (isNew) this.emit('up', device);
    else this.emit('update', device);
  }

  private onDown(kind: DeviceKind, service: Service): void {
    const fqdn = service.fqdn ?? `${service.name}.${service.type}`;
    const device = this.known.get(fqdn);
    this.known.delete(fqdn);
    if (device !== undefined && device.kind === kind) this.emit('down', device);
  }

  private reportNetworkError(error: unknown): void {
    const failure = error instanceof Error ? error : new Error(String(error));
    this.lastError = failure;
    if (this.listenerCount('network-error') > 0) this.emit('network-error', failure);
  }
}

function toDevice(kind: DeviceKind, service: Service): DiscoveredDevice | undefined {
  const host = pickAddress(service);
  if (host === undefined || !service.port) return undefined;
  const txt = textRecord(service.txt);
  return {
    kind,
    name: service.name,
    host,
    port: service.port,
    addresses: service.addresses ?? [],
    hostname: service.host,
    txt,
    ...(txt.serial !== undefined ? { serial: txt.serial } : {}),
    ...(modelOf(txt) !== undefined ? { model: modelOf(txt) } : {}),
    fqdn: service.fqdn,
  };
}

/**
 * Prefer an announced IPv4 address, and among those the one the announcement came from (it is known to be
 * reachable from here); fall back to the sender's address when the announcement carried none.
 */
function pickAddress(service: Service): string | undefined {
  const ipv4 = (service.addresses ?? []).filter((address) => net.isIPv4(address));
  const sender = service.referer?.address;
  if (sender !== undefined && ipv4.includes(sender)) return sender;
  if (ipv4[0] !== undefined) return ipv4[0];
  if (sender !== undefined && net.isIPv4(sender)) return sender;
  return service.addresses?.[0] ?? sender;
}

function textRecord(txt: unknown): Record<string, string> {
  const record: Record<string, string> = {};
  if (txt === null || typeof txt !== 'object') return record;
  for (const [key, value] of Object.entries(txt as Record<string, unknown>)) {
    if (typeof value === 'string') record[key] = value;
    else if (Buffer.isBuffer(value)) record[key] = value.toString('utf8');
    else if (value === true) record[key] = '';
    else if (value !== undefined && value !== null) record[key] = String(value);
  }
  return record;
}

/** Drawers announce `model`; printers usually announce `ty` (IPP/LPR convention) or `product`. */
function modelOf(txt: Record<string, string>): string | undefined {
  return txt.model ?? txt.ty ?? txt.product;
}
