import { PDFDocument } from '@cantoo/pdf-lib';
import { CURRENT_FORM_EDITIONS, type FormCaseData } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { fillForm, missingFields } from '../../src/forms/fill-form.ts';
import { demoFormCase } from './demo-case.ts';
import { byTooltip, fieldOf, readFilledForm } from './read-filled-form.ts';

/**
 * The G-28's Part 6 (Additional Information) repeats Part 3's client name in its item 1, which USCIS's PDF copies in
 * through the XFA the app drops: the app prints it whenever Part 6 carries text, and leaves an unused Part 6 blank.
 */
describe('the G-28’s Part 6 header', () => {
  const g28 = CURRENT_FORM_EDITIONS['g-28'];
  const part6 = /Part 6\. Additional Information\..*1\. [ABC]\..*pre-populated from Part 3/;
  const header = async (overrides: Map<string, string>, data = demoFormCase()) => {
    const form = await readFilledForm('g-28', (await fillForm(g28, data, { overrides })).bytes);
    return ['family name', 'given name', 'middle name'].map((what) => form.text(`Part 6: client contact ${what}`, part6));
  };
  const itemText = (item: number) => fieldOf('g-28', `Part 6 item ${item}: additional information`);

  it('stays empty while Part 6 carries no text', async () => {
    expect(await header(new Map())).toEqual([null, null, null]);
  });

  it('repeats Part 3’s client name once staff type additional information in any item', async () => {
    const form = await readFilledForm(
      'g-28',
      (await fillForm(g28, demoFormCase(), { overrides: new Map([[itemText(6), 'The client also uses the name D. Okafor.']]) }))
        .bytes,
    );
    expect(form.text('Part 6 item 6: additional information', /Part 6\..*6\. D\. Enter Additional Information/)).toBe(
      'The client also uses the name D. Okafor.',
    );
    // Part 3 item 5: the authorized signatory of the company; Part 6 copies it.
    expect(form.text('Client contact family name', /Part 3\..*6\. A\. Enter Family Name/)).toBe('Okafor');
    expect(await header(new Map([[itemText(6), 'x']]))).toEqual(['Okafor', 'Daniel', null]);
    expect(await header(new Map([[fieldOf('g-28', 'Part 6 item 2: page number'), '2']]))).toEqual(['Okafor', 'Daniel', null]);
  });

  it('names the self-petitioner, the client of a self-petition’s G-28', async () => {
    const base = demoFormCase();
    const selfPetition = demoFormCase({ petition: { ...base.petition, visaClass: 'eb_1a', selfPetition: true } });
    expect(await header(new Map([[itemText(3), 'x']]), selfPetition)).toEqual(['Sharma', 'Priya', null]);
  });

  it('lists nothing new for staff: Part 6 is optional, and a blank one is not missing', () => {
    const labels = missingFields(g28, demoFormCase()).map((field) => field.label);
    expect(labels.filter((label) => label.startsWith('Part 6'))).toEqual([]);
  });
});

/**
 * The I-129's Part 9 and the I-765's Part 6 say whose the page is by the A-number (USCIS: "Type or print your name and
 * A-Number (if any) at the top of each sheet"): the beneficiary's, as staff typed it on her I-765, printed whenever a
 * row of the part carries text (a too-long value moved there, or text typed by hand), and blank on an unused part.
 */
describe('the A-number heading the I-129’s and the I-765’s Additional Information', () => {
  const LONG_STREET = '4100 North Commerce Center Boulevard at Riverside Industrial';
  const caseWith = (options: { longStreet: boolean }): FormCaseData => {
    const base = demoFormCase();
    return demoFormCase({
      beneficiary: { ...base.beneficiary, aNumber: 'A-098-765-432' },
      petitioner: options.longStreet
        ? { ...base.petitioner, address: { ...base.petitioner.address!, street: LONG_STREET } }
        : base.petitioner,
    });
  };
  const filled = async (form: 'i-129' | 'i-765', data: FormCaseData, overrides = new Map<string, string>()) =>
    (await PDFDocument.load((await fillForm(CURRENT_FORM_EDITIONS[form], data, { overrides })).bytes)).getForm();
  // The I-129's tooltip for Part 9's item 1 calls the part "Part 10" (the page prints "Part 9. … 1. A-Number").
  const i129ANumber = /^Part 10\. Additional Information.*Enter Alien Registration Number \(A-Number\)/;
  const i765ANumber = /^Part 6\.\s+Additional Information\. 2\. A\. Number/;

  it('prints the I-129’s item 1 when a too-long value moved to Part 9, and not on an unused Part 9', async () => {
    const moved = await filled('i-129', caseWith({ longStreet: true }));
    expect(byTooltip(moved, /^Part 9\..*2\. D\. Enter Additional Information/)).toBe(LONG_STREET);
    expect(byTooltip(moved, i129ANumber)).toBe('098765432');
    expect(byTooltip(await filled('i-129', caseWith({ longStreet: false })), i129ANumber)).toBeNull();
  });

  it('prints the I-765’s item 2 beside the applicant’s name when Part 6 carries text', async () => {
    const typed = new Map([[fieldOf('i-765', 'Part 6 item 3: additional information'), 'Also known as P. Sharma.']]);
    const used = await filled('i-765', caseWith({ longStreet: false }), typed);
    expect(byTooltip(used, /^Part 6\.\s+Additional Information\. 1\. B\. Given Name/)).toBe('Priya');
    expect(byTooltip(used, i765ANumber)).toBe('098765432');
    expect(byTooltip(await filled('i-765', caseWith({ longStreet: false })), i765ANumber)).toBeNull();
  });
});

/**
 * The beneficiary's A-number in the forms' own boxes for it, read back by the blank form's tooltips: the I-129's Part 3
 * item 2, the I-140's Part 3 item 8 and a self-petitioner's I-907 Part 1 item 1 ("if any"), printed as staff typed it
 * on her I-765 and left empty (never asked for) when none was typed.
 */
describe('the beneficiary’s A-number in the forms’ Part 3', () => {
  const withANumber = (aNumber: string | null, selfPetition = false): FormCaseData => {
    const base = demoFormCase();
    return demoFormCase({
      beneficiary: { ...base.beneficiary, aNumber },
      petition: selfPetition ? { ...base.petition, visaClass: 'eb_1a', selfPetition: true } : base.petition,
    });
  };
  const boxes = [
    { form: 'i-129', tooltip: /^Part 3\. Beneficiary Information\..*A-Number/, selfPetition: false },
    { form: 'i-140', tooltip: /^Part 3\..*8\. Enter Alien Registration Number/, selfPetition: false },
    { form: 'i-907', tooltip: /^START HERE.*Part 1\..*1\. Enter Alien Registration Number/, selfPetition: true },
  ] as const;

  it.each(boxes)('prints it in the $form’s box, digits only', async ({ form, tooltip, selfPetition }) => {
    const result = await fillForm(CURRENT_FORM_EDITIONS[form], withANumber('A-098-765-432', selfPetition));
    expect(byTooltip((await PDFDocument.load(result.bytes)).getForm(), tooltip)).toBe('098765432');
  });

  it.each(boxes)(
    'leaves the $form’s box empty without listing it when none was typed',
    async ({ form, tooltip, selfPetition }) => {
      const result = await fillForm(CURRENT_FORM_EDITIONS[form], withANumber(null, selfPetition));
      expect(byTooltip((await PDFDocument.load(result.bytes)).getForm(), tooltip)).toBeNull();
      expect(result.missing.map((field) => field.label).filter((label) => /A-number/.test(label))).toEqual([]);
    },
  );

  it('leaves a company’s I-907 box empty: the company files it, not the beneficiary', async () => {
    const result = await fillForm(CURRENT_FORM_EDITIONS['i-907'], withANumber('A-098-765-432'));
    expect(
      byTooltip((await PDFDocument.load(result.bytes)).getForm(), /^START HERE.*Part 1\..*1\. Enter Alien Registration Number/),
    ).toBeNull();
  });
});
