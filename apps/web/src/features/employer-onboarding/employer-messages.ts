import type { EmployerOnboardingStep } from '@app/domain';
import type { MessageDescriptor } from '@lingui/core';

/*
 * The employer wizard's words in the catalogues (issue 36), each `message` the spec's English. The domain's
 * tables (EMPLOYER_ONBOARDING_STEP_TITLES, EMPLOYER_CHECKLIST_GROUPS, EMPLOYER_CHECKLIST_STEP_LABELS) stay English
 * for staff screens and action items; the customer's wizard shows these. Company and people names are data and
 * are shown as written.
 */

/** EMPLOYER_ONBOARDING_STEP_TITLES in the catalogues: shared with Home and Action Items, which name the resume step. */
export { STEP_TITLE_MESSAGES } from '@/lib/i18n/employer-step-titles.ts';

/** EMPLOYER_CHECKLIST_STEP_LABELS in the catalogues: the navigator's label where it differs from the title. */
export const CHECKLIST_STEP_LABEL_MESSAGES: Partial<Record<EmployerOnboardingStep, MessageDescriptor>> = {
  beneficiary: /*i18n*/ { id: 'employer.checklist.beneficiary', message: "Beneficiary's Details" },
  foreignDocs: /*i18n*/ { id: 'employer.checklist.foreignDocs', message: 'Foreign Qualification' },
  employerFundingDocs: /*i18n*/ { id: 'employer.checklist.employerFundingDocs', message: 'Employer Funding Docs' },
};

/** EMPLOYER_CHECKLIST_GROUPS' titles in the catalogues, by their English title. */
export const CHECKLIST_GROUP_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  'Company Information': /*i18n*/ { id: 'employer.group.company', message: 'Company Information' },
  'U.S. Company HQ': /*i18n*/ { id: 'employer.group.hq', message: 'U.S. Company HQ' },
  'US Role Offer': /*i18n*/ { id: 'employer.group.roleOffer', message: 'US Role Offer' },
  'Immigration Questions': /*i18n*/ { id: 'employer.group.immigration', message: 'Immigration Questions' },
  'Corporate Documents': /*i18n*/ { id: 'employer.group.corporate', message: 'Corporate Documents' },
  'Funding Documents': /*i18n*/ { id: 'employer.group.funding', message: 'Funding Documents' },
};

export const EMPLOYER_MESSAGES = {
  exit: /*i18n*/ { id: 'employer.exit', message: 'Exit' },
  minutes: /*i18n*/ { id: 'employer.minutes', message: '{count, plural, one {About # minute} other {About # minutes}}' },
  progress: /*i18n*/ { id: 'employer.progress', message: 'Employer onboarding progress' },
  back: /*i18n*/ { id: 'employer.back', message: 'Back' },
  next: /*i18n*/ { id: 'employer.next', message: 'Next' },
  skipForNow: /*i18n*/ { id: 'employer.skipForNow', message: 'skip for now' },
  checklist: /*i18n*/ { id: 'employer.checklist', message: 'Employer Checklist' },
  notApplicable: /*i18n*/ { id: 'employer.notApplicable', message: '(not applicable)' },
  timeout: /*i18n*/ { id: 'employer.timeout', message: 'This is taking longer than expected.' },
  stepError: /*i18n*/ { id: 'employer.stepError', message: 'Oops something went wrong' },
  /** A team VIEWER's reason, shown above the step's disabled controls (the Action Items page's words). */
  viewOnly: /*i18n*/ { id: 'actions.viewOnly', message: "View only: ask your team's admin to change this" },
  /** A listed worksite's or signatory's Delete button names what it deletes; its Undo toast says what went. */
  deleteWorksite: /*i18n*/ { id: 'employer.worksite.deleteNamed', message: 'Delete worksite {name}, {address}' },
  deletedWorksite: /*i18n*/ { id: 'employer.worksite.deleted', message: 'Deleted worksite {name}' },
  deleteSignatory: /*i18n*/ { id: 'employer.signatory.deleteNamed', message: 'Delete signatory {name}' },
  deletedSignatory: /*i18n*/ { id: 'employer.signatory.deleted', message: 'Deleted signatory {name}' },
} as const satisfies Record<string, MessageDescriptor>;
