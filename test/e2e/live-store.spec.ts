// The store live, as the events stream delivers it (issues #15 and #9). A customer's web order reaches the
// dashboard the associate has open within 2 s of the platform routing it to the store, highlighted, with
// its chime. Two workstations on one store: what workstation 1 does shows on workstation 2 within 2 s; a
// change workstation 2 made while its network was down, on an order workstation 1 had taken meanwhile, is
// refused by the platform, and workstation 2 says who holds the order and since when; the manager there
// takes the order over, and the history says so on both workstations.
//
// Workstation 2 is a second web host (its own data folder) whose manager signs in on screen to the
// company platform — workstation 1's embedded platform, through a loopback proxy standing for the store's
// network, so the spec can pull workstation 2's cable.
import type { Browser, Page } from '@playwright/test';
import type { Order } from '../../shared/contract/order';
import { startFaultProxy, type FaultProxy } from '../services/api/support/fault-proxy';
import { expect, test } from './support/fixtures';
import { mainNavigation, screenshot, selectStore, signIn, signOut } from './support/helpers';
import { platformUrlOf, StorefrontClient, type StockedProduct } from './support/platform-orders';
import { startWebHostProcess, type WebHostProcess } from './support/web-host-process';

const SOHO = { id: 'us-nyc-soho', label: 'Northwind SoHo' };
/** The functional deadline of a live store (#15): what happens elsewhere shows here within 2 s. */
const LIVE = { timeout: 2_000 };

test.describe.configure({ mode: 'serial' });

let shop: StorefrontClient;
let products: StockedProduct[];

test.beforeAll(async ({ workstation }) => {
  shop = await StorefrontClient.connect(await platformUrlOf(workstation.host));
  // The administrator shortens the grace period so an order reaches the store a second after it is placed.
  await shop.setGracePeriod(1);
  products = await shop.stockedProducts(SOHO.id, 2);
});

function dashboard(page: Page) {
  return page.getByRole('region', { name: 'In-store pickup' });
}

function orderRow(page: Page, order: Order) {
  return page
    .getByRole('table', { name: 'Not started orders' })
    .getByRole('row', { name: new RegExp(order.external_id) });
}

async function chimesPlayed(page: Page): Promise<number> {
  return Number((await dashboard(page).getAttribute('data-arrival-chimes')) ?? 'NaN');
}

test('a web order reaches the open dashboard within 2 s, highlighted, with its chime', async ({
  app: page,
}) => {
  await signIn(page, 'associate');
  await selectStore(page, SOHO.label, { locale: 'en-US' });
  await expect(page.getByRole('heading', { name: 'In-store pickup', level: 1 })).toBeVisible();
  await expect(page.getByRole('banner', { name: 'Workstation' })).toContainText('Training tenant');
  // The dashboard has loaded what the store had: only what arrives from now on is new.
  await expect(page.getByTestId('count-not_started')).toHaveText(/^\d+$/);
  const chimesBefore = await chimesPlayed(page);

  // A customer orders on the web shop; once the grace period is over the platform routes it to SoHo.
  const [shirt] = products as [StockedProduct];
  const order = await shop.placePickupOrder({
    storeId: SOHO.id,
    lines: [{ product: shirt, quantity: 1 }],
    customer: { name: 'Morgan Ellis', email: 'morgan.ellis@example.com' },
  });
  await shop.waitForStatus(order.order_id, 'assigned');

  // Nobody touches the workstation: the order is on screen within 2 s, marked new, announced, and chimed.
  const row = orderRow(page, order);
  await expect(row).toBeVisible(LIVE);
  await expect(row).toContainText('Morgan Ellis');
  await expect(row.getByText('New', { exact: true })).toBeVisible(LIVE);
  await expect(page.getByTestId('new-order-announcement')).toContainText(order.external_id, LIVE);
  await expect.poll(() => chimesPlayed(page), LIVE).toBeGreaterThan(chimesBefore);
  await screenshot(page, 'training-dashboard-new-order');

  // Opening the order is noticing it: back on the dashboard it is no longer new.
  await row.click();
  await expect(page.getByRole('heading', { name: `Order ${order.external_id}` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(orderRow(page, order)).toBeVisible();
  await expect(orderRow(page, order).getByText('New', { exact: true })).toHaveCount(0);
  await signOut(page);
});

test.describe('two workstations in one store', () => {
  let proxy: FaultProxy;
  let secondHost: WebHostProcess;

  test.beforeAll(async ({ workstation }) => {
    proxy = await startFaultProxy(await platformUrlOf(workstation.host));
    secondHost = await startWebHostProcess();
  });
  test.afterAll(async () => {
    await secondHost?.stop();
    await proxy?.close();
  });

  /** Workstation 2's manager signs in to the company platform by its address, and chooses the store. */
  async function openSecondWorkstation(browser: Browser): Promise<Page> {
    const page = await (await browser.newContext({ viewport: { width: 1366, height: 850 } })).newPage();
    await page.goto(secondHost.url);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.getByRole('radio', { name: /Company platform/ }).check();
    await page.getByRole('textbox', { name: 'Platform address' }).fill(proxy.url);
    await page.getByLabel('Username').fill('manager');
    await page.getByLabel('Password').fill('manager');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(
      page.getByRole('heading', { name: 'Choose your store' }).or(mainNavigation(page)).first(),
    ).toBeVisible();
    await selectStore(page, SOHO.label, { locale: 'en-US' });
    return page;
  }

  async function openOrder(page: Page, order: Order) {
    await orderRow(page, order).click();
    await expect(page.getByRole('heading', { name: `Order ${order.external_id}` })).toBeVisible();
  }

  test('what one workstation does shows on the other; a refused change says who holds the order', async ({
    app: first,
    browser,
  }) => {
    const [shirt, socks] = products as [StockedProduct, StockedProduct];
    const seen = await shop.placePickupOrder({
      storeId: SOHO.id,
      lines: [{ product: shirt, quantity: 1 }],
      customer: { name: 'Casey Brooks' },
    });
    const raced = await shop.placePickupOrder({
      storeId: SOHO.id,
      lines: [{ product: socks, quantity: 1 }],
      customer: { name: 'Dana Whitfield' },
    });
    await shop.waitForStatus(seen.order_id, 'assigned');
    await shop.waitForStatus(raced.order_id, 'assigned');

    await signIn(first, 'associate');
    await selectStore(first, SOHO.label, { locale: 'en-US' });
    const second = await openSecondWorkstation(browser);
    await expect(orderRow(first, seen)).toBeVisible();
    await expect(orderRow(second, seen)).toBeVisible();
    await expect(orderRow(second, raced)).toBeVisible();

    // Both have the order open. Workstation 1 starts picking; workstation 2 shows the picker within 2 s.
    await openOrder(second, seen);
    await expect(second.getByRole('button', { name: /Start picking/ })).toBeVisible();
    await openOrder(first, seen);
    await first.getByRole('button', { name: /Start picking/ }).click();
    await expect(first.getByRole('region', { name: 'Scan each item' })).toBeVisible();
    await expect(second.getByRole('heading', { name: /^Being picked by associate since/ })).toBeVisible(LIVE);
    await expect(second.getByRole('button', { name: /Start picking/ })).toHaveCount(0);
    // Back on its dashboard the order has left "Not started" and counts as in picking, with its picker.
    await second.keyboard.press('Escape');
    await expect(orderRow(second, seen)).toHaveCount(0);
    await second.getByRole('button', { name: /^In picking/ }).click();
    const inPicking = second
      .getByRole('table', { name: 'In picking orders' })
      .getByRole('row', { name: new RegExp(seen.external_id) });
    await expect(inPicking).toContainText('associate');
    await second.getByRole('button', { name: /^Not started/ }).click();

    // Workstation 2's network goes down. Its manager opens the other order and starts picking it, offline;
    // meanwhile workstation 1's associate starts picking the same order.
    proxy.setPolicy(() => 'drop_request');
    proxy.dropConnections();
    await openOrder(second, raced);
    await first.keyboard.press('Escape');
    await openOrder(first, raced);
    await first.getByRole('button', { name: /Start picking/ }).click();
    await expect(first.getByRole('region', { name: 'Scan each item' })).toBeVisible();
    const startedAt = (await shop.events(raced.order_id)).at(-1);
    expect(startedAt).toMatchObject({ action: 'start_picking', actor: 'associate' });
    await second.getByRole('button', { name: /Start picking/ }).click();
    await expect(second.getByText('Waiting to sync').first()).toBeVisible();

    // The network comes back: the platform refuses workstation 2's change, which shows the platform's truth.
    proxy.setPolicy(() => 'pass');
    const refused = second.getByRole('status').filter({
      hasText: 'Your “start picking” was not accepted: the order moved on at another workstation',
    });
    await expect(refused).toBeVisible({ timeout: 30_000 });
    const holder = refused.getByTestId('order-holder');
    const since = new Intl.DateTimeFormat('en-US', {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'America/New_York',
    }).format(new Date(startedAt!.at));
    await expect(holder).toContainText(`Being picked by associate at another workstation since ${since}`);
    await screenshot(second, 'two-workstations-conflict');

    // The manager takes the order over on screen: the history says so, here and on workstation 1.
    await refused.getByRole('button', { name: 'Take over the order' }).click();
    await expect(second.getByRole('region', { name: 'Scan each item' })).toBeVisible({ timeout: 15_000 });
    await expect(second.getByRole('region', { name: 'History' })).toContainText(
      'Taken over from another associate',
    );
    const history = await shop.events(raced.order_id);
    expect(history.at(-1)).toMatchObject({ action: 'take_over', actor: 'manager' });
    await expect(first.getByRole('heading', { name: /Being picked by manager/ })).toBeVisible(LIVE);
    await expect(first.getByRole('region', { name: 'History' })).toContainText(
      'Taken over from another associate',
      LIVE,
    );
    await second.context().close();
  });
});
