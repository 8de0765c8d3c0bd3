// The Playwright fixtures every spec uses: `import { test, expect } from './support/fixtures'`.
//   workstation (one per worker, and playwright.config.ts gives every spec file workers of its own: so one
//     per spec file): the built web host in a fresh temp data folder (embedded platform + demo tenant), two
//     virtual printers announcing themselves on the network (not attached: a manager attaches them on screen,
//     see devices.spec.ts and support/printer-setup.ts) and a drawer simulator.
//   app: a page opened on the web host's address (with its secret), at whatever screen the session is on.
// Nothing is built here: CI runs `npm run build` before `playwright test`.
import { test as base, expect, type Page } from '@playwright/test';
import { startDevices, type WorkstationDevices } from './devices';
import { startWebHostProcess, type WebHostProcess } from './web-host-process';

export interface Workstation {
  host: WebHostProcess;
  devices: WorkstationDevices;
}

export const test = base.extend<{ app: Page }, { workstation: Workstation }>({
  workstation: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const devices = await startDevices();
      let host: WebHostProcess | undefined;
      try {
        host = await startWebHostProcess();
        await use({ host, devices });
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
