import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { screenshot, seriousAccessibilityViolations } from './support/pages.ts';
import { it } from './support/fixtures.ts';
import { overlappingControls } from './support/overlaps.ts';
import { pdfWithText, solidPng } from './support/sample-files.ts';

const uploadRow = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Uploads' }).getByRole('listitem').filter({ hasText: name });

/** Slows uploads down (Chrome's network emulation), so the progress of one can be watched. */
async function throttleUploads(page: Page, bytesPerSecond: number): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const emulate = (upload: number) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: upload,
    });
  await emulate(bytesPerSecond);
  return async () => {
    await emulate(-1);
  };
}

/** Drops files on the drop zone the way a desktop drag does: a drop event carrying a DataTransfer. */
async function dropFiles(page: Page, files: { name: string; type: string; bytes: Buffer }[]): Promise<void> {
  const payload = files.map((file) => ({ name: file.name, type: file.type, base64: file.bytes.toString('base64') }));
  await page.getByTestId('file-drop-zone').evaluate((zone, items) => {
    const transfer = new DataTransfer();
    for (const item of items) {
      const bytes = Uint8Array.from(atob(item.base64), (c) => c.charCodeAt(0));
      transfer.items.add(new File([bytes], item.name, { type: item.type }));
    }
    zone.dispatchEvent(new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    zone.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
  }, payload);
}

describe('uploading and previewing files', () => {
  it('uploads with progress, marks a refused file orange, and previews a PDF and an image', async ({ signedInPage }) => {
    const { page, consoleErrors } = await signedInPage('beneficiary', '/docs');
    await page.getByRole('heading', { name: 'Add documents' }).waitFor();
    await page.getByLabel('Document type').selectOption({ label: 'Visa' });

    // A 1.5 MB PDF at 300 KB/s: the row shows its progress bar moving before it succeeds.
    const restore = await throttleUploads(page, 300 * 1024);
    const visaPdf = await pdfWithText('Visa stamp', 1_500_000);
    await page.getByLabel('Upload Visa').setInputFiles({
      name: 'visa-stamp.pdf',
      mimeType: 'application/pdf',
      buffer: visaPdf,
    });
    const progress = uploadRow(page, 'visa-stamp.pdf').getByRole('progressbar', { name: 'Uploading visa-stamp.pdf' });
    await progress.waitFor();
    await page.waitForFunction(
      () => {
        const bar = document.querySelector('[role=progressbar][aria-label="Uploading visa-stamp.pdf"]');
        const value = Number(bar?.getAttribute('aria-valuenow'));
        return value > 0 && value < 100;
      },
      undefined,
      { timeout: 20_000 },
    );
    await screenshot(page, 'files-upload-progress');
    await restore();
    await uploadRow(page, 'visa-stamp.pdf').getByText('Uploaded').waitFor({ timeout: 30_000 });
    // The page lists it under the person's immigration documents.
    const immigrationCard = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: /^Immigration documents/ }) });
    await immigrationCard.getByText('visa-stamp.pdf').first().waitFor();

    // HTML dressed as a PDF passes the browser's name check; the server reads the bytes and refuses it.
    await page.getByLabel('Upload Visa').setInputFiles({
      name: 'fake.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('<html><body><script>alert(1)</script></body></html>'),
    });
    const failed = uploadRow(page, 'fake.pdf');
    await failed.getByText('An error occurred while uploading the file').waitFor();
    // Refused for what it is: sending it again would be refused again, so the row offers Remove, not Retry.
    await expect(failed.getAttribute('data-result-code')).resolves.toBe('ErrorSelect');
    await failed.getByText(/"fake\.pdf" is not a valid PDF/).waitFor();
    const colours = await failed.evaluate((row) => {
      const style = getComputedStyle(row);
      return { border: style.borderTopColor, background: style.backgroundColor };
    });
    expect(colours.border).toMatch(/^(oklch\(0\.7|rgb\(249, 115, 22)/); // Tailwind's orange-500
    expect(await failed.getByRole('img', { name: 'Error' }).count()).toBe(1);
    await failed.getByRole('button', { name: 'Remove fake.pdf' }).waitFor();
    expect(await failed.getByRole('button', { name: 'Retry fake.pdf' }).count()).toBe(0);
    // On a phone the name and the reason keep the row's width; the button goes below them.
    const viewport = page.viewportSize()!;
    await page.setViewportSize({ width: 390, height: 844 });
    const widths = await failed.evaluate((row) => ({
      row: row.clientWidth,
      text: (row.querySelector(':scope > div.min-w-0') as HTMLElement).clientWidth,
    }));
    expect(widths.text / widths.row).toBeGreaterThan(0.7);
    await page.setViewportSize(viewport);
    // A file of a refused type never leaves the browser.
    await page
      .getByLabel('Upload Visa')
      .setInputFiles({ name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') });
    await uploadRow(page, 'setup.exe')
      .getByText(/"setup\.exe" is not an accepted file type/)
      .waitFor();
    await screenshot(page, 'files-upload-failed-row');

    // Removing the failed rows by keyboard.
    await failed.getByRole('button', { name: 'Remove fake.pdf' }).focus();
    await page.keyboard.press('Enter');
    await expect(failed.count()).resolves.toBe(0);

    // An image, dropped on the zone.
    await page.getByLabel('Document type').selectOption({ label: 'Passport' });
    await dropFiles(page, [{ name: 'passport-photo.png', type: 'image/png', bytes: solidPng(320, 200, [30, 90, 200]) }]);
    await uploadRow(page, 'passport-photo.png').getByText('Uploaded').waitFor({ timeout: 30_000 });

    // Preview the PDF: shown in a frame.
    const pdfBytes = page.waitForResponse(
      (response) => /\/db\/storage\/object/.test(response.url()) && response.status() === 200,
    );
    await page.getByRole('button', { name: 'Preview visa-stamp.pdf' }).first().click();
    const pdfDialog = page.getByRole('dialog', { name: 'visa-stamp.pdf' });
    await pdfDialog.waitFor();
    const frame = pdfDialog.locator('iframe');
    await frame.waitFor();
    const frameSource = await frame.getAttribute('src');
    expect(frameSource).toMatch(/^blob:/);
    // What the frame shows is the stored file, fetched through its signed link.
    const stored = await pdfBytes;
    expect(stored.headers()['content-type']).toBe('application/pdf');
    expect(stored.request().method()).toBe('GET');
    expect(Number(stored.headers()['content-length'])).toBe(visaPdf.length);
    await screenshot(page, 'files-preview-pdf');
    await page.keyboard.press('Escape');
    await pdfDialog.waitFor({ state: 'hidden' });

    // Preview the image: shown as an image, decoded at its real size.
    await page.getByRole('button', { name: 'Preview passport-photo.png' }).first().click();
    const imageDialog = page.getByRole('dialog', { name: 'passport-photo.png' });
    const image = imageDialog.getByRole('img', { name: 'passport-photo.png' });
    await image.waitFor();
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[role=dialog] img');
      return Boolean(img?.complete && img.naturalWidth > 0);
    });
    expect(
      await image.evaluate((img) => [(img as HTMLImageElement).naturalWidth, (img as HTMLImageElement).naturalHeight]),
    ).toEqual([320, 200]);
    await screenshot(page, 'files-preview-image');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    expect(consoleErrors.filter((text) => !/status of 415|Failed to load resource/.test(text))).toEqual([]);
  });

  it("keeps the last document's buttons clear of Help and support at the end of the page", async ({ signedInPage }) => {
    // On a wide screen the page's end sat under the button fixed in the corner: the last Delete could not be
    // scrolled out from under it. The page now ends below it.
    const { page, consoleErrors } = await signedInPage('beneficiary', '/docs', { viewport: { width: 1280, height: 600 } });
    await page.getByText('passport-sharma.jpg').waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(() => page.evaluate(() => window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 1))
      .toBe(true);
    expect(await page.getByRole('button', { name: 'Help and support' }).isVisible()).toBe(true);
    expect(await overlappingControls(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('disables the uploader in read-only mode', async ({ signedInPage }) => {
    const { page } = await signedInPage('beneficiary', '/docs?readOnly=true');
    await page.getByRole('heading', { name: 'Add documents' }).waitFor();
    expect(await page.getByRole('button', { name: 'Choose files' }).isDisabled()).toBe(true);
    expect(await page.getByLabel('Document type').isDisabled()).toBe(true);
    expect(await page.getByLabel('Upload Passport').isDisabled()).toBe(true);
  });
});
