// The desktop app itself: the Electron window opens (services in their utilityProcess, SQLite built for
// Electron), an associate signs in on the embedded platform's demo tenant, chooses Northwind Yorkdale
// (no cash management: no drawer to open first) and completes a cash sale. `npm run test:electron`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { _electron as electron, expect, test, type ElectronApplication } from '@playwright/test';

const PROJECT = fileURLToPath(new URL('../..', import.meta.url));
let app: ElectronApplication;
let dataDir: string;

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'pos-electron-'));
  app = await electron.launch({
    args: [PROJECT],
    cwd: PROJECT,
    // A new workstation starts in the system's language: this one's system prefers US English (on Linux,
    // Electron reads it from LANGUAGE), whatever the machine running the spec is set to.
    env: { ...process.env, POS_DATA_DIR: dataDir, LANGUAGE: 'en_US' },
    timeout: 120_000,
  });
});

test.afterAll(async () => {
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test('the window opens, an associate signs in and completes a cash sale', async () => {
  const window = await app.firstWindow();
  // Sandboxed and context-isolated: the page has neither Node's require nor its process.
  expect(
    await window.evaluate(() => [
      typeof (globalThis as { require?: unknown }).require,
      typeof (globalThis as { process?: unknown }).process,
    ]),
  ).toEqual(['undefined', 'undefined']);

  await expect(window.getByRole('heading', { name: 'Sign in' })).toBeVisible({ timeout: 120_000 });
  await window.getByRole('radio', { name: /Embedded/ }).check();
  await window.getByLabel('Username').fill('associate');
  await window.getByLabel('Password').fill('associate');
  await window.getByRole('button', { name: 'Sign in' }).click();

  await expect(window.getByRole('heading', { name: 'Choose your store' })).toBeVisible();
  const finder = window.getByLabel('Find a store');
  if (await finder.isVisible()) await finder.fill('Northwind Yorkdale');
  await window.getByRole('radio', { name: /^Northwind Yorkdale\b/ }).check();
  await window.getByRole('button', { name: 'Start working' }).click();
  const navigation = window.getByRole('navigation', { name: 'Main' });
  await expect(navigation).toBeVisible({ timeout: 120_000 });

  await navigation.getByRole('button', { name: /Sale/ }).click();
  await expect(window.getByRole('heading', { name: 'Sale', level: 1 })).toBeVisible();
  await window.keyboard.press('F2');
  await window.keyboard.type('candle');
  const products = window.getByRole('listbox', { name: 'Products' });
  await expect(products.getByRole('option').first()).toBeVisible();
  await products.getByRole('option').first().click();
  await expect(window.getByRole('list', { name: 'Cart lines' }).getByRole('listitem')).toHaveCount(1);

  await window.keyboard.press('F4');
  await expect(window.getByRole('form', { name: 'Payment' })).toBeVisible();
  await window
    .getByRole('group', { name: 'Quick cash' })
    .getByRole('button', { name: /^Exact/ })
    .click();
  await window.keyboard.press('Enter');
  const done = window.getByRole('region', { name: 'Sale complete' });
  await expect(done.getByRole('heading', { name: 'Sale complete' })).toBeVisible();
  await expect(done.getByText('Recorded on the platform')).toBeVisible({ timeout: 30_000 });
});
