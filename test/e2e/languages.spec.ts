// A bilingual day, as Québec and US stores live it:
//   1. At Northwind Sainte-Catherine (Montréal) an associate works in French (« Français canadien »): she
//      picks a web order by scanning, marks it ready (the invoice prints in French) and hands it over; she
//      sells a candle found by its French name, GST and QST on their own lines, cash rounded to 0.05 CAD
//      after tax, and the customer's receipt comes out in French with French amounts (« 12,35 $ »).
//   2. At Northwind Williamsburg (New York) a Spanish-speaking associate works in Spanish; the customer reads
//      Spanish too and asks for the receipt in Spanish, which the store would otherwise print in English.
// The screens are driven by their words in each language (support/in-language.ts finds them from the
// English the other specs use): a text the screen shows untranslated would not be found.
import type { Page } from '@playwright/test';
import { decodeEscPos, printedText } from '../../electron/common/escpos/decoder';
import { expect, test } from './support/fixtures';
import type { Order } from '../../shared/contract/order';
import { scan, screenshot } from './support/helpers';
import { inLanguage, type InLanguage } from './support/in-language';
import { platformUrlOf, StorefrontClient, type StockedProduct } from './support/platform-orders';
import { attachPrintersOnScreen, signInAsManagerAt } from './support/printer-setup';
import {
  dollarsFr,
  escapeRegExp,
  nextReceipt,
  receiptRow,
  roundedToNickel,
  signedFr,
  taxAt,
} from './support/receipt-figures';

const english = inLanguage('en-US');
const fr = inLanguage('fr-CA');
const es = inLanguage('es-US');

test.describe.configure({ mode: 'serial' });

const MONTREAL = { id: 'ca-mtl-catherine', label: 'Northwind Sainte-Catherine' };
let shop: StorefrontClient;
let item: StockedProduct;
/** A customer's web order for pickup in Montréal (placed on the storefront, outside the store). */
let webOrder: Order;

test.beforeAll(async ({ browser, workstation }) => {
  // A manager attaches the printers on screen (devices.spec.ts walks through every step).
  await attachPrintersOnScreen(browser, workstation, signInAsManagerAt(MONTREAL.label));
  shop = await StorefrontClient.connect(await platformUrlOf(workstation.host));
  // The administrator shortens the grace period so the order reaches the store at once.
  await shop.setGracePeriod(2);
  [item] = (await shop.stockedProducts(MONTREAL.id, 1)) as [StockedProduct];
  webOrder = await shop.placePickupOrder({
    storeId: MONTREAL.id,
    lines: [{ product: item, quantity: 1 }],
    customer: { name: 'Camille Tremblay', email: 'camille.tremblay@example.com' },
  });
});

/** A text whose spaces may be any space (Intl's no-break spaces in amounts). */
const spaced = (text: string) => new RegExp(escapeRegExp(text).replace(/ /g, '\\s'));
const escaped = escapeRegExp;
const row = receiptRow;

/** Signs in on the embedded platform with the sign-in form in the language it shows. */
async function signInOnScreen(page: Page, t: InLanguage, user: string): Promise<void> {
  await expect(page.getByRole('heading', { name: t.id('signin.title') })).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(t.id('signin.platform.embedded')) }).check();
  await page.getByLabel(t.id('signin.username')).fill(user);
  await page.getByLabel(t.id('signin.password')).fill(user);
  await page.getByRole('button', { name: t.id('signin.submit') }).click();
}

/** Chooses the store and the language on the store picker; the shell then speaks that language. */
async function startWorking(
  page: Page,
  before: InLanguage,
  storeLabel: string,
  locale: string,
  after: InLanguage,
): Promise<void> {
  // The workstation remembers the last store: the shell shows at once, and the store is changed from it.
  const picker = page.getByRole('heading', { name: before.id('signin.store.title') });
  const shell = page.getByRole('navigation', { name: before.id('shell.nav') });
  await expect(picker.or(shell).first()).toBeVisible();
  if (!(await picker.isVisible()))
    await page.getByRole('button', { name: before.id('shell.changeStore') }).click();
  await expect(picker).toBeVisible();
  const finder = page.getByLabel(before.id('signin.store.find'));
  if (await finder.isVisible()) await finder.fill(storeLabel);
  await page.getByRole('radio', { name: new RegExp(`^${escaped(storeLabel)}\\b`) }).check();
  await page.getByLabel(before.id('signin.store.locale')).selectOption(locale);
  await page.getByRole('button', { name: before.id('signin.store.start') }).click();
  await expect(page.getByRole('navigation', { name: after.id('shell.nav') })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByRole('banner', { name: after.id('shell.topBar') })).toContainText(storeLabel);
}

/** Opens the Sale screen and adds the first product the search finds; answers the subtotal in cents. */
async function addFirstFound(page: Page, t: InLanguage, words: string): Promise<number> {
  await page
    .getByRole('navigation', { name: t.id('shell.nav') })
    .getByRole('button', { name: new RegExp(t.id('shell.nav.sale')) })
    .click();
  await expect(page.getByRole('heading', { name: t.id('sale.title'), level: 1 })).toBeVisible();
  await page.keyboard.press('F2');
  await page.keyboard.type(words);
  const products = page.getByRole('listbox', { name: t.id('sale.search.list') });
  await expect(products.getByRole('option').first()).toBeVisible();
  await products.getByRole('option').first().click();
  await expect(page.getByRole('list', { name: t.id('sale.cart.lines') }).getByRole('listitem')).toHaveCount(
    1,
  );
  const subtotalText = (await page.getByLabel(t.id('sale.cart.total')).textContent()) ?? '';
  expect(subtotalText).toMatch(new RegExp(`^${escaped(t.id('sale.subtotal'))}`));
  return Number(subtotalText.replace(/[^\d]/g, ''));
}

function amountLine(page: Page, t: InLanguage, label: string) {
  return page
    .getByLabel(t.id('sale.tender.amounts'))
    .locator('.tender__row', { has: page.getByText(label, { exact: true }) });
}

test('à Montréal, une associée vend en français; le reçu du client est en français', async ({
  app: page,
  workstation,
}) => {
  await signInOnScreen(page, english, 'associate');
  await startWorking(page, english, MONTREAL.label, 'fr-CA', fr);
  await expect(page.getByRole('navigation', { name: 'Principal' })).toContainText('Ramassage');

  // The web order, on the French pickup dashboard once the platform has routed it here.
  await expect(page.getByRole('heading', { name: 'Ramassage en magasin', level: 1 })).toBeVisible();
  await shop.waitForStatus(webOrder.order_id, 'assigned');
  const orders = page.getByRole('table', { name: fr.id('pickup.list.label', { filter: 'not_started' }) });
  const orderRow = orders.getByRole('row', { name: new RegExp(webOrder.external_id) });
  await expect(async () => {
    await page.keyboard.press('F5');
    await expect(orderRow).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  await expect(orderRow).toContainText('Camille Tremblay');
  await orderRow.focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { name: fr.id('pickup.detail.title', { number: webOrder.external_id }) }),
  ).toBeVisible();

  // Picked by scanning, marked ready: the invoice comes out of the document printer in French.
  await page.keyboard.press('F8');
  const picking = page.getByRole('region', { name: 'Balayez chaque article' });
  await expect(picking).toBeVisible();
  await scan(page, item.ean);
  await expect(picking.getByRole('listitem').filter({ hasText: item.sku }).getByRole('status')).toHaveText(
    fr.id('pickup.line.count', { picked: 1, ordered: 1 }),
  );
  await screenshot(page, 'languages-fr-ca-picking');
  const documentJobsBefore = workstation.devices.documentPrinter.jobs.length;
  await page.getByRole('button', { name: new RegExp(fr.id('pickup.pick.markReady')) }).click();
  const documents = page.getByRole('region', { name: new RegExp(fr.id('pickup.docs.title')) });
  await expect(documents).toContainText('Tout est imprimé', { timeout: 30_000 });
  const documentJobs = await workstation.devices.documentPrinter.waitForJobs(documentJobsBefore + 1);
  const invoice = documentJobs
    .slice(documentJobsBefore)
    .map((job) => printedText(decodeEscPos(job.bytes)).map((line) => line.replace(/\s+/g, ' ').trim()))
    .find((lines) => lines.includes('FACTURE'));
  expect(invoice).toBeDefined();
  expect(invoice).toContain(`Référence ${webOrder.external_id}`);
  expect(invoice).toContain('Client');
  expect(invoice).toContain('Articles : 1');

  // The customer arrives with the code on their invoice: handed over, in French.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'Ramassage en magasin', level: 1 })).toBeVisible();
  await scan(page, webOrder.order_id);
  const handOver = page.getByRole('dialog', {
    name: fr.id('pickup.handOver.title', { number: webOrder.external_id }),
  });
  await expect(handOver).toContainText('Camille Tremblay');
  await screenshot(page, 'languages-fr-ca-hand-over');
  await handOver.getByRole('button', { name: 'Remettre' }).click();
  await expect(page.getByRole('heading', { name: 'Ramassée' })).toBeVisible();
  await shop.waitForStatus(webOrder.order_id, 'picked_up');

  // The candle is found by its French title (the Canadian shop's catalog is in French too).
  const receiptsBefore = workstation.devices.receiptPrinter.jobs.length;
  const subtotal = await addFirstFound(page, fr, 'bougie');
  const gst = taxAt(subtotal, 5, 100);
  const qst = taxAt(subtotal, 9975, 100000);
  const total = subtotal + gst + qst;
  const due = roundedToNickel(total);

  await page.keyboard.press('F4');
  await expect(page.getByRole('form', { name: 'Paiement' })).toBeVisible();
  await expect(amountLine(page, fr, fr.id('sale.subtotal'))).toContainText(spaced(dollarsFr(subtotal)));
  await expect(amountLine(page, fr, 'GST 5 %')).toContainText(spaced(dollarsFr(gst)));
  await expect(amountLine(page, fr, 'QST 9,975 %')).toContainText(spaced(dollarsFr(qst)));
  await expect(amountLine(page, fr, fr.id('sale.total'))).toContainText(spaced(dollarsFr(total)));
  await expect(amountLine(page, fr, 'Arrondi au comptant')).toContainText(spaced(signedFr(due - total)));
  await expect(amountLine(page, fr, fr.id('sale.tender.totalAfterRounding'))).toContainText(
    spaced(dollarsFr(due)),
  );
  await screenshot(page, 'languages-fr-ca-payment');

  await page
    .getByRole('group', { name: fr.id('sale.tender.quickCash') })
    .getByRole('button', { name: spaced(`${fr.id('sale.tender.exact')} ${dollarsFr(due)}`) })
    .click();
  await page.keyboard.press('Enter');
  const done = page.getByRole('region', { name: fr.id('sale.done.title') });
  await expect(done.getByRole('heading', { name: 'Vente conclue' })).toBeVisible();
  await screenshot(page, 'languages-fr-ca-sale-complete');

  // The customer's receipt, read back from the printer: in French, amounts written the Québec way.
  const receipt = await nextReceipt(workstation, receiptsBefore);
  expect(receipt).toContain('REÇU');
  expect(receipt).toContainEqual(expect.stringMatching(row('SOUS-TOTAL', dollarsFr(subtotal))));
  expect(receipt).toContainEqual(expect.stringMatching(row('GST 5 %', dollarsFr(gst))));
  expect(receipt).toContainEqual(expect.stringMatching(row('QST 9,975 %', dollarsFr(qst))));
  expect(receipt).toContainEqual(expect.stringMatching(row('TOTAL', dollarsFr(total))));
  if (due !== total) {
    expect(receipt).toContainEqual(expect.stringMatching(row('Arrondi au comptant', signedFr(due - total))));
    expect(receipt).toContainEqual(expect.stringMatching(row('TOTAL PAYÉ', dollarsFr(due))));
  }
  expect(receipt).toContainEqual(expect.stringMatching(row('Comptant', dollarsFr(due))));
  expect(receipt).toContain('Merci de votre visite et à bientôt!');
  expect(receipt.join('\n')).not.toMatch(/RECEIPT|SUBTOTAL|Thank you/);

  await page.getByRole('button', { name: fr.id('shell.signOut') }).click();
});

test('in New York a Spanish-speaking associate sells in Spanish; the customer asks for a Spanish receipt', async ({
  app: page,
  workstation,
}) => {
  // The workstation remembers the last language: the sign-in form is in French now.
  await signInOnScreen(page, fr, 'associate');
  await startWorking(page, fr, 'Northwind Williamsburg', 'es-US', es);
  await expect(page.getByRole('navigation', { name: 'Principal' })).toContainText('Recogida');

  const receiptsBefore = workstation.devices.receiptPrinter.jobs.length;
  await addFirstFound(page, es, 'candle');
  await page.keyboard.press('F4');
  const payment = page.getByRole('form', { name: 'Pago' });
  await expect(payment).toBeVisible();
  await payment.getByRole('button', { name: es.id('sale.method.card') }).click();
  // The receipt prints in English, the store's language, unless the customer asks: she reads Spanish.
  await payment.getByLabel(es.id('receiptLanguage.label')).selectOption({ label: 'Español' });
  await screenshot(page, 'languages-es-us-payment');
  await payment.getByRole('button', { name: es.id('sale.tender.cardApproved') }).click();
  await expect(
    page
      .getByRole('region', { name: es.id('sale.done.title') })
      .getByRole('heading', { name: 'Venta completada' }),
  ).toBeVisible();
  await screenshot(page, 'languages-es-us-sale-complete');

  const receipt = await nextReceipt(workstation, receiptsBefore);
  expect(receipt).toContain('RECIBO');
  expect(receipt).toContainEqual(expect.stringMatching(/^SUBTOTAL \$\d+\.\d\d$/));
  expect(receipt).toContainEqual(expect.stringMatching(/^Tarjeta \$\d+\.\d\d$/));
  expect(receipt).toContain('Gracias por su compra.');
  expect(receipt.join('\n')).not.toMatch(/RECEIPT|Thank you/);
});
