import { z } from 'zod';
import { EMPLOYER_ONBOARDING_PROGRESS } from './constants.ts';
import { lazySchema } from './lazy-schema.ts';

/**
 * The employer onboarding wizard's steps (spec 3 §2.2, §4.1): machine state names in order, their
 * route segments under /onboarding/employer, titles, progress values and the navigator's groups.
 */
export const EMPLOYER_ONBOARDING_STEPS = [
  'welcome',
  'confirmContact',
  'addContact',
  'confirmAddress',
  'addWorksite',
  'beneficiary',
  'employerHistory',
  'immigrationQuestions',
  'corporateDocs',
  'foreignDocs',
  'employerFundingDocs',
] as const;
export type EmployerOnboardingStep = (typeof EMPLOYER_ONBOARDING_STEPS)[number];
/** Every machine state: the steps, then the completion screen. */
export const EMPLOYER_ONBOARDING_STATES = [...EMPLOYER_ONBOARDING_STEPS, 'final'] as const;
export type EmployerOnboardingState = (typeof EMPLOYER_ONBOARDING_STATES)[number];

/** Route segment of each state (the first of several aliases is the one links use). */
export const EMPLOYER_ONBOARDING_ROUTES: Readonly<Record<EmployerOnboardingState, string>> = {
  welcome: 'welcome',
  confirmContact: 'confirm-contact',
  addContact: 'add-contact',
  confirmAddress: 'confirm-address',
  addWorksite: 'add-worksite',
  beneficiary: 'beneficiary',
  employerHistory: 'employer-history',
  immigrationQuestions: 'immigration-questions',
  corporateDocs: 'corporate-docs',
  foreignDocs: 'foreign-docs',
  employerFundingDocs: 'employer-funding-docs',
  final: 'final',
};
/** Segments that are aliases of another state: the base path is the welcome page, /complete is final. */
const ROUTE_ALIASES: Readonly<Record<string, EmployerOnboardingState>> = { '': 'welcome', complete: 'final' };

/** The state a route segment shows, or null for an unknown one. */
export function employerOnboardingStateOfRoute(segment: string): EmployerOnboardingState | null {
  const clean = segment.replace(/^\/+|\/+$/g, '');
  if (clean in ROUTE_ALIASES) return ROUTE_ALIASES[clean]!;
  const found = EMPLOYER_ONBOARDING_STATES.find((state) => EMPLOYER_ONBOARDING_ROUTES[state] === clean);
  return found ?? null;
}

export const EMPLOYER_ONBOARDING_STEP_TITLES: Readonly<Record<EmployerOnboardingStep, string>> = {
  welcome: 'Welcome',
  confirmContact: 'Your Details',
  addContact: 'Authorized Signatory',
  confirmAddress: 'U.S. company mailing address',
  addWorksite: "Beneficiary's Worksite",
  beneficiary: 'US Role Offer',
  employerHistory: 'Employer History',
  immigrationQuestions: 'Immigration Questions',
  corporateDocs: 'Corporate Documents',
  foreignDocs: 'Foreign qualification proof',
  employerFundingDocs: 'Employer Funding Documents',
};

/** Step number 0-10 (the table of spec 3 §2.2). */
export function employerOnboardingStepNumber(step: EmployerOnboardingStep): number {
  return EMPLOYER_ONBOARDING_STEPS.indexOf(step);
}
export function employerOnboardingProgress(step: EmployerOnboardingStep): number {
  return EMPLOYER_ONBOARDING_PROGRESS[employerOnboardingStepNumber(step)]!;
}

/** Rough minutes each step takes, shown beside the progress bar (the spec gives no figures). */
export const EMPLOYER_ONBOARDING_ESTIMATED_MINUTES: Readonly<Record<EmployerOnboardingStep, number>> = {
  welcome: 15,
  confirmContact: 1,
  addContact: 2,
  confirmAddress: 1,
  addWorksite: 1,
  beneficiary: 2,
  employerHistory: 1,
  immigrationQuestions: 1,
  corporateDocs: 3,
  foreignDocs: 2,
  employerFundingDocs: 2,
};

/** The 'Employer Checklist' navigator's groups (spec 3 §2.2); welcome is in none. */
export const EMPLOYER_CHECKLIST_GROUPS: readonly { title: string; steps: readonly EmployerOnboardingStep[] }[] = [
  { title: 'Company Information', steps: ['confirmContact', 'addContact'] },
  { title: 'U.S. Company HQ', steps: ['confirmAddress', 'addWorksite'] },
  { title: 'US Role Offer', steps: ['beneficiary', 'employerHistory'] },
  { title: 'Immigration Questions', steps: ['immigrationQuestions'] },
  { title: 'Corporate Documents', steps: ['corporateDocs', 'foreignDocs'] },
  { title: 'Funding Documents', steps: ['employerFundingDocs'] },
];
/** The navigator's label of a step where it differs from the screen title. */
export const EMPLOYER_CHECKLIST_STEP_LABELS: Readonly<Partial<Record<EmployerOnboardingStep, string>>> = {
  beneficiary: "Beneficiary's Details",
  foreignDocs: 'Foreign Qualification',
  employerFundingDocs: 'Employer Funding Docs',
};

// Stored step data (spec 3 §4.1): an item is complete only when every value is non-empty.
export const STEP_DATA_STATUSES = ['complete', 'incomplete'] as const;
export type StepDataStatus = (typeof STEP_DATA_STATUSES)[number];

/** Null, undefined, a blank string and an empty array count as empty; false and 0 are answers. */
export function isEmptyStepValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}
export function stepDataStatus(data: Readonly<Record<string, unknown>>): StepDataStatus {
  const values = Object.values(data);
  return values.length > 0 && values.every((value) => !isEmptyStepValue(value)) ? 'complete' : 'incomplete';
}
/** The form is complete when no stored item is incomplete. */
export function isEmployerOnboardingFormComplete(
  items: Readonly<Partial<Record<EmployerOnboardingStep, StepDataStatus>>>,
): boolean {
  return Object.values(items).every((status) => status !== 'incomplete');
}

/** What is kept locally and on the server so another device resumes where the user was. */
export const EmployerOnboardingProgressSchema = lazySchema(() =>
  z.object({
    step: z.enum(EMPLOYER_ONBOARDING_STATES),
    items: z.partialRecord(z.enum(EMPLOYER_ONBOARDING_STEPS), z.enum(STEP_DATA_STATUSES)).default({}),
    answers: z.partialRecord(z.enum(EMPLOYER_ONBOARDING_STEPS), z.record(z.string(), z.unknown())).default({}),
  }),
);
export type EmployerOnboardingProgress = z.infer<typeof EmployerOnboardingProgressSchema>;
