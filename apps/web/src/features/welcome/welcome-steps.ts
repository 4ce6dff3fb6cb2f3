/**
 * The welcome tutorial (spec 3 §2.4): four steps under /welcome, each with its path segment, heading
 * and text. Buttons: START TUTORIAL on the first, NEXT on the middle ones, EXIT TUTORIAL on the last
 * (which opens the exit card). welcome-steps.test.ts holds the count to TUTORIAL_STEP_COUNT.
 */
export interface WelcomeStep {
  /** Segment after /welcome ('' for the root). */
  segment: '' | 'security' | 'tasks' | 'expert-letters';
  title: string;
  paragraphs: readonly string[];
}

export const WELCOME_TEXTS = {
  startTutorial: 'START TUTORIAL',
  next: 'NEXT',
  exitTutorial: 'EXIT TUTORIAL',
  copyEmail: 'Copy e-mail address',
  copied: 'Copied',
  copyFailed: 'Could not copy; select the address instead.',
  exitTitle: 'You are all set',
  exitIntro: 'Your account contact is here for every question along the way:',
  skipForNow: 'Next – Skip for now',
} as const;

export const WELCOME_STEPS: readonly WelcomeStep[] = [
  {
    segment: '',
    title: 'Take your first step into the land of opportunity.',
    paragraphs: [
      'Welcome! We will prepare your visa petition together. This short tutorial shows how the portal works, how your documents are protected and how to work through your onboarding checklist.',
    ],
  },
  {
    segment: 'security',
    title: 'Your documents are confidential',
    paragraphs: [
      'Everything you upload is stored securely and kept confidential.',
      'Your documents are seen only by your team working on the petition and by the immigration agency that decides it — no one else.',
    ],
  },
  {
    segment: 'tasks',
    title: 'Working through your tasks',
    paragraphs: [
      'Each item of your onboarding checklist asks for one piece of information or evidence.',
      'Press Next when an item is complete: it tells your team that it is ready for review.',
      `Press '${WELCOME_TEXTS.skipForNow}' when you want to come back to an item later: your progress is saved, and your onboarding stays open until the item is done.`,
    ],
  },
  {
    segment: 'expert-letters',
    title: 'Choosing a signatory for an expert letter',
    paragraphs: [
      'Expert letters are written by people who know your work and can speak to its significance.',
      'Choose a signatory who is based in the U.S., has 5-10 years of experience in your field, and has no financial ties to you or your employer: no investor, business partner or family member.',
      'Their title, affiliation and how they know your work make the letter credible, so pick someone recognized in your field.',
    ],
  },
];

/** The step of a path segment after /welcome, or -1 for an unknown one. */
export function welcomeStepIndex(segment: string): number {
  const clean = segment.replace(/^\/+|\/+$/g, '');
  return WELCOME_STEPS.findIndex((step) => step.segment === clean);
}

/** The label of a step's button. */
export function welcomeButtonLabel(index: number): string {
  if (index === 0) return WELCOME_TEXTS.startTutorial;
  return index === WELCOME_STEPS.length - 1 ? WELCOME_TEXTS.exitTutorial : WELCOME_TEXTS.next;
}
