import { randomUUID } from 'node:crypto';
import { describe, expect } from 'vitest';
import { NOT_FOUND_TEXT, NOT_FOUND_TITLE, UNEXPECTED_ERROR_TEXT } from '@app/domain';
import { it } from './support/fixtures.ts';

/**
 * A petition link to a petition that does not exist (deleted, mistyped, or cut short) reads as not found, with the
 * way back to the petitions, never as an error.
 */
describe('a petition that is not there', () => {
  for (const [what, id] of [
    ['an id no petition has', randomUUID()],
    ['a link cut short', 'c0ffee'],
  ] as const) {
    it(`shows staff a not-found page for ${what}`, async ({ signedInPage }) => {
      const { page, consoleErrors } = await signedInPage('staffAdmin', `/admin/petition-builder/${id}`);
      await page.getByRole('heading', { level: 1, name: NOT_FOUND_TITLE }).waitFor();
      await page.getByText(NOT_FOUND_TEXT).waitFor();
      expect(await page.getByText(UNEXPECTED_ERROR_TEXT).count()).toBe(0);
      expect(
        await page
          .getByRole('alert')
          .filter({ hasText: /not found/i })
          .count(),
      ).toBe(0);
      await page.getByRole('link', { name: 'Open another petition' }).click();
      await page.waitForURL((url) => url.pathname === '/admin/petition-builder');
      await page.getByRole('combobox', { name: 'Select a petition...' }).waitFor();
      expect(consoleErrors.filter((text) => !/Failed to load resource/.test(text))).toEqual([]);
    });
  }
});
