import { G28_2018_09_17, PHONE_EXTENSION_WHERE, type FormCaseData } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { fillForm } from '../../src/forms/fill-form.ts';

/**
 * Migration 0114: a petitioner's phone number with an extension. The G-28's telephone box prints the number without
 * it (the form has no extension box), and the list staff read beside the form names the extension.
 */
const data = {
  petition: { visaClass: 'o_1a', premiumProcessing: false, receiptNumber: null, selfPetition: false },
  petitioner: {
    name: 'Northwind Robotics, Inc.',
    ein: '12-3456789',
    phone: '+1 (617) 555-0142 ext. 12',
    email: null,
    address: null,
    signatory: null,
  },
  beneficiary: {
    familyName: 'Sharma',
    givenName: 'Priya',
    middleName: null,
    email: null,
    phone: null,
    usAddress: null,
    foreignAddress: null,
  },
  attorney: null,
} as unknown as FormCaseData;

describe('a phone number with an extension on a filled form', () => {
  it('prints the number alone and lists the extension for staff', async () => {
    const filled = await fillForm(G28_2018_09_17, data);
    const { PDFDocument } = await import('@cantoo/pdf-lib');
    const form = (await PDFDocument.load(filled.bytes)).getForm();
    const box = G28_2018_09_17.fields.find((entry) => entry.label === 'Petitioner daytime telephone')!;
    expect(form.getTextField(box.field).getText()).toBe('6175550142');
    const notes = filled.missing.filter((field) => field.where === PHONE_EXTENSION_WHERE);
    expect(notes.map((note) => [note.field, note.message])).toEqual([
      [
        box.field,
        'Petitioner daytime telephone — printed as 6175550142 without its extension ext. 12: the form has no box for it, add it by hand if USCIS needs it',
      ],
    ]);
  });
});
