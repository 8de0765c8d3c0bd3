// Attaching this workstation's printers on screen, as a manager does on a Monday morning: Devices, the
// printers found on the network, "Use as …", Attach. devices.spec.ts walks through this whole flow step by
// step (and the test page, status and mistakes); the specs that only need printers to be there reuse it
// through attachPrintersOnScreen() in their beforeAll.
import { expect, type Browser, type Page } from '@playwright/test';
import { PRINTER_NAMES } from './devices';
import { mainNavigation, selectStore, signIn, signOut } from './helpers';
import type { Workstation } from './fixtures';

export type PrinterUse = 'receipt printer' | 'document printer';

export async function openDevices(page: Page): Promise<void> {
  await mainNavigation(page)
    .getByRole('button', { name: /Devices/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Devices', level: 1 })).toBeVisible();
}

/** The card of one printer_type on the Devices screen. */
export function printerCard(page: Page, use: PrinterUse) {
  return page.getByRole('region', {
    name: use === 'receipt printer' ? 'Receipt printer' : 'Document printer',
  });
}

/** "Use as …" on a printer found on the network, then Attach in the dialog it opens (prefilled). */
export async function attachFoundPrinter(page: Page, foundName: string, use: PrinterUse): Promise<void> {
  const found = page.getByRole('list', { name: 'Printers found' }).getByRole('listitem', { name: foundName });
  // Printers answer the search within a moment of switching on: look again until this one is listed.
  await expect(async () => {
    if (!(await found.isVisible())) {
      await page.getByRole('button', { name: 'Look again' }).click();
    }
    await expect(found).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await found.getByRole('button', { name: `Use as ${use}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Attach a printer' });
  await expect(dialog.getByLabel('Name')).toHaveValue(foundName);
  await dialog.getByRole('button', { name: 'Attach printer' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(printerCard(page, use)).toContainText(foundName);
  await expect(printerCard(page, use).getByText('Ready', { exact: true })).toBeVisible();
}

/**
 * A manager of the store attaches both announced printers on screen, in a page of its own, then signs out.
 * The store is remembered by the workstation, so the spec's associate starts there.
 */
export async function attachPrintersOnScreen(
  browser: Browser,
  workstation: Workstation,
  /** Signs the manager in and chooses the store (on the embedded platform: signInAsManagerAt(label)). */
  signInAsManager: (page: Page) => Promise<void>,
): Promise<void> {
  const page = await browser.newPage();
  try {
    await page.goto(workstation.host.url);
    await signInAsManager(page);
    await openDevices(page);
    await attachFoundPrinter(page, PRINTER_NAMES.documentPrinter, 'document printer');
    await attachFoundPrinter(page, PRINTER_NAMES.receiptPrinter, 'receipt printer');
    await signOut(page);
  } finally {
    await page.close();
  }
}

/** The manager of a store of the embedded platform's demo tenant signs in there. */
export function signInAsManagerAt(storeLabel: string): (page: Page) => Promise<void> {
  return async (page) => {
    await signIn(page, 'manager');
    await selectStore(page, storeLabel);
  };
}
