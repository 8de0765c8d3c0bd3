// A store manager sets up a new workstation of Northwind SoHo on a Monday morning, on screen only: the two
// network printers announce themselves (mDNS), so Devices lists them; the manager attaches one as the receipt
// printer, prints a test page and sees that it came out (and what it printed, every column of it), sees the
// printer report paper out and an open cover, mistypes the document printer's address and is told nobody
// answers there, types it right, renames it, removes it and attaches it again from the network. An associate
// is not offered Devices at all (the main process refuses them too: test/host/printing.test.ts).
import { PRINTER_NAMES } from './support/devices';
import { expect, test } from './support/fixtures';
import { dismissNotifications, mainNavigation, screenshot, selectStore, signIn } from './support/helpers';
import { attachFoundPrinter, openDevices, printerCard } from './support/printer-setup';

const SOHO = 'Northwind SoHo';

test.describe.configure({ mode: 'serial' });

test('a manager attaches the receipt printer found on the network and prints a test page', async ({
  app: page,
  workstation,
}) => {
  const { receiptPrinter } = workstation.devices;
  await signIn(page, 'manager');
  await selectStore(page, SOHO);
  await page.keyboard.press('Alt+5');
  await expect(page.getByRole('heading', { name: 'Devices', level: 1 })).toBeVisible();

  // Nothing attached yet: each card says what will not print.
  const receipt = printerCard(page, 'receipt printer');
  await expect(receipt).toContainText('Not attached');
  await expect(receipt).toContainText('Receipts of counter sales will not print here');
  await expect(printerCard(page, 'document printer')).toContainText('Invoice × 2 (pickup orders)');

  // Both printers are found on the network, with their make and the command set it suggests.
  const found = page.getByRole('list', { name: 'Printers found' });
  await expect(async () => {
    if ((await found.getByRole('listitem').count()) < 2) {
      await page.getByRole('button', { name: 'Look again' }).click();
    }
    await expect(found.getByRole('listitem')).toHaveCount(2, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  const counterPrinter = found.getByRole('listitem', { name: PRINTER_NAMES.receiptPrinter });
  await expect(counterPrinter).toContainText('EPSON TM-m30III (simulator)');
  await expect(counterPrinter).toContainText(`:${receiptPrinter.port}`);
  await expect(counterPrinter).toContainText('EPSON commands');

  // "Use as receipt printer" opens the dialog prefilled; the manager checks the paper and attaches it.
  await counterPrinter.getByRole('button', { name: 'Use as receipt printer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Attach a printer' });
  await expect(dialog.getByLabel('Use it as')).toHaveValue('receipt_printer');
  await expect(dialog.getByLabel('Name')).toHaveValue(PRINTER_NAMES.receiptPrinter);
  await expect(dialog.getByLabel('Address')).toHaveValue(new RegExp(`:${receiptPrinter.port}$`));
  await expect(dialog.getByLabel('Command set')).toHaveValue('EPSON');
  await expect(dialog.getByLabel('Paper width')).toHaveValue('80');
  await dialog.getByRole('button', { name: 'Attach printer' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(receipt).toContainText(PRINTER_NAMES.receiptPrinter);
  await expect(receipt).toContainText('EPSON · 80 mm paper');
  await expect(receipt.getByText('Ready', { exact: true })).toBeVisible();
  await expect(counterPrinter).toContainText('Attached here as receipt printer');
  await dismissNotifications(page);
  await screenshot(page, 'devices-printer-setup');

  // The test page: the screen says it came out, and the printer has it.
  const jobsBefore = receiptPrinter.jobs.length;
  await receipt.getByRole('button', { name: 'Print test page' }).click();
  const result = receipt.getByRole('status', { name: 'Test page' });
  await expect(result).toContainText(`The test page came out of ${PRINTER_NAMES.receiptPrinter}`);
  const [testPage] = (await receiptPrinter.waitForJobs(jobsBefore + 1)).slice(jobsBefore);
  expect(testPage?.printed).toBe(true);
  await screenshot(page, 'devices-test-print');

  // Its preview shows every column: the address and time at the right edge are whole.
  await result.getByRole('button', { name: /^Preview/ }).click();
  const paper = page.getByRole('document', { name: /Test page for the receipt printer, as printed/ });
  await expect(paper).toContainText(`tcp://`);
  await expect(paper).toContainText(`:${receiptPrinter.port}`);
  const clipped = await paper
    .locator('.receipt-line')
    .evaluateAll((lines) =>
      lines.filter((line) => line.scrollWidth > line.clientWidth).map((line) => line.textContent),
    );
  expect(clipped, 'lines cut at the right edge').toEqual([]);
  await screenshot(page, 'devices-test-print-preview');
  await page.keyboard.press('Escape');
  await expect(paper).toHaveCount(0);
});

test('the printer reports paper out and an open cover, and the test page waits for paper', async ({
  app: page,
  workstation,
}) => {
  const { receiptPrinter } = workstation.devices;
  await openDevices(page);
  const receipt = printerCard(page, 'receipt printer');

  receiptPrinter.setCondition({ paper: 'out' });
  await receipt.getByRole('button', { name: 'Check status' }).click();
  await expect(receipt.getByText('Paper out', { exact: true })).toBeVisible();
  const jobsBefore = receiptPrinter.jobs.length;
  await receipt.getByRole('button', { name: 'Print test page' }).click();
  const result = receipt.getByRole('status', { name: 'Test page' });
  await expect(result).toContainText(`Waiting for ${PRINTER_NAMES.receiptPrinter}`);
  await expect(result).toContainText('paper out');
  await screenshot(page, 'devices-paper-out');
  // Paper in: the waiting page comes out by itself.
  receiptPrinter.setCondition({ paper: 'ok' });
  await expect(result).toContainText('The test page came out', { timeout: 30_000 });
  await receiptPrinter.waitForJobs(jobsBefore + 1);

  receiptPrinter.setCondition({ coverOpen: true });
  await receipt.getByRole('button', { name: 'Check status' }).click();
  await expect(receipt.getByText('Cover open', { exact: true })).toBeVisible();
  receiptPrinter.setCondition({ coverOpen: false });
  await receipt.getByRole('button', { name: 'Check status' }).click();
  await expect(receipt.getByText('Ready', { exact: true })).toBeVisible();
});

test('a mistyped address is explained; the document printer is typed, renamed, removed and found again', async ({
  app: page,
  workstation,
}) => {
  const { documentPrinter } = workstation.devices;
  await openDevices(page);
  const documentCard = printerCard(page, 'document printer');
  await documentCard.getByRole('button', { name: 'Type an address…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Attach a printer' });
  await expect(dialog.getByLabel('Use it as')).toHaveValue('document_printer');
  await dialog.getByLabel('Name').fill('Office printer');
  // Port 1: nothing listens there.
  await dialog.getByLabel('Address').fill('127.0.0.1:1');
  await dialog.getByRole('button', { name: 'Attach printer' }).click();
  const refusal = dialog.getByRole('alert').filter({ hasText: 'The printer did not answer' });
  await expect(refusal).toContainText('cannot be reached');
  await expect(dialog.getByText('no printer answers at this address')).toBeVisible();
  await screenshot(page, 'devices-printer-unreachable');
  await dialog.getByLabel('Address').fill(`127.0.0.1:${documentPrinter.port}`);
  await dialog.getByRole('button', { name: 'Attach printer' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(documentCard).toContainText('Office printer');
  await expect(documentCard).toContainText(`127.0.0.1:${documentPrinter.port}`);
  await expect(documentCard.getByText('Ready', { exact: true })).toBeVisible();

  // Renamed.
  await documentCard.getByRole('button', { name: 'Change' }).click();
  const change = page.getByRole('dialog', { name: 'Change the document printer' });
  await change.getByLabel('Name').fill('Back office laser shelf');
  await change.getByRole('button', { name: 'Save printer' }).click();
  await expect(change).toHaveCount(0);
  await expect(documentCard).toContainText('Back office laser shelf');

  // Removed: the card says what no longer prints.
  await documentCard.getByRole('button', { name: 'Remove' }).click();
  const remove = page.getByRole('dialog', { name: 'Remove Back office laser shelf?' });
  await expect(remove).toContainText('Invoice × 2 (pickup orders) will not print here');
  await remove.getByRole('button', { name: 'Remove printer' }).click();
  await expect(documentCard).toContainText('Not attached');

  // Attached again from the network.
  await attachFoundPrinter(page, PRINTER_NAMES.documentPrinter, 'document printer');
  const jobsBefore = documentPrinter.jobs.length;
  await documentCard.getByRole('button', { name: 'Print test page' }).click();
  await expect(documentCard.getByRole('status', { name: 'Test page' })).toContainText(
    `The test page came out of ${PRINTER_NAMES.documentPrinter}`,
  );
  await documentPrinter.waitForJobs(jobsBefore + 1);
});

test('an associate is not offered Devices', async ({ app: page }) => {
  await signIn(page, 'associate');
  await expect(mainNavigation(page).getByRole('button', { name: /Devices/ })).toHaveCount(0);
  await page.keyboard.press('Alt+5');
  await expect(page.getByRole('heading', { name: 'Devices', level: 1 })).toHaveCount(0);
});
