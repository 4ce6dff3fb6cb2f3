import { readFile } from 'node:fs/promises';
import { PDFCheckBox, PDFDropdown, PDFTextField } from '@cantoo/pdf-lib';
import { CURRENT_FORM_EDITIONS, type FormEdition } from '@app/domain';
import { demoFormCase } from './demo-case.ts';
import { describe, expect, it } from 'vitest';
import { openBlankForm, templateUrl } from '../../src/forms/form-templates.ts';

/** What the shipped PDF has under a field name: its kind, and a checkbox's export (on) value. */
async function pdfFields(edition: FormEdition) {
  const doc = await openBlankForm(await readFile(templateUrl(edition)));
  const fields = new Map<string, { kind: string; exportValue?: string; options?: string[] }>();
  for (const field of doc.getForm().getFields()) {
    if (field instanceof PDFTextField) fields.set(field.getName(), { kind: 'text' });
    else if (field instanceof PDFDropdown) {
      // The export values (what the maps give), not the shown texts ("F1 - STUDENT - ACADEMIC").
      const options = field.acroField.getOptions().map((option) => option.value.decodeText());
      fields.set(field.getName(), { kind: 'choice', options });
    } else if (field instanceof PDFCheckBox) {
      fields.set(field.getName(), { kind: 'checkbox', exportValue: field.acroField.getOnValue()?.decodeText() });
    } else fields.set(field.getName(), { kind: 'other' });
  }
  return fields;
}

describe.each(Object.values(CURRENT_FORM_EDITIONS))('the $form ($edition) field map', (edition) => {
  it('names only fields the shipped PDF has, each with the kind and export value it expects', async () => {
    const fields = await pdfFields(edition);
    expect(fields.size).toBeGreaterThan(50);
    const problems: string[] = [];
    for (const entry of edition.fields) {
      const found = fields.get(entry.field);
      if (!found) problems.push(`${entry.field}: not in the PDF`);
      else if (found.kind !== entry.kind) problems.push(`${entry.field}: is ${found.kind}, the map says ${entry.kind}`);
      else if (entry.kind === 'checkbox' && found.exportValue !== entry.exportValue) {
        problems.push(`${entry.field}: exports "${found.exportValue}", the map says "${entry.exportValue}"`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('fills each field once', () => {
    const names = edition.fields.map((entry) => entry.field);
    expect(names.length - new Set(names).size).toBe(0);
  });
});

describe('the state lists', () => {
  it('offer the USPS codes the maps select', async () => {
    const fields = await pdfFields(CURRENT_FORM_EDITIONS['g-28']);
    expect(fields.get('form1[0].#subform[0].Line3d_State[0]')?.options).toEqual(expect.arrayContaining(['CA', 'NY', 'TX']));
  });
});

describe('the I-129 classification supplements', () => {
  const i129 = CURRENT_FORM_EDITIONS['i-129'];
  /** The subforms (pages) of each supplement in the 01/20/25 edition. */
  const SUPPLEMENT_SUBFORMS: Record<string, number[]> = {
    'E-1/E-2': [8, 9],
    'Trade agreement': [11, 12],
    H: [13, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24],
    L: [25, 27, 29, 31],
    'O and P': [33, 34, 35],
  };
  const SUPPLEMENT_OF_CLASS: Record<string, string> = {
    o_1a: 'O and P',
    o_1b: 'O and P',
    h_1b: 'H',
    l_1a: 'L',
    l_1b: 'L',
    tn: 'Trade agreement',
    e_3: 'Trade agreement',
    e_2: 'E-1/E-2',
  };
  const subformOf = (field: string) => Number(/^form1\[0\]\.#subform\[(\d+)\]/.exec(field)?.[1] ?? -1);
  const supplementSubforms = new Set(Object.values(SUPPLEMENT_SUBFORMS).flat());
  const applying = (visaClass: string) => {
    const data = demoFormCase({ petition: { ...demoFormCase().petition, visaClass } });
    return i129.fields.filter((entry) => !entry.appliesTo || entry.appliesTo(data)).map((entry) => entry.field);
  };

  it.each(Object.entries(SUPPLEMENT_OF_CLASS))('fill only the %s case’s own supplement', (visaClass, supplement) => {
    const pages = applying(visaClass)
      .map(subformOf)
      .filter((page) => supplementSubforms.has(page));
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.filter((page) => !SUPPLEMENT_SUBFORMS[supplement]!.includes(page))).toEqual([]);
  });

  it('cover the boxes the case answers: classification, names, treaty country, consultation', () => {
    const has = (visaClass: string, names: string[]) =>
      expect(names.filter((name) => !applying(visaClass).includes(`form1[0].#subform[${name}`))).toEqual([]);
    has('o_1a', [
      '33].a_O1A[0]',
      '33].Line1_FamilyName[5]',
      '33].HSupLine2_FamilyName[1]',
      '33].Line3_JobDescription[8]',
      '33].Line3_JobDescription[7]',
      '34].OandPSuppLine8[1]',
      '35].Line1_FamilyName[6]',
    ]);
    has('tn', [
      '11].a_Canada[0]',
      '11].b_Mexico[0]',
      '11].employer[1]',
      '11].TASupLine1_NameofBeneficiary[0]',
      '1].P2Checkbox4[5]',
    ]);
    has('e_3', ['11].e_Other[0]', '11].TASupLine1_NameofPetitioner[0]']);
    has('e_2', ['8].SupELine1_NameofEmployer[0]', '8].E2_TreatyInvestor[0]', '8].Line_Country[1]', '8].Line1_FamilyName[1]']);
    // Part 3 and 4 boxes every class shares.
    has('o_1a', ['2].Line11g_CurrentNon[0]', '2].Part3Line5_DateofArrival[0]', '3].Line2b_StreetNumberName[0]', '3].P4Line8[0]']);
  });

  it('select a current nonimmigrant status the list offers', async () => {
    const options = (await pdfFields(i129)).get('form1[0].#subform[2].Line11g_CurrentNon[0]')?.options;
    expect(options).toEqual(expect.arrayContaining(['F1', 'H1B', 'O1A', 'O1B', 'L1B', 'TN1', 'TN2', 'E2', 'E3', 'B2']));
  });
});
