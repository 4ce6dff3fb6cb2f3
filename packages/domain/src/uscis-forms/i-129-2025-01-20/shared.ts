import { petitionEmploymentPeriod, type PetitionEmploymentPeriod } from '../../requested-period.ts';
import type { FormCaseData } from '../case-data.ts';
import type { FieldMapEntry, FormDataSource } from '../field-map.ts';

/** The I-129's fields live in numbered subforms, one or two a page: `form1[0].#subform[n].`. */
export const S = (n: number) => `form1[0].#subform[${n}].`;

export const isClass =
  (...classes: string[]) =>
  (d: FormCaseData) =>
    classes.includes(d.petition.visaClass);
export const isO = isClass('o_1a', 'o_1b');
export const isH = isClass('h_1b');
export const isL = isClass('l_1a', 'l_1b');
export const isTradeAgreement = isClass('tn', 'e_3');
export const isTreatyInvestor = isClass('e_2');
/** An extension of an approved petition (Part 2, item 2.B: continuation of previously approved employment). */
export const isExtension = (d: FormCaseData) => Boolean(d.petition.extends);
/**
 * Part 2's basis for a petition that extends none: employer onboarding's answer, and a case that does not say is filed
 * as new employment (item 2.A); a change of employer is item 2.E.
 */
export const isNewEmployer = (d: FormCaseData) => !isExtension(d) && d.petition.basis !== 'Change of Employer';
export const isChangeOfEmployer = (d: FormCaseData) => !isExtension(d) && d.petition.basis === 'Change of Employer';
/** Part 3 item 6 is only for a beneficiary in the United States: a consular case's beneficiary is abroad. */
export const isInUnitedStates = (d: FormCaseData) => d.petition.filingType !== 'consular_processing';

/**
 * The dates of intended employment the petition asks for: the period staff requested for the petition, else the
 * offered role's dates, its start only while it is not past on the day the form is filled (USCIS grants no validity
 * that starts before it decides). The choice is the domain's petitionEmploymentPeriod, which the petition page uses too.
 */
export function intendedEmployment(d: FormCaseData, today = new Date()): PetitionEmploymentPeriod {
  return petitionEmploymentPeriod({ requested: d.petition.requestedPeriod, offer: d.offer }, today.toISOString().slice(0, 10));
}

/** A class as the forms' lists spell it: 'O-1A' and 'o_1a' both become 'O1A'. */
export function compactClass(value: string): string {
  return value.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/**
 * The Current Nonimmigrant Status list's code for the latest I-94 entry ('H-1B' → 'H1B'). The list has no
 * plain TN: a Canadian is TN1, a Mexican TN2; any other TN entry is left for staff.
 */
export function currentStatusCode(d: FormCaseData): string | null {
  const latest = d.beneficiary.arrivals[0];
  if (!latest) return null;
  const code = compactClass(latest.classification);
  if (code !== 'TN') return code === '' ? null : code;
  return d.beneficiary.citizenship === 'CA' ? 'TN1' : d.beneficiary.citizenship === 'MX' ? 'TN2' : null;
}

/**
 * A Yes/No question the form asks as two sibling checkboxes: Yes is checked when the case answers yes, No when
 * it answers no, and both are left alone when the case does not say (only the Yes entry is ever listed missing).
 */
export function yesNoEntries(
  boxes: { yes: { field: string; exportValue: string }; no: { field: string; exportValue: string } },
  label: string,
  source: FormDataSource,
  answer: (data: FormCaseData) => boolean | null,
  options: { required?: boolean; appliesTo?: (data: FormCaseData) => boolean } = {},
): FieldMapEntry[] {
  const appliesTo = options.appliesTo ? { appliesTo: options.appliesTo } : {};
  return [
    {
      ...boxes.yes,
      kind: 'checkbox',
      label: `${label}: yes`,
      source,
      required: options.required ?? false,
      ...appliesTo,
      checked: (d) => answer(d),
    },
    {
      ...boxes.no,
      kind: 'checkbox',
      label: `${label}: no`,
      source,
      ...appliesTo,
      checked: (d) => {
        const value = answer(d);
        return value === null ? null : !value;
      },
    },
  ];
}

/**
 * The I-129's and the I-140's hours-per-week boxes (I-129 Part 5 item 8, I-140 Part 6 item 5) take 3 characters:
 * whole hours, 1 to 168. The offer may hold half hours ("37.5", hoursPerWeekSchema), which the box cannot take: cut to
 * its 3 characters it read "37.", a number the case does not say, and rounding it would state hours the employer did
 * not offer (38 overstates, 37 understates the part-time position the wage is for). So such hours are not printed: the
 * entry is listed for staff to decide (round as the attorney judges, or give the exact hours in the form's additional
 * information part, which the forms ask for any answer that needs more space). docs/decisions.md, "Half hours".
 */
export const HOURS_BOX_LENGTH = 3;

/** The hours a week as the box takes them, or null when they do not fit it (or are not given). */
export function formHoursPerWeek(hours: string | null): string | null {
  return hours !== null && [...hours].length <= HOURS_BOX_LENGTH ? hours : null;
}

/**
 * The hours-per-week entry of a form: asked only of a part-time position (the form's "if No" item), listed when a
 * part-time offer gives no hours, and listed to decide when its hours do not fit the box (`additionalInformation`
 * names the form's part for the exact figure).
 */
export function hoursPerWeekEntry(field: string, additionalInformation: string): FieldMapEntry {
  return {
    field,
    kind: 'text',
    label: 'Hours per week (part time)',
    source: 'offer',
    appliesTo: (d) => d.offer.fullTime === false,
    required: true,
    value: (d) => formHoursPerWeek(d.offer.hoursPerWeek),
    undecidable: (d) =>
      d.offer.hoursPerWeek !== null && formHoursPerWeek(d.offer.hoursPerWeek) === null
        ? `the offer says ${d.offer.hoursPerWeek} hours and the box takes whole hours (${HOURS_BOX_LENGTH} characters); type a number, or give the exact hours in ${additionalInformation}`
        : null,
  };
}
