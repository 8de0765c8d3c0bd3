// An associate's day at the pickup counter of Northwind SoHo: web orders placed by customers reach the store
// once their grace period has passed; the associate picks one by scanning (a wrong item and one too many are
// refused), marks it ready — the virtual printers receive the invoice twice and the packing slip once — and
// hands it over when the customer's invoice barcode is scanned. Another order cannot be picked in full and
// goes on hold; a manager reroutes it to a nearby store that has the item.
import { decodeEscPos, itemsOfKind, printedText } from '../../electron/common/escpos/decoder';
import type { PrintJob } from '../../electron/devices/virtual-printer';
import type { Order } from '../../shared/contract/order';
import { formatMoney } from '../../shared/money/format';
import { multiplyByQuantity, sum } from '../../shared/money/arithmetic';
import { parseMoneyOrThrow } from '../../shared/money/parse';
import { expect, test } from './support/fixtures';
import { dismissNotifications, scan, screenshot, selectStore, signIn, signOut } from './support/helpers';
import { platformUrlOf, StorefrontClient, type StockedProduct } from './support/platform-orders';
import { attachPrintersOnScreen, signInAsManagerAt } from './support/printer-setup';

const SOHO = { id: 'us-nyc-soho', label: 'Northwind SoHo' };

test.describe.configure({ mode: 'serial' });

let shop: StorefrontClient;
let products: StockedProduct[];
/** 2 of the first product and 1 of the second: picked in full. */
let bagOrder: Order;
/** 1 of the third product: cannot be found, goes on hold. */
let shortOrder: Order;

test.beforeAll(async ({ workstation, browser }) => {
  // The manager attaches the printers found on the network on screen (devices.spec.ts shows every step).
  await attachPrintersOnScreen(browser, workstation, signInAsManagerAt(SOHO.label));
  shop = await StorefrontClient.connect(await platformUrlOf(workstation.host));
  // The administrator shortens the grace period so the day does not start with a five-minute wait.
  await shop.setGracePeriod(2);
  products = await shop.stockedProducts(SOHO.id, 3);
  const [first, second, third] = products as [StockedProduct, StockedProduct, StockedProduct];
  bagOrder = await shop.placePickupOrder({
    storeId: SOHO.id,
    lines: [
      { product: first, quantity: 2 },
      { product: second, quantity: 1 },
    ],
    customer: { name: 'Avery Chen', email: 'avery.chen@example.com', phone: '+1 212 555 0148' },
  });
  shortOrder = await shop.placePickupOrder({
    storeId: SOHO.id,
    lines: [{ product: third, quantity: 1 }],
    customer: { name: 'Sam Okafor', email: 'sam.okafor@example.com' },
  });
});

function jobsOfOrder(jobs: readonly PrintJob[], orderId: string) {
  return jobs
    .map((job) => ({ job, document: decodeEscPos(job.bytes) }))
    .filter(
      ({ document }) =>
        printedText(document).some((line) => line.includes(orderId)) ||
        itemsOfKind(document, 'qr').some((code) => code.data === orderId) ||
        itemsOfKind(document, 'barcode').some((code) => code.data === orderId),
    );
}

test('an associate picks an order by scanning, prints its documents and hands it over', async ({
  app: page,
  workstation,
}) => {
  const [first, second, third] = products as [StockedProduct, StockedProduct, StockedProduct];
  await signIn(page, 'associate');
  await selectStore(page, SOHO.label, { locale: 'en-US' });
  await expect(page.getByRole('heading', { name: 'In-store pickup', level: 1 })).toBeVisible();

  // The grace period passes; the platform routes both orders to SoHo and reserves their stock.
  await shop.waitForStatus(bagOrder.order_id, 'assigned');
  await shop.waitForStatus(shortOrder.order_id, 'assigned');
  const orders = page.getByRole('table', { name: 'Not started orders' });
  await expect(async () => {
    await page.keyboard.press('F5');
    await expect(orders.getByRole('row', { name: new RegExp(bagOrder.external_id) })).toBeVisible({
      timeout: 3_000,
    });
  }).toPass({ timeout: 60_000 });
  await expect(orders.getByRole('row', { name: new RegExp(shortOrder.external_id) })).toBeVisible();
  const notStarted = page.getByRole('button', { name: /^Not started/ });
  await expect(notStarted).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('count-not_started')).toHaveText(/^[2-9]|\d\d/);
  const bagRow = orders.getByRole('row', { name: new RegExp(bagOrder.external_id) });
  await expect(bagRow).toContainText('Avery Chen');
  const total = sum(
    [
      multiplyByQuantity(parseMoneyOrThrow(first.price, first.currency), 2),
      multiplyByQuantity(parseMoneyOrThrow(second.price, second.currency), 1),
    ],
    first.currency,
  );
  const totalText = formatMoney(total, 'en-US');
  await expect(bagRow).toContainText(totalText);
  await screenshot(page, 'pickup-dashboard');

  // Search by the customer's name finds the order whatever its state.
  await page.keyboard.press('F2');
  await expect(page.getByLabel('Search orders')).toBeFocused();
  await page.keyboard.type('Avery');
  const results = page.getByRole('table', { name: 'Search results' });
  await expect(results.getByRole('row', { name: new RegExp(bagOrder.external_id) })).toBeVisible();
  await expect(results.getByRole('row', { name: new RegExp(shortOrder.external_id) })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(orders).toBeVisible();

  // Open the order from the keyboard and start picking.
  await bagRow.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: `Order ${bagOrder.external_id}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Stock reserved');
  await page.keyboard.press('F8');
  const picking = page.getByRole('region', { name: 'Scan each item' });
  await expect(picking).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Order details' })).toContainText('associate');

  const pickedFirst = picking.getByRole('listitem').filter({ hasText: first.sku }).getByRole('status');
  await scan(page, first.ean);
  await expect(pickedFirst).toHaveText('1 of 2');
  await expect(picking.getByRole('status').filter({ hasText: 'Picked:' })).toContainText(
    `Picked: ${first.title}`,
  );

  // A wrong item is refused, out loud, and nothing is counted.
  await scan(page, third.ean);
  const refusal = picking.getByRole('alert');
  await expect(refusal).toContainText('This item is not in the order');
  await expect(refusal).toContainText(third.ean);
  await expect(pickedFirst).toHaveText('1 of 2');
  await screenshot(page, 'pickup-order-picking');

  await scan(page, first.ean);
  await expect(pickedFirst).toHaveText('2 of 2');
  // One too many is refused as well.
  await scan(page, first.ean);
  await expect(picking.getByRole('alert')).toContainText(`Already picked: ${first.title}`);
  await expect(pickedFirst).toHaveText('2 of 2');

  // The second item's label is torn: its SKU is typed in by hand.
  await page.getByLabel('Item code').fill(second.sku);
  await page.getByLabel('Item code').press('Enter');
  await expect(picking.getByRole('listitem').filter({ hasText: second.sku }).getByRole('status')).toHaveText(
    '1 of 1',
  );
  await expect(page.getByRole('progressbar', { name: 'Items picked' })).toHaveAttribute('aria-valuenow', '3');

  // Mark ready: the configured documents print, and their state shows live.
  const documentJobsBefore = workstation.devices.documentPrinter.jobs.length;
  const receiptJobsBefore = workstation.devices.receiptPrinter.jobs.length;
  await page.getByRole('button', { name: /Mark ready/ }).click();
  await expect(page.getByText('Ready for pickup', { exact: true }).first()).toBeVisible();
  const documents = page.getByRole('region', { name: /Documents/ });
  const printJobs = documents.getByRole('list', { name: 'Print jobs' }).getByRole('listitem');
  await expect(printJobs).toHaveCount(3);
  // Real TCP to the printers: a busy machine may take a few seconds.
  const printed = { timeout: 30_000 };
  await expect(documents.getByRole('listitem', { name: 'Invoice, copy 1 of 2: Printed' })).toBeVisible(
    printed,
  );
  await expect(documents.getByRole('listitem', { name: 'Invoice, copy 2 of 2: Printed' })).toBeVisible(
    printed,
  );
  await expect(documents.getByRole('listitem', { name: 'Packing slip: Printed' })).toBeVisible(printed);
  await expect(documents).toContainText('All printed');
  await screenshot(page, 'pickup-print-status');

  // What came out of the printers: two invoices with the order, its lines and total; one packing slip.
  const documentJobs = await workstation.devices.documentPrinter.waitForJobs(documentJobsBefore + 2);
  const invoices = jobsOfOrder(documentJobs.slice(documentJobsBefore), bagOrder.order_id);
  expect(invoices).toHaveLength(2);
  for (const { document, job } of invoices) {
    expect(job.printed).toBe(true);
    const text = printedText(document).join('\n');
    expect(text).toContain('INVOICE');
    expect(text).toContain(`SKU ${first.sku}`);
    expect(text).toContain(`2 x ${formatMoney(parseMoneyOrThrow(first.price, first.currency), 'en-US')}`);
    expect(text).toContain(`SKU ${second.sku}`);
    expect(text).toMatch(new RegExp(`TOTAL\\s+${escapeRegExp(totalText)}`));
    expect(itemsOfKind(document, 'qr').map((code) => code.data)).toContain(bagOrder.order_id);
  }
  const receiptJobs = await workstation.devices.receiptPrinter.waitForJobs(receiptJobsBefore + 1);
  const slips = jobsOfOrder(receiptJobs.slice(receiptJobsBefore), bagOrder.order_id);
  expect(slips).toHaveLength(1);
  expect(printedText(slips[0]!.document).join('\n')).toContain(`SKU ${first.sku}`);

  // The customer arrives: back to the dashboard, scan the barcode on their invoice, hand the order over.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'In-store pickup', level: 1 })).toBeVisible();
  await scan(page, bagOrder.order_id);
  const handOver = page.getByRole('dialog', { name: `Hand over order ${bagOrder.external_id}` });
  await expect(handOver).toBeVisible();
  await expect(handOver).toContainText('Avery Chen');
  await expect(handOver).toContainText('Order barcode scanned');
  await screenshot(page, 'pickup-hand-over');
  await expect(handOver.getByRole('button', { name: 'Hand over' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(handOver).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Picked up' })).toBeVisible();
  const pickedUp = await shop.waitForStatus(bagOrder.order_id, 'picked_up');
  expect(pickedUp.assignee).toBe('associate');
  expect((await shop.events(bagOrder.order_id)).at(-1)).toMatchObject({
    action: 'hand_over',
    actor: 'associate',
  });

  // The customer wants another invoice. The printer's cover springs open while it prints: nobody can know
  // whether the copy came out, so the app asks instead of printing it twice.
  const printer = workstation.devices.documentPrinter;
  const jobsBeforeReprint = printer.jobs.length;
  const openCoverMidJob = ({ bytesSoFar }: { bytesSoFar: number }) => {
    if (bytesSoFar < 100) return;
    printer.setCondition({ coverOpen: true });
    printer.off('receiving', openCoverMidJob);
  };
  printer.on('receiving', openCoverMidJob);
  await documents.getByRole('button', { name: 'Reprint Invoice, copy 1 of 2' }).click();
  const uncertain = documents.getByRole('listitem', {
    name: 'Invoice (reprint), copy 1 of 2: Needs confirmation',
  });
  await expect(uncertain).toBeVisible(printed);
  await expect(uncertain).toContainText('Did it come out complete?');
  await expect(documents).toContainText('1 copy needs your attention');
  await dismissNotifications(page);
  await uncertain.scrollIntoViewIfNeeded();
  await screenshot(page, 'pickup-print-needs-confirmation');
  // The associate closes the cover: the page is half printed, so it is printed again.
  printer.setCondition({ coverOpen: false });
  await uncertain.getByRole('button', { name: 'No, print again' }).click();
  await expect(
    documents.getByRole('listitem', { name: 'Invoice (reprint), copy 1 of 2: Printed again' }),
  ).toBeVisible();
  await expect(
    documents.getByRole('listitem', { name: 'Invoice (reprint), copy 1 of 2: Printed', exact: true }),
  ).toBeVisible(printed);
  await expect(documents).toContainText('All printed');
  const afterReprint = await printer.waitForJobs(jobsBeforeReprint + 2);
  const [cutShort, reprinted] = afterReprint.slice(jobsBeforeReprint);
  expect(cutShort?.printed).toBe(false);
  expect(reprinted?.printed).toBe(true);
  const reprintText = printedText(decodeEscPos(reprinted!.bytes));
  expect(reprintText).toContain('*** REPRINT ***');
  expect(reprintText.join('\n')).toMatch(new RegExp(`TOTAL\\s+${escapeRegExp(totalText)}`));

  // The other order: its item is nowhere in the store. The associate rejects it; the order goes on hold.
  await page.keyboard.press('Escape');
  await orders.getByRole('row', { name: new RegExp(shortOrder.external_id) }).click();
  await page.getByRole('button', { name: /Start picking/ }).click();
  await expect(page.getByRole('region', { name: 'Scan each item' })).toBeVisible();
  await page.keyboard.press('F7');
  const reject = page.getByRole('dialog', { name: 'Items missing' });
  await expect(reject).toContainText(third.title);
  await reject.getByRole('radio', { name: /Not in stock/ }).check();
  await reject.getByRole('button', { name: /Reject 1 item and put on hold/ }).click();
  await expect(page.getByRole('heading', { name: 'On hold: not enough stock' })).toBeVisible();
  // Rerouting is a manager's decision: an associate is not offered it.
  await expect(page.getByRole('button', { name: /Reroute/ })).toHaveCount(0);
  await shop.waitForStatus(shortOrder.order_id, 'on_hold');
  await signOut(page);
});

test('a manager reroutes the order on hold to a nearby store that has the item', async ({ app: page }) => {
  await signIn(page, 'manager');
  await selectStore(page, SOHO.label, { locale: 'en-US' });
  await page.getByRole('button', { name: /^On hold/ }).click();
  const onHold = page.getByRole('table', { name: 'On hold orders' });
  await onHold.getByRole('row', { name: new RegExp(shortOrder.external_id) }).click();
  await expect(page.getByRole('heading', { name: `Order ${shortOrder.external_id}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Items rejected');

  await page.getByRole('button', { name: 'Reroute to another store' }).click();
  const reroute = page.getByRole('dialog', { name: 'Reroute to another store' });
  const stores = reroute.getByRole('radio');
  await expect(stores.first()).toBeVisible();
  await expect(reroute).toContainText('km away');
  await expect(reroute).toContainText('All items in stock');
  await expect(reroute).not.toContainText(SOHO.label);
  // The nearest store that has everything is suggested.
  const suggested = reroute.getByRole('radio', { checked: true });
  await expect(suggested).toHaveCount(1);
  const choice = await suggested.evaluate((input) => ({
    storeId: (input as HTMLInputElement).value,
    label: input.closest('label')?.querySelector('.choice__label')?.textContent ?? '',
  }));
  await screenshot(page, 'pickup-reroute');
  await reroute.getByRole('button', { name: `Reroute to ${choice.label}` }).click();
  await expect(reroute).toHaveCount(0);
  await expect(
    page.getByRole('status').filter({ hasText: `Order ${shortOrder.external_id} rerouted` }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'In-store pickup', level: 1 })).toBeVisible();

  const rerouted = await shop.order(shortOrder.order_id);
  expect(rerouted.store_id).toBe(choice.storeId);
  expect(['sent_to_store', 'assigned']).toContain(rerouted.status);
  await expect(onHold.getByRole('row', { name: new RegExp(shortOrder.external_id) })).toHaveCount(0);
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
