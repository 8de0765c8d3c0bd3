// What an associate does at the start of a shift, as spec steps: sign in, choose the store, scan.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, type Page } from '@playwright/test';

export type DemoUser = 'associate' | 'manager' | 'admin';

export const SCREENSHOT_DIR = resolve('test', 'artifacts', 'screenshots');

/** The app shell's main navigation (present once signed in with a store chosen). */
export function mainNavigation(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

/** Signs out if someone is signed in, waiting for the sign-in form. */
export async function signOut(page: Page): Promise<void> {
  const signInHeading = page.getByRole('heading', { name: 'Sign in' });
  const signOutButton = page.getByRole('button', { name: 'Sign out' });
  await expect(signInHeading.or(signOutButton).first()).toBeVisible();
  if (await signOutButton.isVisible()) await signOutButton.click();
  await expect(signInHeading).toBeVisible();
}

/**
 * Signs in on the embedded platform as one of the demo users (password = username unless given). Resolves
 * once the store picker or, when a store is remembered, the app shell is shown.
 */
export async function signIn(page: Page, user: DemoUser | string, password = user): Promise<void> {
  await signOut(page);
  await page.getByRole('radio', { name: /Embedded/ }).check();
  await page.getByLabel('Username').fill(user);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.getByRole('heading', { name: 'Choose your store' }).or(mainNavigation(page)).first(),
  ).toBeVisible();
}

/** Chooses the store to work in (from the store picker, or through "Change store" in the shell). */
export async function selectStore(
  page: Page,
  storeLabel: string,
  options: { locale?: string } = {},
): Promise<void> {
  const picker = page.getByRole('heading', { name: 'Choose your store' });
  if (!(await picker.isVisible())) await page.getByRole('button', { name: 'Change store' }).click();
  await expect(picker).toBeVisible();
  const finder = page.getByLabel('Find a store');
  if (await finder.isVisible()) await finder.fill(storeLabel);
  await page.getByRole('radio', { name: new RegExp(`^${escapeRegExp(storeLabel)}\\b`) }).check();
  if (options.locale) await page.getByLabel('Language and region').selectOption(options.locale);
  await page.getByRole('button', { name: 'Start working' }).click();
  // The first sync runs before the shell when the bridge offers it.
  await expect(mainNavigation(page)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('banner', { name: 'Workstation' })).toContainText(storeLabel);
}

/** A barcode scanner: the code typed at machine speed, then Enter (see renderer/src/ui/use-scanner.ts). */
export async function scan(page: Page, code: string): Promise<void> {
  await page.keyboard.type(code, { delay: 0 });
  await page.keyboard.press('Enter');
}

/** Saves test/artifacts/screenshots/<name>.png (the whole window). */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  // Let fonts and transitions settle so the picture shows what the user sees.
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path, animations: 'disabled', caret: 'hide' });
  return path;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
