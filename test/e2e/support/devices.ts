// The workstation's hardware, simulated on 127.0.0.1: a document printer and a receipt printer (EPSON
// ESC/POS over raw TCP, like the real ones on port 9100) and an integrated cash drawer (serial CD-1001,
// the demo tenant's Register 1 of Northwind SoHo).
import { DrawerSimulator } from '../../../electron/devices/drawer-simulator';
import { VirtualPrinter } from '../../../electron/devices/virtual-printer';

export const DEMO_DRAWER = {
  storeLabel: 'Northwind SoHo',
  storeId: 'us-nyc-soho',
  drawerId: 'us-nyc-soho-1',
  serial: 'CD-1001',
};

export interface WorkstationDevices {
  documentPrinter: VirtualPrinter;
  receiptPrinter: VirtualPrinter;
  drawer: DrawerSimulator;
  stop(): Promise<void>;
}

export async function startDevices(): Promise<WorkstationDevices> {
  const started: Array<{ stop(): Promise<void> }> = [];
  try {
    const documentPrinter = await VirtualPrinter.start({ port: 0, host: '127.0.0.1' });
    started.push(documentPrinter);
    const receiptPrinter = await VirtualPrinter.start({ port: 0, host: '127.0.0.1' });
    started.push(receiptPrinter);
    // It stays open until a spec pushes it shut (drawer.close()), as a real drawer does. It does not announce
    // itself over mDNS: a spec pairs it through the workstation's settings (see cash.spec.ts).
    const drawer = await DrawerSimulator.start({
      serial: DEMO_DRAWER.serial,
      host: '127.0.0.1',
      announce: false,
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

export function printerAddress(printer: VirtualPrinter): string {
  return `tcp://127.0.0.1:${printer.port}`;
}
