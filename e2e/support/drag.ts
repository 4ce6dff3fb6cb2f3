import type { Locator, Page } from 'playwright-core';

/** Focus + Space starts dnd-kit's keyboard drag, which marks the handle pressed; again if the page was still settling. */
export async function pickUpByKeyboard(page: Page, handle: Locator): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await handle.focus();
    await page.keyboard.press('Space');
    try {
      await page.locator('[aria-pressed="true"]').and(handle).waitFor({ timeout: 2_000 });
      return;
    } catch {
      // Not picked up yet: try again.
    }
  }
  throw new Error('the keyboard drag did not start');
}

/** A pointer drag from one handle onto another, past the 10 px activation distance, in small steps as a hand would. */
export async function dragOnto(page: Page, from: Locator, to: Locator): Promise<void> {
  await to.scrollIntoViewIfNeeded();
  await from.scrollIntoViewIfNeeded();
  const start = (await from.boundingBox())!;
  const end = (await to.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2 + 12, { steps: 4 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2 + 10, { steps: 16 });
  await page.mouse.up();
}
