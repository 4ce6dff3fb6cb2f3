import { petitionFormNumber } from './uscis-forms/required-forms.ts';

/** Status of a compiled petition PDF (Postgres enum app_public.compile_status). */
export const COMPILE_STATUSES = ['COMPLETED', 'FAILED', 'RUNNING'] as const;
export type CompileStatus = (typeof COMPILE_STATUSES)[number];

export const COMPILE_STATUS_LABELS: Readonly<Record<CompileStatus, string>> = {
  COMPLETED: 'Completed',
  FAILED: 'Failed',
  RUNNING: 'Running',
};

/** Government forms and the fee payment attached to a petition (Postgres enum app_public.form_type). */
export const FORM_TYPES = ['CREDIT_CARD', 'G28', 'I129', 'I140', 'I907'] as const;
export type FormType = (typeof FORM_TYPES)[number];

export const FORM_TYPE_LABELS: Readonly<Record<FormType, string>> = {
  CREDIT_CARD: 'Credit card',
  G28: 'G-28',
  I129: 'I-129',
  I140: 'I-140',
  I907: 'I-907',
};

/**
 * The form types staff may upload to a petition of this visa class (the Forms tab's "Uploaded forms"): the fee
 * payment, the G-28, the I-907 (premium processing may be asked for later) and only the petition form the class
 * files (petitionFormNumber: the I-129 for a nonimmigrant class, the I-140 for an immigrant one, so never the I-129
 * on an EB-1A). A class the forms do not know yet offers both petition forms.
 */
export function uploadedFormTypes(visaClass: string): readonly FormType[] {
  const petitionForm = petitionFormNumber(visaClass);
  return FORM_TYPES.filter(
    (type) => (type !== 'I129' && type !== 'I140') || petitionForm === null || FORM_TYPE_LABELS[type] === petitionForm,
  );
}
