// The main screens in the pseudo-locale (en-XA, renderer/src/i18n/pseudo-locale.ts), as a tester sees
// them: the tester turns the setting on, signs in and chooses the pseudo-locale on the store picker, then
// visits Pickup, Sale, Cash Management, Setup, Devices and History, then every tab of Setup and Cash
// Management, the staff PIN and counter mode dialogs and the lock screen. On each view (a screenshot, audited
// for accessibility) every visible text, aria-label and tooltip is marked ⟦…⟧ — except on the screens whose folder
// renderer/src/i18n/untranslated.ts still lists, so this spec tightens as the list shrinks — and no text
// is cut off (an element hiding part of its text: wider content than its box, overflow hidden or ellipsis).
import { writeFileSync } from 'node:fs';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Page, TestInfo } from '@playwright/test';
import { CATALOGS, SOURCE_LOCALE } from '../../renderer/src/i18n/catalogs';
import {
  accent,
  PSEUDO_END,
  PSEUDO_LOCALE,
  PSEUDO_LOCALE_SETTING,
  PSEUDO_START,
} from '../../renderer/src/i18n/pseudo-locale';
import { UNTRANSLATED_PATHS } from '../../renderer/src/i18n/untranslated';
import { expect, test } from './support/fixtures';
import { screenshot, signIn } from './support/helpers';

const STORE = 'Northwind Market Street';

/**
 * Clipping found on other engineers' screens and reported to them (issue #13 notes): listed in the
 * findings, not failed on, until their screen gives the text room. Any other clipping fails. Empty: the
 * sales list's Refunded column and the pickup list's statuses now make room (issue #13).
 */
const REPORTED_CLIPPING: ReadonlyArray<{ screen: string; english: string }> = [];

/** The screens, their shortcut, the folders of their texts and the navigation entry's English. */
const SCREENS = [
  { id: 'pickup', shortcut: 'Alt+1', folders: ['renderer/src/features/pickup/'], label: 'Pickup' },
  // The sale screen holds the counter's drawer button (features/cash).
  {
    id: 'sale',
    shortcut: 'Alt+2',
    folders: ['renderer/src/features/sale/', 'renderer/src/features/cash/'],
    label: 'Sale',
  },
  { id: 'cash', shortcut: 'Alt+3', folders: ['renderer/src/features/cash/'], label: 'Cash Management' },
  { id: 'setup', shortcut: 'Alt+4', folders: ['renderer/src/features/setup/'], label: 'Setup' },
  { id: 'devices', shortcut: 'Alt+5', folders: ['renderer/src/features/devices/'], label: 'Devices' },
  { id: 'history', shortcut: 'Alt+6', folders: ['renderer/src/features/history/'], label: 'History' },
] as const;

/**
 * The words of the app's own English (the en-US catalog's text, 3 letters or more): a text outside the
 * marks made of such words is UI text that skipped the catalog, while a product, a customer or a store
 * name seldom is.
 */
function uiVocabulary(): string[] {
  const words = new Set<string>();
  const collect = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal)
        for (const word of element.value.toLowerCase().match(/[a-z]{3,}/g) ?? []) words.add(word);
      if (element.type === TYPE.tag) collect(element.children);
      if (element.type === TYPE.plural || element.type === TYPE.select)
        for (const option of Object.values(element.options)) collect(option.value);
    }
  };
  for (const text of Object.values(CATALOGS[SOURCE_LOCALE]!)) collect(parse(text));
  return [...words];
}

interface Finding {
  selector: string;
  text: string;
}

/** Visible text outside any ⟦…⟧ holding a word of the app's English (data marked translate="no" aside). */
async function unmarkedTexts(page: Page, vocabulary: string[]): Promise<Finding[]> {
  return page.evaluate(
    ({ start, end, vocabulary }) => {
      const words = new Set(vocabulary);
      const selectorOf = (element: Element): string => {
        const parts: string[] = [];
        for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
          const classes = [...node.classList]
            .slice(0, 2)
            .map((name) => `.${name}`)
            .join('');
          parts.unshift(`${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${classes}`);
          if (parts.length === 4) break;
        }
        return parts.join(' > ');
      };
      const visible = (element: Element) => {
        const style = getComputedStyle(element);
        return (
          style.visibility !== 'hidden' &&
          style.display !== 'none' &&
          element.getClientRects().length > 0 &&
          // <time>: dates and times are Intl's formatting of the locale (en-XA formats as English), not
          // catalog text.
          !element.closest('[aria-hidden="true"], .visually-hidden, [translate="no"], time, script, style')
        );
      };
      const findings: Array<{ selector: string; text: string }> = [];
      // Marks nest (a message inside another's placeholder): a text is marked while any mark is open.
      let depth = 0;
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        let outside = '';
        for (const char of text) {
          if (char === start) depth += 1;
          else if (char === end) depth = Math.max(0, depth - 1);
          else if (depth === 0) outside += char;
        }
        const parent = node.parentElement;
        if (!parent || !visible(parent)) continue;
        const english = (outside.toLowerCase().match(/[a-z]{3,}/g) ?? []).filter((word) => words.has(word));
        if (english.length > 0) findings.push({ selector: selectorOf(parent), text: text.trim() });
      }
      // Form fields show their values and placeholders outside the text nodes.
      for (const field of document.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
        const placeholder = field.placeholder;
        if (visible(field) && !placeholder.includes(start) && /[a-z]{3,}/i.test(placeholder))
          findings.push({ selector: selectorOf(field), text: `placeholder: ${placeholder}` });
      }
      // What a screen reader says (aria-label) and a tooltip shows (title) is read too: English words
      // outside the marks there skipped the catalog as much as a text on screen.
      for (const element of document.querySelectorAll('[aria-label], [title]')) {
        if (!visible(element) && !(element.parentElement && visible(element.parentElement))) continue;
        if (element.closest('[translate="no"], time')) continue;
        // A name that is data shown in the element (a printer's name, marked translate="no", or a tax line's
        // name typed in its field) is not UI text.
        const data = [
          ...[...element.querySelectorAll('[translate="no"]')].map((shown) => shown.textContent?.trim()),
          ...[...element.querySelectorAll('input')].map((field) => field.value.trim()),
        ];
        for (const name of ['aria-label', 'title']) {
          const value = element.getAttribute(name) ?? '';
          if (data.includes(value.trim())) continue;
          let outside = '';
          let open = 0;
          for (const char of value) {
            if (char === start) open += 1;
            else if (char === end) open = Math.max(0, open - 1);
            else if (open === 0) outside += char;
          }
          const english = (outside.toLowerCase().match(/[a-z]{3,}/g) ?? []).filter((word) => words.has(word));
          if (english.length > 0) findings.push({ selector: selectorOf(element), text: `${name}: ${value}` });
        }
      }
      return findings;
    },
    { start: PSEUDO_START, end: PSEUDO_END, vocabulary },
  );
}

/** Elements that hide part of their text: content wider than the box, and overflow hidden or an ellipsis. */
async function clippedTexts(page: Page): Promise<Finding[]> {
  const found = await page.evaluate((start) => {
    const findings: Array<{ selector: string; text: string; element: Element }> = [];
    // Innermost first (reverse document order), so an ancestor of a clipped element is not reported too.
    for (const element of [...document.body.querySelectorAll<HTMLElement>('*')].reverse()) {
      if (element.scrollWidth <= element.clientWidth + 1 || element.getClientRects().length === 0) continue;
      // A label hidden on purpose (a 1-pixel box, read by screen readers only) is not cut off.
      if (element.clientWidth <= 1) continue;
      const style = getComputedStyle(element);
      const hides =
        style.textOverflow === 'ellipsis' ||
        ['hidden', 'clip'].includes(style.overflowX) ||
        ['hidden', 'clip'].includes(style.overflow);
      const text = element.textContent?.trim() ?? '';
      // UI text (a message, marked): data cut short on purpose (a long order id) is not a translation's.
      if (!hides || !text.includes(start) || element.closest('[aria-hidden="true"], .visually-hidden'))
        continue;
      // Only the innermost clipping element names the problem.
      if (findings.some((found) => element.contains(found.element))) continue;
      const classes = [...element.classList]
        .slice(0, 2)
        .map((name) => `.${name}`)
        .join('');
      findings.push({
        selector: `${element.tagName.toLowerCase()}${classes}`,
        text: text.slice(0, 80),
        element,
      });
    }
    return findings.map(({ selector, text }) => ({ selector, text }));
  }, PSEUDO_START);
  return found;
}

/** A RegExp finding a message's pseudo-localized text in an accessible name. */
function pseudo(english: string): RegExp {
  return new RegExp(accent(english).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

/** The findings of one view: unmarked and clipped texts, as report lines and failures. */
class PseudoLocaleAudit {
  readonly report: string[] = [];
  readonly failures: string[] = [];
  private readonly vocabulary = uiVocabulary();

  async view(page: Page, name: string, folders: readonly string[]): Promise<void> {
    await screenshot(page, `pseudo-locale-${name.replaceAll('/', '-')}`);
    const unmarked = await unmarkedTexts(page, this.vocabulary);
    const clipped = await clippedTexts(page);
    const untranslatedYet = folders.some((folder) =>
      UNTRANSLATED_PATHS.some((path) => folder.startsWith(path)),
    );
    for (const found of unmarked) {
      const line = `${name}: not pseudo-localized: ${found.selector} “${found.text}”`;
      this.report.push(`${line}${untranslatedYet ? ' (listed as untranslated)' : ''}`);
      if (!untranslatedYet) this.failures.push(line);
    }
    for (const found of clipped) {
      const line = `${name}: clipped: ${found.selector} “${found.text}”`;
      const reported = REPORTED_CLIPPING.some(
        (known) => name.startsWith(known.screen) && found.text.includes(accent(known.english)),
      );
      this.report.push(`${line}${reported ? ' (reported to the screen’s owner)' : ''}`);
      if (!reported) this.failures.push(line);
    }
  }

  attach(testInfo: TestInfo, file: string): Promise<void> {
    const findings = testInfo.outputPath(file);
    writeFileSync(findings, `${this.report.join('\n') || 'none'}\n`);
    return testInfo.attach(file, { path: findings, contentType: 'text/plain' });
  }
}

/** The tester turns the pseudo-locale on, signs in as admin and chooses it on the store picker. */
async function startInPseudoLocale(app: Page): Promise<void> {
  // The tester's setting (a tester's workstation, not an associate's): before the page loads.
  await app.addInitScript((setting) => window.localStorage.setItem(setting, 'on'), PSEUDO_LOCALE_SETTING);
  await app.reload();

  await signIn(app, 'admin');
  await expect(app.getByRole('heading', { name: 'Choose your store' })).toBeVisible();
  await app.getByRole('radio', { name: new RegExp(`^${STORE}\\b`) }).check();
  await app.getByLabel('Language and region').selectOption(PSEUDO_LOCALE);
  await app.getByRole('button', { name: 'Start working' }).click();
  const navigation = app.getByRole('navigation', { name: pseudo('Main') });
  await expect(navigation).toBeVisible({ timeout: 60_000 });
  await expect(app.getByRole('banner', { name: pseudo('Workstation') })).toContainText(STORE);
}

/** The tabs of a screen, one after the other, as a person clicks through them. */
async function eachTab(app: Page, screen: (typeof SCREENS)[number], audit: PseudoLocaleAudit): Promise<void> {
  await app.keyboard.press(screen.shortcut);
  const main = app.getByRole('main', { name: pseudo(screen.label) });
  await expect(main).toBeVisible();
  const tabs = main.getByRole('tablist').first().getByRole('tab');
  await expect(tabs.first()).toBeVisible({ timeout: 30_000 });
  const count = await tabs.count();
  for (let index = 0; index < count; index += 1) {
    const tab = tabs.nth(index);
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(main.locator('.loading-block')).toHaveCount(0, { timeout: 30_000 });
    await audit.view(app, `${screen.id}/${index + 1}`, screen.folders);
  }
}

// One session throughout: the host keeps the tester signed in, in the pseudo-locale, from test to test.
test('the screens, their tabs, dialogs and the lock screen in the pseudo-locale: every text marked, none clipped', async ({
  app,
}, testInfo) => {
  test.setTimeout(420_000);
  await startInPseudoLocale(app);
  const audit = new PseudoLocaleAudit();
  for (const screen of SCREENS) {
    await app.keyboard.press(screen.shortcut);
    const main = app.getByRole('main', { name: pseudo(screen.label) });
    await expect(main).toBeVisible();
    await expect(main.locator('.loading-block')).toHaveCount(0, { timeout: 30_000 });
    await audit.view(app, screen.id, screen.folders);
  }
  const screen = (id: string) => SCREENS.find((entry) => entry.id === id)!;
  await eachTab(app, screen('setup'), audit);
  await eachTab(app, screen('cash'), audit);

  // The staff PIN and counter mode dialogs of the top bar.
  const shellFolders = ['renderer/src/shell/', 'renderer/src/features/signin/'];
  await app.getByRole('button', { name: pseudo('Set PIN') }).click();
  const pin = app.getByRole('dialog', { name: pseudo('Set a staff PIN') });
  await expect(pin).toBeVisible();
  await audit.view(app, 'dialog/pin', shellFolders);
  await pin.getByRole('button', { name: pseudo('Cancel') }).click();
  await expect(pin).toBeHidden();
  await app.getByRole('button', { name: pseudo('Counter mode') }).click();
  const counter = app.getByRole('dialog');
  await expect(counter).toBeVisible();
  await audit.view(app, 'dialog/counter-mode', shellFolders);
  await app.keyboard.press('Escape');
  await expect(counter).toBeHidden();

  // The lock screen: who is signed in, and nothing of the store.
  await app.getByRole('button', { name: pseudo('Lock') }).click();
  await expect(app.getByRole('heading', { name: pseudo('Workstation locked') })).toBeVisible();
  await audit.view(app, 'lock', shellFolders);

  await audit.attach(testInfo, 'pseudo-locale-findings.txt');
  expect(audit.failures).toEqual([]);
});
