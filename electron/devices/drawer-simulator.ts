// An integrated cash drawer on the network: it announces _cashdrawer._tcp over mDNS with its serial and
// model in the TXT record, springs open on the ESC/POS drawer-kick command (ESC p m t1 t2, or the real-time
// DLE DC4 1 m t) and reports open/closed through DLE EOT 1 (pin 3 high = open). It closes by itself after a
// delay, or when close() is called — the associate pushing it shut.

import { EscPosStreamDecoder } from '../common/escpos/decoder';
import type { DrawerKick } from '../common/escpos/document';
import {
  HEALTHY_CONDITION,
  encodeStatusByte,
  isStatusRequestNumber,
  type DrawerPin,
} from '../common/escpos/protocol';
import { NetworkDevice } from './network-device';
import type { DeviceConnection } from './tcp-device-server';
import { waitUntil } from './wait-until';

export const DRAWER_SERVICE_TYPE = 'cashdrawer';

export interface DrawerSimulatorOptions {
  /** The code printed on the drawer (and in its barcode); announced in the TXT record as `serial`. */
  serial: string;
  /** Announced in the TXT record as `model`. Default "Virtual Cash Drawer". */
  model?: string;
  /** mDNS instance name. Default "Cash drawer <serial>". */
  name?: string;
  /** Default 0 (a free port). */
  port?: number;
  /** Default 127.0.0.1. Use 0.0.0.0 when announcing, so the announced addresses are reachable. */
  host?: string;
  /** Announce over mDNS. Default true. */
  announce?: boolean;
  /** Close by itself this long after opening; null = stay open until close(). Default 4000. */
  autoCloseAfterMs?: number | null;
  /** The kick-out pin the drawer is wired to; kicks on the other pin are recorded but do nothing. */
  connectorPin?: DrawerPin;
}

export interface DrawerKickRecord {
  at: string;
  remote: string;
  pin: DrawerPin;
  onMs: number;
  offMs: number;
  /** False when the drawer was already open or the kick went to the other pin. */
  opened: boolean;
}

export interface DrawerSimulatorEvents {
  kick: [kick: DrawerKickRecord];
  opened: [how: 'kick' | 'key'];
  closed: [how: 'auto' | 'pushed'];
  'status-request': [answer: { open: boolean; byte: number }];
}

export class DrawerSimulator extends NetworkDevice<DrawerSimulatorEvents> {
  readonly serial: string;
  readonly model: string;
  readonly name: string;
  private readonly kickLog: DrawerKickRecord[] = [];
  private open = false;
  private autoCloseTimer: NodeJS.Timeout | undefined;

  private constructor(private readonly options: DrawerSimulatorOptions) {
    if (options.serial.trim() === '') throw new Error('serial: must not be empty');
    super({ host: options.host ?? '127.0.0.1', port: options.port ?? 0 });
    this.serial = options.serial;
    this.model = options.model ?? 'Virtual Cash Drawer';
    this.name = options.name ?? `Cash drawer ${options.serial}`;
  }

  static async start(options: DrawerSimulatorOptions): Promise<DrawerSimulator> {
    const drawer = new DrawerSimulator(options);
    await drawer.goLive(
      (options.announce ?? true)
        ? {
            type: DRAWER_SERVICE_TYPE,
            name: drawer.name,
            txt: { serial: drawer.serial, model: drawer.model },
          }
        : undefined,
    );
    return drawer;
  }

  get isOpen(): boolean {
    return this.open;
  }

  get kicks(): readonly DrawerKickRecord[] {
    return this.kickLog;
  }

  /** The associate pushes the drawer shut. */
  close(): void {
    this.shut('pushed');
  }

  /** The associate opens the drawer with its key (no kick involved), e.g. while it is unreachable. */
  openWithKey(): void {
    if (this.open) return;
    this.open = true;
    this.emit('opened', 'key');
  }

  /** Resolves once at least `count` kicks have arrived. */
  async waitForKicks(count: number, timeoutMs = 10_000): Promise<DrawerKickRecord[]> {
    await waitUntil({
      subscribe: (listener) => {
        this.on('kick', listener);
        return () => this.off('kick', listener);
      },
      done: () => this.kickLog.length >= count,
      timeoutMs,
      timeoutMessage: () =>
        `expected ${count} drawer kick(s) within ${timeoutMs} ms, got ${this.kickLog.length}`,
    });
    return [...this.kickLog];
  }

  override async stop(): Promise<void> {
    clearTimeout(this.autoCloseTimer);
    await super.stop();
  }

  protected serve(connection: DeviceConnection): void {
    const { socket } = connection;
    const decoder = new EscPosStreamDecoder('epson');
    socket.on('data', (chunk: Buffer) => {
      for (const item of decoder.push(chunk)) {
        if (item.kind === 'drawer-kick') this.kick(item, connection.remote);
        if (item.kind === 'status-request' && item.command === 'DLE EOT' && isStatusRequestNumber(item.n)) {
          const byte = encodeStatusByte(item.n, { ...HEALTHY_CONDITION, drawerPinHigh: this.open });
          socket.write(Buffer.from([byte]));
          this.emit('status-request', { open: this.open, byte });
        }
      }
    });
    socket.on('end', () => socket.end());
  }

  private kick(command: DrawerKick, remote: string): void {
    const opens = !this.open && command.pin === (this.options.connectorPin ?? 2);
    const record: DrawerKickRecord = {
      at: new Date().toISOString(),
      remote,
      pin: command.pin,
      onMs: command.onMs,
      offMs: command.offMs,
      opened: opens,
    };
    this.kickLog.push(record);
    if (opens) {
      this.open = true;
      const delay = this.options.autoCloseAfterMs === undefined ? 4000 : this.options.autoCloseAfterMs;
      if (delay !== null) {
        this.autoCloseTimer = setTimeout(() => this.shut('auto'), delay);
        this.autoCloseTimer.unref();
      }
    }
    this.emit('kick', record);
    if (opens) this.emit('opened', 'kick');
  }

  private shut(how: 'auto' | 'pushed'): void {
    clearTimeout(this.autoCloseTimer);
    this.autoCloseTimer = undefined;
    if (!this.open) return;
    this.open = false;
    this.emit('closed', how);
  }
}
