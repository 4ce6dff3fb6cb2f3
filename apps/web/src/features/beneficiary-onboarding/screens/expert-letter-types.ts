import type { OnboardingExhibit } from '@app/domain';
import type { I18n, MessageDescriptor } from '@lingui/core';

/**
 * The expert letter form of each criterion a letter can support (spec 3 §2.3 "expert letter forms per
 * module type"): the same fields (spec 3 §3 expert letter data), with what the expert is asked to speak to.
 * A letter filed under any other module type has no form: 'Expert letter type … not found'.
 */
export interface ExpertLetterVariant {
  /** What the expert can speak to, completing "Someone who can speak to …", in the reader's language. */
  subject: (i18n: I18n, exhibit: OnboardingExhibit) => string;
  /** Label of the description field. */
  descriptionLabel: MessageDescriptor;
}

/** A subject without anything of the exhibit in it. */
const plain =
  (descriptor: MessageDescriptor): ExpertLetterVariant['subject'] =>
  (i18n) =>
    i18n._(descriptor);

const EXPERT_LETTER_VARIANTS: Readonly<Record<string, ExpertLetterVariant>> = {
  CRITICAL_ROLE: {
    subject: (i18n, exhibit) =>
      exhibit.company?.dbaName
        ? i18n._({
            id: 'expertLetter.subject.criticalRoleAt',
            message: 'your critical role at {company}',
            values: { company: exhibit.company.dbaName },
          })
        : i18n._({
            id: 'expertLetter.subject.criticalRole',
            message: 'your critical role at a distinguished organization',
          }),
    descriptionLabel: /*i18n*/ {
      id: 'expertLetter.description.criticalRole',
      message: 'What can this expert say about your role and its impact on the organization?',
    },
  },
  ORIGINAL_CONTRIBUTION: {
    subject: plain(
      /*i18n*/ {
        id: 'expertLetter.subject.originalContribution',
        message: 'the significance of your original contributions to your field',
      },
    ),
    descriptionLabel: /*i18n*/ {
      id: 'expertLetter.description.originalContribution',
      message: 'What can this expert say about your contributions and how they are used by others?',
    },
  },
  MEMBERSHIP: {
    subject: plain(
      /*i18n*/ {
        id: 'expertLetter.subject.membership',
        message: 'your membership in associations that require outstanding achievements',
      },
    ),
    descriptionLabel: /*i18n*/ {
      id: 'expertLetter.description.membership',
      message: 'What can this expert say about your membership and how members are selected?',
    },
  },
  AWARDS: {
    subject: (i18n, exhibit) =>
      exhibit.award
        ? i18n._({
            id: 'expertLetter.subject.award',
            message: 'your award {award}',
            values: { award: exhibit.award.awardName },
          })
        : i18n._({ id: 'expertLetter.subject.awards', message: 'the awards and prizes you received' }),
    descriptionLabel: /*i18n*/ {
      id: 'expertLetter.description.awards',
      message: 'What can this expert say about the award and how selective it is?',
    },
  },
  JUDGING: {
    subject: plain(
      /*i18n*/ { id: 'expertLetter.subject.judging', message: 'your work judging the work of others in your field' },
    ),
    descriptionLabel: /*i18n*/ {
      id: 'expertLetter.description.judging',
      message: 'What can this expert say about your judging and why you were chosen?',
    },
  },
  AUTHORSHIP: {
    subject: plain(/*i18n*/ { id: 'expertLetter.subject.authorship', message: 'your scholarly articles and their reception' }),
    descriptionLabel: /*i18n*/ {
      id: 'expertLetter.description.authorship',
      message: 'What can this expert say about your publications and their influence?',
    },
  },
  PRESS: {
    subject: plain(/*i18n*/ { id: 'expertLetter.subject.press', message: 'the press coverage of you and your work' }),
    descriptionLabel: /*i18n*/ {
      id: 'expertLetter.description.press',
      message: 'What can this expert say about the coverage of your work?',
    },
  },
  HIGH_REMUNERATION: {
    subject: plain(
      /*i18n*/ { id: 'expertLetter.subject.remuneration', message: 'how your pay compares with others in your field' },
    ),
    descriptionLabel: /*i18n*/ {
      id: 'expertLetter.description.remuneration',
      message: 'What can this expert say about your pay compared with your peers?',
    },
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

export const EXPERT_LETTER_NOT_FOUND = /*i18n*/ {
  id: 'onboarding.expertLetter.notFound',
  message: 'Expert letter type {type} not found',
};

/** The months' English names: the stored value (staff read it), shown in the reader's language (monthName). */
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

/** A month of MONTHS by its name in the reader's language (Intl's; English as stored). */
export function monthName(locale: string, month: string): string {
  const index = MONTHS.indexOf(month as (typeof MONTHS)[number]);
  if (locale === 'en' || index === -1) return month;
  return new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, index, 1));
}

/** Years to choose when the beneficiary met the expert: this year and the 99 before it (spec 3 §9). */
export function yearsMet(now: Date = new Date()): string[] {
  const year = now.getFullYear();
  return Array.from({ length: 100 }, (_, index) => String(year - index));
}
