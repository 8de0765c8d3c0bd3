// The devices of a small shop announced on the namespace's network: a drawer at the counter (CD-1001), one
// in the back office (CD-2002) and a receipt printer. Both drawers stay open once kicked (no auto-close).
import { DrawerSimulator } from '../../electron/devices/drawer-simulator';
import { VirtualPrinter } from '../../electron/devices/virtual-printer';

export interface AnnouncedDevices {
  counter: DrawerSimulator;
  backOffice: DrawerSimulator;
  printer: VirtualPrinter;
}

export async function startAnnouncedDevices(printerAnnouncement: {
  name: string;
  txt: Record<string, string>;
}): Promise<AnnouncedDevices> {
  // Announcing takes about a second each (mDNS probes for name conflicts first), so start them together.
  const [counter, backOffice, printer] = await Promise.all([
    DrawerSimulator.start({
      serial: 'CD-1001',
      model: 'Counter drawer',
      host: '0.0.0.0',
      autoCloseAfterMs: null,
    }),
    DrawerSimulator.start({
      serial: 'CD-2002',
      model: 'Back office drawer',
      host: '0.0.0.0',
      autoCloseAfterMs: null,
    }),
    VirtualPrinter.start({ port: 0, host: '0.0.0.0', announce: printerAnnouncement }),
  ]);
  return { counter, backOffice, printer };
}
