// A network receipt printer on a TCP port, as on port 9100 of a real one: every connection is one job (its
// bytes until the client closes), decoded into what would be on paper. It answers the real-time status
// request DLE EOT n while the job is still open, can lose power (connections refused, open jobs cut off) and
// can announce itself over mDNS as _pdl-datastream._tcp. Tests, the demo and the on-screen preview use it.

import { EscPosStreamDecoder } from '../common/escpos/decoder';
import type { CommandSet, DecodedDocument, DecodedItem } from '../common/escpos/document';
import {
  HEALTHY_CONDITION,
  encodeStatusByte,
  encodeTransmitStatusByte,
  isOffline,
  isStatusRequestNumber,
  type DeviceCondition,
} from '../common/escpos/protocol';
import { NetworkDevice } from './network-device';
import { waitUntil } from './wait-until';
import type { DeviceConnection } from './tcp-device-server';

export const PRINTER_SERVICE_TYPE = 'pdl-datastream';

export interface VirtualPrinterOptions {
  /** Default 9100; 0 picks a free port (tests). */
  port?: number;
  /** Default 127.0.0.1. Use 0.0.0.0 when announcing, so the announced addresses are reachable. */
  host?: string;
  commandSet?: CommandSet;
  /** Announce over mDNS as _pdl-datastream._tcp with this instance name and TXT record. */
  announce?: { name: string; txt?: Record<string, string> };
  condition?: Partial<DeviceCondition>;
}

export interface PrintJob {
  /** 1, 2, 3… in arrival order. */
  id: number;
  receivedAt: string;
  /** "host:port" of the sender. */
  remote: string;
  bytes: Buffer;
  document: DecodedDocument;
  /** False when the printer was offline (cover open, paper out, error) as the job ended: nothing came out. */
  printed: boolean;
}

/** A connection cut off by a power loss: the printer printed nothing of it. */
export interface InterruptedJob {
  receivedAt: string;
  remote: string;
  bytes: Buffer;
}

export interface StatusAnswer {
  command: 'DLE EOT' | 'GS r';
  n: number;
  answer: number;
}

export interface VirtualPrinterEvents {
  /** Bytes of a job in progress arrived (for a "printing…" indicator, or to pull the plug mid-job in tests). */
  receiving: [progress: { remote: string; bytesSoFar: number }];
  job: [job: PrintJob];
  interrupted: [job: InterruptedJob];
  'status-request': [answer: StatusAnswer];
}

export class VirtualPrinter extends NetworkDevice<VirtualPrinterEvents> {
  private readonly receivedJobs: PrintJob[] = [];
  private readonly cutOffJobs: InterruptedJob[] = [];
  private currentCondition: DeviceCondition;
  readonly commandSet: CommandSet;

  private constructor(private readonly options: VirtualPrinterOptions) {
    super({ host: options.host ?? '127.0.0.1', port: options.port ?? 9100 });
    this.commandSet = options.commandSet ?? 'epson';
    this.currentCondition = { ...HEALTHY_CONDITION, ...options.condition };
  }

  static async start(options: VirtualPrinterOptions = {}): Promise<VirtualPrinter> {
    const printer = new VirtualPrinter(options);
    await printer.goLive(
      options.announce && {
        type: PRINTER_SERVICE_TYPE,
        name: options.announce.name,
        txt: options.announce.txt ?? {},
      },
    );
    return printer;
  }

  get jobs(): readonly PrintJob[] {
    return this.receivedJobs;
  }

  get interruptedJobs(): readonly InterruptedJob[] {
    return this.cutOffJobs;
  }

  get condition(): DeviceCondition {
    return { ...this.currentCondition };
  }

  /** E.g. `{ paper: 'out' }` or `{ coverOpen: true }`; status answers and `printed` follow. */
  setCondition(change: Partial<DeviceCondition>): void {
    this.currentCondition = { ...this.currentCondition, ...change };
  }

  clearJobs(): void {
    this.receivedJobs.length = 0;
    this.cutOffJobs.length = 0;
  }

  /** Resolves with all jobs once at least `count` have arrived. */
  waitForJobs(count: number, timeoutMs = 10_000): Promise<PrintJob[]> {
    return waitUntil({
      subscribe: (listener) => {
        this.on('job', listener);
        return () => this.off('job', listener);
      },
      done: () => this.receivedJobs.length >= count,
      timeoutMs,
      timeoutMessage: () =>
        `expected ${count} print job(s) within ${timeoutMs} ms, got ${this.receivedJobs.length}`,
    }).then(() => [...this.receivedJobs]);
  }

  /** Each connection is one job: its bytes until the client closes. */
  protected serve(connection: DeviceConnection): void {
    const { socket } = connection;
    const receivedAt = new Date().toISOString();
    const decoder = new EscPosStreamDecoder(this.commandSet);
    const chunks: Buffer[] = [];
    let bytesSoFar = 0;
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      bytesSoFar += chunk.length;
      for (const item of decoder.push(chunk)) this.answer(item, connection);
      if (!connection.cutOff) this.emit('receiving', { remote: connection.remote, bytesSoFar });
    });
    // A printer whose power was cut sends no FIN back: the sender must see a reset, not a clean close.
    socket.on('end', () => {
      if (!connection.cutOff) socket.end();
    });
    socket.on('close', () => {
      const bytes = Buffer.concat(chunks);
      if (connection.cutOff) {
        if (bytes.length === 0) return;
        const interrupted = { receivedAt, remote: connection.remote, bytes };
        this.cutOffJobs.push(interrupted);
        this.emit('interrupted', interrupted);
        return;
      }
      const document = decoder.end();
      // A connection that only asked for status (or sent nothing) is a probe, not a job.
      if (document.items.every((item) => item.kind === 'status-request')) return;
      const job: PrintJob = {
        id: this.receivedJobs.length + 1,
        receivedAt,
        remote: connection.remote,
        bytes,
        document,
        printed: !isOffline(this.currentCondition),
      };
      this.receivedJobs.push(job);
      this.emit('job', job);
    });
  }

  private answer(item: DecodedItem, connection: DeviceConnection): void {
    if (item.kind !== 'status-request' || connection.cutOff) return;
    let answer: number | undefined;
    if (item.command === 'DLE EOT' && isStatusRequestNumber(item.n)) {
      answer = encodeStatusByte(item.n, this.currentCondition);
    } else if (item.command === 'GS r') {
      answer = encodeTransmitStatusByte(item.n, this.currentCondition);
    }
    if (answer === undefined) return;
    connection.socket.write(Buffer.from([answer]));
    this.emit('status-request', { command: item.command as 'DLE EOT' | 'GS r', n: item.n, answer });
  }
}
