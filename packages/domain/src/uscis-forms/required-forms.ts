import { appliesAtTheBorder } from '../tn-application-route.ts';
import type { UscisFormId } from './field-map.ts';

/**
 * Which USCIS forms a case needs (issue 28): the G-28 always (the firm appears for the petitioner), the I-907
 * when premium processing is requested, and the petition itself by visa class: the I-129 with the supplement of
 * its classification for a nonimmigrant class, the I-140 for an immigrant class. The I-129 PDF holds every
 * supplement, so "I-129 + O supplement" is one file with those pages filled.
 */

export type I129Supplement = 'O and P' | 'H' | 'L' | 'E-1/E-2' | 'Trade agreement (E-3, H-1B1, TN)';

/** The I-129 supplement each nonimmigrant class files, and the I-140 classes. */
const PETITION_FORM_BY_VISA_CLASS: Readonly<Record<string, { form: 'i-129'; supplement: I129Supplement } | { form: 'i-140' }>> = {
  o_1a: { form: 'i-129', supplement: 'O and P' },
  o_1b: { form: 'i-129', supplement: 'O and P' },
  h_1b: { form: 'i-129', supplement: 'H' },
  l_1a: { form: 'i-129', supplement: 'L' },
  l_1b: { form: 'i-129', supplement: 'L' },
  e_2: { form: 'i-129', supplement: 'E-1/E-2' },
  e_3: { form: 'i-129', supplement: 'Trade agreement (E-3, H-1B1, TN)' },
  tn: { form: 'i-129', supplement: 'Trade agreement (E-3, H-1B1, TN)' },
  eb_1a: { form: 'i-140' },
  eb_1b: { form: 'i-140' },
  eb_2_niw: { form: 'i-140' },
};

export interface RequiredForm {
  form: UscisFormId;
  /** What the firm files, in its words: "I-129 with the O and P classification supplement". */
  label: string;
  /** Why the case needs it. */
  reason: string;
  supplement: I129Supplement | null;
}

const FORM_NUMBERS: Readonly<Record<UscisFormId, string>> = {
  'g-28': 'G-28',
  'i-907': 'I-907',
  'i-129': 'I-129',
  'i-140': 'I-140',
  'i-765': 'I-765',
  'g-28-i-765': 'G-28',
};

export function formNumber(form: UscisFormId): string {
  return FORM_NUMBERS[form];
}

/**
 * A form as staff tell it from the others: its number, and for the G-28 of the I-765's applicant "G-28 for the I-765"
 * (beside the petitioner's G-28). The beneficiary reads only its number: hers is the one G-28 she is asked to sign.
 */
export function formStaffName(form: UscisFormId): string {
  return form === 'g-28-i-765' ? 'G-28 for the I-765' : formNumber(form);
}

/**
 * The forms a petition of this visa class needs, in filing order (G-28 first, as firms stack them); none for a TN
 * applied for at the border or a consulate (appliesAtTheBorder), whose forms are optional (optionalForms).
 */
export function requiredForms(visaClass: string, premiumProcessing: boolean, filingType: string | null = null): RequiredForm[] {
  if (appliesAtTheBorder(visaClass, filingType)) return [];
  const forms: RequiredForm[] = [
    { form: 'g-28', label: 'G-28', reason: 'The firm appears as the petitioner’s representative.', supplement: null },
  ];
  const petitionForm = PETITION_FORM_BY_VISA_CLASS[visaClass];
  if (petitionForm?.form === 'i-129') {
    forms.push({
      form: 'i-129',
      label: `I-129 with the ${petitionForm.supplement} classification supplement`,
      reason: 'The petition for a nonimmigrant worker.',
      supplement: petitionForm.supplement,
    });
  } else if (petitionForm?.form === 'i-140') {
    forms.push({ form: 'i-140', label: 'I-140', reason: 'The immigrant petition for an alien worker.', supplement: null });
  }
  if (premiumProcessing) {
    forms.push({ form: 'i-907', label: 'I-907', reason: 'Premium processing is requested.', supplement: null });
  }
  return forms;
}

/**
 * The forms a case may file beside those it needs, which staff generate when the firm files them (never required, so
 * never missing from a packet): the I-765 of the beneficiary of an immigrant petition (EB-1A, EB-1B, EB-2 NIW) who
 * adjusts status in the United States (the petition's filing type: change of status), category (c)(9), filed with the
 * I-485. Not for a nonimmigrant petition (an O-1's or TN's work permission is the petition's own approval) nor for a
 * beneficiary abroad, who takes an immigrant visa at a consulate and cannot file an I-765. With the I-765 goes the
 * firm's G-28 naming her as its applicant (the petitioner's G-28 names the petitioner), offered only beside it.
 */
export function optionalForms(visaClass: string, filingType: string | null, premiumProcessing = false): RequiredForm[] {
  if (appliesAtTheBorder(visaClass, filingType)) return tnPetitionBeforeTheBorder(premiumProcessing);
  if (PETITION_FORM_BY_VISA_CLASS[visaClass]?.form !== 'i-140' || filingType !== 'change_of_status') return [];
  return [
    {
      form: 'g-28-i-765',
      label: 'G-28 for the I-765 applicant',
      reason:
        'Optional, with the I-765: the firm appears for the beneficiary as its applicant, so she is this G-28’s client and signs it. Filed just before the I-765.',
      supplement: null,
    },
    {
      form: 'i-765',
      label: 'I-765 (category (c)(9))',
      reason:
        'Optional: the beneficiary’s employment authorization while the I-485 filed with this petition is pending. Generate it if the firm files it.',
      supplement: null,
    },
  ];
}

/** The forms of the matter as the G-28 lists them, e.g. "I-129, I-907". */
export function formTitleOfPetition(visaClass: string, premiumProcessing: boolean): string | null {
  const numbers = requiredForms(visaClass, premiumProcessing)
    .filter((entry) => entry.form !== 'g-28')
    .map((entry) => formNumber(entry.form));
  return numbers.length === 0 ? null : numbers.join(', ');
}

/** The form number the I-907 names as the related petition. */
export function petitionFormNumber(visaClass: string): string | null {
  const petitionForm = PETITION_FORM_BY_VISA_CLASS[visaClass];
  return petitionForm ? formNumber(petitionForm.form) : null;
}

/** The I-129 supplement a visa class files ('O and P' for an O-1); null for an immigrant or unknown class. */
export function i129SupplementOf(visaClass: string): I129Supplement | null {
  const petitionForm = PETITION_FORM_BY_VISA_CLASS[visaClass];
  return petitionForm?.form === 'i-129' ? petitionForm.supplement : null;
}

/** The classification symbol the I-129 and I-907 ask for ("O-1A", "H-1B", "TN"). */
export function classificationSymbol(visaClass: string): string {
  return visaClass === 'eb_2_niw' ? 'EB-2 NIW' : visaClass.toUpperCase().replace(/_/g, '-');
}

/** USCIS's immigrant classification codes (EB-1A is E11, EB-1B E12, EB-2 with or without a waiver E21). */
const IMMIGRANT_CLASSIFICATION_CODES: Readonly<Record<string, string>> = { eb_1a: 'E11', eb_1b: 'E12', eb_2_niw: 'E21' };

/**
 * The classification as the I-907's three-character box takes it: the symbol without dashes ("O1A", "H1B",
 * "TN"), or the immigrant code for an I-140 ("E11").
 */
export function compactClassificationSymbol(visaClass: string): string {
  return IMMIGRANT_CLASSIFICATION_CODES[visaClass] ?? classificationSymbol(visaClass).replace(/-/g, '').slice(0, 3);
}

/**
 * A TN applied for at the border may still be petitioned for first: a Canadian's employer may file the I-129 so that
 * she shows its approval at the port of entry (a Mexican cannot: she applies at a consulate). Offered, never required,
 * with the forms' reasons saying so.
 */
function tnPetitionBeforeTheBorder(premiumProcessing: boolean): RequiredForm[] {
  const onlyIf = 'Optional: only if the employer petitions before a Canadian applies at the port of entry';
  return requiredForms('tn', premiumProcessing).map((entry) => ({
    ...entry,
    // The spec's words for the filing type stay (BEN-060); what they mean for a TN is said here, where staff read why.
    reason:
      `${onlyIf} (a Mexican citizen applies at a consulate with the DS-160 and files none); for a TN the filing type ` +
      `Consular Processing means applying outside the United States. ${entry.reason}`,
  }));
}
