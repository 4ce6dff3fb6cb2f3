import { readFile } from 'node:fs/promises';
import { PDFDocument } from '@cantoo/pdf-lib';
import type { Locator, Page } from 'playwright-core';

/** Clicks a generated form's download button and reads the saved PDF's form fields. */
export async function downloadedForm(page: Page, button: Locator) {
  const [saved] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const doc = await PDFDocument.load(await readFile((await saved.path())!));
  return doc.getForm();
}
