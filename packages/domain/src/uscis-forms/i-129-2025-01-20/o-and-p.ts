import type { FormCaseData } from '../case-data.ts';
import { petitionerContactEmail, petitionerContactPhone } from '../contact-entries.ts';
import { formDate, formFullName, type FieldMapEntry } from '../field-map.ts';
import { intendedEmployment, isO, S } from './shared.ts';

/**
 * Item 4, the nature of the event: for an O-1 worker the event is the offered employment, so it is said from
 * the offered role ("Employment as Staff Perception Engineer with Northwind Robotics, Inc., 01/04/2027 to
 * 12/31/2029"). Null without a job title: staff then type it.
 */
function natureOfEvent(d: FormCaseData): string | null {
  if (!d.offer.jobTitle) return null;
  const employer = d.petitioner.name ? ` with ${d.petitioner.name}` : '';
  // The petition's dates of intended employment (Part 5 item 10): the requested period, else the offer's.
  const period = intendedEmployment(d);
  const from = formDate(period.start);
  const to = formDate(period.end);
  const dates = from && to ? `, ${from} to ${to}` : from ? `, from ${from}` : '';
  return `Employment as ${d.offer.jobTitle}${employer}${dates}`;
}

/**
 * The O and P classification supplement, Section 1 as far as the case answers it and Section 2's petitioner
 * name and contact. Items 4, 5 and 9 must be answered on an O petition, so they are required: the duties (item
 * 5) are in no part of the case and the consultation (item 9) only once the checklist records it, so staff
 * type those when the case does not say. Item 6 (dates under a principal O-1) is for O-2 and P support only.
 */
export const O_AND_P_SUPPLEMENT: FieldMapEntry[] = [
  {
    field: `${S(33)}Line1_FamilyName[5]`,
    kind: 'text',
    label: 'O supplement: petitioner name',
    source: 'petitioner',
    appliesTo: isO,
    required: true,
    value: (d) => d.petitioner.name,
  },
  {
    field: `${S(33)}HSupLine2_FamilyName[1]`,
    kind: 'text',
    label: 'O supplement: beneficiary name',
    source: 'beneficiary',
    appliesTo: isO,
    required: true,
    value: (d) => formFullName(d.beneficiary),
  },
  {
    field: `${S(33)}a_O1A[0]`,
    kind: 'checkbox',
    exportValue: '1',
    label: 'O supplement: O-1A',
    source: 'petition',
    appliesTo: isO,
    checked: (d) => d.petition.visaClass === 'o_1a',
  },
  {
    field: `${S(33)}b_O1B[0]`,
    kind: 'checkbox',
    exportValue: '1',
    label: 'O supplement: O-1B',
    source: 'petition',
    appliesTo: isO,
    checked: (d) => d.petition.visaClass === 'o_1b',
  },
  {
    field: `${S(33)}Line3_JobDescription[8]`,
    kind: 'text',
    label: 'O supplement: nature of the event',
    source: 'offer',
    appliesTo: isO,
    required: true,
    value: natureOfEvent,
  },
  {
    field: `${S(33)}Line3_JobDescription[7]`,
    kind: 'text',
    label: 'O supplement: duties to be performed',
    source: 'form',
    appliesTo: isO,
    required: true,
    value: () => null,
  },
  {
    field: `${S(34)}OandPSuppLine8[1]`,
    kind: 'checkbox',
    exportValue: 'Y',
    label: 'O supplement: consultation or advisory opinion submitted with the petition',
    source: 'form',
    appliesTo: isO,
    required: true,
    checked: (d) => d.petition.advisoryOpinionObtained,
  },
  // Section 2: the petitioner's statement, in the name of the company's authorized signatory.
  {
    field: `${S(35)}Line1_FamilyName[6]`,
    kind: 'text',
    label: 'O supplement statement: petitioner family name',
    source: 'petitioner',
    appliesTo: isO,
    value: (d) => d.petitioner.signatory?.familyName ?? null,
  },
  {
    field: `${S(35)}Line1_GivenName[2]`,
    kind: 'text',
    label: 'O supplement statement: petitioner given name',
    source: 'petitioner',
    appliesTo: isO,
    value: (d) => d.petitioner.signatory?.givenName ?? null,
  },
  {
    field: `${S(35)}Line1_MiddleName[2]`,
    kind: 'text',
    label: 'O supplement statement: petitioner middle name',
    source: 'petitioner',
    appliesTo: isO,
    value: (d) => d.petitioner.signatory?.middleName ?? null,
  },
  {
    field: `${S(35)}Pt7Line3_DaytimePhoneNumber1[1]`,
    kind: 'text',
    label: 'O supplement statement: petitioner daytime telephone',
    source: 'petitioner',
    appliesTo: isO,
    value: (d) => petitionerContactPhone(d),
  },
  {
    field: `${S(35)}Pt7Line3_EmailAddress[1]`,
    kind: 'text',
    label: 'O supplement statement: petitioner e-mail',
    source: 'petitioner',
    appliesTo: isO,
    value: petitionerContactEmail,
  },
];
