// Pairing an integrated cash drawer with this workstation: the associate scans the barcode on the drawer,
// the serial is looked for among the drawers announcing themselves on the network (_cashdrawer._tcp with TXT
// serial/model), and the drawer found is asked for its status from here, which proves it can be opened from
// this workstation. The result goes to the store's cash management (device.serial, through the API) and to
// the workstation settings (where to send the kick); the host does both.
import type { StoreCashManagement } from '../../../shared/contract/cash-management';
import { DrawerClient, DrawerError } from '../devices/drawer-client';
import { DeviceNotFoundError, type DeviceDiscovery } from '../devices/mdns-discovery';
import { cleanScannedSerial } from './scanned-serial';

export interface PairedDrawerFound {
  /** The store's drawer (cash management drawer_id) this device becomes. */
  drawerId: string;
  /** As the drawer announces it. */
  serial: string;
  model: string | null;
  host: string;
  port: number;
  /** Open or closed right now. */
  open: boolean;
}

export type DrawerPairingErrorCode =
  'drawer_not_on_network' | 'drawer_not_answering' | 'serial_in_use' | 'drawer_not_found';

/** A pairing refused: its code and the values its sentence needs (the screen words it from them,
 * errors.message.<code>); `message` is the same sentence in English. */
export class DrawerPairingError extends Error {
  constructor(
    readonly code: DrawerPairingErrorCode,
    message: string,
    readonly values?: Record<string, string | number>,
    /** The field at fault, when the refusal names one. */
    readonly details?: readonly { path: string; message: string }[],
  ) {
    super(message);
    this.name = 'DrawerPairingError';
  }
}

export const SAME_NETWORK_ADVICE =
  'The drawer must be on the same WiFi network as this workstation: check it is switched on and connected ' +
  "to the store's WiFi, then scan it again.";

export async function pairDrawerByScan(input: {
  scanned: string;
  drawerId: string;
  discovery: DeviceDiscovery;
  /** How long to look for the drawer on the network. Default 10 s. */
  timeoutMs?: number;
  /** Bound on the drawer answering its status question. Default 3 s. */
  statusTimeoutMs?: number;
}): Promise<PairedDrawerFound> {
  const serial = cleanScannedSerial(input.scanned);
  let device;
  try {
    device = await input.discovery.findDrawerBySerial(serial, input.timeoutMs ?? 10_000);
  } catch (error) {
    if (!(error instanceof DeviceNotFoundError)) throw error;
    throw new DrawerPairingError(
      'drawer_not_on_network',
      `No cash drawer with serial ${serial} was found on the network. ${SAME_NETWORK_ADVICE}`,
      { serial },
    );
  }
  try {
    const status = await new DrawerClient(
      { host: device.host, port: device.port },
      { timeoutMs: input.statusTimeoutMs ?? 3000 },
    ).readStatus();
    return {
      drawerId: input.drawerId,
      serial: device.serial ?? serial,
      model: device.model ?? null,
      host: device.host,
      port: device.port,
      open: status.open,
    };
  } catch (error) {
    if (!(error instanceof DrawerError)) throw error;
    throw new DrawerPairingError(
      'drawer_not_answering',
      `Cash drawer ${serial} announces itself at ${device.host}:${device.port} but does not answer from this ` +
        `workstation. ${SAME_NETWORK_ADVICE}`,
      { serial, host: device.host, port: String(device.port) },
    );
  }
}

/**
 * The store's cash management with the paired device recorded on its drawer, ready to PUT. A serial already
 * recorded on another drawer of the store is refused (one device, one drawer).
 */
export function withDrawerDevice(
  config: StoreCashManagement,
  drawerId: string,
  serial: string,
): StoreCashManagement {
  const other = config.drawers.find(
    (drawer) =>
      drawer.drawer_id !== drawerId &&
      drawer.device?.serial.trim().toUpperCase() === serial.trim().toUpperCase(),
  );
  if (other !== undefined) {
    throw new DrawerPairingError(
      'serial_in_use',
      `Serial ${serial} already belongs to drawer "${other.name}" (${other.drawer_id}) of this store.`,
      { serial, name: other.name, drawerId: other.drawer_id },
    );
  }
  if (!config.drawers.some((drawer) => drawer.drawer_id === drawerId)) {
    // As the host's own check says it (handlers/find-store-drawer.ts): one sentence for the one code.
    throw new DrawerPairingError(
      'drawer_not_found',
      `The selected store has no drawer ${drawerId}.`,
      { drawerId },
      [{ path: 'drawerId', message: 'is not a drawer of the selected store' }],
    );
  }
  return {
    ...config,
    drawers: config.drawers.map((drawer) =>
      drawer.drawer_id === drawerId ? { ...drawer, device: { serial } } : drawer,
    ),
  };
}
