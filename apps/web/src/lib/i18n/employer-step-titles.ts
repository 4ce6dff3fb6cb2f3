import type { EmployerOnboardingStep } from '@app/domain';
import type { MessageDescriptor } from '@lingui/core';

/**
 * EMPLOYER_ONBOARDING_STEP_TITLES in the catalogues (issue 36): the employer wizard's step titles, and the step Home
 * and Action Items name where the company's onboarding resumes. Shared code, so both the wizard and those pages read
 * one entry per title.
 */
export const STEP_TITLE_MESSAGES: Record<EmployerOnboardingStep, MessageDescriptor> = {
  welcome: /*i18n*/ { id: 'employer.step.welcome', message: 'Welcome' },
  confirmContact: /*i18n*/ { id: 'employer.step.confirmContact', message: 'Your Details' },
  addContact: /*i18n*/ { id: 'employer.step.addContact', message: 'Authorized Signatory' },
  confirmAddress: /*i18n*/ { id: 'employer.step.confirmAddress', message: 'U.S. company mailing address' },
  addWorksite: /*i18n*/ { id: 'employer.step.addWorksite', message: "Beneficiary's Worksite" },
  beneficiary: /*i18n*/ { id: 'employer.step.beneficiary', message: 'US Role Offer' },
  employerHistory: /*i18n*/ { id: 'employer.step.employerHistory', message: 'Employer History' },
  immigrationQuestions: /*i18n*/ { id: 'employer.step.immigrationQuestions', message: 'Immigration Questions' },
  corporateDocs: /*i18n*/ { id: 'employer.step.corporateDocs', message: 'Corporate Documents' },
  foreignDocs: /*i18n*/ { id: 'employer.step.foreignDocs', message: 'Foreign qualification proof' },
  employerFundingDocs: /*i18n*/ { id: 'employer.step.employerFundingDocs', message: 'Employer Funding Documents' },
};
