// Sales tax at the counter, with the demo tenant's real rates, in stores whose cash needs no drawer set up:
//   1. Montréal (Northwind Sainte-Catherine): GST 5 % and QST 9.975 % added, each on its own line on the
//      payment screen, the summary and the receipt; cash rounds to 0.05 CAD after tax. The associate works
//      in English, the receipt is in French: the store's language, which the customer reads.
//   2. New York (Northwind Williamsburg, which an administrator listed for US cash rounding — the Setup
//      spec does that on screen): NY State 4 %, New York City 4.5 % and MCTD 0.375 %, and the rounding line.
// The receipts are read back from the virtual receipt printer. Expected figures are worked out here, on
// their own, from the prices the screen shows.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { mainNavigation, screenshot, selectStore, signIn } from './support/helpers';
import { platformUrlOf, StorefrontClient } from './support/platform-orders';
import { attachPrintersOnScreen, signInAsManagerAt } from './support/printer-setup';
import {
  dollars,
  dollarsFr,
  nextReceipt,
  receiptRow,
  roundedToNickel,
  signed,
  signedFr,
  taxAt,
} from './support/receipt-figures';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser, workstation }) => {
  // A manager attaches the receipt printer on screen (devices.spec.ts walks through every step).
  await attachPrintersOnScreen(browser, workstation, signInAsManagerAt('Northwind SoHo'));
});

const row = receiptRow;

function amountLine(page: Page, label: string) {
  return page.getByLabel('Amounts').locator('.tender__row', { has: page.getByText(label, { exact: true }) });
}

/** Signs in, chooses the store, opens the Sale screen and adds the first candle the search finds. */
async function sellOneCandle(page: Page, storeLabel: string, locale: string): Promise<number> {
  await signIn(page, 'associate');
  await selectStore(page, storeLabel, { locale });
  await mainNavigation(page).getByRole('button', { name: /Sale/ }).click();
  await expect(page.getByRole('heading', { name: 'Sale', level: 1 })).toBeVisible();
  await page.keyboard.press('F2');
  await page.keyboard.type('candle');
  const products = page.getByRole('listbox', { name: 'Products' });
  await expect(products.getByRole('option').first()).toBeVisible();
  await products.getByRole('option').first().click();
  await expect(page.getByRole('list', { name: 'Cart lines' }).getByRole('listitem')).toHaveCount(1);
  const subtotalText = (await page.getByLabel('Sale total').textContent()) ?? '';
  expect(subtotalText).toMatch(/^Subtotal\$[\d,]+\.\d\d$/);
  return Number(subtotalText.replace(/[^\d]/g, ''));
}

async function payExactCash(page: Page, due: number): Promise<void> {
  await page
    .getByRole('group', { name: 'Quick cash' })
    .getByRole('button', { name: `Exact ${dollars(due)}` })
    .click();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('region', { name: 'Sale complete' }).getByRole('heading', { name: 'Sale complete' }),
  ).toBeVisible();
}

test('a Montréal cash sale: GST and QST on their own lines, cash rounded after tax', async ({
  app: page,
  workstation,
}) => {
  const receiptsBefore = workstation.devices.receiptPrinter.jobs.length;
  const subtotal = await sellOneCandle(page, 'Northwind Sainte-Catherine', 'en-CA');
  const gst = taxAt(subtotal, 5, 100);
  const qst = taxAt(subtotal, 9975, 100000);
  const total = subtotal + gst + qst;
  const due = roundedToNickel(total);

  await page.keyboard.press('F4');
  await expect(page.getByRole('form', { name: 'Payment' })).toBeVisible();
  await expect(amountLine(page, 'Subtotal')).toContainText(dollars(subtotal));
  await expect(amountLine(page, 'GST 5%')).toContainText(dollars(gst));
  await expect(amountLine(page, 'QST 9.975%')).toContainText(dollars(qst));
  await expect(amountLine(page, 'Total')).toContainText(dollars(total));
  await expect(amountLine(page, 'Cash rounding')).toContainText(signed(due - total));
  await expect(amountLine(page, 'Total after rounding')).toContainText(dollars(due));
  await screenshot(page, 'tax-montreal-tender');

  await payExactCash(page, due);
  const done = page.getByRole('region', { name: 'Sale complete' });
  await expect(done.getByLabel('Sale summary')).toContainText(
    `Subtotal${dollars(subtotal)}GST 5%${dollars(gst)}QST 9.975%${dollars(qst)}Total${dollars(total)}`,
  );
  const receipt = await nextReceipt(workstation, receiptsBefore);
  await screenshot(page, 'tax-montreal-complete');
  expect(receipt).toContain('REÇU');
  expect(receipt).toContainEqual(expect.stringMatching(row('SOUS-TOTAL', dollarsFr(subtotal))));
  expect(receipt).toContainEqual(expect.stringMatching(row('GST 5 %', dollarsFr(gst))));
  expect(receipt).toContainEqual(expect.stringMatching(row('QST 9,975 %', dollarsFr(qst))));
  expect(receipt).toContainEqual(expect.stringMatching(row('TOTAL', dollarsFr(total))));
  if (due !== total) {
    expect(receipt).toContainEqual(expect.stringMatching(row('Arrondi au comptant', signedFr(due - total))));
    expect(receipt).toContainEqual(expect.stringMatching(row('TOTAL PAYÉ', dollarsFr(due))));
  }
  expect(receipt).toContain('Merci de votre visite et à bientôt!');
});

test('a New York cash sale: three tax components, then the rounding line of a listed store', async ({
  app: page,
  workstation,
}) => {
  // Precondition done on screen by the Setup spec: an administrator listed Williamsburg for US cash rounding.
  const platform = await StorefrontClient.connect(await platformUrlOf(workstation.host));
  const rounding = await platform.call<{ enabled_store_ids: string[] }>('GET', '/config/rounding');
  await platform.call('PUT', '/config/rounding', {
    enabled_store_ids: [...rounding.enabled_store_ids, 'us-nyc-williamsburg'],
  });

  const receiptsBefore = workstation.devices.receiptPrinter.jobs.length;
  const subtotal = await sellOneCandle(page, 'Northwind Williamsburg', 'en-US');
  const state = taxAt(subtotal, 4, 100);
  const city = taxAt(subtotal, 45, 1000);
  const mctd = taxAt(subtotal, 375, 100000);
  const total = subtotal + state + city + mctd;
  const due = roundedToNickel(total);

  await page.keyboard.press('F4');
  await expect(amountLine(page, 'NY State 4%')).toContainText(dollars(state));
  await expect(amountLine(page, 'New York City 4.5%')).toContainText(dollars(city));
  await expect(amountLine(page, 'MCTD 0.375%')).toContainText(dollars(mctd));
  await expect(amountLine(page, 'Total')).toContainText(dollars(total));
  await expect(amountLine(page, 'Cash rounding')).toContainText(signed(due - total));
  await expect(amountLine(page, 'Total after rounding')).toContainText(dollars(due));
  await screenshot(page, 'tax-new-york-tender');

  await payExactCash(page, due);
  const receipt = await nextReceipt(workstation, receiptsBefore);
  await screenshot(page, 'tax-new-york-complete');
  const from = receipt.findIndex((line) => row('SUBTOTAL', dollars(subtotal)).test(line));
  expect(from).toBeGreaterThan(-1);
  // A store listed for US rounding prints the rounding line whenever it changes what is paid.
  const rounded = due === total ? [] : [`Cash rounding ${signed(due - total)}`, `TOTAL PAID ${dollars(due)}`];
  expect(receipt.slice(from, from + 5 + rounded.length)).toEqual([
    `SUBTOTAL ${dollars(subtotal)}`,
    `NY State 4% ${dollars(state)}`,
    `New York City 4.5% ${dollars(city)}`,
    `MCTD 0.375% ${dollars(mctd)}`,
    `TOTAL ${dollars(total)}`,
    ...rounded,
  ]);
});

test('an administrator sets up Toronto’s tax on screen; the next sale there charges it', async ({
  app: page,
  workstation,
}) => {
  // Setup → Tax: Toronto charges HST 13 %; home goods are to pay a reduced 5 %.
  await signIn(page, 'admin');
  await selectStore(page, 'Northwind Yorkdale', { locale: 'en-CA' });
  await mainNavigation(page).getByRole('button', { name: /Setup/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Setup' })).toBeVisible();
  await page.getByRole('tab', { name: /^Tax/ }).click();
  await expect(page.getByRole('combobox', { name: 'Store', exact: true })).toHaveValue('ca-tor-yorkdale');
  const components = page.getByRole('list', { name: 'Tax components' });
  const hst = components.getByRole('listitem', { name: 'HST' });
  await expect(hst.getByLabel('Standard rate (%)')).toHaveValue('13');
  await expect(page.getByRole('switch', { name: 'Prices include tax' })).not.toBeChecked();

  // A component added with a rate no tax has: refused, the reason under the field, naming it.
  await page.getByRole('button', { name: 'Add a component' }).click();
  const added = components.getByRole('listitem').nth(1);
  await added.getByLabel('Name on receipts').fill('Toronto levy');
  await expect(added.getByLabel('Code')).toHaveValue('toronto_levy');
  await added.getByLabel('Standard rate (%)').fill('101');
  await hst.getByLabel('Reduced rate (%)').fill('5,0');
  await page.getByRole('button', { name: 'Save tax of Northwind Yorkdale' }).click();
  await expect(page.getByText('Not saved: 2 fields need correcting.')).toBeVisible();
  await expect(added.getByLabel('Standard rate (%)')).toHaveAccessibleDescription(
    /Standard rate must be at most 100/,
  );
  await expect(hst.getByLabel('Reduced rate (%)')).toHaveAccessibleDescription(
    /Reduced rate must be a percentage written as a decimal/,
  );
  await screenshot(page, 'setup-tax-refused');

  // The levy goes; HST's reduced rate is 5 and home goods pay it.
  await added.getByRole('button', { name: 'Remove Toronto levy' }).click();
  await expect(components.getByRole('listitem')).toHaveCount(1);
  await hst.getByLabel('Reduced rate (%)').fill('5');
  const classes = page.getByRole('table', { name: 'Tax classes of Northwind Yorkdale' });
  const home = classes.getByRole('row', { name: /^home\b/ });
  await home.getByLabel('Category of home').selectOption('reduced');
  await expect(home).toContainText('5%');
  await expect(classes.getByRole('row', { name: /^clothing\b/ })).toContainText('13%');
  await page.getByRole('button', { name: 'Save tax of Northwind Yorkdale' }).click();
  await expect(page.getByText('Saved: Northwind Yorkdale charges 1 tax component.')).toBeVisible();
  await expect(hst.getByLabel('Reduced rate (%)')).toHaveValue('5');
  await screenshot(page, 'setup-tax');

  // An associate sells a candle (a home good) in Toronto: HST at 5 %, on screen and on the receipt.
  const receiptsBefore = workstation.devices.receiptPrinter.jobs.length;
  const subtotal = await sellOneCandle(page, 'Northwind Yorkdale', 'en-CA');
  const tax = taxAt(subtotal, 5, 100);
  const total = subtotal + tax;
  const due = roundedToNickel(total);
  await page.keyboard.press('F4');
  await expect(amountLine(page, 'HST 5%')).toContainText(dollars(tax));
  await expect(amountLine(page, 'Total')).toContainText(dollars(total));
  await payExactCash(page, due);
  const receipt = await nextReceipt(workstation, receiptsBefore);
  expect(receipt).toContainEqual(expect.stringMatching(row('HST 5%', dollars(tax))));
  expect(receipt).toContainEqual(expect.stringMatching(row('TOTAL', dollars(total))));
});
