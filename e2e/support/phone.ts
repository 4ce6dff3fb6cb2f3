import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { overlappingControls, textsCutShort } from './overlaps.ts';
import { screenshot, seriousAccessibilityViolations } from './pages.ts';

/** A phone held upright (issue 26): the customer portal must fit it without sideways scrolling. */
export const PHONE = { width: 390, height: 844 };

/** WCAG 2.5.5's 44 CSS px, less a rounding pixel. */
export const MIN_TARGET_PX = 43.5;

/** The page's width against the window's: more means the page scrolls sideways. */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * Visible buttons, links drawn as buttons and text fields smaller than a fingertip (checkboxes and radios
 * excluded: their rows and labels are the targets; links in running text too), described by their name.
 */
export async function smallTouchTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a, button:not([role=checkbox]):not([role=radio]), [role=button], input:not([type=checkbox]):not([type=radio]):not([type=file]):not([type=hidden]), select',
    );
    const small: string[] = [];
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      // Not shown, or visually hidden (sr-only): nothing to tap.
      if (box.width <= 1 || box.height <= 1 || !control.checkVisibility({ visibilityProperty: true })) continue;
      const style = getComputedStyle(control);
      if (style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)') continue;
      // A toast stacked behind the front one: sonner draws its contents scaled down and transparent (opacity 0) until
      // the stack expands, when they are full size; nothing of it can be tapped meanwhile.
      if (control.closest('[data-sonner-toast][data-front="false"][data-expanded="false"]')) continue;
      // A link in running text is sized by its text (WCAG 2.5.8's inline exception); a link drawn as a button is not.
      if (control.tagName === 'A' && style.display === 'inline') continue;
      if (box.height < min) {
        const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName;
        small.push(`${name || control.tagName} (${Math.round(box.width)}×${Math.round(box.height)})`);
      }
    }
    return small;
  }, MIN_TARGET_PX);
}

/**
 * Waits (up to 2 s) for the page's running transitions and finite animations to end: a toast sliding in, or laid out
 * again after the window was resized, passes over the Help button on its way, and a measurement taken then reported
 * controls drawn over one another that are not, once it has arrived. Endless animations (spinners) are not waited for.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined));
    await Promise.race([Promise.all(finite), new Promise((resolve) => setTimeout(resolve, 2000))]);
  });
}

/**
 * Fits the phone: no sideways scrolling, fingertip-sized controls none drawn over another, no text cut short, no
 * serious accessibility problems.
 */
export async function expectFitsPhone(page: Page, name: string) {
  await settleAnimations(page);
  await screenshot(page, `phone-${name}`);
  expect(await horizontalOverflow(page), `${name}: sideways scrolling`).toBeLessThanOrEqual(0);
  expect(await smallTouchTargets(page), `${name}: small touch targets`).toEqual([]);
  expect(await overlappingControls(page), `${name}: controls drawn over one another`).toEqual([]);
  expect(await textsCutShort(page), `${name}: text cut short`).toEqual([]);
  expect(await seriousAccessibilityViolations(page), name).toEqual([]);
}
