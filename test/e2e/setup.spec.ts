// An administrator's setup morning on the workstation's embedded platform: the spring catalog comes as JSON
// files, which the app checks, zips and serves to the platform itself; the import finishes with the price
// records the platform rejected listed in a table the admin can filter and sort. Then a new store opens in
// DUMBO (its coordinates first typed wrong and refused next to the field; later it is assigned the sale price
// book), it is given in-store pickup with its own texts in English, French and Spanish (the translations an
// English change left behind are pointed out, a blank one is refused) and its cost, the documents to print
// are set, the expected amount is shown at cash audits, cash rounding is switched off and on again, and the
// new store is listed among the US stores that round cash, while a Canadian store is refused with the
// platform's reason. Last, a French-speaking manager at SoHo reads DUMBO's French text when rerouting.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { mainNavigation, screenshot, selectStore, signIn } from './support/helpers';
import { inLanguage } from './support/in-language';

test.describe.configure({ mode: 'serial' });

const SHOP = 'us';
const products = {
  head: { shop: SHOP, locale: 'en-US', is_master: true },
  items: [
    {
      product_id: 'spring-rain-shell-m',
      variant_group_id: 'spring-rain-shell',
      title: 'Packable rain shell',
      variation_size_value: 'M',
      variation_color_value: 'Sage',
      show_in_listing: true,
      categories: [{ path: 'Women > Jackets', is_main: true }],
      external_identifiers: [{ type: 'sku', value: 'SPR-SHELL-M' }],
    },
    {
      product_id: 'spring-rain-shell-l',
      variant_group_id: 'spring-rain-shell',
      title: 'Packable rain shell',
      variation_size_value: 'L',
      variation_color_value: 'Sage',
      show_in_listing: true,
      categories: [{ path: 'Women > Jackets', is_main: true }],
      external_identifiers: [{ type: 'sku', value: 'SPR-SHELL-L' }],
    },
    {
      product_id: 'spring-linen-tote',
      title: 'Linen market tote',
      show_in_listing: true,
      categories: [{ path: 'Accessories > Bags', is_main: true }],
      external_identifiers: [{ type: 'sku', value: 'SPR-TOTE' }],
    },
  ],
};
/** Two good prices and three the platform must reject: too many decimals, negative, unknown product. */
const prices = {
  head: { pricebook: 'default', shop: SHOP, currency: 'USD' },
  items: [
    { product_id: 'spring-rain-shell-m', value: 89 },
    { product_id: 'spring-rain-shell-l', value: 89.999 },
    { product_id: 'spring-linen-tote', value: 34.5 },
    { product_id: 'spring-linen-tote', value: -5 },
    { product_id: 'spring-sun-hat', value: 29 },
  ],
};

const asFile = (name: string, value: unknown) => ({
  name,
  mimeType: 'application/json',
  buffer: Buffer.from(JSON.stringify(value, null, 2)),
});

async function openSetupTab(page: Page, tab: string) {
  const heading = page.getByRole('heading', { level: 1, name: 'Setup' });
  if (!(await heading.isVisible())) {
    await mainNavigation(page).getByRole('button', { name: /Setup/ }).click();
    await expect(heading).toBeVisible();
  }
  await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
}

const OUT_OF_DATE = 'The English text changed: this translation may be out of date.';
/** What French-speaking customers and associates read about DUMBO, as the administrator writes it. */
const DUMBO_FRENCH = {
  inStock: 'Prête pour le ramassage en magasin d’ici 1 heure',
  notInStock: 'Prête pour le ramassage en magasin dans 2 à 3 jours ouvrables',
};

test('an administrator imports the spring catalog from JSON files and reads the rejected prices', async ({
  app,
}) => {
  await signIn(app, 'admin');
  await selectStore(app, 'Northwind SoHo');
  await openSetupTab(app, 'Catalog import');

  await expect(app.getByRole('radio', { name: /JSON files/ })).toBeChecked();
  await app
    .getByLabel('Catalog data files')
    .setInputFiles([asFile('products.json', products), asFile('prices.json', prices)]);
  const chosen = app.getByRole('list', { name: 'Chosen files' });
  await expect(chosen.getByRole('listitem', { name: 'products.json' })).toContainText(
    '3 products · shop us · en-US',
  );
  await expect(chosen.getByRole('listitem', { name: 'prices.json' })).toContainText(
    'default (USD): 5 prices',
  );
  await expect(app.getByText(/Archive ready: .*nothing sent to the platform yet/)).toBeVisible();

  await expect(app.getByRole('radio', { name: /From this workstation/ })).toBeChecked();
  await app.getByLabel('Import name').fill('Spring drop');
  await screenshot(app, 'setup-import-files');
  await app.getByRole('button', { name: 'Start import' }).click();

  const status = app.getByRole('region', { name: 'Import status' });
  await expect(status.getByText('Finished', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  await expect(status).toContainText('served from this workstation');
  await expect(status).toContainText('3 records were rejected');

  const table = app.getByRole('table', { name: 'Import errors' });
  const rows = table.getByRole('row').filter({ hasNot: app.getByRole('columnheader') });
  await expect(rows).toHaveCount(3);
  const unrounded = rows.filter({ hasText: 'spring-rain-shell-l' });
  await expect(unrounded).toContainText('data/prices.json');
  await expect(unrounded.getByRole('cell').nth(2)).toHaveText('1');
  await expect(unrounded).toContainText(/decimals/);

  // Sorted by record, last first; then only the unknown product's price.
  await table.getByRole('button', { name: 'Record' }).click();
  await expect(table.getByRole('columnheader', { name: /Record/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(rows.first()).toContainText('spring-sun-hat');
  await app.getByLabel('Find in errors').fill('sun-hat');
  await expect(app.getByText('Showing 1 of 3 rejected records')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await app.getByLabel('Find in errors').fill('');
  await expect(rows).toHaveCount(3);
  await app.getByLabel('Find in errors').blur();

  await expect(app.getByRole('table', { name: 'Recent imports' })).toContainText('Finished');
  await app.getByRole('region', { name: 'Import status' }).scrollIntoViewIfNeeded();
  await screenshot(app, 'setup-import');
});

test('an import from an address the platform cannot download from says which address and why', async ({
  app,
}) => {
  await signIn(app, 'admin');
  await selectStore(app, 'Northwind SoHo');
  await openSetupTab(app, 'Catalog import');

  await app.getByRole('radio', { name: /From a URL/ }).check();
  await app.getByLabel('Archive URL').fill('ftp://files.northwind.example/spring.zip');
  await app.getByLabel('Import name').fill('Spring drop from the old FTP');
  await app.getByRole('button', { name: 'Start import' }).click();

  const status = app.getByRole('region', { name: 'Import status' });
  await expect(status.getByRole('alert')).toContainText(
    'The archive’s address “ftp://files.northwind.example/spring.zip” starts with ftp://; ' +
      'the platform only downloads from https:// and s3:// addresses.',
    { timeout: 30_000 },
  );
  await expect(status.getByRole('alert')).toContainText('Give an https:// or s3://bucket/key address.');
});

test('a new store is created with its coordinates, a wrong latitude refused next to the field', async ({
  app,
}) => {
  await openSetupTab(app, 'Stores');
  await expect(app.getByRole('table', { name: 'Stores' })).toContainText('Northwind SoHo');
  await app.getByRole('button', { name: 'New store' }).click();

  const form = app.getByRole('form', { name: 'New store' });
  await form.getByLabel('Store id').fill('us-bkn-dumbo');
  await form.getByLabel('Name').fill('Northwind DUMBO');
  await form.getByLabel('Division').fill('Northeast');
  await form.getByLabel('Phone').fill('+1 718-555-0190');
  await form.getByLabel('Street address').fill('55 Water St');
  await form.getByLabel('City').fill('Brooklyn');
  await form.getByLabel('State or province').fill('NY');
  await form.getByLabel('ZIP or postal code').fill('11201');
  await form.getByLabel('Country code').fill('us');
  await form.getByLabel('Latitude').fill('140.70322');
  await form.getByLabel('Longitude').fill('-73.98995');
  await form.getByLabel('Time zone').selectOption('America/New_York');
  await form.getByLabel('Sunday opens').fill('11:00');
  await form.getByLabel('Sunday closes').fill('18:00');
  await expect(form.getByLabel('Shop')).toHaveValue('us');
  await form.getByLabel('Price book').fill('default');
  await form.getByRole('button', { name: 'Create store' }).click();

  const latitude = form.getByLabel('Latitude');
  await expect(latitude).toHaveAttribute('aria-invalid', 'true');
  await expect(latitude).toHaveAccessibleDescription(/must be between -90 and 90/);
  await screenshot(app, 'setup-store-form');

  await latitude.fill('40.70322');
  await form.getByRole('button', { name: 'Create store' }).click();
  await expect(app.getByText('Northwind DUMBO created')).toBeVisible();
  const row = app.getByRole('table', { name: 'Stores' }).getByRole('row', { name: /Northwind DUMBO/ });
  await expect(row).toContainText('40.70322, -73.98995');
  await expect(row).toContainText('us · default');

  // The store sells from the sale price book from now on.
  await row.click();
  const edit = app.getByRole('form', { name: 'Store Northwind DUMBO' });
  await expect(edit.getByLabel('Store id')).toBeDisabled();
  await edit.getByLabel('Price book').fill('sale');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(app.getByText('Northwind DUMBO saved')).toBeVisible();
  await expect(
    app.getByRole('table', { name: 'Stores' }).getByRole('row', { name: /Northwind DUMBO/ }),
  ).toContainText('us · sale');
});

test('the new store offers in-store pickup with its own texts and cost', async ({ app }) => {
  await openSetupTab(app, 'In-store pickup');
  await app.getByLabel('Grace period (seconds)').fill('600');
  await expect(app.getByText(/10 min: how long a new order waits/)).toBeVisible();
  await app.getByLabel('Find a store').fill('DUMBO');
  await app.getByRole('button', { name: /Northwind DUMBO.*Not offered/ }).click();

  const form = app.getByRole('region', { name: 'Pickup at Northwind DUMBO' });
  await form.getByRole('switch', { name: 'Offer in-store pickup here' }).check();
  // The customer's texts, in each language of the app: the new store starts with the other stores' texts.
  const english = form.getByRole('group', { name: 'English (US)' });
  const french = form.getByRole('group', { name: 'Français (Canada)' });
  const spanish = form.getByRole('group', { name: 'Español (EE. UU.)' });
  await expect(french.getByLabel('When they are not')).toHaveValue(
    'Prête pour le ramassage en magasin dans 2 à 4 jours ouvrables',
  );
  await english.getByLabel('When the items are in stock').fill('Ready for pickup in 1 hour');
  await english.getByLabel('When they are not').fill('Ready for pickup in 2–3 business days');
  // The translations still say what the English said before: the form says so, text by text.
  for (const group of [french, spanish]) {
    for (const text of ['When the items are in stock', 'When they are not']) {
      await expect(group.getByLabel(text)).toHaveAccessibleDescription(new RegExp(OUT_OF_DATE));
    }
  }
  await french.getByLabel('When the items are in stock').fill(DUMBO_FRENCH.inStock);
  await french.getByLabel('When they are not').fill('   ');
  await spanish.getByLabel('When the items are in stock').fill('Lista para recogida en tienda en 1 hora');
  await spanish.getByLabel('When they are not').fill('Lista para recogida en tienda en 2 a 3 días hábiles');
  await expect(form.getByText(OUT_OF_DATE)).toHaveCount(0);
  await form.getByLabel('Pickup cost').fill('2.999');
  await form.getByLabel('Tax code').fill('FR020100');
  await app.getByRole('button', { name: 'Save pickup configuration' }).click();
  await expect(form.getByText('USD amounts have at most 2 decimals')).toBeVisible();
  await expect(french.getByLabel('When they are not')).toHaveAccessibleDescription(
    /Français \(Canada\) — When they are not: must not be blank/,
  );
  await french.getByLabel('When they are not').fill(DUMBO_FRENCH.notInStock);

  await form.getByLabel('Pickup cost').fill('2.50');
  await app.getByRole('button', { name: 'Save pickup configuration' }).click();
  await expect(app.getByText('Saved.')).toBeVisible();
  await expect(app.getByRole('button', { name: /Northwind DUMBO.*Pickup/ })).toBeVisible();
  await screenshot(app, 'setup-pickup');
});

test('documents to print: two invoices and a packing slip on the receipt printer', async ({
  app,
  workstation,
}) => {
  await openSetupTab(app, 'Printing');
  const documents = app.getByRole('list', { name: 'Documents to print' });
  const invoice = documents.getByRole('listitem', { name: 'Document 1' });
  await expect(invoice.getByLabel('Document')).toHaveValue('invoice');
  await invoice.getByLabel('Copies').fill('11');
  await app.getByRole('button', { name: 'Save documents to print' }).click();
  await expect(invoice.getByText('must be 0 to 10')).toBeVisible();
  await invoice.getByLabel('Copies').fill('2');

  const slip = documents.getByRole('listitem', { name: 'Document 2' });
  await slip.getByLabel('Document').selectOption('packing_slip');
  await slip.getByLabel('Copies').fill('1');
  await slip.getByLabel('Printer').selectOption('receipt_printer');
  await app.getByRole('button', { name: 'Save documents to print' }).click();
  await expect(app.getByText('Saved.')).toBeVisible();

  const configs = await workstation.host.call<{ print: unknown }>('setup.getConfigs');
  expect(configs.print).toEqual({
    default: {
      in_store_pickup: [
        { document_type: 'invoice', number_of_copies: 2, printer_type: 'document_printer' },
        { document_type: 'packing_slip', number_of_copies: 1, printer_type: 'receipt_printer' },
      ],
    },
  });
});

test('cash: expected amount shown at audits, rounding toggled, DUMBO rounds and a Canadian store is refused', async ({
  app,
  workstation,
}) => {
  await openSetupTab(app, 'Cash & rounding');
  const drawers = app.getByRole('region', { name: 'Cash drawers' });
  await drawers.getByRole('switch', { name: 'Show the expected amount during cash audits' }).check();
  await drawers.getByRole('button', { name: 'Save drawer settings' }).click();
  await expect(drawers.getByText('Saved.')).toBeVisible();

  const application = app.getByRole('region', { name: 'Application' });
  const rounding = application.getByRole('switch', { name: 'Cash rounding' });
  await expect(rounding).toBeChecked();
  await rounding.uncheck();
  await application.getByRole('button', { name: 'Save application settings' }).click();
  await expect(application.getByText('Saved.')).toBeVisible();
  expect(
    (
      await workstation.host.call<{ app: { release_toggles: { cash_rounding_enabled: boolean } } }>(
        'setup.getConfigs',
      )
    ).app.release_toggles.cash_rounding_enabled,
  ).toBe(false);
  await application.getByRole('switch', { name: 'Cash rounding' }).check();
  await application.getByRole('button', { name: 'Save application settings' }).click();
  await expect(application.getByText('Saved.')).toBeVisible();

  const us = app.getByRole('region', { name: 'Cash rounding in US stores' });
  await us
    .getByRole('list', { name: 'United States stores' })
    .getByRole('checkbox', { name: /Northwind DUMBO/ })
    .check();
  await us.getByRole('switch', { name: 'Show stores in other countries' }).check();
  const eaton = us
    .getByRole('list', { name: 'Stores in other countries' })
    .getByRole('checkbox', { name: /Northwind Eaton Centre/ });
  await eaton.check();
  await us.getByRole('button', { name: 'Save rounding stores' }).click();
  await expect(eaton).toHaveAccessibleDescription(
    "store 'ca-tor-eaton' is in CA; only United States stores are listed here",
  );
  await us.evaluate((panel) => panel.scrollIntoView({ block: 'start' }));
  await screenshot(app, 'setup-configuration');

  await eaton.uncheck();
  await us.getByRole('button', { name: 'Save rounding stores' }).click();
  await expect(us.getByText('Saved: 3 stores round cash.')).toBeVisible();
  const configs = await workstation.host.call<{ rounding: { enabled_store_ids: string[] } }>(
    'setup.getConfigs',
  );
  expect(configs.rounding.enabled_store_ids).toEqual(['us-nyc-soho', 'us-chi-michigan', 'us-bkn-dumbo']);
});

test('setup is not offered to a store associate', async ({ app }) => {
  await signIn(app, 'associate');
  await selectStore(app, 'Northwind SoHo');
  await expect(mainNavigation(app).getByRole('button', { name: /Pickup/ })).toBeVisible();
  await expect(mainNavigation(app).getByRole('button', { name: /Setup/ })).toHaveCount(0);
});

test('a French-speaking manager at SoHo reads DUMBO’s French delivery text when rerouting an order', async ({
  app,
}) => {
  const fr = inLanguage('fr-CA');
  await signIn(app, 'manager');
  // The store picker, in English until the manager chooses French for the session.
  const picker = app.getByRole('heading', { name: 'Choose your store' });
  if (!(await picker.isVisible())) await app.getByRole('button', { name: 'Change store' }).click();
  const finder = app.getByLabel('Find a store');
  if (await finder.isVisible()) await finder.fill('Northwind SoHo');
  await app.getByRole('radio', { name: /^Northwind SoHo\b/ }).check();
  await app.getByLabel('Language and region').selectOption('fr-CA');
  await app.getByRole('button', { name: 'Start working' }).click();
  await expect(app.getByRole('navigation', { name: fr.id('shell.nav') })).toBeVisible({ timeout: 60_000 });

  // The store started the day with an order whose item ran out: on hold, for a manager to reroute.
  await app
    .getByRole('button', { name: new RegExp(`^${fr.id('pickup.filter', { filter: 'on_hold' })}`) })
    .click();
  const onHold = app.getByRole('table', { name: fr.id('pickup.list.label', { filter: 'on_hold' }) });
  await onHold.getByRole('row').nth(1).click();
  await app.getByRole('button', { name: fr.id('pickup.state.reroute') }).click();
  const reroute = app.getByRole('dialog', { name: fr.id('pickup.state.reroute') });
  // DUMBO has none of the item yet: its French text for that case, as the administrator wrote it.
  const dumbo = reroute
    .locator('label', { has: app.getByRole('radio') })
    .filter({ hasText: 'Northwind DUMBO' });
  await expect(dumbo).toContainText(fr.id('pickup.reroute.notAllInStock'));
  await expect(dumbo).toContainText(DUMBO_FRENCH.notInStock);
  await screenshot(app, 'setup-delivery-text-in-french');
  await reroute.getByRole('button', { name: fr.id('pickup.reroute.cancel') }).click();
  await expect(reroute).toHaveCount(0);
});
