// The workstation's hardware, simulated on the private network the specs run in (scripts/in-private-network.sh):
// a document printer and a receipt printer (EPSON ESC/POS over raw TCP, like the real ones on port 9100) that
// announce themselves over mDNS (_pdl-datastream._tcp) as network printers do, so the app finds them when a
// manager sets the workstation up on screen, and an integrated cash drawer (serial CD-1001, the demo tenant's
// Register 1 of Northwind SoHo).
import { DrawerSimulator } from '../../../electron/devices/drawer-simulator';
import { VirtualPrinter } from '../../../electron/devices/virtual-printer';

export const DEMO_DRAWER = {
  storeLabel: 'Northwind SoHo',
  storeId: 'us-nyc-soho',
  drawerId: 'us-nyc-soho-1',
  serial: 'CD-1001',
};

/** The names the two printers announce on the network (what a manager sees in the list of printers found). */
export const PRINTER_NAMES = {
  documentPrinter: 'Back office printer',
  receiptPrinter: 'Counter receipt printer',
} as const;

export interface WorkstationDevices {
  documentPrinter: VirtualPrinter;
  receiptPrinter: VirtualPrinter;
  drawer: DrawerSimulator;
  stop(): Promise<void>;
}

export async function startDevices(): Promise<WorkstationDevices> {
  const started: Array<{ stop(): Promise<void> }> = [];
  try {
    // Listening on every address: they are found at the address their announcement gives.
    const announced = (name: string) =>
      VirtualPrinter.start({
        port: 0,
        host: '0.0.0.0',
        announce: { name, txt: { ty: 'EPSON TM-m30III (simulator)' } },
      });
    const documentPrinter = await announced(PRINTER_NAMES.documentPrinter);
    started.push(documentPrinter);
    const receiptPrinter = await announced(PRINTER_NAMES.receiptPrinter);
    started.push(receiptPrinter);
    // It stays open until a spec pushes it shut (drawer.close()), as a real drawer does. It announces itself
    // over mDNS, so the manager pairs it on screen by scanning its serial (see cash.spec.ts).
    const drawer = await DrawerSimulator.start({
      serial: DEMO_DRAWER.serial,
      host: '0.0.0.0',
      announce: true,
      autoCloseAfterMs: null,
    });
    started.push(drawer);
    return {
      documentPrinter,
      receiptPrinter,
      drawer,
      async stop() {
        await Promise.allSettled(started.map((device) => device.stop()));
      },
    };
  } catch (error) {
    await Promise.allSettled(started.map((device) => device.stop()));
    throw error;
  }
}
