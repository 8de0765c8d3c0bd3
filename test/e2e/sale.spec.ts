// An associate's day at the counter of Northwind Yorkdale, Toronto, where Ontario's 13 % HST is added and
// cash is rounded to the nearest 0.05 CAD after it. The store's platform runs on a server of its own (here
// in this test process, on 127.0.0.1, with the demo tenant) so it can go down and come back. A manager sets
// the store up on screen with an integrated drawer (a drawer simulator on the network, its serial typed in),
// then pairs it with this workstation and opens it for the day.
//   1. Two scanned items paid in cash with a quick-cash button: the rounding line, the adjusted total and the
//      change on screen; the receipt (read from the virtual receipt printer) has the rounding line; the drawer
//      sprang open exactly once.
//   2. A card sale: charged exactly on the terminal, confirmed; the drawer stays shut.
//   3. A split tender: part on card, the rest in cash — only the cash part rounds.
//   4. A customer needs change: the associate records a no sale through the Drawer button (F6) on the Sale
//      screen; the drawer opens, nothing is sold, the platform has the no sale.
//   5. The platform goes down: the sale is saved at the workstation and reaches the platform when it is back.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { printedText } from '../../electron/common/escpos/decoder';
import { DrawerSimulator } from '../../electron/devices/drawer-simulator';
import type { PrintJob } from '../../electron/devices/virtual-printer';
import { loadDemoTenant } from '../../electron/platform/demo/demo-tenant';
import { createPlatform, type Platform } from '../../electron/platform/server';
import type { StoreCashManagement } from '../../shared/contract/cash-management';
import type { CashTransaction } from '../../shared/contract/cash-transaction';
import type { ProductListResponse } from '../../shared/contract/catalog';
import type { Order } from '../../shared/contract/order';
import { parseMoneyOrThrow } from '../../shared/money/parse';
import { expect, test, type Workstation } from './support/fixtures';
import { mainNavigation, scan, screenshot, selectStore } from './support/helpers';
import { attachPrintersOnScreen } from './support/printer-setup';
import { StorefrontClient } from './support/platform-orders';

test.describe.configure({ mode: 'serial' });

const STORE = { id: 'ca-tor-yorkdale', label: 'Northwind Yorkdale' };
/**
 * Yorkdale's own drawer: pairing finds a drawer by its serial over mDNS, so this one announces itself (on
 * every interface, as a real drawer on the store's WiFi does) under a serial no other test on the machine
 * looks for. The announcement must stay on this machine: the spec runs inside the private network namespace
 * of scripts/in-private-network.sh (as `npm test` does), and refuses to start anywhere else.
 */
const DRAWER = { name: 'Register 1', serial: `CD-YKD-${process.pid}` };
/** The drawer's id, as the platform keeps it once the manager set the drawer up on screen. */
let drawerId = '';
let drawer: DrawerSimulator;

interface Item {
  productId: string;
  title: string;
  ean: string;
  /** The store's price in cents (CAD). */
  cents: number;
}

/** The store's platform, on a port that stays the same when it is restarted. */
class StorePlatform {
  private platform: Platform | undefined;
  private port = 0;
  readonly dataDir = mkdtempSync(join(tmpdir(), 'pos-store-platform-'));
  url = '';

  async start(): Promise<void> {
    const platform = await createPlatform({ dataDir: this.dataDir });
    await loadDemoTenant(platform.context);
    this.url = await platform.listen(this.port, '127.0.0.1');
    this.port = Number(new URL(this.url).port);
    this.platform = platform;
  }

  async stop(): Promise<void> {
    await this.platform?.close();
    this.platform = undefined;
  }

  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

const storePlatform = new StorePlatform();
let api: StorefrontClient;
let items: [Item, Item, Item];

/** Ontario's HST: 13 % of the subtotal, rounded half-up to the cent (worked out here on its own). */
function hstOn(subtotal: number): number {
  return Math.floor((subtotal * 13 + 50) / 100);
}

/** Canada rounds cash to the nearest 0.05: 1–2 cents down, 3–4 cents up (worked out here on its own). */
function roundedToNickel(cents: number): number {
  const rest = cents % 5;
  return rest <= 2 ? cents - rest : cents + 5 - rest;
}

/** An amount as en-CA shows dollars: "$1,234.05", "-$0.02". */
function cad(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const magnitude = Math.abs(cents);
  const dollars = Math.floor(magnitude / 100).toLocaleString('en-CA');
  return `${sign}$${dollars}.${String(magnitude % 100).padStart(2, '0')}`;
}

/** A rounding adjustment as the screen shows it: "+$0.02", "-$0.02". */
function signedCad(cents: number): string {
  return cents > 0 ? `+${cad(cents)}` : cad(cents);
}

/** A receipt row: the label on the left, the amount on the right, spaces between. */
function row(label: string, amount: string): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
  return new RegExp(`^${escape(label)}\\s+${escape(amount)}$`);
}

/** The smallest amount in whole $5 above what is due: the first quick-cash bill button. */
function nextFiveDollars(cents: number): number {
  return (Math.floor(cents / 500) + 1) * 500;
}

test.beforeAll(async ({ workstation, browser }) => {
  // A second platform with the demo tenant, a full first sync, and the printers attached on screen.
  test.setTimeout(240_000);
  if (process.env.POS_PRIVATE_NETWORK !== '1') {
    throw new Error(
      'sale.spec.ts announces a cash drawer over mDNS: run it inside the private network namespace, ' +
        '`bash scripts/in-private-network.sh npx playwright test` (npm test does), so nothing leaves this machine.',
    );
  }
  drawer = await DrawerSimulator.start({
    serial: DRAWER.serial,
    host: '0.0.0.0',
    announce: true,
    autoCloseAfterMs: null,
  });
  await storePlatform.start();
  api = await StorefrontClient.connect(storePlatform.url);
  items = (await pricedProducts(3)) as [Item, Item, Item];
  await setUpTheStore(browser, workstation);
  // The manager attaches the printers found on the network on screen (devices.spec.ts shows every step).
  await attachPrintersOnScreen(browser, workstation, (page) => signInToTheStore(page, 'manager'));
});

test.afterAll(async () => {
  await drawer?.stop();
  await storePlatform.dispose();
});

/** The first products of the Canadian catalog with a price and an EAN-13, as the platform lists them. */
async function pricedProducts(count: number): Promise<Item[]> {
  const listing = await api.call<ProductListResponse>(
    'GET',
    '/api/v1/shops/ca/products?locale=en-CA&count=40',
  );
  const found: Item[] = [];
  for (const product of listing.items) {
    const ean = product.external_identifiers?.find((identifier) => identifier.type === 'ean13')?.value;
    if (!product.price || !ean) continue;
    const cents = parseMoneyOrThrow(product.price.value, product.price.currency).minor;
    if (found.some((item) => item.title === product.title)) continue;
    found.push({ productId: product.product_id, title: product.title, ean, cents });
    if (found.length === count) return found;
  }
  throw new Error(`The Canadian catalog has only ${found.length} priced products with an EAN-13.`);
}

/**
 * Before the shift, the manager gives the store an integrated drawer on screen (Cash Management → Set up
 * drawers): Register 1 with the serial on the drawer simulator. Then, through the workstation's bridge (as
 * cash.spec.ts does on screen), they count the opening float in (before pairing: no kick yet) and pair it.
 */
async function setUpTheStore(browser: Browser, { host }: Workstation): Promise<void> {
  // A context of its own: the screenshot's accessibility audit needs one.
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(host.url);
    await signInToTheStore(page, 'manager');
    await mainNavigation(page)
      .getByRole('button', { name: /Cash Management/ })
      .click();
    await expect(
      page.getByRole('heading', { name: 'This store does not use cash management' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Set up drawers' }).click();
    await page.getByRole('radio', { name: /^Integrated drawers/ }).check();
    await page.getByRole('button', { name: 'Add drawer' }).click();
    const form = page.getByRole('dialog', { name: 'Add a drawer' });
    await form.getByRole('textbox', { name: 'Name' }).fill(DRAWER.name);
    await form.getByRole('textbox', { name: 'Recommended float' }).fill('200');
    await form.getByRole('textbox', { name: 'Serial' }).fill(DRAWER.serial);
    await form.getByRole('button', { name: 'Add drawer' }).click();
    await expect(page.getByRole('row', { name: new RegExp(DRAWER.name) })).toContainText(DRAWER.serial);
    await screenshot(page, 'sale-store-drawer-setup');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();
  } finally {
    await context.close();
  }
  const setUp = await api.call<StoreCashManagement>(
    'GET',
    `/v0/d/stores/${encodeURIComponent(STORE.id)}/cash_management`,
  );
  expect(setUp.operation_mode).toBe('integrated');
  drawerId = setUp.drawers.find((entry) => entry.name === DRAWER.name)?.drawer_id ?? '';
  expect(setUp.drawers).toEqual([
    expect.objectContaining({ drawer_id: drawerId, device: { serial: DRAWER.serial } }),
  ]);

  // What the manager does before the shift, preconditions that cash.spec.ts does on screen: opening the
  // day by counting the float (cash.spec.ts ~96–132) and pairing the drawer by scanning its serial (~77–91).
  await host.call('session.signIn', { username: 'manager', password: 'manager' });
  await host.call('session.selectStore', { storeId: STORE.id });
  await host.call('cash.recordTransaction', {
    transactionId: crypto.randomUUID(),
    drawerId,
    type: 'daily_open',
    amount: { minor: 20000, currency: 'CAD' },
  });
  await host.call('cash.pairDrawer', { drawerId, serial: DRAWER.serial });
  await host.call('session.signOut');
  drawer.close();
}

/** Someone signs in to the store's platform (the workstation remembers its address) and chooses the store. */
async function signInToTheStore(page: Page, username: 'associate' | 'manager'): Promise<void> {
  const signOutButton = page.getByRole('button', { name: 'Sign out' });
  const heading = page.getByRole('heading', { name: 'Sign in' });
  await expect(heading.or(signOutButton).first()).toBeVisible();
  if (await signOutButton.isVisible()) await signOutButton.click();
  await page.getByRole('radio', { name: /Company platform/ }).check();
  await page.getByLabel('Platform address').fill(storePlatform.url);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(username);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.getByRole('heading', { name: 'Choose your store' }).or(mainNavigation(page)).first(),
  ).toBeVisible();
  await selectStore(page, STORE.label, { locale: 'en-CA' });
}

/** The associate signs in at the counter and opens the Sale screen. */
async function signInAtTheCounter(page: Page): Promise<void> {
  await signInToTheStore(page, 'associate');
  await mainNavigation(page).getByRole('button', { name: /Sale/ }).click();
  await expect(page.getByRole('heading', { name: 'Sale', level: 1 })).toBeVisible();
}

/** The amount shown on one line of the payment's amounts ("Total", "Cash rounding"...). */
function amountLine(page: Page, label: string) {
  return page.getByLabel('Amounts').locator('.tender__row', { has: page.getByText(label, { exact: true }) });
}

/** Text lines of the receipts printed since `before`, once one more has come out. */
async function nextReceipt(workstation: Workstation, before: number): Promise<string[]> {
  const jobs: readonly PrintJob[] = await workstation.devices.receiptPrinter.waitForJobs(before + 1);
  const job = jobs[before] as PrintJob;
  return printedText(job.document);
}

test('two scanned items paid in cash with a quick-cash button: rounded, changed, printed, one kick', async ({
  app: page,
  workstation,
}) => {
  const { receiptPrinter } = workstation.devices;
  const kicksBefore = drawer.kicks.length;
  const receiptsBefore = receiptPrinter.jobs.length;
  const [first, second] = items;
  await signInAtTheCounter(page);
  await expect(page.getByText('Northwind Yorkdale · cash rounds to the nearest $0.05')).toBeVisible();

  await scan(page, first.ean);
  await expect(page.getByRole('status').filter({ hasText: `Added ${first.title}` })).toBeVisible();
  await scan(page, second.ean);
  const lines = page.getByRole('list', { name: 'Cart lines' });
  await expect(lines.getByRole('listitem')).toHaveCount(2);
  await expect(lines.getByRole('listitem', { name: first.title })).toContainText(cad(first.cents));
  await expect(lines.getByRole('listitem', { name: second.title })).toContainText(cad(second.cents));

  const subtotal = first.cents + second.cents;
  const hst = hstOn(subtotal);
  const total = subtotal + hst;
  const due = roundedToNickel(total);
  const tendered = nextFiveDollars(due);
  await expect(page.getByLabel('Sale total')).toHaveText(`Subtotal${cad(subtotal)}`);
  // The search shows the scanned product too (typed by name): the associate could have added it from there.
  await page.keyboard.press('F2');
  await page.keyboard.type(first.title.split(' ')[0] as string);
  await expect(page.getByRole('listbox', { name: 'Products' }).getByRole('option').first()).toBeVisible();
  await screenshot(page, 'sale-cart');

  await page.keyboard.press('F4');
  await expect(page.getByRole('form', { name: 'Payment' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cash', exact: true, pressed: true })).toBeVisible();
  await expect(amountLine(page, 'Subtotal')).toContainText(cad(subtotal));
  await expect(amountLine(page, 'HST 13%')).toContainText(cad(hst));
  await expect(amountLine(page, 'Total')).toContainText(cad(total));
  await expect(amountLine(page, 'Cash rounding')).toContainText(signedCad(due - total));
  await expect(amountLine(page, 'Total after rounding')).toContainText(cad(due));

  const quickCash = page.getByRole('group', { name: 'Quick cash' });
  await expect(quickCash.getByRole('button', { name: `Exact ${cad(due)}` })).toBeVisible();
  await quickCash.getByRole('button', { name: cad(tendered), exact: true }).click();
  await expect(page.getByLabel('Cash received')).toHaveValue(cad(tendered).slice(1));
  await expect(page.locator('.tender__change')).toHaveText(`Change due${cad(tendered - due)}`);
  await screenshot(page, 'sale-cash-tender');

  // The quick-cash press left the focus on "Complete sale": Enter completes.
  await page.keyboard.press('Enter');
  const done = page.getByRole('region', { name: 'Sale complete' });
  await expect(done.getByRole('heading', { name: 'Sale complete' })).toBeVisible();
  await expect(done.getByLabel('Change due')).toContainText(cad(tendered - due));
  await expect(done.getByLabel('Sale summary')).toContainText(
    `Subtotal${cad(subtotal)}HST 13%${cad(hst)}Total${cad(total)}Cash rounding${signedCad(due - total)}Total paid${cad(due)}`,
  );
  await expect(done.getByText('Cash drawer opened')).toBeVisible();
  await expect(done.getByText('Recorded on the platform')).toBeVisible({ timeout: 15_000 });

  // The receipt came out of the receipt printer, and the screen says so.
  const receipt = await nextReceipt(workstation, receiptsBefore);
  await expect(done.getByText('Receipt printed')).toBeVisible({ timeout: 15_000 });
  await screenshot(page, 'sale-complete');
  expect(receipt).toContainEqual(expect.stringMatching(row('SUBTOTAL', cad(subtotal))));
  expect(receipt).toContainEqual(expect.stringMatching(row('HST 13%', cad(hst))));
  expect(receipt).toContainEqual(expect.stringMatching(row('TOTAL', cad(total))));
  expect(receipt).toContainEqual(expect.stringMatching(row('Cash rounding', signedCad(due - total))));
  expect(receipt).toContainEqual(expect.stringMatching(row('TOTAL PAID', cad(due))));
  expect(receipt).toContainEqual(expect.stringMatching(row('CHANGE', cad(tendered - due))));
  expect(drawer.kicks).toHaveLength(kicksBefore + 1);
  drawer.close();

  await page.keyboard.press('Enter');
  await expect(page.getByText('Scan an item to start the sale')).toBeVisible();
});

test('a card sale is charged exactly on the terminal and does not open the drawer', async ({ app: page }) => {
  const kicksBefore = drawer.kicks.length;
  const [, , third] = items;
  await signInAtTheCounter(page);

  await scan(page, third.ean);
  await expect(page.getByLabel('Sale total')).toHaveText(`Subtotal${cad(third.cents)}`);
  const withHst = third.cents + hstOn(third.cents);
  await page.keyboard.press('F4');
  await page.getByRole('button', { name: 'Card', exact: true, pressed: false }).click();
  await expect(page.getByText('Charge on the card terminal')).toBeVisible();
  await expect(page.locator('.tender__terminal-amount')).toHaveText(cad(withHst));
  await expect(page.getByText('Cash rounding')).toHaveCount(0);
  await screenshot(page, 'sale-card-tender');

  // "Card approved on terminal" has the focus: Enter confirms it.
  await expect(page.getByRole('button', { name: /Card approved on terminal/ })).toBeFocused();
  await page.keyboard.press('Enter');
  const done = page.getByRole('region', { name: 'Sale complete' });
  await expect(done.getByLabel('Paid by card')).toContainText(cad(withHst));
  await expect(done.getByText('Drawer stays closed')).toBeVisible();
  await expect(done.getByText('Recorded on the platform')).toBeVisible({ timeout: 15_000 });
  expect(drawer.kicks).toHaveLength(kicksBefore);
});

test('a split tender: part on card, the rest in cash, and only the cash part rounds', async ({
  app: page,
}) => {
  const kicksBefore = drawer.kicks.length;
  const [first, second] = items;
  await signInAtTheCounter(page);

  await scan(page, first.ean);
  await scan(page, second.ean);
  const lines = page.getByRole('list', { name: 'Cart lines' });
  // One more of the first by touch, and three of the second typed in.
  await lines.getByRole('button', { name: `One more ${first.title}` }).click();
  await lines.getByLabel(`Quantity of ${second.title}`).fill('3');
  await lines.getByLabel(`Quantity of ${second.title}`).press('Enter');
  const subtotal = first.cents * 2 + second.cents * 3;
  const total = subtotal + hstOn(subtotal);
  await expect(page.getByLabel('Sale total')).toHaveText(`Subtotal${cad(subtotal)}`);

  await page.getByRole('button', { name: /^Pay/ }).click();
  await page.getByRole('button', { name: 'Split', exact: true }).click();
  await page.getByLabel('Card part').fill('20');
  const cashPart = total - 2000;
  const cashDue = roundedToNickel(cashPart);
  await expect(amountLine(page, 'Card')).toContainText('$20.00');
  await expect(amountLine(page, 'Cash part')).toContainText(cad(cashPart));
  await expect(amountLine(page, 'Cash rounding')).toContainText(signedCad(cashDue - cashPart));
  await expect(amountLine(page, 'Cash to collect')).toContainText(cad(cashDue));
  await expect(amountLine(page, 'Total after rounding')).toContainText(cad(2000 + cashDue));

  await page.getByRole('button', { name: /Card approved on terminal/ }).click();
  await expect(page.getByText('Card approved — $20.00')).toBeVisible();
  const tendered = nextFiveDollars(cashDue);
  await page
    .getByRole('group', { name: 'Quick cash' })
    .getByRole('button', { name: cad(tendered), exact: true })
    .click();
  await expect(page.locator('.tender__change')).toHaveText(`Change due${cad(tendered - cashDue)}`);
  await screenshot(page, 'sale-split-tender');
  await page.getByRole('button', { name: /Complete sale/ }).click();

  const done = page.getByRole('region', { name: 'Sale complete' });
  await expect(done.getByLabel('Change due')).toContainText(cad(tendered - cashDue));
  const summary = done.getByLabel('Sale summary');
  await expect(summary).toContainText(`Card${'$20.00'}`);
  await expect(summary).toContainText(`Cash rounding${signedCad(cashDue - cashPart)}`);
  await expect(summary).toContainText(`Total paid${cad(2000 + cashDue)}`);
  await expect(done.getByText('Cash drawer opened')).toBeVisible();
  expect(drawer.kicks).toHaveLength(kicksBefore + 1);
  drawer.close();
});

test('a customer needs change: the associate records a no sale from the Drawer button (F6)', async ({
  app: page,
}) => {
  const kicksBefore = drawer.kicks.length;
  await signInAtTheCounter(page);

  await expect(page.getByRole('button', { name: /^Drawer/ })).toBeVisible();
  await page.keyboard.press('F6');
  const counter = page.getByRole('dialog', { name: 'Cash drawer' });
  await expect(counter.getByRole('heading', { name: DRAWER.name })).toBeVisible();
  await expect(counter).toContainText('Paired here · drawer shut');
  // An associate records what the platform lets them: no cash pull or float change here.
  const transactions = counter.getByRole('group', { name: 'Drawer transactions' });
  await expect(transactions.getByRole('button', { name: 'No sale' })).toBeVisible();
  await expect(transactions.getByRole('button', { name: 'Cash pull' })).toHaveCount(0);
  await screenshot(page, 'sale-counter-drawer');

  await transactions.getByRole('button', { name: 'No sale' }).click();
  const noSale = page.getByRole('dialog', { name: `Cash in or out — ${DRAWER.name}` });
  await expect(noSale.getByRole('radio', { name: /No sale/ })).toBeChecked();
  await noSale
    .getByRole('combobox', { name: 'Reason' })
    .selectOption({ label: 'Give change for a customer' });
  await noSale.getByRole('button', { name: 'Record no sale' }).click();
  await expect(noSale).toHaveCount(0);
  await expect(counter.getByText(`${DRAWER.name} is open for no sale`)).toBeVisible();
  await expect.poll(() => drawer.kicks.length).toBe(kicksBefore + 1);
  drawer.close();
  await expect(counter).toContainText('Paired here · drawer shut');

  await counter.getByRole('button', { name: 'Done' }).click();
  await expect(counter).toHaveCount(0);
  // Nothing was sold: the cart is as it was, and the platform has the no sale under the associate's name.
  await expect(page.getByText('Scan an item to start the sale')).toBeVisible();
  await expect
    .poll(async () => {
      const listed = await api.call<{ items: CashTransaction[] }>(
        'GET',
        `/v0/d/cash_drawers/${encodeURIComponent(drawerId)}/transactions`,
      );
      return listed.items
        .filter((transaction) => transaction.type === 'no_sale')
        .map(({ associate, reason_code, amount }) => ({ associate, reason_code, amount }));
    })
    .toEqual([{ associate: 'associate', reason_code: 'give_change', amount: 0 }]);
});

test('with the platform down the sale is saved here and reaches the platform when it is back', async ({
  app: page,
}) => {
  const [first] = items;
  await signInAtTheCounter(page);
  await storePlatform.stop();

  // The catalog, prices and drawer are all on the workstation: the sale goes on as usual.
  await scan(page, first.ean);
  await expect(page.getByLabel('Sale total')).toHaveText(`Subtotal${cad(first.cents)}`);
  const firstWithHst = first.cents + hstOn(first.cents);
  await page.keyboard.press('F4');
  const due = roundedToNickel(firstWithHst);
  await page
    .getByRole('group', { name: 'Quick cash' })
    .getByRole('button', { name: `Exact ${cad(due)}` })
    .click();
  await page.keyboard.press('Enter');
  const done = page.getByRole('region', { name: 'Sale complete' });
  await expect(done.getByText('Saved — will sync when online')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Offline — keep working')).toBeVisible();
  await screenshot(page, 'sale-complete-offline');
  drawer.close();

  await storePlatform.start();
  // The associate presses "Try again now" — unless the workstation noticed the platform first.
  const tryAgain = page.getByRole('button', { name: 'Try again now' });
  await tryAgain.click({ timeout: 5_000 }).catch(async () => expect(tryAgain).toHaveCount(0));
  await expect(done.getByText('Recorded on the platform')).toBeVisible({ timeout: 30_000 });
  // The sale keeps one id everywhere (screen, receipt, platform): its external id.
  const saleText = await done.locator('.sale-done__id').textContent();
  const externalId = (saleText ?? '').replace(/^Sale\s*/, '').trim();
  const { items: sales } = await api.call<{ items: Order[] }>(
    'GET',
    `/v0/d/orders?store_id=${STORE.id}&status=picked_up&count=500`,
  );
  const order = sales.find((candidate) => candidate.external_id === externalId);
  expect(order).toMatchObject({ store_id: STORE.id, status: 'picked_up', external_id: externalId });
  const cents = (value: unknown) => parseMoneyOrThrow(value, 'CAD', { allowNegative: true }).minor;
  expect(
    order?.payments?.map((payment) => ({
      ...payment,
      ...{
        amount: cents(payment.amount),
        rounding_adjustment: cents(payment.rounding_adjustment),
        tendered: cents(payment.tendered),
        change: cents(payment.change),
      },
    })),
  ).toEqual([
    { method: 'cash', amount: due, rounding_adjustment: due - firstWithHst, tendered: due, change: 0 },
  ]);
});
