import type { OnboardingModuleType } from '@app/domain';
import type { MessageDescriptor } from '@lingui/core';

/**
 * The beneficiary checklist's module titles as customers read them (the domain's ONBOARDING_MODULE_TITLES): the
 * checklist's headings (features/beneficiary-onboarding checklist-texts.ts) and the action items that ask to finish a
 * module ("Finish the High Remuneration part of your checklist", task-titles.ts).
 */

/** By onboarding module type; MEMO_STARTER is never shown. */
export const MODULE_TITLES: Readonly<Record<Exclude<OnboardingModuleType, 'MEMO_STARTER'>, MessageDescriptor>> = {
  PERSONAL: /*i18n*/ { id: 'checklist.title.personal', message: 'Personal Information' },
  IDENTIFICATION: /*i18n*/ { id: 'checklist.title.identification', message: 'Identification Documents' },
  EMPLOYMENT: /*i18n*/ { id: 'checklist.title.employment', message: 'Professional Details' },
  FILING_TYPE: /*i18n*/ {
    id: 'checklist.title.filing-type',
    message: 'Filing Type: Change of Status or Consular Processing',
  },
  HIGH_REMUNERATION: /*i18n*/ { id: 'checklist.title.high-remuneration', message: 'High Remuneration' },
  CRITICAL_ROLE: /*i18n*/ { id: 'checklist.title.critical-role', message: 'Critical Role at Distinguished Organization' },
  MEMBERSHIP: /*i18n*/ { id: 'checklist.title.membership', message: 'Memberships' },
  AUTHORSHIP: /*i18n*/ { id: 'checklist.title.authorship', message: 'Authorship' },
  JUDGING: /*i18n*/ { id: 'checklist.title.judging', message: 'Judging' },
  AWARDS: /*i18n*/ { id: 'checklist.title.awards', message: 'Awards' },
  ORIGINAL_CONTRIBUTION: /*i18n*/ { id: 'checklist.title.original-contribution', message: 'Original Contributions' },
  PRESS: /*i18n*/ { id: 'checklist.title.press', message: 'Press' },
  EXPERT_LETTERS: /*i18n*/ { id: 'checklist.title.expert-letters', message: 'Expert Letters' },
  TN_SUPPORT_LETTER_OFFER_OF_EMPLOYMENT: /*i18n*/ { id: 'checklist.title.tn-offer', message: 'Offer of Employment' },
  TN_BENEFICIARY_EDUCATION_DOCS: /*i18n*/ { id: 'checklist.title.tn-education', message: 'Education and Qualifications' },
};
