import type { MessageDescriptor } from '@lingui/core';

/**
 * The welcome tutorial (spec 3 §2.4): four steps under /welcome, each with its path segment, heading
 * and text. Buttons: START TUTORIAL on the first, NEXT on the middle ones, EXIT TUTORIAL on the last
 * (which opens the exit card). welcome-steps.test.ts holds the count to TUTORIAL_STEP_COUNT.
 * The texts are catalogue entries (issue 36): `message` is the spec's English, shown through `i18n._`.
 */
export interface WelcomeStep {
  /** Segment after /welcome ('' for the root). */
  segment: '' | 'security' | 'tasks' | 'expert-letters';
  title: MessageDescriptor;
  paragraphs: readonly MessageDescriptor[];
}

export const WELCOME_TEXTS = {
  startTutorial: /*i18n*/ { id: 'welcome.start', message: 'START TUTORIAL' },
  next: /*i18n*/ { id: 'welcome.next', message: 'NEXT' },
  exitTutorial: /*i18n*/ { id: 'welcome.exit', message: 'EXIT TUTORIAL' },
  copyEmail: /*i18n*/ { id: 'welcome.copyEmail', message: 'Copy e-mail address' },
  copied: /*i18n*/ { id: 'welcome.copied', message: 'Copied' },
  copyFailed: /*i18n*/ { id: 'welcome.copyFailed', message: 'Could not copy; select the address instead.' },
  exitTitle: /*i18n*/ { id: 'welcome.exitTitle', message: 'You are all set' },
  exitIntro: /*i18n*/ { id: 'welcome.exitIntro', message: 'Your account contact is here for every question along the way:' },
  step: /*i18n*/ { id: 'welcome.step', message: 'Step {step} of {total}' },
  progress: /*i18n*/ { id: 'welcome.progress', message: 'Tutorial progress' },
  photoOf: /*i18n*/ { id: 'welcome.photoOf', message: 'Photo of {name}' },
  founderQuote: /*i18n*/ {
    id: 'welcome.founderQuote',
    message:
      '“We started {providerName} because talent should not stop at a border. Our team will be with you at every step, from the first document to your visa.”',
  },
  founders: /*i18n*/ { id: 'welcome.founders', message: 'The founders of {providerName}' },
} as const satisfies Record<string, MessageDescriptor>;

export const WELCOME_STEPS: readonly WelcomeStep[] = [
  {
    segment: '',
    title: /*i18n*/ { id: 'welcome.intro.title', message: 'Take your first step into the land of opportunity.' },
    paragraphs: [
      /*i18n*/ {
        id: 'welcome.intro.text',
        message:
          'Welcome! We will prepare your visa petition together. This short tutorial shows how the portal works, how your documents are protected and how to work through your onboarding checklist.',
      },
    ],
  },
  {
    segment: 'security',
    title: /*i18n*/ { id: 'welcome.security.title', message: 'Your documents are confidential' },
    paragraphs: [
      /*i18n*/ { id: 'welcome.security.stored', message: 'Everything you upload is stored securely and kept confidential.' },
      /*i18n*/ {
        id: 'welcome.security.seenBy',
        message:
          'Your documents are seen only by your team working on the petition and by the immigration agency that decides it — no one else.',
      },
    ],
  },
  {
    segment: 'tasks',
    title: /*i18n*/ { id: 'welcome.tasks.title', message: 'Working through your tasks' },
    paragraphs: [
      /*i18n*/ {
        id: 'welcome.tasks.item',
        message: 'Each item of your onboarding checklist asks for one piece of information or evidence.',
      },
      /*i18n*/ {
        id: 'welcome.tasks.next',
        message: 'Press Next when an item is complete: it tells your team that it is ready for review.',
      },
      // The button's name is written out (not a placeholder): each language names its own button.
      /*i18n*/ {
        id: 'welcome.tasks.skip',
        message:
          "Press 'Next – Skip for now' when you want to come back to an item later: your progress is saved, and your onboarding stays open until the item is done.",
      },
    ],
  },
  {
    segment: 'expert-letters',
    title: /*i18n*/ { id: 'welcome.letters.title', message: 'Choosing a signatory for an expert letter' },
    paragraphs: [
      /*i18n*/ {
        id: 'welcome.letters.who',
        message: 'Expert letters are written by people who know your work and can speak to its significance.',
      },
      /*i18n*/ {
        id: 'welcome.letters.choose',
        message:
          'Choose a signatory who is based in the U.S., has 5-10 years of experience in your field, and has no financial ties to you or your employer: no investor, business partner or family member.',
      },
      /*i18n*/ {
        id: 'welcome.letters.credible',
        message:
          'Their title, affiliation and how they know your work make the letter credible, so pick someone recognized in your field.',
      },
    ],
  },
];

/** The step of a path segment after /welcome, or -1 for an unknown one. */
export function welcomeStepIndex(segment: string): number {
  const clean = segment.replace(/^\/+|\/+$/g, '');
  return WELCOME_STEPS.findIndex((step) => step.segment === clean);
}

/** The label of a step's button. */
export function welcomeButtonLabel(index: number): MessageDescriptor {
  if (index === 0) return WELCOME_TEXTS.startTutorial;
  return index === WELCOME_STEPS.length - 1 ? WELCOME_TEXTS.exitTutorial : WELCOME_TEXTS.next;
}
