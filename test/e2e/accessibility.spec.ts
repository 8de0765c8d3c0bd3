// An associate who works without a mouse (keyboard and scanner only) and with a screen reader, and one who
// works at 200 % zoom. Web orders reach Northwind SoHo from the storefront (outside the store).
//   1. The associate signs in, picks an order by scanning (a wrong item is refused out loud), marks it ready,
//      previews the invoice as printed, and hands the order over: keys only, the focus always visible, each
//      screen and dialog audited by axe-core (WCAG 2.2 A/AA), scans and prints announced.
//   2. A manager opens the drawer of Northwind Market Street for the day and sells an item for cash: keys only.
//   3. At 200 % zoom (a 1280×720 window seen as 640×360) and at 1280×720, the sale and pickup screens keep
//      their primary actions on screen and usable.
import type { Locator, Page } from '@playwright/test';
import type { Order } from '../../shared/contract/order';
import { expectAccessible } from './support/accessibility';
import { expect, test } from './support/fixtures';
import { mainNavigation, scan, screenshot, selectStore, signIn } from './support/helpers';
import { expectVisibleFocus, tabTo } from './support/keyboard';
import { platformUrlOf, StorefrontClient, type StockedProduct } from './support/platform-orders';
import { attachPrintersOnScreen, signInAsManagerAt } from './support/printer-setup';

const SOHO = { id: 'us-nyc-soho', label: 'Northwind SoHo' };
const MARKET_STREET = { id: 'us-sfo-market', label: 'Northwind Market Street' };

test.describe.configure({ mode: 'serial' });

let shop: StorefrontClient;
let sohoProducts: [StockedProduct, StockedProduct];
let marketProduct: StockedProduct;
let keyboardOrder: Order;
/** One order for each of LAYOUTS. */
const layoutOrders: Order[] = [];

test.beforeAll(async ({ workstation, browser }) => {
  // The manager attaches the printers found on the network on screen (devices.spec.ts shows every step).
  await attachPrintersOnScreen(browser, workstation, signInAsManagerAt(SOHO.label));
  shop = await StorefrontClient.connect(await platformUrlOf(workstation.host));
  await shop.setGracePeriod(2);
  sohoProducts = (await shop.stockedProducts(SOHO.id, 2)) as [StockedProduct, StockedProduct];
  [marketProduct] = (await shop.stockedProducts(MARKET_STREET.id, 1)) as [StockedProduct];
  keyboardOrder = await shop.placePickupOrder({
    storeId: SOHO.id,
    lines: [{ product: sohoProducts[0], quantity: 1 }],
    customer: { name: 'Robin Díaz', email: 'robin.diaz@example.com' },
  });
  for (const name of ['Kai Tanaka', 'Noor Haddad']) {
    layoutOrders.push(
      await shop.placePickupOrder({
        storeId: SOHO.id,
        lines: [{ product: sohoProducts[0], quantity: 1 }],
        customer: { name, email: `${name.split(' ')[0]?.toLowerCase()}@example.com` },
      }),
    );
  }
});

/** The sign-in form, from the keyboard: Tab to each field, type, Enter. */
async function signInByKeyboard(page: Page, user: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await tabTo(page, page.getByLabel('Username'));
  // The workstation may offer the last user's name: replace it.
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(user);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(user);
  await page.keyboard.press('Enter');
  // The store picker, or the shell when this workstation remembers the store.
  await expect(
    page.getByRole('heading', { name: 'Choose your store' }).or(mainNavigation(page)).first(),
  ).toBeVisible();
}

/** The store picker, from the keyboard: find the store, choose it with Space, Start working. */
async function chooseStoreByKeyboard(page: Page, store: { id: string; label: string }): Promise<void> {
  const picker = page.getByRole('heading', { name: 'Choose your store' });
  if (!(await picker.isVisible())) {
    await tabTo(page, page.getByRole('button', { name: 'Change store' }), { backwards: true });
    await page.keyboard.press('Enter');
  }
  await expect(picker).toBeVisible();
  const finder = page.getByLabel('Find a store');
  if (await finder.isVisible()) {
    await tabTo(page, finder);
    await page.keyboard.type(store.label);
  }
  const choice = page.getByRole('radio', { name: new RegExp(`^${store.label}\\b`) });
  await tabTo(page, choice);
  await page.keyboard.press('Space');
  await expect(choice).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Start working' }));
  await page.keyboard.press('Enter');
  await expect(mainNavigation(page)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('banner', { name: 'Workstation' })).toContainText(store.label);
}

/** F5 until the order reached the store's list (its grace period passes on the platform). */
async function waitForOrderRow(page: Page, order: Order): Promise<Locator> {
  await shop.waitForStatus(order.order_id, 'assigned');
  const row = page
    .getByRole('table', { name: 'Not started orders' })
    .getByRole('row', { name: new RegExp(order.external_id) });
  await expect(async () => {
    await page.keyboard.press('F5');
    await expect(row).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  return row;
}

test('an associate picks, prints and hands over an order with the keyboard and scanner alone', async ({
  app: page,
}) => {
  const [item, notInOrder] = sohoProducts;
  await expectAccessible(page, 'sign-in');
  await signInByKeyboard(page, 'associate');
  await expectAccessible(page, 'store picker');
  await chooseStoreByKeyboard(page, SOHO);
  await expect(page.getByRole('heading', { name: 'In-store pickup', level: 1 })).toBeVisible();

  // The side navigation from the keyboard: the focus shows on the dark bar too.
  await tabTo(page, mainNavigation(page).getByRole('button', { name: /Pickup/ }));
  await screenshot(page, 'focus-side-navigation');

  // The order row is reached with Tab and opened with Enter.
  const row = await waitForOrderRow(page, keyboardOrder);
  await tabTo(page, row);
  await screenshot(page, 'focus-order-row');
  await page.keyboard.press('Enter');
  // The order's heading takes the focus: a screen reader starts reading the order there.
  await expect(page.getByRole('heading', { name: `Order ${keyboardOrder.external_id}` })).toBeFocused();
  await expectAccessible(page, 'order detail');

  const start = page.getByRole('button', { name: /Start picking/ });
  await tabTo(page, start);
  await screenshot(page, 'focus-primary-button');
  await page.keyboard.press('Enter');
  const picking = page.getByRole('region', { name: 'Scan each item' });
  await expect(picking).toBeVisible();

  // Each scan's answer is read out from a live region that was there before it.
  const scanAnswer = picking.locator('[aria-live="assertive"]');
  await expect(scanAnswer).toContainText('Waiting for the first scan');
  await scan(page, notInOrder.ean);
  await expect(scanAnswer.getByRole('alert')).toContainText('This item is not in the order');
  await expectAccessible(page, 'picking: wrong item refused');
  await scan(page, item.ean);
  await expect(scanAnswer.getByRole('status')).toContainText(`Picked: ${item.title}`);

  // Mark ready from the keyboard; the documents printing are announced when they are done.
  await tabTo(page, page.getByRole('button', { name: /Mark ready/ }));
  await page.keyboard.press('Enter');
  const documents = page.getByRole('region', { name: /Documents/ });
  await expect(documents).toContainText('All printed', { timeout: 30_000 });
  await expect(page.getByTestId('announcer-polite')).toContainText('printed');
  await expectAccessible(page, 'order ready: documents printed');

  // The invoice as printed, on screen: the preview is audited too, and Esc brings the focus back.
  const preview = documents.getByRole('button', { name: 'Preview Invoice, copy 1 of 2' });
  await tabTo(page, preview);
  await page.keyboard.press('Enter');
  const previewDialog = page.getByRole('dialog', { name: 'Preview of Invoice, copy 1 of 2' });
  await expect(
    previewDialog
      .getByRole('img', { name: /as printed/ })
      .or(previewDialog.getByText('INVOICE'))
      .first(),
  ).toBeVisible();
  await expect(previewDialog).toContainText(keyboardOrder.external_id);
  expect(await previewDialog.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await expectVisibleFocus(page);
  await screenshot(page, 'focus-document-preview');
  await page.keyboard.press('Escape');
  await expect(previewDialog).toHaveCount(0);
  await expect(preview).toBeFocused();

  // The customer arrives: back to the list, scan their invoice, Enter hands the order over.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'In-store pickup', level: 1 })).toBeVisible();
  await scan(page, keyboardOrder.order_id);
  const handOver = page.getByRole('dialog', { name: `Hand over order ${keyboardOrder.external_id}` });
  await expect(handOver.getByRole('button', { name: 'Hand over' })).toBeFocused();
  await screenshot(page, 'focus-hand-over-dialog');
  await page.keyboard.press('Enter');
  await expect(handOver).toHaveCount(0);
  await expect(
    page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('status')
      .filter({
        hasText: `Order ${keyboardOrder.external_id} picked up`,
      }),
  ).toBeVisible();
  await shop.waitForStatus(keyboardOrder.order_id, 'picked_up');
  // The focus is somewhere a keyboard user can carry on from, not lost on the page.
  await expectVisibleFocus(page);
});

test('a manager opens the drawer for the day and sells for cash with the keyboard and scanner alone', async ({
  app: page,
}) => {
  // The associate before signs out (the shell's Sign out, reached backwards from the screen).
  await expect(page.getByRole('heading', { name: 'Sign in' }).or(mainNavigation(page)).first()).toBeVisible();
  if (await mainNavigation(page).isVisible()) {
    await tabTo(page, page.getByRole('button', { name: 'Sign out' }), { backwards: true, max: 60 });
    await page.keyboard.press('Enter');
  }
  await signInByKeyboard(page, 'manager');
  await chooseStoreByKeyboard(page, MARKET_STREET);

  // Cash Management (Alt+3): open the day, counting the float from the keyboard.
  await page.keyboard.press('Alt+3');
  await expect(page.getByRole('main', { name: 'Cash Management' })).toBeVisible();
  await expectAccessible(page, 'cash management');
  await page.keyboard.press('F6');
  const count = page.getByRole('dialog', { name: /^Open the day/ });
  await expect(count).toBeVisible();
  await expectAccessible(page, 'open the day');
  await tabTo(page, count.getByRole('button', { name: 'Start count' }));
  await page.keyboard.press('Enter');
  const fifties = count.getByRole('textbox', { name: '$50 bills' });
  await tabTo(page, fifties);
  await page.keyboard.type('3');
  const confirm = count.getByRole('button', { name: 'Open the day with $150.00' });
  await tabTo(page, confirm);
  await page.keyboard.press('Enter');
  await expect(count.getByRole('heading', { name: /is open/ })).toBeVisible();
  await expectAccessible(page, 'drawer opened');
  await page.keyboard.press('Escape');
  await expect(count).toHaveCount(0);

  // The sale (Alt+2): scan, F4 to pay, the cash received typed, Enter completes.
  await page.keyboard.press('Alt+2');
  await expect(page.getByRole('heading', { name: 'Sale', level: 1 })).toBeVisible();
  await scan(page, marketProduct.ean);
  await expect(page.getByRole('list', { name: 'Cart lines' }).getByRole('listitem')).toHaveCount(1);
  await expect(
    page.locator('[aria-live="assertive"]').filter({ hasText: `Added ${marketProduct.title}` }),
  ).toBeVisible();
  await page.keyboard.press('F4');
  const payment = page.getByRole('form', { name: 'Payment' });
  await expect(payment).toBeVisible();
  await expectAccessible(page, 'sale: payment');
  const cashReceived = payment.getByLabel('Cash received');
  await tabTo(page, cashReceived);
  await page.keyboard.type('1000');
  await tabTo(page, payment.getByRole('button', { name: /Complete sale/ }));
  await page.keyboard.press('Enter');
  const done = page.getByRole('region', { name: 'Sale complete' });
  await expect(done.getByRole('heading', { name: 'Sale complete' })).toBeVisible();
  await expect(done.getByLabel('Change due')).toBeVisible();
  await expectAccessible(page, 'sale complete');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Scan an item to start the sale')).toBeVisible();
});

/** The two small layouts: the window of a 1280×720 screen at 200 % zoom, and the same screen at 100 %. */
const LAYOUTS = [
  { name: '200 % zoom', file: 'zoom-200', viewport: { width: 640, height: 360 }, deviceScaleFactor: 2 },
  { name: '1280×720', file: 'small-1280x720', viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1 },
] as const;

for (const [index, layout] of LAYOUTS.entries()) {
  test.describe(`at ${layout.name}`, () => {
    test.use({ viewport: layout.viewport, deviceScaleFactor: layout.deviceScaleFactor });

    test('the sale and pickup screens keep their primary actions reachable', async ({ app: page }) => {
      const order = layoutOrders[index] as Order;
      await signIn(page, 'associate');
      await selectStore(page, SOHO.label);

      // Pickup: the order list, the order, its Start picking, Mark ready and Hand over.
      const row = await waitForOrderRow(page, order);
      await expectUsable(row);
      await screenshot(page, `${layout.file}-pickup`);
      await row.click();
      await expect(page.getByRole('heading', { name: `Order ${order.external_id}` })).toBeVisible();
      const start = page.getByRole('button', { name: /Start picking/ });
      await expectUsable(start);
      await start.click();
      await expect(page.getByRole('region', { name: 'Scan each item' })).toBeVisible();
      const markReady = page.getByRole('button', { name: /Mark ready/ });
      // The associate scans the moment the panel is up: the scan is not lost.
      await scan(page, sohoProducts[0].ean);
      await expect(markReady).toBeEnabled();
      await expectUsable(markReady);
      await screenshot(page, `${layout.file}-picking`);
      await markReady.click();
      await expectUsable(page.getByRole('button', { name: /Hand over/ }));

      // Sale: the cart, Pay, the payment's modes and its confirming button.
      await mainNavigation(page).getByRole('button', { name: /Sale/ }).click();
      await expect(page.getByRole('heading', { name: 'Sale', level: 1 })).toBeVisible();
      await scan(page, sohoProducts[1].ean);
      await expect(page.getByRole('list', { name: 'Cart lines' }).getByRole('listitem')).toHaveCount(1);
      const pay = page.getByRole('button', { name: /^Pay/ });
      await expectUsable(pay);
      await screenshot(page, `${layout.file}-sale`);
      await pay.click();
      const payment = page.getByRole('form', { name: 'Payment' });
      await expectUsable(payment.getByLabel('Cash received'));
      // No drawer is open at this counter: the customer pays by card.
      const card = payment.getByRole('button', { name: 'Card', exact: true });
      await expectUsable(card);
      await card.click();
      await expectUsable(payment.getByRole('button', { name: /Card approved on terminal/ }));
      await screenshot(page, `${layout.file}-sale-payment`);
    });
  });
}

/**
 * On screen (scrolled to if need be) and usable: not clipped by a container, not covered by another
 * element, big enough to hit (24 px at least, WCAG 2.5.8).
 */
async function expectUsable(control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  await expect(control).toBeInViewport();
  // A trial click: Playwright checks the point it would click receives the click (nothing covers it).
  await control.click({ trial: true });
  const box = await control.boundingBox();
  expect(box, 'the control has a size').not.toBeNull();
  expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(24);
}
