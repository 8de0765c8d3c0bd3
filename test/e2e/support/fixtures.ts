// The Playwright fixtures every spec uses: `import { test, expect } from './support/fixtures'`.
//   workstation (one per worker, and playwright.config.ts gives every spec file workers of its own: so one
//     per spec file): the built web host in a fresh temp data folder (embedded platform + demo tenant), two
//     virtual printers set up as this workstation's printers, and a drawer simulator, all on 127.0.0.1.
//   app: a page opened on the web host's address (with its secret), at whatever screen the session is on.
// Nothing is built here: CI runs `npm run build` before `playwright test`.
import { test as base, expect, type Page } from '@playwright/test';
import { printerAddress, startDevices, type WorkstationDevices } from './devices';
import { startWebHostProcess, type WebHostProcess } from './web-host-process';

export interface Workstation {
  host: WebHostProcess;
  devices: WorkstationDevices;
  /** False while the bridge has no printing.setPrinter: the printers run but the app does not know them. */
  printersConfigured: boolean;
}

export const test = base.extend<{ app: Page }, { workstation: Workstation }>({
  workstation: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const devices = await startDevices();
      let host: WebHostProcess | undefined;
      try {
        host = await startWebHostProcess();
        const printersConfigured = await configurePrinters(host, devices);
        await use({ host, devices, printersConfigured });
      } finally {
        await host?.stop();
        await devices.stop();
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],

  app: async ({ page, workstation }, use, testInfo) => {
    await page.goto(workstation.host.url);
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach('web-host output', {
        body: workstation.host.output(),
        contentType: 'text/plain',
      });
    }
  },
});

export { expect };

/**
 * Points the workstation's document and receipt printers at the virtual printers (an admin's setting,
 * stored on the workstation). Signs in and out through the bridge before any page is open.
 */
async function configurePrinters(host: WebHostProcess, devices: WorkstationDevices): Promise<boolean> {
  await host.call('session.signIn', { username: 'admin', password: 'admin' });
  try {
    for (const [printerType, printer] of [
      ['document_printer', devices.documentPrinter],
      ['receipt_printer', devices.receiptPrinter],
    ] as const) {
      await host.call('printing.setPrinter', {
        printerType,
        printer: { address: printerAddress(printer), model: 'EPSON' },
      });
    }
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === 'unknown_call') return false;
    throw error;
  } finally {
    await host.call('session.signOut');
  }
}
