// The few ESC/POS byte sequences and status bytes that both sides of the wire must agree on: the device
// simulators answer with them and the device clients parse them. Bit meanings follow the EPSON TM-series
// command reference for DLE EOT n ("Transmit real-time status").

export const ESC = 0x1b;
export const GS = 0x1d;
export const DLE = 0x10;
export const EOT = 0x04;
export const DC4 = 0x14;

/** The four real-time status requests: DLE EOT n. */
export const StatusRequest = {
  printer: 1,
  offlineCause: 2,
  errorCause: 3,
  paperSensor: 4,
} as const;
export type StatusRequestNumber = (typeof StatusRequest)[keyof typeof StatusRequest];

export function isStatusRequestNumber(n: number): n is StatusRequestNumber {
  return n === 1 || n === 2 || n === 3 || n === 4;
}

/** DLE EOT n: ask for a status byte; the device answers at once, even in the middle of a job. */
export function realTimeStatusRequest(n: StatusRequestNumber): Buffer {
  return Buffer.from([DLE, EOT, n]);
}

export type DrawerPin = 2 | 5;

/**
 * ESC p m t1 t2: pulse the drawer kick-out connector. m selects pin 2 or pin 5; the pulse is on for t1×2 ms
 * and off for t2×2 ms. Defaults (50 ms on, 500 ms off) are what drawer makers recommend.
 */
export function drawerKickCommand(pin: DrawerPin = 2, onMs = 50, offMs = 500): Buffer {
  const toUnits = (ms: number): number => Math.min(255, Math.max(1, Math.round(ms / 2)));
  return Buffer.from([ESC, 0x70, pin === 2 ? 0 : 1, toUnits(onMs), toUnits(offMs)]);
}

// Every status byte has bit 1 and bit 4 set and bits 0 and 7 clear; anything else is not a status byte.
const FIXED_BITS = 0b0001_0010;
const FIXED_MASK = 0b1001_0011;

export function isStatusByte(byte: number): boolean {
  return (byte & FIXED_MASK) === FIXED_BITS;
}

export type PaperLevel = 'ok' | 'near-end' | 'out';

/** What a device knows about itself; the simulators encode it, the clients decode it. */
export interface DeviceCondition {
  /** Level of the drawer kick-out connector pin 3 (drawer open/closed switch). High = drawer open. */
  drawerPinHigh: boolean;
  paper: PaperLevel;
  coverOpen: boolean;
  /** A mechanical error (e.g. paper jam) the associate must clear. */
  recoverableError: boolean;
  cutterError: boolean;
  unrecoverableError: boolean;
}

export const HEALTHY_CONDITION: DeviceCondition = {
  drawerPinHigh: false,
  paper: 'ok',
  coverOpen: false,
  recoverableError: false,
  cutterError: false,
  unrecoverableError: false,
};

/** A printer in this condition takes no paper out: cover open, paper out or an error. */
export function isOffline(condition: DeviceCondition): boolean {
  return (
    condition.coverOpen ||
    condition.paper === 'out' ||
    condition.recoverableError ||
    condition.cutterError ||
    condition.unrecoverableError
  );
}

const bit = (on: boolean, position: number): number => (on ? 1 << position : 0);

/** The status byte a device sends back for DLE EOT n. */
export function encodeStatusByte(n: StatusRequestNumber, condition: DeviceCondition): number {
  const anyError = condition.recoverableError || condition.cutterError || condition.unrecoverableError;
  switch (n) {
    case 1:
      return FIXED_BITS | bit(condition.drawerPinHigh, 2) | bit(isOffline(condition), 3);
    case 2:
      return FIXED_BITS | bit(condition.coverOpen, 2) | bit(condition.paper === 'out', 5) | bit(anyError, 6);
    case 3:
      return (
        FIXED_BITS |
        bit(condition.recoverableError, 2) |
        bit(condition.cutterError, 3) |
        bit(condition.unrecoverableError, 5)
      );
    case 4: {
      const nearEnd = condition.paper !== 'ok';
      const out = condition.paper === 'out';
      return FIXED_BITS | bit(nearEnd, 2) | bit(nearEnd, 3) | bit(out, 5) | bit(out, 6);
    }
  }
}

export interface PrinterStatusByte {
  drawerPinHigh: boolean;
  offline: boolean;
  waitingForOnlineRecovery: boolean;
  feedButtonPressed: boolean;
}

export function decodePrinterStatusByte(byte: number): PrinterStatusByte {
  return {
    drawerPinHigh: (byte & 0x04) !== 0,
    offline: (byte & 0x08) !== 0,
    waitingForOnlineRecovery: (byte & 0x20) !== 0,
    feedButtonPressed: (byte & 0x40) !== 0,
  };
}

export interface OfflineCauseByte {
  coverOpen: boolean;
  feedingByButton: boolean;
  stoppedForPaperEnd: boolean;
  errorOccurred: boolean;
}

export function decodeOfflineCauseByte(byte: number): OfflineCauseByte {
  return {
    coverOpen: (byte & 0x04) !== 0,
    feedingByButton: (byte & 0x08) !== 0,
    stoppedForPaperEnd: (byte & 0x20) !== 0,
    errorOccurred: (byte & 0x40) !== 0,
  };
}

export interface ErrorCauseByte {
  recoverableError: boolean;
  cutterError: boolean;
  unrecoverableError: boolean;
  autoRecoverableError: boolean;
}

export function decodeErrorCauseByte(byte: number): ErrorCauseByte {
  return {
    recoverableError: (byte & 0x04) !== 0,
    cutterError: (byte & 0x08) !== 0,
    unrecoverableError: (byte & 0x20) !== 0,
    autoRecoverableError: (byte & 0x40) !== 0,
  };
}

export function decodePaperSensorByte(byte: number): PaperLevel {
  if ((byte & 0x60) !== 0) return 'out';
  if ((byte & 0x0c) !== 0) return 'near-end';
  return 'ok';
}

/**
 * The byte a printer sends back for GS r n ("transmit status", processed in order with the job, unlike
 * DLE EOT). n = 1: paper sensors (bits 0–1 near end, bits 2–3 paper out); n = 2: drawer pin 3 level in bit 0.
 * Undefined for other n.
 */
export function encodeTransmitStatusByte(n: number, condition: DeviceCondition): number | undefined {
  if (n === 1 || n === 49) {
    const nearEnd = condition.paper !== 'ok';
    const out = condition.paper === 'out';
    return bit(nearEnd, 0) | bit(nearEnd, 1) | bit(out, 2) | bit(out, 3);
  }
  if (n === 2 || n === 50) return bit(condition.drawerPinHigh, 0);
  return undefined;
}
