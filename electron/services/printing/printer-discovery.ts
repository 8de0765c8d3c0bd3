// Network printers found over mDNS (_pdl-datastream._tcp, through the devices' DeviceDiscovery): offered to
// the associate when setting a printer up, and watched so a printer that comes back on the network gets its
// queued jobs at once instead of at the next backoff retry.
import type { DeviceDiscovery, DiscoveredDevice } from '../devices/mdns-discovery';
import type { ThermalPrinterModel } from './documents/thermal-renderer';
import type { PrintService } from './print-service';

export interface DiscoveredPrinter {
  /** The name the printer announces, e.g. "EPSON TM-m30III". */
  name: string;
  /** `tcp://host:port`, ready for the workstation settings. */
  address: string;
  /** Make and model from the TXT record, when announced. */
  model: string | null;
  /** The command set its make suggests; the associate confirms it. */
  suggestedCommandSet: ThermalPrinterModel | null;
}

export function printerAddress(device: { host: string; port: number }): string {
  const host = device.host.includes(':') ? `[${device.host}]` : device.host;
  return `tcp://${host}:${device.port}`;
}

export function toDiscoveredPrinter(device: DiscoveredDevice): DiscoveredPrinter {
  const model = device.model ?? null;
  const make = `${device.name} ${model ?? ''}`.toUpperCase();
  const suggestedCommandSet = make.includes('STAR')
    ? 'STAR'
    : make.includes('EPSON') || make.includes('TM-')
      ? 'EPSON'
      : null;
  return { name: device.name, address: printerAddress(device), model, suggestedCommandSet };
}

/** Printers known to the discovery now, by name. */
export function discoveredPrinters(discovery: DeviceDiscovery): DiscoveredPrinter[] {
  return discovery
    .devices('printer')
    .map(toDiscoveredPrinter)
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** When a printer (re)appears on the network, send its queued jobs now. Returns the unsubscribe function. */
export function resumeQueuesWhenPrintersAppear(
  discovery: DeviceDiscovery,
  printing: PrintService,
): () => void {
  const onDevice = (device: DiscoveredDevice): void => {
    if (device.kind === 'printer') printing.retryNow(printerAddress(device));
  };
  discovery.on('up', onDevice);
  discovery.on('update', onDevice);
  return () => {
    discovery.off('up', onDevice);
    discovery.off('update', onDevice);
  };
}
