import { addressEntries, formDate, formMoney, type FieldMapEntry } from '../field-map.ts';
import { hoursPerWeekEntry, intendedEmployment, S, yesNoEntries } from './shared.ts';

/** I-129 Part 5: the offered employment, the worksite and the employer's figures. */
export const EMPLOYMENT: FieldMapEntry[] = [
  // Part 5: the offered employment and the worksite.
  {
    field: `${S(4)}Part5_Q1_JobTitle[0]`,
    kind: 'text',
    label: 'Job title',
    source: 'offer',
    required: true,
    value: (d) => d.offer.jobTitle,
  },
  ...addressEntries(
    {
      street: `${S(4)}P5Line3a_StreetNumberName[0]`,
      unit: { APT: `${S(4)}P5Line3a_Unit[0]`, FLR: `${S(4)}P5Line3a_Unit[1]`, STE: `${S(4)}P5Line3a_Unit[2]` },
      unitNumber: `${S(4)}P5Line3a_AptSteFlrNumber[0]`,
      city: `${S(4)}P5Line3a_CityTown[0]`,
      state: `${S(4)}P5Line3a_State[0]`,
      zip: `${S(4)}P5Line3a_ZipCode[0]`,
    },
    'Worksite address',
    'worksite',
    (d) => d.worksite,
    true,
  ),
  // Item 6: working exclusively in the Commonwealth of the Northern Mariana Islands is the petition's one worksite
  // being there (USPS state code MP); a worksite elsewhere is a No, and none chosen leaves it to staff.
  ...yesNoEntries(
    { yes: { field: `${S(4)}P5Line6_Yes[0]`, exportValue: 'Y' }, no: { field: `${S(4)}P5Line6_No[0]`, exportValue: 'Y' } },
    'Works exclusively in the CNMI',
    'worksite',
    (d) => (d.worksite ? d.worksite.country === 'US' && d.worksite.state === 'MP' : null),
  ),
  {
    field: `${S(4)}P5Line7_Yes[0]`,
    kind: 'checkbox',
    exportValue: 'Y',
    label: 'Full-time position',
    source: 'offer',
    required: true,
    checked: (d) => d.offer.fullTime,
  },
  {
    field: `${S(4)}P5Line7_No[0]`,
    kind: 'checkbox',
    exportValue: 'Y',
    label: 'Part-time position',
    source: 'offer',
    checked: (d) => d.offer.fullTime === false,
  },
  // Item 8: whole hours only (hoursPerWeekEntry: half hours are listed for staff, never cut to "37.").
  hoursPerWeekEntry(`${S(4)}P5Line9_Hours[0]`, 'Part 9 (Additional Information)'),
  {
    field: `${S(4)}Line8_Wages[0]`,
    kind: 'text',
    label: 'Wages',
    source: 'offer',
    required: true,
    value: (d) => formMoney(d.offer.wages),
  },
  {
    field: `${S(4)}Line8_Per[0]`,
    kind: 'text',
    label: 'Wages per (hour, week, month or year)',
    source: 'offer',
    required: true,
    value: (d) => d.offer.wagesPer,
  },
  // Item 10: the other compensation the employer named in the role offer, in its words.
  {
    field: `${S(4)}Line10_Explanation[0]`,
    kind: 'text',
    label: 'Other compensation',
    source: 'offer',
    value: (d) => d.offer.otherCompensation ?? null,
  },
  {
    field: `${S(4)}Part5_Q10_DateFrom[0]`,
    kind: 'text',
    label: 'Intended employment from',
    source: 'period',
    required: true,
    value: (d) => formDate(intendedEmployment(d).start),
  },
  {
    field: `${S(4)}Part5_Q10_DateTo[0]`,
    kind: 'text',
    label: 'Intended employment to',
    source: 'period',
    required: true,
    value: (d) => formDate(intendedEmployment(d).end),
  },
  {
    field: `${S(5)}Part5Line12_TypeofBusiness[0]`,
    kind: 'text',
    label: 'Type of business',
    source: 'petitioner',
    required: true,
    value: (d) => d.petitioner.typeOfBusiness,
  },
  {
    field: `${S(5)}P5Line13_YearEstablished[0]`,
    kind: 'text',
    label: 'Year established',
    source: 'petitioner',
    required: true,
    value: (d) => (d.petitioner.yearEstablished === null ? null : String(d.petitioner.yearEstablished)),
  },
  {
    field: `${S(5)}P5Line14_NumberofEmployees[0]`,
    kind: 'text',
    label: 'Current number of U.S. employees',
    source: 'petitioner',
    required: true,
    value: (d) => (d.petitioner.employees === null ? null : String(d.petitioner.employees)),
  },
  {
    field: `${S(5)}Line15_GrossAnnualIncome[0]`,
    kind: 'text',
    label: 'Gross annual income',
    source: 'petitioner',
    value: (d) => formMoney(d.petitioner.grossAnnualIncome),
  },
  {
    field: `${S(5)}Line16_NetAnnualIncome[0]`,
    kind: 'text',
    label: 'Net annual income',
    source: 'petitioner',
    value: (d) => formMoney(d.petitioner.netAnnualIncome),
  },
];
