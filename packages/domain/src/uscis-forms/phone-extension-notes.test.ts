import { describe, expect, it } from 'vitest';
import type { FormCaseData } from './case-data.ts';
import { formPhone } from './field-map.ts';
import { G28_2018_09_17 } from './g-28-2018-09-17.ts';
import { I907_2018_10_01 } from './i-907-2018-10-01.ts';
import { PHONE_EXTENSION_WHERE, phoneExtensionNotes } from './phone-extension-notes.ts';

const caseWith = (phones: { company: string | null; attorney?: string | null }) =>
  ({
    petition: { visaClass: 'o_1a', premiumProcessing: true, receiptNumber: null, selfPetition: false },
    petitioner: {
      name: 'Northwind Robotics, Inc.',
      ein: '12-3456789',
      phone: phones.company,
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
    attorney: phones.attorney === undefined ? null : { phone: phones.attorney, mobilePhone: null },
  }) as unknown as FormCaseData;

const petitionerPhone = (edition: typeof G28_2018_09_17) =>
  edition.fields.find((entry) => entry.label.match(/^(Petitioner|Requestor) daytime telephone$/))!;

describe('a phone number with an extension on the USCIS forms', () => {
  it('prints the number without its extension', () => {
    expect(formPhone('+1 (617) 555-0142 ext. 12')).toBe('6175550142');
    expect(formPhone('+44 20 7946 0958 ext. 300')).toBe('442079460958');
    expect(formPhone('+1 (617) 555-0142')).toBe('6175550142');
  });

  it('lists each telephone box that prints it, with the extension, for staff', () => {
    const data = caseWith({ company: '+1 (617) 555-0142 ext. 12', attorney: '(202) 555-0100 x 7' });
    const g28 = phoneExtensionNotes(G28_2018_09_17, data);
    const box = petitionerPhone(G28_2018_09_17);
    expect(box.kind === 'text' && box.value(data)).toBe('6175550142');
    expect(g28).toContainEqual({
      field: box.field,
      label: 'Petitioner daytime telephone',
      where: PHONE_EXTENSION_WHERE,
      message:
        'Petitioner daytime telephone — printed as 6175550142 without its extension ext. 12: the form has no box for it, add it by hand if USCIS needs it',
      kind: 'text',
    });
    expect(g28.map((note) => note.label)).toEqual(['Attorney daytime telephone', 'Petitioner daytime telephone']);
    expect(g28[0]!.message).toContain('ext. 7');
    expect(phoneExtensionNotes(I907_2018_10_01, data).map((note) => note.label)).toEqual(['Requestor daytime telephone']);
  });

  it("finds a telephone box by what it prints, whatever an added edition's PDF calls it", () => {
    const box = petitionerPhone(G28_2018_09_17);
    const renamed = {
      ...G28_2018_09_17,
      fields: G28_2018_09_17.fields.map((entry) => (entry === box ? { ...entry, field: 'Pt1Line5_DaytimeTel' } : entry)),
    };
    const notes = phoneExtensionNotes(renamed, caseWith({ company: '+1 (617) 555-0142 ext. 12' }));
    expect(notes.map((note) => [note.field, note.label])).toEqual([['Pt1Line5_DaytimeTel', 'Petitioner daytime telephone']]);
  });

  it('lists nothing for numbers without an extension, or a box staff typed themselves', () => {
    expect(phoneExtensionNotes(G28_2018_09_17, caseWith({ company: '+1 (617) 555-0142', attorney: '2025550100' }))).toEqual([]);
    const data = caseWith({ company: '+1 (617) 555-0142 ext. 12' });
    const typed = new Map([[petitionerPhone(G28_2018_09_17).field, '6175550142 x12']]);
    expect(phoneExtensionNotes(G28_2018_09_17, data, typed)).toEqual([]);
  });
});
