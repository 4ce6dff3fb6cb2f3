import {
  EMPLOYER_ONBOARDING_STATES,
  EMPLOYER_ONBOARDING_STEPS,
  type EmployerOnboardingState,
  type EmployerOnboardingStep,
} from './employer-onboarding.ts';

/**
 * How far a company's employer onboarding is, for the customer's Home and Action Items (docs/decisions.md, "The
 * company's onboarding on Home and Action Items"). The wizard keeps the state it was left on and each step's
 * completeness (app_public.employer_onboardings); the same facts that bend the wizard's order decide which steps
 * count.
 */

/** What decides whether a step is part of a company's flow (EMP-099; decisions EMP-101). */
export interface EmployerOnboardingFacts {
  /** The HQ mailing address is the beneficiary's worksite: no separate worksite step. */
  hqIsBeneficiaryWorksite: boolean;
  /** A latest petition of the company awaits documents (PENDING_DOCS): the immigration questions apply. */
  hasPendingDocsPetition: boolean;
}

/** Whether a state is part of the flow with these facts (the wizard's navigator shows the rest as not applicable). */
export function isEmployerOnboardingStepApplicable(state: EmployerOnboardingState, facts: EmployerOnboardingFacts): boolean {
  if (state === 'addWorksite') return !facts.hqIsBeneficiaryWorksite;
  if (state === 'immigrationQuestions') return facts.hasPendingDocsPetition;
  return true;
}

export type EmployerOnboardingSummaryStatus = 'not_started' | 'in_progress' | 'complete';

export interface EmployerOnboardingSummary {
  status: EmployerOnboardingSummaryStatus;
  /** Steps of the flow (welcome aside) stored as complete. */
  done: number;
  /** Steps of the flow with these facts (welcome aside): 10 at most (spec 3 §9), fewer when some do not apply. */
  total: number;
  /** Where the wizard resumes: the state it was left on, moved on to the next step of the flow if that one no longer applies. */
  resumeAt: EmployerOnboardingState;
}

/** The stored row's parts this needs; items as read from the API (a JSON string) or already parsed. */
export interface StoredEmployerOnboarding {
  step: string;
  items: unknown;
}

function parsedItems(items: unknown): Record<string, unknown> {
  let value = items;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return {};
    }
  }
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

const isState = (value: string): value is EmployerOnboardingState =>
  (EMPLOYER_ONBOARDING_STATES as readonly string[]).includes(value);

/**
 * The summary of a company's wizard (null: never opened). It is complete once the wizard reached its completion
 * screen ('final'), the moment the wizard itself says 'Onboarding Complete!' and staff's checklist ticks 'Employer
 * onboarding completed'; not started while it is on Welcome with nothing done.
 */
export function summarizeEmployerOnboarding(
  stored: StoredEmployerOnboarding | null | undefined,
  facts: EmployerOnboardingFacts,
): EmployerOnboardingSummary {
  const flow = EMPLOYER_ONBOARDING_STEPS.filter(
    (step): step is Exclude<EmployerOnboardingStep, 'welcome'> =>
      step !== 'welcome' && isEmployerOnboardingStepApplicable(step, facts),
  );
  const items = parsedItems(stored?.items);
  const done = flow.filter((step) => items[step] === 'complete').length;
  const step = stored && isState(stored.step) ? stored.step : 'welcome';
  if (step === 'final') return { status: 'complete', done, total: flow.length, resumeAt: 'final' };
  let resumeAt: EmployerOnboardingState = step;
  if (!isEmployerOnboardingStepApplicable(step, facts)) {
    const after = EMPLOYER_ONBOARDING_STATES.slice(EMPLOYER_ONBOARDING_STATES.indexOf(step) + 1);
    resumeAt = after.find((state) => isEmployerOnboardingStepApplicable(state, facts)) ?? 'final';
  }
  const status = step === 'welcome' && done === 0 ? 'not_started' : 'in_progress';
  return { status, done, total: flow.length, resumeAt };
}
