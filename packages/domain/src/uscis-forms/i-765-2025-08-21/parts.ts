import {
  additionalInformationANumber,
  additionalInformationEntries,
  additionalInformationHeader,
} from '../additional-information.ts';
import type { FormCaseData, FormPersonName } from '../case-data.ts';
import { preparerEntries } from '../contact-entries.ts';
import { formFullName, type CheckboxEntry, type FieldMapEntry, type TextEntry } from '../field-map.ts';

/**
 * The I-765 (08/21/25) map's parts beside Part 2's answers: the page prefix, the eligibility category, Part 2's other
 * names (more than three continue in Part 6), the attorney as preparer (Part 5) and Part 6 with its header, and the
 * helpers the map's entries share.
 */
export const P = (page: number) => `form1[0].Page${page}[0].`;

/** The eligibility category this product files the I-765 under: (c)(9), an adjustment of status application pending. */
export const I765_ELIGIBILITY_CATEGORY = { letter: 'c', number: '9', sub: '' } as const;

const otherName = (index: number) => (d: FormCaseData) => d.beneficiary.otherNames?.[index] ?? null;

/** Part 2 items 2–4: three other names fit the page (item 3's boxes are the [1] copies of item 4's names). */
const OTHER_NAME_BOXES: ReadonlyArray<{ item: number; fields: Record<keyof FormPersonName, string> }> = [
  {
    item: 2,
    fields: {
      familyName: `${P(1)}Line2a_FamilyName[0]`,
      givenName: `${P(1)}Line2b_GivenName[0]`,
      middleName: `${P(1)}Line2c_MiddleName[0]`,
    },
  },
  {
    item: 3,
    fields: {
      familyName: `${P(1)}Line3a_FamilyName[1]`,
      givenName: `${P(1)}Line3b_GivenName[1]`,
      middleName: `${P(1)}Line3c_MiddleName[1]`,
    },
  },
  {
    item: 4,
    fields: {
      familyName: `${P(1)}Line3a_FamilyName[0]`,
      givenName: `${P(1)}Line3b_GivenName[0]`,
      middleName: `${P(1)}Line3c_MiddleName[0]`,
    },
  },
];

export const OTHER_NAMES: TextEntry[] = OTHER_NAME_BOXES.flatMap(({ item, fields }, index) =>
  (Object.keys(fields) as Array<keyof FormPersonName>).map((key): TextEntry => ({
    field: fields[key],
    kind: 'text',
    label: `Other name used (item ${item}): ${{ familyName: 'family name', givenName: 'given name', middleName: 'middle name' }[key]}`,
    source: 'beneficiary',
    value: (d) => otherName(index)(d)?.[key] ?? null,
  })),
);

/** The other names past the page's three, for Part 6 ("use the space provided in Part 6"), as "Given Middle Family". */
function moreOtherNames(d: FormCaseData): string | null {
  const more = (d.beneficiary.otherNames ?? []).slice(OTHER_NAME_BOXES.length).map(formFullName).filter(Boolean);
  return more.length === 0 ? null : `Other names used: ${more.join('; ')}`;
}

/**
 * Part 6 items 3–7 (the name header is item 1, the A-number item 2). The tooltips number them: item 3's text is
 * Pt6Line4d_AdditionalInfo[1], item 4's is [0]. Item 3 continues Part 2's other names when there are more than three.
 */
const PART_6_ITEMS = additionalInformationEntries(
  'Part 6',
  [
    {
      item: 3,
      page: `${P(7)}Pt6Line3a_PageNumber[0]`,
      part: `${P(7)}Pt6Line3b_PartNumber[0]`,
      itemNumber: `${P(7)}Pt6Line3c_ItemNumber[0]`,
      text: `${P(7)}Pt6Line4d_AdditionalInfo[1]`,
    },
    {
      item: 4,
      page: `${P(7)}Pt6Line4a_PageNumber[0]`,
      part: `${P(7)}Pt6Line4b_PartNumber[0]`,
      itemNumber: `${P(7)}Pt6Line4c_ItemNumber[0]`,
      text: `${P(7)}Pt6Line4d_AdditionalInfo[0]`,
    },
    {
      item: 5,
      page: `${P(7)}Pt6Line5a_PageNumber[0]`,
      part: `${P(7)}Pt6Line5b_PartNumber[0]`,
      itemNumber: `${P(7)}Pt6Line5c_ItemNumber[0]`,
      text: `${P(7)}Pt6Line5d_AdditionalInfo[0]`,
    },
    {
      item: 6,
      page: `${P(7)}Pt6Line6a_PageNumber[0]`,
      part: `${P(7)}Pt6Line6b_PartNumber[0]`,
      itemNumber: `${P(7)}Pt6Line6c_ItemNumber[0]`,
      text: `${P(7)}Pt6Line6d_AdditionalInfo[0]`,
    },
    {
      item: 7,
      page: `${P(7)}Pt6Line7a_PageNumber[0]`,
      part: `${P(7)}Pt6Line7b_PartNumber[0]`,
      itemNumber: `${P(7)}Pt6Line7c_ItemNumber[0]`,
      text: `${P(7)}Pt6Line7d_AdditionalInfo[0]`,
    },
  ],
  {
    3: {
      page: (d) => (moreOtherNames(d) ? '1' : null),
      part: (d) => (moreOtherNames(d) ? '2' : null),
      itemNumber: (d) => (moreOtherNames(d) ? '2-4' : null),
      text: moreOtherNames,
    },
  },
);

/**
 * A box of a "select one" question the case does not answer (oneOf): every box of it is listed for staff until they
 * tick the one that applies.
 */
export function unanswered(field: string, exportValue: string, label: string, group: string): CheckboxEntry {
  return { field, kind: 'checkbox', exportValue, label, source: 'form', required: true, oneOf: group, checked: () => null };
}

/** A text box the case does not fill (no part of it records the answer): staff may type it by hand. */
export function byHand(field: string, label: string): TextEntry {
  return { field, kind: 'text', label, source: 'form', value: () => null };
}

/** Male and Female are the only boxes: a passport's X is left for staff to decide, as on the I-129. */
export function sexIs(d: FormCaseData, box: 'M' | 'F'): boolean | null {
  const sex = d.beneficiary.sex;
  return sex === 'M' || sex === 'F' ? sex === box : null;
}
export const sexUndecidable = (d: FormCaseData) =>
  d.beneficiary.sex === 'X' ? 'the passport says X (unspecified) and the form offers only Male or Female' : null;

/**
 * Part 5 item 3.B: the box printed beside "Apt." exports " FLR ", the one beside "Ste." " APT " and the one beside
 * "Flr." " STE " (their tooltips say Apartment, Suite and Floor, as their places do). The box is chosen by where it
 * is printed, which is what USCIS reads, and the entry names the PDF's own export value.
 */
const PREPARER_UNIT_BOXES = { APT: `${P(5)}Pt6Line3b_Unit[1]`, STE: `${P(5)}Pt6Line3b_Unit[2]`, FLR: `${P(5)}Pt6Line3b_Unit[0]` };
const PREPARER_UNIT_EXPORTS: Readonly<Record<string, string>> = {
  [PREPARER_UNIT_BOXES.APT]: ' FLR ',
  [PREPARER_UNIT_BOXES.STE]: ' APT ',
  [PREPARER_UNIT_BOXES.FLR]: ' STE ',
};
function withPdfExportValues(entries: FieldMapEntry[]): FieldMapEntry[] {
  return entries.map((entry) =>
    entry.kind === 'checkbox' && PREPARER_UNIT_EXPORTS[entry.field]
      ? { ...entry, exportValue: PREPARER_UNIT_EXPORTS[entry.field]! }
      : entry,
  );
}

export const latestArrival = (d: FormCaseData) => d.beneficiary.arrivals[0] ?? null;
/** The firm prepared the application: the attorney of the staff member's profile, who files a G-28 with it. */
export const preparedByAttorney = (d: FormCaseData) => d.attorney !== null;

/** Part 5: the attorney of the staff member's profile as preparer (name, firm, address, contact, statement 7.B). */
export const PREPARER: FieldMapEntry[] = [
  // Part 5: the attorney as preparer (name, firm, address, contact), an attorney whose representation goes on.
  ...withPdfExportValues(
    preparerEntries({
      familyName: `${P(5)}Pt5Line1a_PreparerFamilyName[0]`,
      givenName: `${P(5)}Pt5Line1b_PreparerGivenName[0]`,
      firmName: `${P(5)}Pt5Line2_BusinessName[0]`,
      phone: `${P(5)}Pt5Line4_DaytimePhoneNumber1[0]`,
      email: `${P(5)}Pt5Line6_Email[0]`,
      address: {
        street: `${P(5)}Pt6Line3a_StreetNumberName[0]`,
        unit: PREPARER_UNIT_BOXES,
        unitNumber: `${P(5)}Pt6Line3b_AptSteFlrNumber[0]`,
        city: `${P(5)}Pt6Line3c_CityOrTown[0]`,
        state: `${P(5)}Pt6Line3d_State[0]`,
        zip: `${P(5)}Pt6Line3e_ZipCode[0]`,
        province: `${P(5)}Pt6Line3f_Province[0]`,
        postalCode: `${P(5)}Pt6Line3g_PostalCode[0]`,
        country: `${P(5)}Pt6Line3h_Country[0]`,
      },
    }),
  ),
  {
    field: `${P(6)}Part5Line7_Checkbox[1]`,
    kind: 'checkbox',
    exportValue: 'B',
    label: 'Preparer is an attorney or accredited representative',
    source: 'attorney',
    checked: (d) => Boolean(d.attorney?.barNumber),
  },
  {
    field: `${P(6)}Part5Line7b_Checkbox[0]`,
    kind: 'checkbox',
    exportValue: 'Y',
    label: 'Representation extends beyond preparing this application',
    source: 'attorney',
    checked: (d) => Boolean(d.attorney?.barNumber),
  },
];

/** Part 6: item 1 (the applicant's name) whenever the part carries text, then items 3–7. */
export const ADDITIONAL_INFORMATION: FieldMapEntry[] = [
  // Part 6: the applicant's name (item 1) and her A-number as typed in Part 2 (item 2) whenever the part carries text.
  ...additionalInformationHeader(
    'Part 6',
    {
      familyName: `${P(7)}Line1a_FamilyName[0]`,
      givenName: `${P(7)}Line1b_GivenName[0]`,
      middleName: `${P(7)}Line1c_MiddleName[0]`,
    },
    'applicant',
    'beneficiary',
    (d) => d.beneficiary,
    PART_6_ITEMS,
  ),
  additionalInformationANumber('Part 6', `${P(7)}Line7_AlienNumber[0]`, 'applicant', PART_6_ITEMS),
  ...PART_6_ITEMS,
];
