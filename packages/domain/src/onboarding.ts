import { isOneOf } from './enum-helpers.ts';
import { isPetitionModuleType, type PetitionModuleType } from './module-types.ts';

/**
 * Status of a beneficiary onboarding record (Postgres enum
 * app_public.onboarding_status, decisions ENT-090): not_started until the
 * beneficiary opens it, in_progress while they work, followup when the flow
 * ended with required items still open, completed when nothing is open.
 */
export const ONBOARDING_STATUSES = ['not_started', 'in_progress', 'followup', 'completed'] as const;
export type OnboardingStatus = (typeof ONBOARDING_STATUSES)[number];

export const ONBOARDING_STATUS_LABELS: Readonly<Record<OnboardingStatus, string>> = {
  not_started: 'Not started',
  in_progress: 'In progress',
  followup: 'Follow-up',
  completed: 'Completed',
};

/**
 * Where a beneficiary's checklist flow stands (onboardings.flow_state): the web app's checklist machine writes it on
 * each save and resumes from it. initializing waits for the record's modules; nextModule and previousModule are the
 * walk forward and back; validation runs once Next passes the last exhibit and ends in followup (an item is still
 * open) or completed.
 */
export const BENEFICIARY_FLOW_STATES = [
  'initializing',
  'nextModule',
  'previousModule',
  'validation',
  'followup',
  'completed',
] as const;
export type BeneficiaryFlowState = (typeof BENEFICIARY_FLOW_STATES)[number];

/** The flow states in words, for staff reading a checklist's change history (never the machine's state names). */
export const BENEFICIARY_FLOW_STATE_LABELS: Readonly<Record<BeneficiaryFlowState, string>> = {
  initializing: 'Opening the checklist',
  nextModule: 'Working through the checklist',
  previousModule: 'Going back through the checklist',
  validation: 'Checking for open items',
  followup: 'Follow-up on open items',
  completed: 'Completed',
};

/** Status of one module inside the onboarding record's modules JSON. */
export const ONBOARDING_MODULE_STATUSES = ['pending', 'in_progress', 'completed'] as const;
export type OnboardingModuleStatus = (typeof ONBOARDING_MODULE_STATUSES)[number];

/** Status of one exhibit inside an onboarding module; skipped counts as done for the module. */
export const ONBOARDING_EXHIBIT_STATUSES = ['pending', 'in_progress', 'completed', 'skipped'] as const;
export type OnboardingExhibitStatus = (typeof ONBOARDING_EXHIBIT_STATUSES)[number];

export const ONBOARDING_PROGRESS_STATUS_LABELS: Readonly<Record<OnboardingExhibitStatus, string>> = {
  pending: 'Pending',
  in_progress: 'In Progress',
  completed: 'Completed',
  skipped: 'Skipped',
};

/** Module and exhibit statuses that still need the beneficiary (the followup list shows these). */
export const OPEN_ONBOARDING_STATUSES = ['pending', 'in_progress'] as const satisfies readonly OnboardingModuleStatus[];

/** Beneficiary onboarding modules in checklist order (spec 3 §3); MEMO_STARTER exists but is never shown. */
export const ONBOARDING_MODULE_TYPES = [
  'PERSONAL',
  'IDENTIFICATION',
  'EMPLOYMENT',
  'FILING_TYPE',
  'HIGH_REMUNERATION',
  'CRITICAL_ROLE',
  'MEMBERSHIP',
  'AUTHORSHIP',
  'JUDGING',
  'AWARDS',
  'ORIGINAL_CONTRIBUTION',
  'PRESS',
  'EXPERT_LETTERS',
  // A TN's evidence the beneficiary gives (migration 0122): her offer of employment, and her degree and transcripts.
  'TN_SUPPORT_LETTER_OFFER_OF_EMPLOYMENT',
  'TN_BENEFICIARY_EDUCATION_DOCS',
  'MEMO_STARTER',
] as const;
export type OnboardingModuleType = (typeof ONBOARDING_MODULE_TYPES)[number];

export const ONBOARDING_MODULE_TITLES: Readonly<Record<OnboardingModuleType, string>> = {
  PERSONAL: 'Personal Information',
  IDENTIFICATION: 'Identification Documents',
  EMPLOYMENT: 'Professional Details',
  FILING_TYPE: 'Filing Type: Change of Status or Consular Processing',
  HIGH_REMUNERATION: 'High Remuneration',
  CRITICAL_ROLE: 'Critical Role at Distinguished Organization',
  MEMBERSHIP: 'Memberships',
  AUTHORSHIP: 'Authorship',
  JUDGING: 'Judging',
  AWARDS: 'Awards',
  ORIGINAL_CONTRIBUTION: 'Original Contributions',
  PRESS: 'Press',
  EXPERT_LETTERS: 'Expert Letters',
  MEMO_STARTER: 'Memo Starter',
  TN_SUPPORT_LETTER_OFFER_OF_EMPLOYMENT: 'Offer of Employment',
  TN_BENEFICIARY_EDUCATION_DOCS: 'Education and Qualifications',
};

/** Never listed in the checklist, the followup list or step counts. */
export const HIDDEN_ONBOARDING_MODULE_TYPES = ['MEMO_STARTER'] as const satisfies readonly OnboardingModuleType[];

/** Modules that open with a cover page even when the record has none (spec 3 §4.2). */
export const ONBOARDING_MODULES_WITH_VIRTUAL_COVER = [
  'CRITICAL_ROLE',
  'ORIGINAL_CONTRIBUTION',
  'EXPERT_LETTERS',
] as const satisfies readonly OnboardingModuleType[];

export const ONBOARDING_SIDEBAR_GROUPS = ['Personal Info', 'Case Evidence', 'Other'] as const;
export type OnboardingSidebarGroup = (typeof ONBOARDING_SIDEBAR_GROUPS)[number];

const PERSONAL_INFO_MODULES: readonly OnboardingModuleType[] = ['PERSONAL', 'IDENTIFICATION', 'EMPLOYMENT', 'FILING_TYPE'];
const CASE_EVIDENCE_MODULES: readonly OnboardingModuleType[] = [
  'HIGH_REMUNERATION',
  'CRITICAL_ROLE',
  'MEMBERSHIP',
  'AUTHORSHIP',
  'JUDGING',
  'AWARDS',
  'ORIGINAL_CONTRIBUTION',
  'PRESS',
  'EXPERT_LETTERS',
  'TN_SUPPORT_LETTER_OFFER_OF_EMPLOYMENT',
  'TN_BENEFICIARY_EDUCATION_DOCS',
];

export function onboardingSidebarGroup(type: string): OnboardingSidebarGroup {
  if (isOneOf(PERSONAL_INFO_MODULES, type)) return 'Personal Info';
  if (isOneOf(CASE_EVIDENCE_MODULES, type)) return 'Case Evidence';
  return 'Other';
}

export function isOnboardingModuleType(value: unknown): value is OnboardingModuleType {
  return isOneOf(ONBOARDING_MODULE_TYPES, value);
}

/** Route segment of a module: /onboarding/beneficiary/critical-role for CRITICAL_ROLE. */
export function onboardingModuleSlug(type: string): string {
  return type.toLowerCase().replaceAll('_', '-');
}

export function onboardingModuleTypeFromSlug(slug: string): OnboardingModuleType | null {
  const type = slug.trim().toUpperCase().replaceAll('-', '_');
  return isOnboardingModuleType(type) ? type : null;
}

/** The petition module an onboarding module collects evidence for, if any (CRITICAL_ROLE → critical-role). */
export function petitionModuleTypeForOnboarding(type: OnboardingModuleType): PetitionModuleType | null {
  const slug = onboardingModuleSlug(type);
  return isPetitionModuleType(slug) ? slug : null;
}
