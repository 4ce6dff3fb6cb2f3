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
