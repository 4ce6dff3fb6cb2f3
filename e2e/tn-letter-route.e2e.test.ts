import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect } from 'vitest';
import { it } from './support/fixtures.ts';
import { seriousAccessibilityViolations } from './support/pages.ts';

/**
 * A TN letter drafted from a petition is addressed where the TN is applied for (packages/domain
 * tn-application-route.ts): the demo's Mexican TN beneficiary applies from abroad (filing type Consular Processing),
 * so /admin/new_lettergen fills the filing type and her citizenship from the case, says whom the letter goes to, and
 * the draft is addressed to the consular officer and states that she is a citizen of Mexico.
 */
async function pdfWithLines(lines: readonly string[]): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage([612, 792]);
  const font = await document.embedFont(StandardFonts.Helvetica);
  lines.forEach((line, index) => page.drawText(line, { x: 72, y: 700 - index * 16, size: 10, font }));
  return Buffer.from(await document.save());
}

describe('a TN letter addressed by the case', () => {
  it('/admin/new_lettergen fills a Mexican TN applicant’s route and citizenship and addresses the consular officer', async ({
    signedInPage,
  }) => {
    const { page, consoleErrors } = await signedInPage('staffAdmin', '/admin/new_lettergen');
    await page.getByRole('combobox', { name: 'Select a petition...' }).click();
    await page.getByPlaceholder('Select a petition...').fill('Valeria');
    await page
      .getByRole('option', { name: /Valeria Ramírez \(.*TN/ })
      .first()
      .click();
    await page.getByRole('radio', { name: 'TN support letter', exact: true }).click();

    const inputs = page.getByRole('form', { name: 'Letter inputs' });
    // The spec's words for the filing type, explained for a TN, and the addressee they give with the passport's country.
    expect(await inputs.getByLabel('Filing type', { exact: true }).inputValue()).toBe('consular_processing');
    expect(await inputs.getByLabel('Filing type', { exact: true }).locator('option:checked').innerText()).toBe(
      'Consular Processing',
    );
    expect(await inputs.getByLabel('Citizenship', { exact: true }).inputValue()).toBe('Mexico');
    await inputs.getByText(/For a TN, Consular Processing means applying outside the United States/).waitFor();
    await inputs.getByText(/The letter is addressed to: Consular Officer\./).waitFor();

    await inputs.getByLabel('TN profession').selectOption('Computer Systems Analyst');
    await inputs.getByLabel('Resume').setInputFiles({
      name: 'valeria-cv.pdf',
      mimeType: 'application/pdf',
      buffer: await pdfWithLines(['Valeria Ramírez', 'Licenciatura en Informática, UNAM, 2015']),
    });
    await inputs.getByLabel('Job offer letter').setInputFiles({
      name: 'offer.pdf',
      mimeType: 'application/pdf',
      buffer: await pdfWithLines(['We offer you the position of Computer Systems Analyst at $110,000 per year.']),
    });
    expect(await page.getByText(/^Missing: /).count()).toBe(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await inputs.getByRole('button', { name: 'Draft', exact: true }).click();
    const editor = page.getByRole('textbox', { name: 'Letter', exact: true });
    await expect.poll(() => editor.getAttribute('contenteditable'), { timeout: 30_000 }).toBe('true');
    const drafted = await editor.innerText();
    expect(drafted).toContain('Consular Officer');
    expect(drafted).toContain('Valeria Ramírez is a citizen of Mexico');
    expect(drafted).toContain('application for a TN visa as a Computer Systems Analyst');
    expect(drafted).not.toContain('Citizenship and Immigration Services');
    // Neither the addressee nor the citizenship is left for staff to fill.
    expect(drafted).not.toMatch(/\[Addressee|citizenship \(Canada or Mexico/);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });
});
