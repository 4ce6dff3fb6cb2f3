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

/**
 * Moves a sortable item one place down by keyboard: pick up, ArrowDown until the list announces the item at
 * `toPosition` (a busy machine may not have measured the list when the first arrow arrives, and dnd-kit drops
 * that key), then Space and wait for the drop announcement. Uses the words SortableList announces.
 */
export async function moveByKeyboardTo(page: Page, kind: string, name: string, toPosition: number): Promise<void> {
  const handle = page.getByRole('button', { name: `Reorder ${kind} ${name}`, exact: true });
  await pickUpByKeyboard(page, handle);
  const announced = (text: string) =>
    page.getByRole('status').filter({ hasText: text }).first().waitFor({ state: 'attached', timeout: 5_000 });
  const moved = `Moved ${kind} ${name} to position ${toPosition} of`;
  for (let attempt = 0; ; attempt += 1) {
    await page.keyboard.press('ArrowDown');
    try {
      await announced(moved);
      break;
    } catch (error) {
      if (attempt === 2) throw error;
    }
  }
  await page.keyboard.press('Space');
  await announced(`Dropped ${kind} ${name} at position ${toPosition} of`);
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
