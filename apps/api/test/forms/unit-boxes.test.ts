import { PDFDocument, type PDFCheckBox } from '@cantoo/pdf-lib';
import { CURRENT_FORM_EDITIONS, type FormAddress, type FormCaseData, type UnitType } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { fillForm } from '../../src/forms/fill-form.ts';
import { demoFormCase } from './demo-case.ts';
import { tooltipOf } from './read-filled-form.ts';

/**
 * Every address of the case in one kind of unit, on every form: each unit box the fill ticks must be the one the form's
 * own tooltip calls that kind. The PDFs' export values are not always the truth: the I-765's preparer block exports
 * " FLR " from the box printed beside "Apt.", and its tooltip, like its place, says Apartment.
 */
const WORD: Record<UnitType, RegExp> = { APT: /Apartment|Apt/i, STE: /Suite|Ste\b/i, FLR: /Floor|Flr/i };

function caseWithUnits(unitType: UnitType): FormCaseData {
  const base = demoFormCase();
  const inUnit = (address: FormAddress | null) => (address ? { ...address, unitType, unitNumber: '7' } : null);
  return demoFormCase({
    petition: { ...base.petition, filingType: 'change_of_status' },
    petitioner: { ...base.petitioner, address: inUnit(base.petitioner.address) },
    beneficiary: {
      ...base.beneficiary,
      usAddress: inUnit(base.beneficiary.usAddress),
      foreignAddress: inUnit(base.beneficiary.foreignAddress),
    },
    worksite: inUnit({ ...base.worksite!, street: '77 Mission Bay Boulevard' }),
    attorney: { ...base.attorney!, address: inUnit(base.attorney!.address) },
  });
}

describe.each(Object.values(CURRENT_FORM_EDITIONS))('the $form unit boxes', (edition) => {
  it.each(['APT', 'STE', 'FLR'] as const)('tick the box the form calls %s', async (unitType) => {
    const pdf = (await PDFDocument.load((await fillForm(edition, caseWithUnits(unitType))).bytes)).getForm();
    const unitBoxes = edition.fields.filter((entry) => entry.kind === 'checkbox' && entry.label.endsWith(': unit type'));
    expect(unitBoxes.length).toBeGreaterThan(0);
    const ticked = unitBoxes.filter((entry) => (pdf.getField(entry.field) as PDFCheckBox).isChecked());
    expect(ticked.length).toBeGreaterThan(0);
    const wrong = ticked
      .map((entry) => ({ field: entry.field, tooltip: tooltipOf(pdf, entry.field) }))
      .filter(({ tooltip }) => !WORD[unitType].test(tooltip.replace(/^.*\bSelect\b/s, '')));
    expect(wrong).toEqual([]);
  });
});

/**
 * A unit number whose type nobody gave ("12 Main St, #4B", as the onboarding stores it): the number box gets the
 * number, no unit box is ticked (any of the three could be wrong), and the form's list asks staff for the box once.
 */
describe('a unit number without a type', () => {
  it('fills the number box, ticks no box and lists the unit type for staff', async () => {
    const base = demoFormCase();
    const edition = CURRENT_FORM_EDITIONS['i-129'];
    const data = demoFormCase({
      petitioner: {
        ...base.petitioner,
        address: { ...base.petitioner.address!, street: '500 Howard Street, #400', unitType: null, unitNumber: null },
      },
    });
    // The loader reads the street line as the forms' boxes take it (form-case-values.ts address()).
    const { address } = await import('../../src/forms/form-case-values.ts');
    const read = address({
      street: '500 Howard Street, #400',
      city: 'San Francisco',
      region: 'CA',
      postalCode: '94105',
      country: 'US',
    });
    expect(read).toMatchObject({ street: '500 Howard Street', unitType: null, unitNumber: '400' });
    const filled = await fillForm(edition, { ...data, petitioner: { ...data.petitioner, address: read } });
    const pdf = (await PDFDocument.load(filled.bytes)).getForm();
    const entries = edition.fields.filter((entry) => entry.label.startsWith('Petitioner mailing address'));
    const byLabel = (suffix: string) => entries.filter((entry) => entry.label.endsWith(suffix));
    expect(pdf.getTextField(byLabel('street')[0]!.field).getText()).toBe('500 Howard Street');
    expect(pdf.getTextField(byLabel('apartment, suite or floor number')[0]!.field).getText()).toBe('400');
    expect(byLabel('unit type').map((entry) => (pdf.getField(entry.field) as PDFCheckBox).isChecked())).toEqual([
      false,
      false,
      false,
    ]);
    const listed = filled.missing.filter((entry) => entry.label === 'Petitioner mailing address: unit type');
    expect(listed.map((entry) => entry.message)).toEqual([
      'Petitioner mailing address: unit type — the address gives unit number "400" without saying Apt., Ste. or Flr.: decide it by hand for this form',
    ]);
  });
});
