import { visaClassHasApprovedPeriod } from './approved-period.ts';
import { FILING_TYPES, type FilingType } from './filing-types.ts';
import { VISA_TYPE_CODES } from './visa-types.ts';
import { i129SupplementOf, petitionFormNumber, requiredForms } from './uscis-forms/required-forms.ts';
import { isSelfPetition } from './uscis-forms/self-petition.ts';
import { appliesAtTheBorder } from './tn-application-route.ts';

/**
 * Which tasks of the staff case checklist (app_public.checklist_tasks, seeded from db/src/seed/reference.ts CHECKLIST)
 * a petition has, and how a task reads on it (docs/decisions.md, "The case checklist follows the visa class and the
 * petitioner"). The checklist is one list of tasks; a petition sees those that apply to it:
 * - the petition form by visa class (required-forms.ts): "I-129 and supplement prepared" for a nonimmigrant class,
 *   "I-140 prepared" for an immigrant class (EB-1A, EB-1B, EB-2 NIW); none for a TN applied for at the border or a
 *   consulate (filing type Consular Processing, tn-application-route.ts), which files no USCIS form;
 * - "Advisory opinion obtained" for a class that files the I-129's O and P supplement (an O-1A or O-1B): the
 *   consultation 8 CFR 214.2(o)(5) asks of an O petition and no other class;
 * - "Employer onboarding completed" only where a petitioner company is: an EB-1A self-petition has no employer,
 *   and the database ticks the item from the company's employer wizard (migration 0036), which nobody runs;
 * - the tasks of what is filed with USCIS, "G-28 prepared and signed", "Premium processing (I-907) decided" and "Forms
 *   signed by the authorized signatory", only where the case files a USCIS form: none on a TN applied for at the
 *   border or a consulate (migration 0128). Its G-28, I-129 and I-907 stay offered on the Forms tab for an employer
 *   that petitions first (optionalForms), but the checklist lists what the route needs, as it does for the I-129;
 * - the Filing tasks only a USCIS filing has, "Filing fees prepared", "Petition printed and shipped to USCIS",
 *   "Tracking number recorded" and "USCIS receipt notice received", likewise none on such a TN (migration 0135); it has
 *   the tasks of its own route instead, the "Border or consulate application" section (BORDER_APPLICATION_TASKS), which
 *   no other case has.
 * On a self-petition the beneficiary is the petitioner: the tasks that name the petitioner or its signatory read
 * the beneficiary (self-petition.ts: the beneficiary signs every form).
 *
 * The database holds the same rule (app_private.checklist_task_applies, migration 0101): it ticks no item and takes
 * no item of a task that does not apply; db/test/case-checklist-rule.test.ts compares both over every visa class and
 * filing type (migration 0125 added the filing type, 0128 the USCIS tasks of a TN applied for at the border, 0135 its
 * Filing tasks and its own tasks).
 */

export interface ChecklistPetition {
  /** The stored visa class code ('o_1a', 'eb_1a'). */
  visaClass: string;
  hasPetitionerCompany: boolean;
  /** The petition's filing type (null when not chosen): a TN by Consular Processing files no I-129. */
  filingType: FilingType | null;
}

/**
 * The Filing tasks of a petition shipped to USCIS: its fee, the courier, the tracking number and USCIS's receipt
 * notice. A TN applied for at the border or a consulate pays its fee to the officer on the day and ships nothing.
 */
export const USCIS_SHIPPING_TASKS: readonly string[] = [
  'filing.fees-prepared',
  'filing.shipped',
  'filing.tracking-recorded',
  'filing.receipt-received',
];

/**
 * The tasks of a TN applied for at the border or a consulate, in their own section (db/src/seed/reference.ts): the
 * employer signs the support letter (the signatory's signature there, no USCIS form to sign), the firm gives the
 * beneficiary the packet she presents, and her admission (the I-94 the officer issues) closes the application.
 */
export const BORDER_APPLICATION_TASKS: readonly string[] = [
  'border.support-letter-signed',
  'border.packet-given',
  'border.admission-recorded',
];

/**
 * The task of a decided case, due six months before the approved period ends (migration 0147): only where an
 * approval grants a period (approved-period.ts), never on an immigrant (I-140) petition.
 */
export const EXTENSION_TASK = 'decision.extension-filed';

/** Whether a petition has this checklist task (a task not named here applies to every petition). */
export function checklistTaskApplies(code: string, petition: ChecklistPetition): boolean {
  if (USCIS_SHIPPING_TASKS.includes(code)) return !appliesAtTheBorder(petition.visaClass, petition.filingType);
  if (BORDER_APPLICATION_TASKS.includes(code)) return appliesAtTheBorder(petition.visaClass, petition.filingType);
  switch (code) {
    case 'forms.i129':
      // The forms the case needs, not its class alone: a TN applied for at the border or a consulate files none.
      return filesForm(petition, 'i-129');
    case 'forms.g28':
      // The firm's G-28 names the petitioner and the petition as its matter: filed with a USCIS form only.
      return filesForm(petition, 'g-28');
    case 'forms.i907':
      // Premium processing is a USCIS service for a petition filed with it.
      return filesForm(petition, 'i-907');
    case 'forms.petitioner-signature':
      // The signatory signs the USCIS forms (the G-28 and the petition); a case that files none has none to sign.
      return requiredForms(petition.visaClass, false, petition.filingType).length > 0;
    case 'forms.i140':
      return petitionFormNumber(petition.visaClass) === 'I-140';
    case 'forms.advisory-opinion':
      return i129SupplementOf(petition.visaClass) === 'O and P';
    case 'intake.employer-onboarding':
      return !isSelfPetition(petition);
    case EXTENSION_TASK:
      return visaClassHasApprovedPeriod(petition.visaClass);
    default:
      return true;
  }
}

/** Whether the case needs this USCIS form (with premium processing requested, so the I-907 is asked whether it may be). */
function filesForm(petition: ChecklistPetition, form: 'g-28' | 'i-129' | 'i-907'): boolean {
  return requiredForms(petition.visaClass, true, petition.filingType).some((entry) => entry.form === form);
}

/** How a task reads on a self-petition, where its seeded label names a petitioner company that is not there. */
const SELF_PETITION_LABELS: Readonly<Record<string, string>> = {
  'intake.engagement-signed': 'Engagement letter signed by the beneficiary (self-petitioner)',
  'intake.kickoff-call': 'Kickoff call held with the beneficiary',
  'forms.petitioner-signature': 'Forms signed by the beneficiary (self-petitioner)',
};

/**
 * How a task reads on a TN applied for at the border or a consulate, where its seeded label names a petition that is
 * not filed: the packet compiled is the application packet the beneficiary presents to the officer (its cover reads
 * "TN Application — Support Letter and Evidence", tnApplicationCover).
 */
const BORDER_APPLICATION_LABELS: Readonly<Record<string, string>> = {
  'filing.compiled': 'Application packet compiled into the PDF',
};

/** The label a task reads on this petition: its seeded label, or the self-petition's or the border route's wording. */
export function checklistTaskLabel(task: { code: string; label: string }, petition: ChecklistPetition): string {
  return (
    (isSelfPetition(petition) ? SELF_PETITION_LABELS[task.code] : undefined) ??
    (appliesAtTheBorder(petition.visaClass, petition.filingType) ? BORDER_APPLICATION_LABELS[task.code] : undefined) ??
    task.label
  );
}

/** Every case the rule tells apart: each visa class and filing type (or none), with and without a petitioner company (for tests). */
export function checklistPetitionCases(): ChecklistPetition[] {
  return VISA_TYPE_CODES.flatMap((visaClass) =>
    [null, ...FILING_TYPES].flatMap((filingType) => [
      { visaClass, hasPetitionerCompany: true, filingType },
      { visaClass, hasPetitionerCompany: false, filingType },
    ]),
  );
}
