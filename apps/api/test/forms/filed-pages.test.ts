import { PDFDocument } from '@cantoo/pdf-lib';
import { CURRENT_FORM_EDITIONS } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { fillForm } from '../../src/forms/fill-form.ts';
import { pdfPageTexts, sectionStarts, templatePageTexts } from '../../src/forms/filed-pages.ts';
import { demoFormCase } from './demo-case.ts';

const I129 = CURRENT_FORM_EDITIONS['i-129'];

/** The heading that opens each part of the I-129 (01/20/25), as a reader of the filed copy sees it. */
const BASE = /Petition for a Nonimmigrant Worker/;
const SUPPLEMENT_HEADINGS = {
  e: /E-1\/E-2 Classification Supplement/,
  trade: /Trade Agreement Supplement/,
  h: /H Classification Supplement/,
  h1bData: /H-1B and H-1B1 Data Collection/,
  l: /L Classification Supplement/,
  o: /O and P Classifications Supplement/,
  q: /Q-1 Classification Supplement/,
  r: /R-1 Classification Supplement/,
  attachment: /Attachment-1/,
};

async function filedCopy(visaClass: string) {
  const base = demoFormCase();
  const filled = await fillForm(I129, demoFormCase({ petition: { ...base.petition, visaClass } }));
  const texts = await pdfPageTexts(filled.bytes);
  const headings = Object.entries(SUPPLEMENT_HEADINGS)
    .filter(([, heading]) => texts.some((text) => heading.test(text.slice(0, 200))))
    .map(([name]) => name);
  return { filled, texts, headings, form: (await PDFDocument.load(filled.bytes)).getForm() };
}

/**
 * The I-129 is one PDF of 38 pages with every classification supplement; the petition files the form (pages 1–8)
 * and the supplement of its class only. A packet that filed the whole PDF carried 27 blank pages of other classes.
 */
describe('the pages of the I-129 a petition files', () => {
  it('splits the blank form where USCIS starts a supplement or an attachment, by the page text', async () => {
    // 1-based: the form 1–8, E 9–10, trade 11–12, H 13–20, H-1B data 21–23, L 24–27, O and P 28–30, Q-1 31,
    // R-1 32–36, Attachment-1 37–38.
    expect(sectionStarts(await templatePageTexts(I129)).map((page) => page + 1)).toEqual([1, 9, 11, 13, 21, 24, 28, 31, 32, 37]);
  });

  it('files the form and the O and P supplement for an O-1A, filled', async () => {
    const { texts, headings, form } = await filedCopy('o_1a');
    expect(texts).toHaveLength(11);
    expect(texts[0]).toMatch(BASE);
    expect(headings).toEqual(['o']);
    expect(texts[8]!.slice(0, 200)).toMatch(SUPPLEMENT_HEADINGS.o);
    expect(texts[7]).toMatch(/Part 9\. Additional Information/);
    // The supplement's fields are still there and filled; no field of a dropped page is left without a page.
    expect(form.getCheckBox('form1[0].#subform[33].a_O1A[0]').isChecked()).toBe(true);
    expect(form.getTextField('form1[0].#subform[33].Line1_FamilyName[5]').getText()).toBe('Northwind Robotics, Inc.');
    expect(form.getFields().some((field) => field.getName().startsWith('form1[0].#subform[37].'))).toBe(false);
  });

  it('files the H supplement and the H-1B data collection for an H-1B', async () => {
    const { texts, headings } = await filedCopy('h_1b');
    expect(headings).toEqual(['h', 'h1bData']);
    expect(texts).toHaveLength(8 + 8 + 3);
  });

  it('files the trade agreement supplement for a TN, the E supplement for an E-2, the L supplement for an L-1A', async () => {
    expect((await filedCopy('tn')).headings).toEqual(['trade']);
    expect((await filedCopy('e_2')).headings).toEqual(['e']);
    const l = await filedCopy('l_1a');
    expect(l.headings).toEqual(['l']);
    expect(l.texts).toHaveLength(12);
  });

  it('keeps the file small: a dropped page leaves nothing behind', async () => {
    const { filled } = await filedCopy('o_1a');
    const whole = (
      await PDFDocument.load(await (await import('../../src/forms/form-templates.ts')).preparedTemplate(I129))
    ).getPageCount();
    expect(whole).toBe(38);
    // The whole filled I-129 was 3.4 MB; its 11 filed pages without the other pages' drawings, fields and tags 0.85 MB.
    expect(filled.bytes.length).toBeLessThan(1_200_000);
  });

  it('files every page of a form without supplements (the I-140)', async () => {
    const edition = CURRENT_FORM_EDITIONS['i-140'];
    const blank = await PDFDocument.load(await (await import('../../src/forms/form-templates.ts')).preparedTemplate(edition));
    const filled = await PDFDocument.load((await fillForm(edition, demoFormCase())).bytes);
    expect(filled.getPageCount()).toBe(blank.getPageCount());
  });
});
