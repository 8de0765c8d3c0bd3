// What an associate does at the start of a shift, as spec steps: sign in, choose the store, scan.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { expectAccessible } from './accessibility';

export type DemoUser = 'associate' | 'manager' | 'admin';

/** test/artifacts/screenshots, wherever Playwright is started from. */
export const SCREENSHOT_DIR = fileURLToPath(new URL('../../artifacts/screenshots', import.meta.url));

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

/**
 * A keyboard-wedge barcode scanner: the code's keys and Enter, to whatever has the focus, pressed `keyGapMs`
 * apart. They are real key presses (a text field with the focus receives the characters, Enter submits its
 * form), sent through the DevTools protocol with the time each was pressed, as the operating system stamps a
 * scanner's keys. Playwright's own keyboard sends one key per round trip and stamps it on arrival: on a busy
 * machine those round trips spread the burst until it reads as a person typing (the app times keys by their
 * timeStamp, see renderer/src/ui/use-scanner.ts).
 */
export async function scan(page: Page, code: string, keyGapMs = 4): Promise<void> {
  const session = await page.context().newCDPSession(page);
  try {
    const firstPressAt = Date.now();
    for (const [index, key] of [...code, 'Enter'].entries()) {
      // The protocol's timestamps are seconds since the epoch.
      const timestamp = (firstPressAt + index * keyGapMs) / 1000;
      const text = key === 'Enter' ? '\r' : key;
      const identity =
        key === 'Enter'
          ? { key, code: 'Enter', windowsVirtualKeyCode: 13, nativeVirtualKeyCode: 13 }
          : { key };
      await session.send('Input.dispatchKeyEvent', {
        type: 'keyDown',
        text,
        unmodifiedText: text,
        timestamp,
        ...identity,
      });
      await session.send('Input.dispatchKeyEvent', { type: 'keyUp', timestamp, ...identity });
    }
  } finally {
    await session.detach();
  }
}

/**
 * Closes the confirmations (toasts) still shown: they fade by themselves, and a screenshot should show the
 * screen under them. Each is dismissed as a person would; one that fades first is simply gone.
 */
export async function dismissNotifications(page: Page): Promise<void> {
  const dismiss = page.getByRole('button', { name: 'Dismiss notification' });
  await expect(async () => {
    if ((await dismiss.count()) > 0) await dismiss.first().click({ timeout: 1_000 });
    await expect(dismiss).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Saves test/artifacts/screenshots/<name>.png (the whole window). Every screen worth a picture is audited
 * for accessibility first (support/accessibility.ts): a serious or critical violation fails the spec.
 */
export async function screenshot(page: Page, name: string): Promise<string> {
  await expectAccessible(page, name);
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
