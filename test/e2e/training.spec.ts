// The embedded platform is a training tenant: the shell says so on every screen, and an administrator sets
// how busy the simulated customers keep the stores (Setup → Training): a pace the platform refuses is
// explained under the field, a new pace shows when the next order comes, and stopping the customers pauses
// them. An associate sees the training badge but not the setting.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { mainNavigation, screenshot, selectStore, signIn } from './support/helpers';

test.describe.configure({ mode: 'serial' });

const STORE = 'Northwind SoHo';

function trainingBadge(page: Page) {
  return page.getByRole('note', { name: 'Training tenant' });
}

async function openTraining(page: Page) {
  await mainNavigation(page).getByRole('button', { name: /Setup/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Setup' })).toBeVisible();
  await page.getByRole('tab', { name: /^Training/ }).click();
  return page.getByRole('region', { name: 'Simulated customers' });
}

test('an administrator sets, refuses and stops the simulated customers of the training tenant', async ({
  app,
}) => {
  await signIn(app, 'admin');
  await selectStore(app, STORE);
  await expect(trainingBadge(app)).toContainText('Training tenant');

  const customers = await openTraining(app);
  await expect(customers).toContainText('This platform is a training tenant');
  const pace = customers.getByLabel('Orders per store and hour');

  // Not a number: refused on the spot, under the field.
  await pace.fill('lots');
  await app.getByRole('button', { name: 'Save the pace' }).click();
  await expect(pace).toHaveAccessibleDescription(/must be a whole number from 0 to 60/);

  // Over the platform's limit: the platform's reason, under the field.
  await pace.fill('90');
  await app.getByRole('button', { name: 'Save the pace' }).click();
  await expect(pace).toHaveAccessibleDescription(/at most 60 an hour per store/);
  await screenshot(app, 'setup-training-refused');

  await pace.fill('30');
  await app.getByRole('button', { name: 'Save the pace' }).click();
  await expect(app.getByText('The simulated customers follow the new pace.')).toBeVisible();
  await expect(trainingBadge(app)).toContainText('Customers: 30/h per store');
  await expect(customers.getByText('Paused', { exact: true })).toHaveCount(0);
  await screenshot(app, 'setup-training');

  await app.getByRole('button', { name: 'Stop the customers' }).click();
  await expect(customers.getByText('Paused', { exact: true })).toBeVisible();
  await expect(trainingBadge(app)).toContainText('Customers paused');
  await expect(pace).toHaveValue('0');
  await expect(app.getByRole('button', { name: 'Stop the customers' })).toHaveCount(0);
});

test('an associate sees the training badge but cannot change the customers', async ({ app }) => {
  await signIn(app, 'associate');
  await selectStore(app, STORE);
  await expect(trainingBadge(app)).toContainText('Training tenant');
  await expect(mainNavigation(app).getByRole('button', { name: /Setup/ })).toHaveCount(0);
});
