// Working without a mouse, as spec steps: Tab until a control has the focus (it must be reachable, and the
// focus must be visible on the way), and the check that the focus ring shows.
import { expect, type Locator, type Page } from '@playwright/test';

/** The focus rings of theme.css (--focus-ring), the side navigation and the table rows. */
const FOCUS_RING_COLOURS = ['rgb(47, 127, 208)', 'rgb(79, 179, 217)'];

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as someone who cannot use a mouse does; fails if
 * it is not reached within `max` presses. Every control passed on the way must show where the focus is.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  options: { backwards?: boolean; max?: number } = {},
): Promise<void> {
  const { backwards = false, max = 40 } = options;
  for (let presses = 0; presses <= max; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) {
      await expectVisibleFocus(page);
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    // Past either end of the page the focus is in the browser's own frame for one press.
    if (await page.evaluate(() => document.activeElement && document.activeElement !== document.body))
      await expectVisibleFocus(page);
  }
  throw new Error(
    `${String(target)} was not reached with ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`,
  );
}

/**
 * The focused control shows a focus indicator (WCAG 2.4.7): the app's ring (a box shadow in the ring's
 * colour, on the control or the field frame around it) or an outline.
 */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const indicator = await page.evaluate((ringColours) => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return 'nothing has the focus';
    // A heading or panel the app moved the focus to (tabindex -1, so a screen reader starts there) is
    // not a control: it needs no ring.
    if (focused.tabIndex < 0 && !focused.matches('button, a[href], input, select, textarea')) return 'moved';
    const describe = `${focused.tagName.toLowerCase()} "${(focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 40)}"`;
    // The control, or the frame that draws the ring for it (a field, a choice card), up to three levels up.
    let element: HTMLElement | null = focused;
    for (let level = 0; element && level < 4; level++, element = element.parentElement) {
      const style = getComputedStyle(element);
      if (ringColours.some((colour) => style.boxShadow.includes(colour))) return 'ring';
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) return 'outline';
    }
    return `no focus indicator on ${describe}`;
  }, FOCUS_RING_COLOURS);
  expect(['ring', 'outline', 'moved'], `the focus is visible (${indicator})`).toContain(indicator);
}
