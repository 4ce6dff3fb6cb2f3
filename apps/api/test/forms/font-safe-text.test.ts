import { PDFDocument as FormDocument, StandardFonts as FormFonts } from '@cantoo/pdf-lib';
import { CURRENT_FORM_EDITIONS } from '@app/domain';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfPageTexts } from '../../src/forms/filed-pages.ts';
import { fillForm } from '../../src/forms/fill-form.ts';
import { fontSafeText } from '../../src/forms/font-safe-text.ts';
import { addCoverPage } from '../../src/packets/cover-page.ts';
import { demoFormCase } from './demo-case.ts';
import { readFilledForm } from './read-filled-form.ts';

const YORUBA_PLACE = 'Ọ̀yọ́'; // O with dot below and grave, y, o with dot below and acute: two combining marks.
const YORUBA_NAME = 'Adébáyọ̀-Castellanos';

/**
 * The forms and the packet's pages draw with the standard Helvetica (WinAnsi): a letter it lacks printed "?" when
 * it came with a combining mark, "Ọ̀yọ́" as "O?yo?" on the I-140 and "Adébáy??-Castellanos" on the packet cover.
 */
describe('text the standard font cannot draw', () => {
  it('prints a letter the font lacks as its base letter, with the accents the font has', async () => {
    const font = await (await PDFDocument.create()).embedFont('Helvetica');
    expect(fontSafeText(font, YORUBA_PLACE)).toBe('Oyo');
    expect(fontSafeText(font, YORUBA_NAME)).toBe('Adébáyo-Castellanos');
    // The same name typed decomposed (NFD, as some keyboards send it) keeps the accents the font has.
    expect(fontSafeText(font, YORUBA_NAME.normalize('NFD'))).toBe('Adébáyo-Castellanos');
    expect(fontSafeText(font, 'Nguyễn Thị Ánh')).toBe('Nguyen Thi Ánh');
    expect(fontSafeText(font, 'Łukasz Żółć')).toBe('Lukasz Zólc');
    expect(fontSafeText(font, 'José Müller-Ørsted')).toBe('José Müller-Ørsted');
  });

  it('prints "?" for each letter of a script the font has no letters for', async () => {
    const font = await (await PDFDocument.create()).embedFont('Helvetica');
    expect(fontSafeText(font, '张伟 (Zhang Wei)')).toBe('?? (Zhang Wei)');
    expect(fontSafeText(font, 'Σοφία')).toBe('?????');
    // One "?" per letter as a reader counts them: Devanagari "स्ते" is one letter of three code points.
    expect(fontSafeText(font, 'नमस्ते')).toBe('???');
  });

  it('prints the place of birth on the I-140 as the base letters', async () => {
    const base = demoFormCase();
    const edition = CURRENT_FORM_EDITIONS['i-140'];
    const { bytes } = await fillForm(
      edition,
      demoFormCase({
        petition: { ...base.petition, visaClass: 'eb_1a' },
        beneficiary: { ...base.beneficiary, provinceOfBirth: YORUBA_PLACE },
      }),
    );
    const form = await readFilledForm('i-140', bytes);
    expect(form.text('Beneficiary state or province of birth', /Province of Birth/i)).toBe('Oyo');
    // The @cantoo fork's Helvetica (the forms') draws the same letters.
    const formFont = await (await FormDocument.create()).embedFont(FormFonts.Helvetica);
    expect(fontSafeText(formFont, YORUBA_PLACE)).toBe('Oyo');
  });

  it('prints the beneficiary on the packet cover with the accents the font has', async () => {
    const doc = await PDFDocument.create();
    await addCoverPage(doc, {
      beneficiaryName: YORUBA_NAME,
      petitionerName: 'Łódź Robotics Sp. z o.o.',
      visaClass: 'EB-1A',
      receiptNumber: null,
      date: '12/06/2026',
    });
    const [text] = await pdfPageTexts(await doc.save());
    expect(text).toContain('Adébáyo-Castellanos');
    expect(text).toContain('Lódz Robotics Sp. z o.o.');
    expect(text).not.toContain('?');
  });
});
