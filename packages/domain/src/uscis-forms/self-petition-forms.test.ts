import { describe, expect, it } from 'vitest';
import type { FormCaseData } from './case-data.ts';
import type { FormEdition } from './field-map.ts';
import { G28_2018_09_17 } from './g-28-2018-09-17.ts';
import { I907_2018_10_01 } from './i-907-2018-10-01.ts';

/** What a form prints for the case: each applicable text entry's value by the end of its PDF field name. */
function printed(edition: FormEdition, d: FormCaseData): Map<string, string | null> {
  const values = new Map<string, string | null>();
  for (const entry of edition.fields) {
    if (entry.kind === 'checkbox' || (entry.appliesTo && !entry.appliesTo(d))) continue;
    values.set(entry.field.replace(/^.*\]\./, ''), entry.value(d));
  }
  return values;
}

const address = {
  street: '1 Main St',
  unitType: null,
  unitNumber: null,
  city: 'Boston',
  state: 'MA',
  province: null,
  postalCode: '02110',
  country: 'US',
};
const caseOf = (selfPetition: boolean) =>
  ({
    petition: { visaClass: 'eb_1a', premiumProcessing: true, receiptNumber: null, selfPetition },
    petitioner: selfPetition
      ? { name: null, ein: null, phone: null, email: null, address: null, signatory: null }
      : {
          name: 'Northwind Robotics, Inc.',
          ein: '12-3456789',
          phone: '6175550100',
          email: null,
          address,
          signatory: {
            familyName: 'Okafor',
            givenName: 'Daniel',
            middleName: null,
            title: 'CEO',
            email: 'daniel@example.test',
            phone: null,
          },
        },
    beneficiary: {
      familyName: 'Sharma',
      givenName: 'Priya',
      middleName: null,
      email: 'priya@example.test',
      phone: '6175550199',
      usAddress: address,
      foreignAddress: null,
    },
    attorney: null,
  }) as unknown as FormCaseData;

describe('the forms of a self-petition print the beneficiary as the petitioner (migration 0097)', () => {
  it('G-28: the client is the beneficiary in person, with their own contact and address; no entity', () => {
    const g28 = printed(G28_2018_09_17, caseOf(true));
    expect([g28.get('Pt3Line5a_FamilyName[0]'), g28.get('Pt3Line5b_GivenName[0]')]).toEqual(['Sharma', 'Priya']);
    expect(g28.has('Pt3Line7a_NameOfEntity[0]')).toBe(false);
    expect(g28.has('Pt3Line7b_TitleofEntity[0]')).toBe(false);
    expect(g28.get('Line11_EMail[0]')).toBe('priya@example.test');
    expect(g28.get('Line12a_StreetNumberName[0]')).toBe('1 Main St');
    // A company's petition still prints the company and its signatory.
    const company = printed(G28_2018_09_17, caseOf(false));
    expect([company.get('Pt3Line5a_FamilyName[0]'), company.get('Pt3Line7a_NameOfEntity[0]')]).toEqual([
      'Okafor',
      'Northwind Robotics, Inc.',
    ]);
  });
  it('I-907: the requestor is the beneficiary by name; no company name, FEIN or point of contact', () => {
    const i907 = printed(I907_2018_10_01, caseOf(true));
    expect([i907.get('Pt1Line3_FamilyName[0]'), i907.get('Pt1Line3_GivenName[0]')]).toEqual(['Sharma', 'Priya']);
    expect(i907.has('Part1_Line6_CompanyorOrganizationName[0]')).toBe(false);
    expect(i907.has('Part1_Line9_CompanyIRSTaxNumber[0]')).toBe(false);
    expect(i907.has('Part1_Line8_NameOfCompanyPOC_FamilyName[0]')).toBe(false);
    expect(i907.get('P3_Line6_Email[0]')).toBe('priya@example.test');
    expect(i907.get('Part1_Line5_MailingAddress_StreetNumberName[0]')).toBe('1 Main St');
    const company = printed(I907_2018_10_01, caseOf(false));
    expect(company.has('Pt1Line3_FamilyName[0]')).toBe(false);
    expect(company.get('Part1_Line6_CompanyorOrganizationName[0]')).toBe('Northwind Robotics, Inc.');
  });
});
