// The end of a day at Northwind SoHo (New York, NY State 4 % + New York City 4.5 % + MCTD 0.375 %), whose
// Register 1 is the integrated drawer simulator (CD-1001) paired with this workstation; the printers are
// attached on screen. A manager opens Register 1's day on the Cash Management screen, rings up a cash sale
// and a card sale on the Sale screen, then closes the drawer counting the cash on screen: the Z report comes
// out of the receipt printer, and every figure on it is the day's — float, cash sales, expected, counted,
// variance, deposit, number of sales, totals by tender and the tax collected by component (worked out here,
// on their own, from the shelf prices and the rates). On the Reports tab the manager sees that Z report and
// the store's day, and prints the Z report again: the copy is the same report, marked as a reprint.
import type { Locator, Page } from '@playwright/test';
import { printedText } from '../../electron/common/escpos/decoder';
import type { PrintJob } from '../../electron/devices/virtual-printer';
import type { ProductListResponse } from '../../shared/contract/catalog';
import { parseMoneyOrThrow } from '../../shared/money/parse';
import { DEMO_DRAWER } from './support/devices';
import { expect, test, type Workstation } from './support/fixtures';
import { mainNavigation, scan, screenshot, selectStore, signIn } from './support/helpers';
import { attachPrintersOnScreen, signInAsManagerAt } from './support/printer-setup';
import { platformUrlOf, StorefrontClient } from './support/platform-orders';

test.describe.configure({ mode: 'serial' });

interface Item {
  title: string;
  ean: string;
  cents: number;
}

/** New York City's components, in hundred-thousandths: 4 %, 4.5 %, 0.375 % (the demo tenant's rates). */
const NEW_YORK_CITY_TAX = [
  { name: 'NY State 4%', rate: 4000 },
  { name: 'New York City 4.5%', rate: 4500 },
  { name: 'MCTD 0.375%', rate: 375 },
] as const;

const OPENING_FLOAT = 20000;

let items: [Item, Item];

/** An amount as en-US shows dollars: "$1,234.05", "-$0.10". */
function usd(cents: number): string {
  const magnitude = Math.abs(cents);
  const dollars = Math.floor(magnitude / 100).toLocaleString('en-US');
  return `${cents < 0 ? '-' : ''}$${dollars}.${String(magnitude % 100).padStart(2, '0')}`;
}

/** A component's tax on one sale: on the sale total, half-up to the cent. */
function taxOf(cents: number, rate: number): number {
  return Math.floor((cents * rate + 50_000) / 100_000);
}

/** New York's listed stores round cash to the nearest 0.05 (1–2 cents down, 3–4 up). */
function roundedToNickel(cents: number): number {
  const rest = cents % 5;
  return rest <= 2 ? cents - rest : cents + 5 - rest;
}

/** A printed row: the label on the left, the amount (or count) on the right, spaces folded. */
function row(label: string, value: string): string {
  return `${label} ${value}`;
}

/** The value next to a label in a figure list (dt → dd). */
function figure(scope: Locator, label: string) {
  const exactly = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  return scope
    .locator('.figure-list__row')
    .filter({ has: scope.page().locator('.figure-list__label', { hasText: exactly }) })
    .locator('dd');
}

/** The receipt lines of the print job number `index` (0-based), once it has come out (spaces folded). */
async function printedJob(workstation: Workstation, index: number): Promise<string[]> {
  const jobs: readonly PrintJob[] = await workstation.devices.receiptPrinter.waitForJobs(index + 1, 30_000);
  return printedText((jobs[index] as PrintJob).document).map((line) => line.replace(/\s+/g, ' ').trim());
}

/** Two products of the US catalog with an EAN-13, each under $100. */
async function pricedProducts(platformUrl: string): Promise<Item[]> {
  const api = await StorefrontClient.connect(platformUrl);
  const listing = await api.call<ProductListResponse>(
    'GET',
    '/api/v1/shops/us/products?locale=en-US&count=200',
  );
  const found: Item[] = [];
  for (const product of listing.items) {
    const ean = product.external_identifiers?.find((identifier) => identifier.type === 'ean13')?.value;
    if (!product.price || !ean || found.some((item) => item.title === product.title)) continue;
    const cents = parseMoneyOrThrow(product.price.value, 'USD').minor;
    if (cents >= 10000) continue;
    found.push({ title: product.title, ean, cents });
    if (found.length === 2) return found;
  }
  throw new Error('The US catalog has fewer than two priced products with an EAN-13.');
}

async function openScreen(page: Page, entry: RegExp, heading: string): Promise<void> {
  await mainNavigation(page).getByRole('button', { name: entry }).click();
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

function drawerCard(page: Page) {
  return page.getByRole('group', { name: 'Drawers' }).getByRole('button', { name: /^Register 1\b/ });
}

test.beforeAll(async ({ workstation, browser }) => {
  test.setTimeout(240_000);
  const { host } = workstation;
  // Register 1 is paired with this workstation (cash.spec.ts pairs it on screen by scanning its serial).
  await host.call('session.signIn', { username: 'manager', password: 'manager' });
  await host.call('session.selectStore', { storeId: DEMO_DRAWER.storeId });
  await host.call('sync.syncNow', { full: true });
  await host.call('cash.pairDrawer', { drawerId: DEMO_DRAWER.drawerId, serial: DEMO_DRAWER.serial });
  await host.call('session.signOut');
  workstation.devices.drawer.close();
  items = (await pricedProducts(await platformUrlOf(host))) as [Item, Item];
  await attachPrintersOnScreen(browser, workstation, signInAsManagerAt(DEMO_DRAWER.storeLabel));
});

test.afterAll(async ({ workstation }) => {
  // Clean-up, not a step of this spec: cash.spec.ts unpairs a drawer on screen.
  await workstation.host.call('cash.unpairDrawer').catch(() => undefined);
});

test('closing the drawer prints a Z report whose figures are the day’s', async ({
  app: page,
  workstation,
}) => {
  test.setTimeout(180_000);
  const { drawer } = workstation.devices;
  const [cashItem, cardItem] = items;
  await signIn(page, 'manager');
  const picker = page.getByRole('heading', { name: 'Choose your store' });
  await expect(picker.or(mainNavigation(page)).first()).toBeVisible();
  if (await picker.isVisible()) await selectStore(page, DEMO_DRAWER.storeLabel);

  // The day is opened with its $200.00 float, counted as a total.
  await openScreen(page, /Cash Management/, 'Cash Management');
  await expect(drawerCard(page)).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('F6');
  const open = page.getByRole('dialog', { name: 'Open the day — Register 1' });
  await open.getByRole('button', { name: 'Start count' }).click();
  await open.getByRole('tab', { name: 'Total only' }).click();
  await open.getByRole('textbox', { name: 'Total counted' }).fill('200');
  drawer.close();
  await open.getByRole('button', { name: 'Open the day with $200.00' }).click();
  await expect(open.getByRole('heading', { name: 'Register 1 is open' })).toBeVisible();
  await open.getByRole('button', { name: 'Done' }).click();
  await expect(drawerCard(page)).toContainText('Open');
  drawer.close();

  // Tax per component on each sale's total, as New York charges it; cash rounds after tax.
  const taxes = (cents: number) => NEW_YORK_CITY_TAX.map((component) => taxOf(cents, component.rate));
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const cashTotal = cashItem.cents + sum(taxes(cashItem.cents));
  const cashPaid = roundedToNickel(cashTotal);
  const cardPaid = cardItem.cents + sum(taxes(cardItem.cents));

  // A cash sale with the exact (rounded) amount.
  await openScreen(page, /^Sale/, 'Sale');
  await scan(page, cashItem.ean);
  await expect(page.getByRole('list', { name: 'Cart lines' }).getByRole('listitem')).toHaveCount(1);
  await page.keyboard.press('F4');
  await page
    .getByRole('group', { name: 'Quick cash' })
    .getByRole('button', { name: `Exact ${usd(cashPaid)}` })
    .click();
  await page.keyboard.press('Enter');
  const done = page.getByRole('region', { name: 'Sale complete' });
  await expect(done.getByText('Recorded on the platform')).toBeVisible({ timeout: 20_000 });
  await expect(done.getByText('Receipt printed')).toBeVisible({ timeout: 15_000 });
  drawer.close();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Scan an item to start the sale')).toBeVisible();

  // A card sale, charged exactly on the terminal.
  await scan(page, cardItem.ean);
  await expect(page.getByRole('list', { name: 'Cart lines' }).getByRole('listitem')).toHaveCount(1);
  await page.keyboard.press('F4');
  await page.getByRole('button', { name: 'Card', exact: true, pressed: false }).click();
  await expect(page.locator('.tender__terminal-amount')).toHaveText(usd(cardPaid));
  await page.getByRole('button', { name: /Card approved on terminal/ }).click();
  await expect(done.getByLabel('Paid by card')).toContainText(usd(cardPaid));
  await expect(done.getByText('Recorded on the platform')).toBeVisible({ timeout: 20_000 });
  await expect(done.getByText('Receipt printed')).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Enter');

  // Close the day: the cash counted is ten cents short of what is expected.
  const expected = OPENING_FLOAT + cashPaid;
  const counted = expected - 10;
  const deposit = counted - OPENING_FLOAT;
  await openScreen(page, /Cash Management/, 'Cash Management');
  const today = page.getByRole('region', { name: 'Register 1 today' });
  await expect(figure(today, 'Cash sales')).toHaveText(usd(cashPaid));
  await expect(figure(today, 'Expected in drawer')).toHaveText(usd(expected));
  await page.keyboard.press('F6');
  const close = page.getByRole('dialog', { name: 'Close the day — Register 1' });
  await close.getByRole('button', { name: 'Start count' }).click();
  await close.getByRole('tab', { name: 'Total only' }).click();
  await close.getByRole('textbox', { name: 'Total counted' }).fill((counted / 100).toFixed(2));
  drawer.close();
  const receiptsBefore = workstation.devices.receiptPrinter.jobs.length;
  await close.getByRole('button', { name: `Close the day with ${usd(counted)}` }).click();
  await expect(close.getByRole('heading', { name: 'Register 1 is closed for the day' })).toBeVisible();
  await expect(figure(close, 'Counted at close')).toHaveText(usd(counted));
  await expect(figure(close, 'Expected')).toHaveText(usd(expected));
  await expect(figure(close, 'Variance')).toHaveText('Short $0.10');
  await expect(figure(close, 'Deposit to the bank')).toHaveText(usd(deposit));

  // The Z report, decoded from what the receipt printer received; the dialog says it printed.
  const report = await printedJob(workstation, receiptsBefore);
  await expect(close.getByRole('list', { name: 'Z report' })).toHaveText('Z report printed', {
    timeout: 20_000,
  });
  await screenshot(page, 'end-of-day-close');
  expect(report).toContain('Z REPORT');
  expect(report).not.toContain('*** REPRINT ***');
  expect(report).toContain(row('Drawer', 'Register 1'));
  expect(report).toContain(row('Opening float', usd(OPENING_FLOAT)));
  expect(report).toContain(row('Cash sales', usd(cashPaid)));
  expect(report).toContain(row('Cash refunds', usd(0)));
  expect(report).toContain(row('Cash in', usd(0)));
  expect(report).toContain(row('Cash out', usd(0)));
  expect(report).toContain(row('Expected', usd(expected)));
  expect(report).toContain(row('Counted', usd(counted)));
  expect(report).toContain(row('Variance', usd(-10)));
  expect(report).toContain(row('Deposit', usd(deposit)));
  expect(report).toContain(row('Sales', '2'));
  expect(report).toContain(row('Refunds', '0'));
  expect(report).toContain(row('Cash net', usd(cashPaid)));
  expect(report).toContain(row('Card sales', usd(cardPaid)));
  expect(report).toContain(row('Card net', usd(cardPaid)));
  const taxCollected = report.slice(report.indexOf('Tax collected') + 1);
  for (const component of NEW_YORK_CITY_TAX) {
    const collected = taxOf(cashItem.cents, component.rate) + taxOf(cardItem.cents, component.rate);
    expect(taxCollected).toContain(row(component.name, usd(collected)));
  }
  await close.getByRole('button', { name: 'Done' }).click();
  await expect(drawerCard(page)).toContainText('Closed');

  // Reports: today's Z report of Register 1 shows the figures it printed, and the store's day.
  await page.getByRole('tab', { name: 'Reports' }).click();
  const zReport = page.getByRole('region', { name: 'Z report — Register 1' });
  const zCash = zReport.getByLabel('Cash of Register 1', { exact: true });
  const zTenders = zReport.getByLabel('Sales of Register 1 by tender', { exact: true });
  await expect(figure(zCash, 'Opening float')).toHaveText(usd(OPENING_FLOAT));
  await expect(figure(zCash, 'Cash sales')).toHaveText(usd(cashPaid));
  await expect(figure(zCash, 'Expected')).toHaveText(usd(expected));
  await expect(figure(zCash, 'Counted')).toHaveText(usd(counted));
  await expect(figure(zCash, 'Variance')).toHaveText('Short $0.10');
  await expect(figure(zCash, 'Deposit')).toHaveText(usd(deposit));
  await expect(figure(zTenders, 'Sales')).toHaveText('2');
  await expect(figure(zTenders, 'Card net')).toHaveText(usd(cardPaid));
  // The store's day counts every sale of the store (the demo's web orders too); its cash is that of the
  // drawers closed that day: Register 1 alone.
  const summary = page.getByRole('region', { name: 'Store summary' });
  await expect(figure(summary, 'Counted')).toHaveText(usd(counted));
  await expect(figure(summary, 'Variance')).toHaveText('Short $0.10');
  await expect(figure(summary, 'Deposits')).toHaveText(usd(deposit));
  for (const component of NEW_YORK_CITY_TAX) {
    const collected = taxOf(cashItem.cents, component.rate) + taxOf(cardItem.cents, component.rate);
    await expect(figure(zReport, component.name)).toHaveText(usd(collected));
    await expect(figure(summary, component.name)).toBeVisible();
  }
  await screenshot(page, 'end-of-day-reports');

  // Printed again: the same report, marked as a reprint.
  await zReport.getByRole('button', { name: 'Reprint' }).click();
  await expect(zReport.getByRole('status')).toHaveText('Z report sent to the receipt printer');
  const copy = await printedJob(workstation, receiptsBefore + 1);
  expect(copy[0]).toBe('*** REPRINT ***');
  expect(copy.slice(1)).toEqual(report);
});
