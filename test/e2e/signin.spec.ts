// The start of a shift: an associate signs in to the embedded platform, chooses the store, and sees the
// workstation online with the workflows an associate may use; a manager also gets Cash Management, an
// administrator Setup. A mistyped password is pointed out next to the password field.
import { expect, test } from './support/fixtures';
import { mainNavigation, screenshot, selectStore, signIn, signOut } from './support/helpers';

// One shift after another on this spec file's own fresh workstation: the manager finds the store the
// associate chose, so the tests run in order and stop at the first failure.
test.describe.configure({ mode: 'serial' });

test('an associate signs in, chooses the store and sees the pickup and sale workflows only', async ({
  app: page,
}) => {
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Embedded/ })).toBeChecked();
  await screenshot(page, 'signin');

  await signIn(page, 'associate');
  await expect(page.getByRole('heading', { name: 'Choose your store' })).toBeVisible();
  await expect(page.getByText('Signed in as associate (Associate)')).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Northwind SoHo\b/ })).toBeVisible();
  await screenshot(page, 'store-picker');

  await selectStore(page, 'Northwind SoHo');
  const header = page.getByRole('banner', { name: 'Workstation' });
  await expect(header).toContainText('Northwind SoHo');
  await expect(header).toContainText('associate');
  await expect(header).toContainText('Associate');

  const status = page.getByRole('contentinfo', { name: 'Status' });
  await expect(status.getByText('Online')).toBeVisible();
  await expect(status).toContainText('Embedded platform');
  // The store was synced to the workstation when it was chosen; nothing waits for the platform.
  await expect(status.getByLabel('Last sync')).toHaveText(/^Synced (now|\d+ seconds? ago)$/);
  await expect(status.getByRole('button', { name: '0 changes waiting to be sent' })).toBeVisible();
  await expect(status.getByRole('button', { name: '0 changes refused by the platform' })).toBeVisible();

  const navigation = mainNavigation(page);
  await expect(navigation.getByRole('button', { name: /Pickup/ })).toBeVisible();
  await expect(navigation.getByRole('button', { name: /Sale/ })).toBeVisible();
  await expect(navigation.getByRole('button', { name: /Cash Management/ })).toHaveCount(0);
  await expect(navigation.getByRole('button', { name: /Setup/ })).toHaveCount(0);
  await expect(navigation.getByRole('button', { name: /Pickup/ })).toHaveAttribute('aria-current', 'page');
  await screenshot(page, 'home');

  await navigation.getByRole('button', { name: /Sale/ }).click();
  await expect(navigation.getByRole('button', { name: /Sale/ })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('main', { name: 'Sale' })).toBeVisible();
});

test('a manager also sees Cash Management; the store chosen before is remembered', async ({ app: page }) => {
  await signIn(page, 'manager');
  const navigation = mainNavigation(page);
  await expect(navigation).toBeVisible();
  await expect(page.getByRole('banner', { name: 'Workstation' })).toContainText('Northwind SoHo');
  await expect(page.getByRole('banner', { name: 'Workstation' })).toContainText('Manager');
  await expect(navigation.getByRole('button', { name: /Cash Management/ })).toBeVisible();
  await expect(navigation.getByRole('button', { name: /Setup/ })).toHaveCount(0);

  await page.keyboard.press('Alt+3');
  await expect(navigation.getByRole('button', { name: /Cash Management/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('an administrator sees Setup and can change store', async ({ app: page }) => {
  await signIn(page, 'admin');
  const navigation = mainNavigation(page);
  await expect(navigation.getByRole('button', { name: /Cash Management/ })).toBeVisible();
  await expect(navigation.getByRole('button', { name: /Setup/ })).toBeVisible();

  await selectStore(page, 'Northwind Magnificent Mile');
  await expect(page.getByRole('banner', { name: 'Workstation' })).toContainText('Chicago');
  await signOut(page);
});

test('a wrong password is shown next to the password field, and nobody is signed in', async ({
  app: page,
}) => {
  await signOut(page);
  await page.getByLabel('Username').fill('associate');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();

  const password = page.getByLabel('Password');
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription('Wrong username or password');
  await expect(password).toBeFocused();
  await expect(page.getByLabel('Username')).toHaveValue('associate');
  await expect(mainNavigation(page)).toHaveCount(0);
  await screenshot(page, 'signin-wrong-password');

  await page.getByRole('radio', { name: /Company platform/ }).check();
  await page.getByRole('textbox', { name: 'Platform address' }).fill('ftp://pos.example');
  await page.getByLabel('Password').fill('associate');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('textbox', { name: 'Platform address' })).toHaveAccessibleDescription(
    'Enter an address starting with http:// or https://',
  );
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});
