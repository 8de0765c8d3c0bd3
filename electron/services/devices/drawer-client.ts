// Talks to an integrated cash drawer over TCP: kick it open (ESC p) and read whether it is open (DLE EOT 1,
// drawer pin 3 high = open). Failures are DrawerErrors with a code the UI can switch on and a problem (code
// and values, shared/cash/drawer-problem.ts) the screen words for the associate; `message` is its English,
// for logs. The client never retries a kick by itself: a drawer that opens twice is worse than
// one the associate opens with the key.

import {
  decodePrinterStatusByte,
  drawerKickCommand,
  isStatusByte,
  realTimeStatusRequest,
  StatusRequest,
  type DrawerPin,
} from '../../common/escpos/protocol';
import type { DrawerProblem } from '../../../shared/cash/drawer-problem';
import { drawerProblemInEnglish } from '../../../shared/cash/drawer-problem-english';
import { exchange, TcpExchangeError } from './tcp-exchange';

export type DrawerErrorCode =
  /** Could not connect: the drawer certainly did not open. */
  | 'drawer_unreachable'
  /** Connected and sent, but no answer: the drawer may or may not have opened. */
  | 'drawer_no_response'
  /** Something answered, but not with a drawer status byte. */
  | 'drawer_bad_response'
  /** waitUntilClosed gave up while the drawer was still open. */
  | 'drawer_still_open';

export class DrawerError extends Error {
  constructor(
    readonly code: DrawerErrorCode,
    /** What went wrong, for the screen to word in the associate's language. */
    readonly problem: DrawerProblem,
    readonly host: string,
    readonly port: number,
  ) {
    super(drawerProblemInEnglish(problem));
    this.name = 'DrawerError';
  }
}

export interface DrawerAddress {
  host: string;
  port: number;
}

export interface DrawerStatus {
  open: boolean;
  /** The raw DLE EOT 1 answer, for logs. */
  statusByte: number;
}

export interface DrawerClientOptions {
  /** Bound on connecting and on waiting for an answer. Default 3000 ms. */
  timeoutMs?: number;
  /** Kick-out connector pin the drawer is wired to. Default 2. */
  pin?: DrawerPin;
  /** Length of the kick pulse. Default 50 ms (with 500 ms off time, as drawer makers recommend). */
  pulseMs?: number;
}

export class DrawerClient {
  private readonly timeoutMs: number;

  constructor(
    readonly address: DrawerAddress,
    private readonly options: DrawerClientOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? 3000;
  }

  /**
   * Pulse the drawer open. The kick is followed by a status request, so this resolves only once the drawer
   * has taken the command; the status is the one right after the pulse (a real drawer may report open a
   * moment later, once the latch has released).
   */
  async kick(): Promise<DrawerStatus> {
    const command = Buffer.concat([
      drawerKickCommand(this.options.pin ?? 2, this.options.pulseMs ?? 50, 500),
      realTimeStatusRequest(StatusRequest.printer),
    ]);
    return this.statusExchange(command, 'kick');
  }

  async readStatus(): Promise<DrawerStatus> {
    return this.statusExchange(realTimeStatusRequest(StatusRequest.printer), 'status');
  }

  /** Poll until the associate has pushed the drawer shut. */
  async waitUntilClosed(options: { pollIntervalMs?: number; timeoutMs: number }): Promise<void> {
    const deadline = Date.now() + options.timeoutMs;
    for (;;) {
      if (!(await this.readStatus()).open) return;
      if (Date.now() >= deadline) {
        throw this.error('drawer_still_open', {
          code: 'still_open',
          seconds: Math.round(options.timeoutMs / 1000),
        });
      }
      await new Promise((resolve) => setTimeout(resolve, options.pollIntervalMs ?? 500));
    }
  }

  private async statusExchange(send: Buffer, purpose: 'kick' | 'status'): Promise<DrawerStatus> {
    const { host, port } = this.address;
    let answer: Buffer;
    try {
      answer = await exchange({ host, port, send, expectBytes: 1, timeoutMs: this.timeoutMs });
    } catch (error) {
      if (!(error instanceof TcpExchangeError)) throw error;
      const failed = { host, port, reason: error.connectionReason, kicking: purpose === 'kick' };
      if (error.failure === 'unreachable') {
        throw this.error('drawer_unreachable', { code: 'unreachable', ...failed });
      }
      throw this.error('drawer_no_response', { code: 'no_response', ...failed });
    }
    const statusByte = answer[0] ?? 0;
    if (!isStatusByte(statusByte)) {
      throw this.error('drawer_bad_response', {
        code: 'not_a_drawer_status',
        host,
        port,
        answer: `0x${statusByte.toString(16).padStart(2, '0')}`,
      });
    }
    return { open: decodePrinterStatusByte(statusByte).drawerPinHigh, statusByte };
  }

  private error(code: DrawerErrorCode, problem: DrawerProblem): DrawerError {
    return new DrawerError(code, problem, this.address.host, this.address.port);
  }
}
