import type { OnboardingExhibit } from '@app/domain';

/**
 * The expert letter form of each criterion a letter can support (spec 3 §2.3 "expert letter forms per
 * module type"): the same fields (spec 3 §3 expert letter data), with what the expert is asked to speak to.
 * A letter filed under any other module type has no form: 'Expert letter type … not found'.
 */
export interface ExpertLetterVariant {
  /** What the expert can speak to, completing "Someone who can speak to …". */
  subject: (exhibit: OnboardingExhibit) => string;
  /** Label of the description field. */
  descriptionLabel: string;
}

const EXPERT_LETTER_VARIANTS: Readonly<Record<string, ExpertLetterVariant>> = {
  CRITICAL_ROLE: {
    subject: (exhibit) => `your critical role at ${exhibit.company?.dbaName ?? 'a distinguished organization'}`,
    descriptionLabel: 'What can this expert say about your role and its impact on the organization?',
  },
  ORIGINAL_CONTRIBUTION: {
    subject: () => 'the significance of your original contributions to your field',
    descriptionLabel: 'What can this expert say about your contributions and how they are used by others?',
  },
  MEMBERSHIP: {
    subject: () => 'your membership in associations that require outstanding achievements',
    descriptionLabel: 'What can this expert say about your membership and how members are selected?',
  },
  AWARDS: {
    subject: (exhibit) => (exhibit.award ? `your award ${exhibit.award.awardName}` : 'the awards and prizes you received'),
    descriptionLabel: 'What can this expert say about the award and how selective it is?',
  },
  JUDGING: {
    subject: () => 'your work judging the work of others in your field',
    descriptionLabel: 'What can this expert say about your judging and why you were chosen?',
  },
  AUTHORSHIP: {
    subject: () => 'your scholarly articles and their reception',
    descriptionLabel: 'What can this expert say about your publications and their influence?',
  },
  PRESS: {
    subject: () => 'the press coverage of you and your work',
    descriptionLabel: 'What can this expert say about the coverage of your work?',
  },
  HIGH_REMUNERATION: {
    subject: () => 'how your pay compares with others in your field',
    descriptionLabel: 'What can this expert say about your pay compared with your peers?',
  },
};

export function expertLetterVariant(type: string): ExpertLetterVariant | null {
  return EXPERT_LETTER_VARIANTS[type] ?? null;
}

/** 'critical-role' → 'CRITICAL_ROLE': a petition module's type as the onboarding record writes it. */
export const onboardingModuleTypeOf = (petitionModuleType: string) => petitionModuleType.toUpperCase().replaceAll('-', '_');

/**
 * The letter's type: the module it sits in, or, for a letter filed under EXPERT_LETTERS, the module of its
 * petition exhibit (null while that is unknown).
 */
export function expertLetterType(exhibit: OnboardingExhibit, petitionModuleType: string | null): string {
  if (exhibit.moduleType !== 'EXPERT_LETTERS') return exhibit.moduleType;
  return petitionModuleType ? onboardingModuleTypeOf(petitionModuleType) : exhibit.moduleType;
}

export const expertLetterNotFoundText = (type: string) => `Expert letter type ${type} not found`;

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Years to choose when the beneficiary met the expert: this year and the 99 before it (spec 3 §9). */
export function yearsMet(now: Date = new Date()): string[] {
  const year = now.getFullYear();
  return Array.from({ length: 100 }, (_, index) => String(year - index));
}
