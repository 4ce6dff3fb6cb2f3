import { EMPLOYER_ONBOARDING_ESTIMATED_MINUTES, employerOnboardingProgress, type EmployerOnboardingStep } from '@app/domain';
import { useLingui } from '@lingui/react';
import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Progress } from '@/components/ui/progress.tsx';
import { AppLink } from '@/lib/navigation.tsx';
import { paths } from '@/lib/paths.ts';
import { ReadOnlyScope, useReadOnly } from '@/lib/read-only-context.tsx';
import { useOptionalSession } from '@/lib/session.tsx';
import { EMPLOYER_MESSAGES, STEP_TITLE_MESSAGES } from '../employer-messages.ts';

const STEP_TITLE_ID = 'employer-step-title';

export interface StepNavigation {
  back: () => void;
  next: () => void;
  skip: () => void;
}

/**
 * The frame of every wizard step (spec 3 §2.2): title, progress bar, estimated time, exit link,
 * the step's content, then Back, Next and 'skip for now'. Navigation stays usable in read-only mode,
 * where Next moves on without saving.
 */
export function StepLayout({
  step,
  wizard,
  onNext,
  nextDisabled = false,
  nextDisabledReason,
  exitTo = paths.home,
  children,
}: {
  step: EmployerOnboardingStep;
  wizard: StepNavigation;
  /** What Next does (save, then move on); default: move on. In read-only mode Next only moves on. */
  onNext?: () => void;
  nextDisabled?: boolean;
  /** Why Next is disabled, shown under it while it is (and read with it): a greyed-out Next alone looked broken. */
  nextDisabledReason?: string;
  exitTo?: string;
  children: ReactNode;
}) {
  const readOnly = useReadOnly();
  const account = useOptionalSession()?.account;
  // A team VIEWER reads the wizard: the step says why its controls are disabled (and they point at that sentence).
  const viewer = readOnly && account?.kind === 'team' && account.role === 'VIEWER';
  const { i18n } = useLingui();
  const title = i18n._(STEP_TITLE_MESSAGES[step]);
  const minutes = EMPLOYER_ONBOARDING_ESTIMATED_MINUTES[step];
  const reasonId = useId();
  const nextBlocked = !readOnly && nextDisabled;
  const blockedReason = nextBlocked ? nextDisabledReason : undefined;
  return (
    <section aria-labelledby={STEP_TITLE_ID} className="flex flex-col gap-6">
      <div className="flex items-center justify-between gap-4">
        <AppLink
          to={exitTo}
          className="text-sm text-muted-foreground underline-offset-4 hover:underline max-md:inline-flex max-md:min-h-11 max-md:items-center"
        >
          {i18n._(EMPLOYER_MESSAGES.exit)}
        </AppLink>
        <span className="text-sm text-muted-foreground">
          {i18n._({ ...EMPLOYER_MESSAGES.minutes, values: { count: minutes } })}
        </span>
      </div>
      <Progress value={employerOnboardingProgress(step)} label={i18n._(EMPLOYER_MESSAGES.progress)} />
      <h1 id={STEP_TITLE_ID} tabIndex={-1} className="text-2xl font-semibold focus:outline-none">
        {title}
      </h1>
      {viewer ? <ReadOnlyScope reason={i18n._(EMPLOYER_MESSAGES.viewOnly)}>{children}</ReadOnlyScope> : children}
      <div className="flex flex-wrap items-center gap-3">
        {step !== 'welcome' && (
          <Button type="button" variant="outline" allowInReadOnly onClick={wizard.back}>
            {i18n._(EMPLOYER_MESSAGES.back)}
          </Button>
        )}
        <Button
          type="button"
          allowInReadOnly
          disabled={nextBlocked}
          aria-describedby={blockedReason ? reasonId : undefined}
          onClick={readOnly ? wizard.next : (onNext ?? wizard.next)}
        >
          {i18n._(EMPLOYER_MESSAGES.next)}
        </Button>
        <Button type="button" variant="link" allowInReadOnly onClick={wizard.skip}>
          {i18n._(EMPLOYER_MESSAGES.skipForNow)}
        </Button>
        {blockedReason && (
          <p id={reasonId} className="w-full text-sm text-muted-foreground">
            {blockedReason}
          </p>
        )}
      </div>
    </section>
  );
}
