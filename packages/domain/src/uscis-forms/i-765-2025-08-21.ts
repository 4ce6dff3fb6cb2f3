import {
  addressEntries,
  digitsOnly,
  formCountry,
  formDate,
  formFullName,
  formPhone,
  type FieldMapEntry,
  type FormEdition,
} from './field-map.ts';
import { yesNoEntries } from './i-129-2025-01-20/shared.ts';
import {
  ADDITIONAL_INFORMATION,
  byHand,
  I765_ELIGIBILITY_CATEGORY,
  latestArrival,
  OTHER_NAMES,
  P,
  preparedByAttorney,
  PREPARER,
  sexIs,
  sexUndecidable,
  unanswered,
} from './i-765-2025-08-21/parts.ts';

export { I765_ELIGIBILITY_CATEGORY };

/**
 * I-765 (08/21/25): Application for Employment Authorization, as a firm files it for the beneficiary of an immigrant
 * petition who adjusts status in the United States: eligibility category (c)(9), pending Form I-485 (optionalForms
 * says when a case may file it). The applicant is the beneficiary; the attorney of the staff member's profile prepares
 * it, as on the other forms. What the case does not record (marital status, a previous I-765, the A-number, SSN,
 * place of last arrival) is listed for staff or left for them to type.
 */
const fields: FieldMapEntry[] = [
  // Attorney box on page 1.
  {
    field: `${P(1)}Attorney-Rep[0].CheckBox1[0]`,
    kind: 'checkbox',
    exportValue: '1',
    label: 'G-28 attached',
    source: 'attorney',
    checked: preparedByAttorney,
  },
  {
    field: `${P(1)}Attorney-Rep[0].attorneyBarNumber[0]`,
    kind: 'text',
    label: 'Attorney bar number',
    source: 'attorney',
    value: (d) => d.attorney?.barNumber ?? null,
  },
  {
    field: `${P(1)}Attorney-Rep[0].USCISELISAcctNumber[0]`,
    kind: 'text',
    label: 'Attorney USCIS online account number',
    source: 'attorney',
    value: (d) => digitsOnly(d.attorney?.uscisOnlineAccountNumber ?? null),
  },
  // Part 1: initial permission, replacement or renewal; the case does not know of an earlier card.
  unanswered(`${P(1)}Part1_Checkbox[0]`, '1', 'Reason for applying: initial permission to accept employment', 'reason'),
  unanswered(`${P(1)}Part1_Checkbox[1]`, '2', 'Reason for applying: replacement or correction', 'reason'),
  unanswered(`${P(1)}Part1_Checkbox[2]`, '3', 'Reason for applying: renewal', 'reason'),
  // Part 2: the applicant, the beneficiary.
  {
    field: `${P(1)}Line1a_FamilyName[0]`,
    kind: 'text',
    label: 'Applicant family name',
    source: 'beneficiary',
    required: true,
    value: (d) => d.beneficiary.familyName,
  },
  {
    field: `${P(1)}Line1b_GivenName[0]`,
    kind: 'text',
    label: 'Applicant given name',
    source: 'beneficiary',
    required: true,
    value: (d) => d.beneficiary.givenName,
  },
  {
    field: `${P(1)}Line1c_MiddleName[0]`,
    kind: 'text',
    label: 'Applicant middle name',
    source: 'beneficiary',
    value: (d) => d.beneficiary.middleName,
  },
  ...OTHER_NAMES,
  // Items 5–7: the U.S. mailing address is the current U.S. address the case records; the physical address is asked
  // only when it differs, which the case cannot say (it keeps one), so staff type it after answering No.
  byHand(`${P(2)}Line4a_InCareofName[0]`, 'Mailing address: in care of'),
  ...addressEntries(
    {
      street: `${P(2)}Line4b_StreetNumberName[0]`,
      unit: { STE: `${P(2)}Pt2Line5_Unit[0]`, FLR: `${P(2)}Pt2Line5_Unit[1]`, APT: `${P(2)}Pt2Line5_Unit[2]` },
      unitNumber: `${P(2)}Pt2Line5_AptSteFlrNumber[0]`,
      city: `${P(2)}Pt2Line5_CityOrTown[0]`,
      state: `${P(2)}Pt2Line5_State[0]`,
      zip: `${P(2)}Pt2Line5_ZipCode[0]`,
    },
    'Applicant U.S. mailing address',
    'beneficiary',
    (d) => d.beneficiary.usAddress,
    true,
  ),
  ...yesNoEntries(
    {
      yes: { field: `${P(2)}Part2Line5_Checkbox[1]`, exportValue: 'Y' },
      no: { field: `${P(2)}Part2Line5_Checkbox[0]`, exportValue: 'N' },
    },
    'Mailing address is the physical address',
    'beneficiary',
    (d) => (d.beneficiary.usAddress ? true : null),
    { required: true },
  ),
  ...addressEntries(
    {
      street: `${P(2)}Pt2Line7_StreetNumberName[0]`,
      unit: { STE: `${P(2)}Pt2Line7_Unit[0]`, FLR: `${P(2)}Pt2Line7_Unit[1]`, APT: `${P(2)}Pt2Line7_Unit[2]` },
      unitNumber: `${P(2)}Pt2Line7_AptSteFlrNumber[0]`,
      city: `${P(2)}Pt2Line7_CityOrTown[0]`,
      state: `${P(2)}Pt2Line7_State[0]`,
      zip: `${P(2)}Pt2Line7_ZipCode[0]`,
    },
    'Applicant U.S. physical address (if different)',
    'form',
    () => null,
  ),
  // Items 8–13: A-number, USCIS online account, SSN are not collected; sex as the passport prints it.
  byHand(`${P(2)}Line7_AlienNumber[0]`, 'Applicant A-number'),
  byHand(`${P(2)}Line8_ElisAccountNumber[0]`, 'Applicant USCIS online account number'),
  {
    field: `${P(2)}Line9_Checkbox[1]`,
    kind: 'checkbox',
    exportValue: 'Y',
    label: 'Applicant sex: male',
    source: 'beneficiary',
    required: true,
    checked: (d) => sexIs(d, 'M'),
    undecidable: sexUndecidable,
  },
  {
    field: `${P(2)}Line9_Checkbox[0]`,
    kind: 'checkbox',
    exportValue: 'N',
    label: 'Applicant sex: female',
    source: 'beneficiary',
    checked: (d) => sexIs(d, 'F'),
  },
  unanswered(`${P(2)}Line10_Checkbox[2]`, 'Single', 'Applicant marital status: single', 'marital status'),
  unanswered(`${P(2)}Line10_Checkbox[3]`, 'Married', 'Applicant marital status: married', 'marital status'),
  unanswered(`${P(2)}Line10_Checkbox[1]`, 'Divorced', 'Applicant marital status: divorced', 'marital status'),
  unanswered(`${P(2)}Line10_Checkbox[0]`, 'Widowed', 'Applicant marital status: widowed', 'marital status'),
  unanswered(`${P(2)}Line19_Checkbox[1]`, 'Y', 'Previously filed Form I-765: yes', 'previous I-765'),
  unanswered(`${P(2)}Line19_Checkbox[0]`, 'N', 'Previously filed Form I-765: no', 'previous I-765'),
  byHand(`${P(2)}Line12b_SSN[0]`, 'Applicant Social Security number'),
  // Item 14: citizenship, the passport's country (the app keeps no other).
  {
    field: `${P(2)}Line17a_CountryOfBirth[0]`,
    kind: 'text',
    label: 'Applicant country of citizenship',
    source: 'beneficiary',
    required: true,
    value: (d) => formCountry(d.beneficiary.citizenship),
  },
  // Items 15–16: place and date of birth.
  {
    field: `${P(3)}Line18a_CityTownOfBirth[0]`,
    kind: 'text',
    label: 'Applicant city of birth',
    source: 'beneficiary',
    required: true,
    value: (d) => d.beneficiary.cityOfBirth,
  },
  {
    field: `${P(3)}Line18b_CityTownOfBirth[0]`,
    kind: 'text',
    label: 'Applicant state or province of birth',
    source: 'beneficiary',
    value: (d) => d.beneficiary.provinceOfBirth,
  },
  {
    field: `${P(3)}Line18c_CountryOfBirth[0]`,
    kind: 'text',
    label: 'Applicant country of birth',
    source: 'beneficiary',
    required: true,
    value: (d) => formCountry(d.beneficiary.countryOfBirth),
  },
  {
    field: `${P(3)}Line19_DOB[0]`,
    kind: 'text',
    label: 'Applicant date of birth',
    source: 'beneficiary',
    required: true,
    value: (d) => formDate(d.beneficiary.dateOfBirth),
  },
  // Items 17–25: the last arrival (the latest I-94 record) and the passport.
  {
    field: `${P(3)}Line20a_I94Number[0]`,
    kind: 'text',
    label: 'Applicant I-94 arrival-departure record number',
    source: 'arrival',
    value: (d) => latestArrival(d)?.i94Number ?? null,
  },
  {
    field: `${P(3)}Line20b_Passport[0]`,
    kind: 'text',
    label: 'Applicant passport number',
    source: 'beneficiary',
    required: true,
    value: (d) => d.beneficiary.passportNumber,
  },
  {
    field: `${P(3)}Line20d_CountryOfIssuance[0]`,
    kind: 'text',
    label: 'Applicant passport country of issuance',
    source: 'beneficiary',
    required: true,
    value: (d) => formCountry(d.beneficiary.passportCountry),
  },
  {
    field: `${P(3)}Line20e_ExpDate[0]`,
    kind: 'text',
    label: 'Applicant passport expiry date',
    source: 'beneficiary',
    required: true,
    value: (d) => formDate(d.beneficiary.passportExpires),
  },
  {
    field: `${P(3)}Line21_DateOfLastEntry[0]`,
    kind: 'text',
    label: 'Applicant date of last arrival',
    source: 'arrival',
    required: true,
    value: (d) => formDate(latestArrival(d)?.date ?? null),
  },
  byHand(`${P(3)}place_entry[0]`, 'Applicant place of last arrival'),
  {
    field: `${P(3)}Line23_StatusLastEntry[0]`,
    kind: 'text',
    label: 'Applicant status at last arrival',
    source: 'arrival',
    required: true,
    value: (d) => latestArrival(d)?.classification ?? null,
  },
  // The latest I-94's class is the current status, as the I-129's Part 3 reads it (a later change of status is
  // recorded as its own I-94 entry).
  {
    field: `${P(3)}Line24_CurrentStatus[0]`,
    kind: 'text',
    label: 'Applicant current immigration status',
    source: 'arrival',
    required: true,
    value: (d) => latestArrival(d)?.classification ?? null,
  },
  byHand(`${P(3)}Line26_SEVISnumber[0]`, 'Applicant SEVIS number'),
  // Item 27: the eligibility category between the printed parentheses, "(c)(9)( )".
  {
    field: `${P(3)}#area[1].section_1[0]`,
    kind: 'text',
    label: 'Eligibility category: letter',
    source: 'petition',
    required: true,
    value: () => I765_ELIGIBILITY_CATEGORY.letter,
  },
  {
    field: `${P(3)}#area[1].section_2[0]`,
    kind: 'text',
    label: 'Eligibility category: number',
    source: 'petition',
    required: true,
    value: () => I765_ELIGIBILITY_CATEGORY.number,
  },
  // Part 3: the applicant's statement and contact; the signature and its date are the applicant's own.
  unanswered(`${P(4)}Pt3Line1Checkbox[1]`, 'A', 'Applicant reads and understands English', 'statement'),
  unanswered(`${P(4)}Pt3Line1Checkbox[0]`, 'B', 'An interpreter read the application to the applicant', 'statement'),
  {
    field: `${P(4)}Part3_Checkbox[0]`,
    kind: 'checkbox',
    exportValue: 'C',
    label: 'Prepared by the preparer named in Part 5',
    source: 'attorney',
    checked: preparedByAttorney,
  },
  {
    field: `${P(4)}Pt3Line2_RepresentativeName[0]`,
    kind: 'text',
    label: 'Name of the preparer',
    source: 'attorney',
    value: (d) => (d.attorney ? formFullName(d.attorney) : null),
  },
  {
    field: `${P(4)}Pt3Line3_DaytimePhoneNumber1[0]`,
    kind: 'text',
    label: 'Applicant daytime telephone',
    source: 'beneficiary',
    required: true,
    value: (d) => formPhone(d.beneficiary.phone),
  },
  {
    field: `${P(4)}Pt3Line5_Email[0]`,
    kind: 'text',
    label: 'Applicant e-mail',
    source: 'beneficiary',
    value: (d) => d.beneficiary.email,
  },
  ...PREPARER,
  ...ADDITIONAL_INFORMATION,
];

export const I765_2025_08_21: FormEdition = {
  form: 'i-765',
  edition: '2025-08-21',
  title: 'I-765, Application for Employment Authorization',
  fileName: 'i-765-2025-08-21.pdf',
  fields,
};
