import type { FilingType, OnboardingExhibitStatus, OnboardingSidebarGroup } from '@app/domain';
import type { MessageDescriptor } from '@lingui/core';

/*
 * The beneficiary checklist's words that several screens share (issue 36), as catalogue entries whose `message`
 * is the spec's English. The domain's label tables (ONBOARDING_PROGRESS_STATUS_LABELS, ONBOARDING_SIDEBAR_GROUPS,
 * FILING_TYPE_LABELS) stay English for staff; the customer's screens show these. Module and exhibit names are data
 * the case team wrote and are shown as written.
 */

export const ONBOARDING_MESSAGES = {
  title: /*i18n*/ { id: 'onboarding.title', message: 'Beneficiary onboarding' },
  checklist: /*i18n*/ { id: 'onboarding.checklist', message: 'Onboarding Checklist' },
  back: /*i18n*/ { id: 'onboarding.back', message: 'Back' },
  next: /*i18n*/ { id: 'onboarding.next', message: 'Next' },
  skip: /*i18n*/ { id: 'onboarding.skip', message: 'Skip' },
  skipForNow: /*i18n*/ { id: 'onboarding.skipForNow', message: 'Next – Skip for now' },
  step: /*i18n*/ { id: 'onboarding.step', message: 'Step {step} of {total}' },
  moduleProgress: /*i18n*/ { id: 'onboarding.moduleProgress', message: 'Module progress' },
  remove: /*i18n*/ { id: 'onboarding.remove', message: 'Remove' },
  upload: /*i18n*/ { id: 'onboarding.upload', message: 'Upload {name}' },
  firstName: /*i18n*/ { id: 'onboarding.firstName', message: 'First name' },
  middleName: /*i18n*/ { id: 'onboarding.middleName', message: 'Middle name' },
  lastName: /*i18n*/ { id: 'onboarding.lastName', message: 'Last name' },
  description: /*i18n*/ { id: 'onboarding.description', message: 'Description' },
  loading: /*i18n*/ { id: 'onboarding.loading', message: 'Loading…' },
  saved: /*i18n*/ { id: 'onboarding.saved', message: 'Saved.' },
} as const satisfies Record<string, MessageDescriptor>;

/** ONBOARDING_PROGRESS_STATUS_LABELS in the catalogues. */
export const PROGRESS_STATUS_MESSAGES: Record<OnboardingExhibitStatus, MessageDescriptor> = {
  pending: /*i18n*/ { id: 'onboarding.status.pending', message: 'Pending' },
  in_progress: /*i18n*/ { id: 'onboarding.status.in_progress', message: 'In Progress' },
  completed: /*i18n*/ { id: 'onboarding.status.completed', message: 'Completed' },
  skipped: /*i18n*/ { id: 'onboarding.status.skipped', message: 'Skipped' },
};

/** ONBOARDING_SIDEBAR_GROUPS in the catalogues. */
export const SIDEBAR_GROUP_MESSAGES: Record<OnboardingSidebarGroup, MessageDescriptor> = {
  'Personal Info': /*i18n*/ { id: 'onboarding.group.personal', message: 'Personal Info' },
  'Case Evidence': /*i18n*/ { id: 'onboarding.group.evidence', message: 'Case Evidence' },
  Other: /*i18n*/ { id: 'onboarding.group.other', message: 'Other' },
};

/** FILING_TYPE_LABELS in the catalogues; the translations keep the USCIS term beside them. */
export const FILING_TYPE_MESSAGES: Record<FilingType, MessageDescriptor> = {
  change_of_status: /*i18n*/ { id: 'filingType.change_of_status', message: 'Change of Status' },
  consular_processing: /*i18n*/ { id: 'filingType.consular_processing', message: 'Consular Processing' },
};
