import type { FormCaseData } from '../case-data.ts';
import { addressEntries, beneficiaryANumber, formAdmitUntil, formCountry, formDate, type FieldMapEntry } from '../field-map.ts';
import { compactClass, currentStatusCode, isInUnitedStates, isNewEmployer, S, yesNoEntries } from './shared.ts';

/** The latest I-94 entry's date, for a beneficiary in the United States. */
const lastArrival = (d: FormCaseData) => d.beneficiary.arrivals[0]?.date ?? null;

/** Male or Female as the passport says; null (neither box) when it is not recorded or is X. */
function sexIs(d: FormCaseData, box: 'M' | 'F'): boolean | null {
  const sex = d.beneficiary.sex;
  return sex === 'M' || sex === 'F' ? sex === box : null;
}

/** A passport's X is never turned into Male or Female by the app: staff decide the box with the beneficiary. */
const sexUndecidable = (d: FormCaseData) =>
  d.beneficiary.sex === 'X' ? 'the passport says X (unspecified) and the form offers only Male or Female' : null;

const SEVEN_YEARS_MS = 7 * 365.25 * 24 * 60 * 60 * 1000;

/**
 * Part 4 item 8.A: an I-94 entry in the requested classification within the last 7 years is a yes. No entry is
 * not a no (the case may not record every stay), so the case never answers no here.
 */
function heldRequestedClassRecently(d: FormCaseData): boolean | null {
  const wanted = compactClass(d.petition.visaClass);
  const since = Date.now() - SEVEN_YEARS_MS;
  const held = d.beneficiary.arrivals.some(
    (arrival) => compactClass(arrival.classification) === wanted && Date.parse(arrival.date) >= since,
  );
  return held ? true : null;
}

const isConsular = (d: FormCaseData) => d.petition.filingType === 'consular_processing';
/** Canadian citizens need no visa for the classes the app files (8 CFR 212.1(a)): they are admitted at the border. */
const isVisaExempt = (d: FormCaseData) => d.beneficiary.citizenship === 'CA';

/** I-129 Parts 3 and 4: the beneficiary and the processing questions the case answers. */
export const BENEFICIARY_AND_PROCESSING: FieldMapEntry[] = [
  // Part 3: the beneficiary.
  {
    field: `${S(1)}Part3_Line2_FamilyName[0]`,
    kind: 'text',
    label: 'Beneficiary family name',
    source: 'beneficiary',
    required: true,
    value: (d) => d.beneficiary.familyName,
  },
  {
    field: `${S(1)}Part3_Line2_GivenName[0]`,
    kind: 'text',
    label: 'Beneficiary given name',
    source: 'beneficiary',
    required: true,
    value: (d) => d.beneficiary.givenName,
  },
  {
    field: `${S(1)}Part3_Line2_MiddleName[0]`,
    kind: 'text',
    label: 'Beneficiary middle name',
    source: 'beneficiary',
    value: (d) => d.beneficiary.middleName,
  },
  // Item 5: sex as the passport prints it. The form has only Male and Female: a passport's X is left for staff.
  {
    field: `${S(2)}Line1_Gender_P3[0]`,
    kind: 'checkbox',
    exportValue: 'M',
    label: 'Beneficiary sex: male',
    source: 'beneficiary',
    required: true,
    checked: (d) => sexIs(d, 'M'),
    undecidable: sexUndecidable,
  },
  {
    field: `${S(2)}Line1_Gender_P3[1]`,
    kind: 'checkbox',
    exportValue: 'F',
    label: 'Beneficiary sex: female',
    source: 'beneficiary',
    checked: (d) => sexIs(d, 'F'),
  },
  {
    // Part 3 item 2's A-Number, "if any": printed when staff typed one on the I-765, never asked for.
    field: `${S(2)}Line1_AlienNumber[0]`,
    kind: 'text',
    label: 'Beneficiary A-number',
    source: 'form',
    value: beneficiaryANumber,
  },
  {
    field: `${S(2)}Line6_DateOfBirth[0]`,
    kind: 'text',
    label: 'Beneficiary date of birth',
    source: 'beneficiary',
    required: true,
    value: (d) => formDate(d.beneficiary.dateOfBirth),
  },
  {
    field: `${S(2)}Part3Line4_CountryOfBirth[0]`,
    kind: 'text',
    label: 'Beneficiary country of birth',
    source: 'beneficiary',
    required: true,
    value: (d) => formCountry(d.beneficiary.countryOfBirth),
  },
  {
    field: `${S(2)}Part4Line3_DProvince[0]`,
    kind: 'text',
    label: 'Beneficiary province of birth',
    source: 'beneficiary',
    value: (d) => d.beneficiary.provinceOfBirth,
  },
  {
    field: `${S(2)}Part3Line4_CountryOfCitizenship[0]`,
    kind: 'text',
    label: 'Beneficiary country of citizenship',
    source: 'beneficiary',
    required: true,
    value: (d) => formCountry(d.beneficiary.citizenship),
  },
  {
    field: `${S(2)}Part3Line5_PassportorTravDoc[0]`,
    kind: 'text',
    label: 'Beneficiary passport number',
    source: 'beneficiary',
    required: true,
    value: (d) => d.beneficiary.passportNumber,
  },
  {
    field: `${S(2)}Line_CountryOfIssuance[0]`,
    kind: 'text',
    label: 'Beneficiary passport country of issuance',
    source: 'beneficiary',
    required: true,
    value: (d) => formCountry(d.beneficiary.passportCountry),
  },
  {
    field: `${S(2)}Line11e_ExpDate[1]`,
    kind: 'text',
    label: 'Beneficiary passport date of issue',
    source: 'beneficiary',
    required: true,
    value: (d) => formDate(d.beneficiary.passportIssued),
  },
  {
    field: `${S(2)}Line11e_ExpDate[0]`,
    kind: 'text',
    label: 'Beneficiary passport expiry date',
    source: 'beneficiary',
    required: true,
    value: (d) => formDate(d.beneficiary.passportExpires),
  },
  ...addressEntries(
    {
      street: `${S(2)}Line8a_StreetNumberName[0]`,
      unit: { APT: `${S(2)}Line6_Unit[0]`, FLR: `${S(2)}Line6_Unit[1]`, STE: `${S(2)}Line6_Unit[2]` },
      unitNumber: `${S(2)}Line6_AptSteFlrNumber[0]`,
      city: `${S(2)}Line8d_CityTown[0]`,
      state: `${S(2)}Line8e_State[0]`,
      zip: `${S(2)}Line8f_ZipCode[0]`,
    },
    'Beneficiary U.S. residential address',
    'beneficiary',
    (d) => d.beneficiary.usAddress,
  ),
  // Part 3 item 6: status, last arrival and I-94 number, from the case's latest I-94 entry (the beneficiary gives it
  // in their onboarding).
  {
    field: `${S(2)}Line11g_CurrentNon[0]`,
    kind: 'choice',
    label: 'Beneficiary current nonimmigrant status',
    source: 'arrival',
    appliesTo: isInUnitedStates,
    value: currentStatusCode,
  },
  {
    field: `${S(2)}Part3Line5_DateofArrival[0]`,
    kind: 'text',
    label: 'Beneficiary date of last arrival',
    source: 'arrival',
    required: true,
    appliesTo: isInUnitedStates,
    value: (d) => formDate(lastArrival(d)),
  },
  {
    field: `${S(2)}Part3Line5_ArrivalDeparture[0]`,
    kind: 'text',
    label: 'Beneficiary I-94 arrival-departure record number',
    source: 'arrival',
    required: true,
    appliesTo: isInUnitedStates,
    value: (d) => d.beneficiary.arrivals[0]?.i94Number ?? null,
  },
  // The I-94's Admit Until Date, or D/S (migration 0148).
  {
    field: `${S(2)}Line11h_DateStatusExpires[0]`,
    kind: 'text',
    label: 'Beneficiary date status expires (or D/S)',
    source: 'arrival',
    required: true,
    appliesTo: isInUnitedStates,
    value: (d) => formAdmitUntil(d.beneficiary.arrivals[0]),
  },
  // Part 4 item 1: the office notified for a consular case, and its city and state or country, which the case does
  // not record (staff type them). A visa-exempt Canadian is admitted at a port of entry or pre-flight inspection,
  // never through a consulate, so that case ticks no consulate and asks staff for the port (a PDF box they can
  // change to pre-flight inspection). The foreign address is asked of every case.
  {
    field: `${S(2)}TypeofOffice[0]`,
    kind: 'checkbox',
    exportValue: 'CON',
    label: 'Office to notify: consulate',
    source: 'petition',
    appliesTo: isConsular,
    checked: (d) => !isVisaExempt(d),
  },
  {
    field: `${S(2)}TypeofOffice[2]`,
    kind: 'checkbox',
    exportValue: 'POE',
    label: 'Office to notify: port of entry (a Canadian citizen needs no visa)',
    source: 'form',
    required: true,
    appliesTo: (d) => isConsular(d) && isVisaExempt(d),
    checked: () => null,
  },
  {
    field: `${S(2)}OfficeAddressCity[0]`,
    kind: 'text',
    label: 'Office to notify: city',
    source: 'form',
    required: true,
    appliesTo: isConsular,
    value: () => null,
  },
  {
    field: `${S(2)}Part4_1c_State_or_Country[0]`,
    kind: 'text',
    label: 'Office to notify: U.S. state or foreign country',
    source: 'form',
    required: true,
    appliesTo: isConsular,
    value: () => null,
  },
  ...addressEntries(
    {
      street: `${S(3)}Line2b_StreetNumberName[0]`,
      unit: { STE: `${S(3)}Line2b2_Unit[0]`, FLR: `${S(3)}Line2b2_Unit[1]`, APT: `${S(3)}Line2b2_Unit[2]` },
      unitNumber: `${S(3)}Line2b2_AptSteFlrNumber[0]`,
      city: `${S(3)}Line2c_CityTown[0]`,
      province: `${S(3)}Line2g2_Province[1]`,
      postalCode: `${S(3)}Line3f_PostalCode[0]`,
      country: `${S(3)}Line_Country[0]`,
    },
    'Beneficiary foreign address',
    'beneficiary',
    (d) => d.beneficiary.foreignAddress,
  ),
  // Item 2: a passport that has not expired on the day the form is filled is a valid one; an expired one is a no
  // (the form then asks for an explanation in Part 9); no passport recorded leaves the question to staff.
  ...yesNoEntries(
    {
      yes: { field: `${S(3)}P4Line2_Checkbox[1]`, exportValue: 'Y' },
      no: { field: `${S(3)}P4Line2_Checkbox[0]`, exportValue: 'N' },
    },
    'Each person in the petition has a valid passport',
    'beneficiary',
    (d) => (d.beneficiary.passportExpires ? Date.parse(d.beneficiary.passportExpires) > Date.now() : null),
  ),
  ...yesNoEntries(
    { yes: { field: `${S(3)}P4Line7[1]`, exportValue: 'Y' }, no: { field: `${S(3)}P4Line7[0]`, exportValue: 'N' } },
    'Immigrant petition ever filed for the beneficiary',
    'petition',
    (d) => d.petition.filedImmigrantPetition,
  ),
  // Item 8 follows Part 2's basis: new employment is a new petition.
  ...yesNoEntries(
    { yes: { field: `${S(3)}P4Line8[0]`, exportValue: 'Y' }, no: { field: `${S(3)}P4Line8[1]`, exportValue: 'N' } },
    'New petition (Part 2)',
    'petition',
    isNewEmployer,
  ),
  {
    field: `${S(3)}P4Line8a_Yes[0]`,
    kind: 'checkbox',
    exportValue: 'Y',
    label: 'Requested classification held within the last 7 years',
    source: 'petition',
    appliesTo: isNewEmployer,
    checked: heldRequestedClassRecently,
  },
  ...yesNoEntries(
    { yes: { field: `${S(3)}P4Line9_Yes[0]`, exportValue: 'Y' }, no: { field: `${S(3)}P4Line9_No[0]`, exportValue: 'Y' } },
    'Nonimmigrant petition previously filed for the beneficiary',
    'petition',
    (d) => d.petition.filedNonimmigrantPetition,
  ),
  ...yesNoEntries(
    { yes: { field: `${S(3)}P4Line11a_Yes[0]`, exportValue: 'Y' }, no: { field: `${S(3)}P4Line11a_No[0]`, exportValue: 'Y' } },
    'Beneficiary ever a J-1 exchange visitor or J-2 dependent',
    'beneficiary',
    (d) => d.petition.j1J2History,
  ),
];
