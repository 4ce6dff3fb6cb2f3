import { forACompanyOnly, isSelfPetitionCase, petitionerMailingAddress } from '../contact-entries.ts';
import { addressEntries, digitsOnly, formCountry, formMoney, sameFormAddress, type FieldMapEntry } from '../field-map.ts';
import { hoursPerWeekEntry, yesNoEntries } from '../i-129-2025-01-20/shared.ts';
import type { FormCaseData } from '../case-data.ts';

/**
 * I-140 (06/07/24) items the case answers beyond the petitioner's and beneficiary's names: the beneficiary's I-94
 * status and address abroad (Parts 3 and 4), a company's NAICS code and a self-petitioner's occupation and annual
 * income (Part 5), the position's hours and worksite (Part 6) and the Part 11 header. Each array is spread into the
 * map where its part is.
 */

/** The I-140's fields live in numbered subforms, one a page: `form1[0].#subform[n].`. */
export const S = (n: number) => `form1[0].#subform[${n}].`;

/** Parts 3 and 4 ask about a stay in the United States only of a person there, who adjusts status. */
const adjustsStatus = (d: FormCaseData) => d.petition.filingType === 'change_of_status';

/**
 * Part 5 item 7: a company's NAICS code as the employer (or staff) gave it, the 6 digits the box's six comb cells and
 * its tooltip ask for (naics-code.ts; docs/decisions.md, "The employer gives its NAICS code").
 */
export const NAICS_CODE: FieldMapEntry[] = [
  {
    field: `${S(2)}Line2f[0].Line2f_NAICSCode[0]`,
    kind: 'text',
    appliesTo: forACompanyOnly,
    label: 'NAICS code',
    source: 'petitioner',
    value: (d) => d.petitioner.naicsCode ?? null,
  },
];

/** Part 3 item 11.C: the status on the latest I-94, as the arrival was recorded (its class of admission). */
export const I94_STATUS: FieldMapEntry[] = [
  {
    field: `${S(1)}Line15_CurrentNon[0]`,
    kind: 'text',
    label: 'Beneficiary status on Form I-94',
    source: 'arrival',
    appliesTo: adjustsStatus,
    value: (d) => d.beneficiary.arrivals[0]?.classification ?? null,
  },
];

/**
 * Part 4 item 2.B: the last country of permanent residence abroad of a person adjusting status (their latest address
 * abroad); items 3.A–3.F: that address, asked when Part 3 printed their U.S. address.
 */
export const ADDRESS_ABROAD: FieldMapEntry[] = [
  {
    field: `${S(2)}Line1b_Country[0]`,
    kind: 'text',
    label: 'Beneficiary last country of permanent residence abroad',
    source: 'beneficiary',
    appliesTo: adjustsStatus,
    value: (d) => formCountry(d.beneficiary.foreignAddress?.country ?? null),
  },
  ...addressEntries(
    {
      street: `${S(2)}Line2a_StreetNumberName[0]`,
      unit: { STE: `${S(2)}Line2b_Unit[0]`, FLR: `${S(2)}Line2b_Unit[1]`, APT: `${S(2)}Line2b_Unit[2]` },
      unitNumber: `${S(2)}Line2b_AptSteFlrNumber[0]`,
      city: `${S(2)}Line2c_CityOrTown[0]`,
      province: `${S(2)}Line2e_Province[0]`,
      postalCode: `${S(2)}Line2d_PostalCode[0]`,
      country: `${S(2)}Line2f_Country[0]`,
    },
    'Beneficiary foreign address',
    'beneficiary',
    (d) => d.beneficiary.foreignAddress,
  ).map((entry) => ({ ...entry, appliesTo: (d: FormCaseData) => d.beneficiary.usAddress !== null })),
];

/**
 * Part 5 items 11–12, asked only of an individual who files: the occupation, the current job of their employment
 * history, and the annual income they gave (whole dollars, annual-income.ts; money as the form prints it after its
 * "$"). A company petitioner's Part 5 is its own items (2–7), so neither applies to it.
 */
export const INDIVIDUAL_PETITIONER: FieldMapEntry[] = [
  {
    field: `${S(3)}Line3a_Occupation[0]`,
    kind: 'text',
    label: 'Petitioner occupation (individual)',
    source: 'beneficiary',
    appliesTo: isSelfPetitionCase,
    value: (d) => d.beneficiary.occupation ?? null,
  },
  {
    field: `${S(3)}Line3b_AnnualIncome[0]`,
    kind: 'text',
    label: 'Petitioner annual income (individual)',
    source: 'beneficiary',
    appliesTo: isSelfPetitionCase,
    value: (d) => formMoney(d.beneficiary.annualIncome?.toString() ?? null),
  },
];

/** Part 6 items 4–5: full time, else the hours a week of the offered position. */
export const POSITION_HOURS: FieldMapEntry[] = [
  ...yesNoEntries(
    { yes: { field: `${S(3)}Line4_Yes1[0]`, exportValue: 'Y' }, no: { field: `${S(3)}Line4_No1[0]`, exportValue: 'N' } },
    'Full-time position',
    'offer',
    (d) => d.offer.fullTime,
  ),
  // Whole hours only, as on the I-129 (hoursPerWeekEntry).
  hoursPerWeekEntry(`${S(3)}Line5_Hours[0]`, 'Part 11 (Additional Information)'),
];

/** Part 6 items 9.A–9.E: the petition's worksite, which the form asks only if different from Part 1's address. */
export const WORKSITE: FieldMapEntry[] = addressEntries(
  {
    street: `${S(3)}Line9a_StreetNumberName[0]`,
    unit: { STE: `${S(3)}Line9b_Unit[0]`, FLR: `${S(3)}Line9b_Unit[1]`, APT: `${S(3)}Line9b_Unit[2]` },
    unitNumber: `${S(3)}Line9b_AptSteFlrNumber[0]`,
    city: `${S(3)}Line9c_CityOrTown[0]`,
    state: `${S(3)}Line9d_State[0]`,
    zip: `${S(3)}Line9e_ZipCode[0]`,
  },
  'Worksite address',
  'worksite',
  (d) => d.worksite,
).map((entry) => ({
  ...entry,
  appliesTo: (d: FormCaseData) => d.worksite !== null && !sameFormAddress(d.worksite, petitionerMailingAddress(d)),
}));

/**
 * Part 11's header repeats page 1 (the PDF's XFA would copy it; the app drops the XFA): the individual petitioner's
 * name, else the company's FEIN.
 */
export const ADDITIONAL_INFORMATION_HEADER: FieldMapEntry[] = [
  ...(
    [
      ['Pt1Line1a_FamilyName[1]', 'family name', 'familyName'],
      ['Pt1Line1b_GivenName[1]', 'given name', 'givenName'],
      ['Pt1Line1c_MiddleName[1]', 'middle name', 'middleName'],
    ] as const
  ).map(([name, what, key]): FieldMapEntry => ({
    field: `${S(7)}${name}`,
    kind: 'text',
    label: `Part 11: petitioner ${what}`,
    source: 'beneficiary',
    appliesTo: isSelfPetitionCase,
    value: (d) => d.beneficiary[key],
  })),
  {
    field: `${S(7)}#area[6].Pt1Line3_TaxNumber[1]`,
    kind: 'text',
    label: 'Part 11: petitioner FEIN',
    source: 'petitioner',
    appliesTo: (d) => !isSelfPetitionCase(d),
    value: (d) => digitsOnly(d.petitioner.ein),
  },
];
