import { describe, expect } from 'vitest';
import { pick } from './support/combobox.ts';
import { it } from './support/fixtures.ts';
import { seriousAccessibilityViolations } from './support/pages.ts';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/**
 * Issue 33 in the browser: staff draft a TN support letter for a Computer Systems Analyst, with a
 * signatory, and the template draft argues that profession (not the old fixed "Engineer") and is
 * signed by the person picked — no "[Signatory name not provided]".
 */
/** A one-page PDF with a line per entry, small enough that no line runs off the page. */
async function pdfWithLines(lines: readonly string[]): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage([612, 792]);
  const font = await document.embedFont(StandardFonts.Helvetica);
  lines.forEach((line, index) => page.drawText(line, { x: 72, y: 700 - index * 16, size: 10, font }));
  return Buffer.from(await document.save());
}

describe('letter drafts a paralegal would keep (/admin/draft)', () => {
  it('drafts a TN letter for a Computer Systems Analyst with a signatory', async ({ signedInPage }) => {
    const { page, consoleErrors } = await signedInPage('staffAdmin', '/admin/draft');
    await page.getByRole('navigation', { name: 'Letter types' }).waitFor();
    await page.getByRole('button', { name: 'TN support letter' }).click();
    const inputs = page.getByRole('form', { name: 'TN support letter inputs' });

    await pick(page, 'Beneficiary', 'Priya', 'Priya Sharma');
    await pick(page, 'Signatory', 'Daniel', 'Daniel Okafor');
    await pick(page, 'Company', 'Northwind', 'Northwind Robotics');
    await inputs.getByLabel('TN profession').selectOption('Computer Systems Analyst');
    await inputs.getByText(/^Minimum: Baccalaureate or Licenciatura Degree; or Post-Secondary Diploma/).waitFor();
    // Title and employer fill in a moment after a pick; then the typed title is the one the letter uses.
    await page.waitForTimeout(1_000);
    await inputs.getByLabel('Signatory title', { exact: true }).fill('Director of Information Technology');
    await inputs.getByLabel('Resume').setInputFiles({
      name: 'priya-sharma-cv.pdf',
      mimeType: 'application/pdf',
      buffer: await pdfWithLines(['Priya Sharma', 'B.Sc. Computer Science, University of Waterloo, 2014']),
    });
    await inputs.getByLabel('Job offer letter').setInputFiles({
      name: 'offer-letter.pdf',
      mimeType: 'application/pdf',
      buffer: await pdfWithLines([
        'Northwind Robotics offers you the position of Computer Systems Analyst at $121,000 per year.',
        'You will analyse the fleet telemetry systems.',
      ]),
    });
    expect(await page.getByText(/^Missing: /).count()).toBe(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Draft', exact: true }).click();
    const editor = page.getByRole('textbox', { name: 'Letter', exact: true });
    await expect.poll(() => editor.getAttribute('contenteditable'), { timeout: 30_000 }).toBe('true');
    const drafted = await editor.innerText();
    expect(drafted).toContain('Template draft');
    expect(drafted).toContain('Employer support letter for TN classification: Computer Systems Analyst');
    expect(drafted).toContain('Classification: TN (Computer Systems Analyst)');
    expect(drafted).toContain('in TN status as a Computer Systems Analyst');
    expect(drafted).toContain('B.Sc. Computer Science, University of Waterloo, 2014');
    expect(drafted).toContain('the position of Computer Systems Analyst, at a salary of $121,000 per year');
    expect(drafted).toContain('The Computer Systems Analyst will analyse the fleet telemetry systems.');
    expect(drafted).toContain('Daniel Okafor');
    expect(drafted).toContain('Director of Information Technology');
    expect(drafted).not.toContain('Signatory name not provided');
    expect(drafted).not.toContain('TN (Engineer)');
    expect(consoleErrors).toEqual([]);
    await page.close();
  });
});
