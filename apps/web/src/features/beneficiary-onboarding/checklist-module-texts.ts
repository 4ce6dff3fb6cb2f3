import type { MessageDescriptor } from '@lingui/core';

/**
 * The checklist's module titles, module subtitles and personal step names as the beneficiary reads them
 * (checklist-texts.ts): the onboarding module titles (packages/domain onboarding.ts ONBOARDING_MODULE_TITLES), the
 * petition module types' descriptions (module-types.ts) and the personal modules' template (onboarding-record.ts
 * PERSONAL_ONBOARDING_MODULES), in the domain's words with "the beneficiary" as "you".
 */

/** By onboarding module type (in the shared tier: the customer's action items name them too). */
export { MODULE_TITLES } from '@/lib/i18n/checklist-module-titles.ts';

/** The evidence modules' subtitles, by petition module type (PETITION_MODULE_TYPE_DETAILS' descriptions). */
export const MODULE_SUBTITLES: Readonly<Record<string, MessageDescriptor>> = {
  'critical-role': /*i18n*/ {
    id: 'checklist.subtitle.critical-role',
    message: 'You have held a critical or essential role for an organization with a distinguished reputation.',
  },
  press: /*i18n*/ {
    id: 'checklist.subtitle.press',
    message: 'Published material about you and your work in professional or major trade publications or other major media.',
  },
  'original-contribution': /*i18n*/ {
    id: 'checklist.subtitle.original-contribution',
    message: 'Original scientific, scholarly or business-related contributions of major significance in the field.',
  },
  membership: /*i18n*/ {
    id: 'checklist.subtitle.membership',
    message:
      'Membership in associations that require outstanding achievements of their members, as judged by recognized experts.',
  },
  'high-remuneration': /*i18n*/ {
    id: 'checklist.subtitle.high-remuneration',
    message: 'A high salary or other remuneration for services, compared with others in the field.',
  },
  awards: /*i18n*/ {
    id: 'checklist.subtitle.awards',
    message: 'Nationally or internationally recognized prizes or awards for excellence in the field.',
  },
  judging: /*i18n*/ {
    id: 'checklist.subtitle.judging',
    message: 'Participation, individually or on a panel, as a judge of the work of others in the same or an allied field.',
  },
  authorship: /*i18n*/ {
    id: 'checklist.subtitle.authorship',
    message: 'Authorship of scholarly articles in professional journals or other major media in the field.',
  },
  // The beneficiary gives only the offer letter here: the support letter is the provider's work.
  'tn-support-letter-offer-of-employment': /*i18n*/ {
    id: 'checklist.subtitle.tn-offer',
    message: 'The offer of employment for your TN position.',
  },
  'tn-beneficiary-education-docs': /*i18n*/ {
    id: 'checklist.subtitle.tn-education',
    message: 'Your degree, transcripts and CV, proving the qualifications your TN profession requires.',
  },
};

/** The personal modules' subtitles, by onboarding module type (PERSONAL_ONBOARDING_MODULES). */
export const PERSONAL_SUBTITLES: Readonly<Record<string, MessageDescriptor>> = {
  PERSONAL: /*i18n*/ { id: 'checklist.subtitle.personal', message: 'Your legal name, other names, addresses and family.' },
  IDENTIFICATION: /*i18n*/ { id: 'checklist.subtitle.identification', message: 'Passport and visa documents.' },
  EMPLOYMENT: /*i18n*/ { id: 'checklist.subtitle.employment', message: 'Your current and past employers.' },
  FILING_TYPE: /*i18n*/ { id: 'checklist.subtitle.filing-type', message: 'How you will receive your visa.' },
};

/** The Expert Letters module's subtitle, as migration 0025 writes it (no type holds it), and as the beneficiary reads it. */
export const EXPERT_LETTERS_SUBTITLE_TEXT = 'People who can speak to the significance of your work.';
export const EXPERT_LETTERS_SUBTITLE: MessageDescriptor = /*i18n*/ {
  id: 'checklist.subtitle.expert-letters',
  message: 'People who can speak to the significance of your work.',
};

/** The personal steps' names, by onboarding exhibit type (PERSONAL_ONBOARDING_MODULES). */
export const PERSONAL_STEP_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  LEGAL_NAME: /*i18n*/ { id: 'checklist.name.legal-name', message: 'Legal name' },
  OTHER_NAMES: /*i18n*/ { id: 'checklist.name.other-names', message: 'Other names' },
  US_ADDRESS: /*i18n*/ { id: 'checklist.name.us-address', message: 'U.S. address' },
  FOREIGN_ADDRESS: /*i18n*/ { id: 'checklist.name.foreign-address', message: 'Foreign address' },
  DEPENDENTS: /*i18n*/ { id: 'checklist.name.dependents', message: 'Dependents' },
  PASSPORT: /*i18n*/ { id: 'checklist.name.passport', message: 'Passport' },
  VISA_STAMP: /*i18n*/ { id: 'checklist.name.visa-stamp', message: 'Visa stamp' },
  STUDENT_VISA: /*i18n*/ { id: 'checklist.name.student-visa', message: 'Identification Documents' },
  EAD: /*i18n*/ { id: 'checklist.name.ead', message: 'EAD card' },
  EMPLOYMENT_HISTORY: /*i18n*/ { id: 'checklist.name.employment-history', message: 'Employment history' },
  FILING_TYPE: /*i18n*/ { id: 'checklist.name.filing-type', message: 'Filing type' },
  IMMIGRATION_QUESTIONS: /*i18n*/ { id: 'checklist.name.immigration-questions', message: 'Immigration questions' },
};
