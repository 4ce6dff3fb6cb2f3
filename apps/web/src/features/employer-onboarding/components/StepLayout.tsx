import {
  EMPLOYER_ONBOARDING_ESTIMATED_MINUTES,
  EMPLOYER_ONBOARDING_STEP_TITLES,
  employerOnboardingProgress,
  type EmployerOnboardingStep,
} from '@app/domain';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Progress } from '@/components/ui/progress.tsx';
import { AppLink } from '@/lib/navigation.tsx';
import { paths } from '@/lib/paths.ts';
import { useReadOnly } from '@/lib/read-only-context.tsx';

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
  exitTo = paths.home,
  children,
}: {
  step: EmployerOnboardingStep;
  wizard: StepNavigation;
  /** What Next does (save, then move on); default: move on. In read-only mode Next only moves on. */
  onNext?: () => void;
  nextDisabled?: boolean;
  exitTo?: string;
  children: ReactNode;
}) {
  const readOnly = useReadOnly();
  const title = EMPLOYER_ONBOARDING_STEP_TITLES[step];
  const minutes = EMPLOYER_ONBOARDING_ESTIMATED_MINUTES[step];
  return (
    <section aria-labelledby="employer-step-title" className="flex flex-col gap-6">
      <div className="flex items-center justify-between gap-4">
        <AppLink
          to={exitTo}
          className="text-sm text-muted-foreground underline-offset-4 hover:underline max-md:inline-flex max-md:min-h-11 max-md:items-center"
        >
          Exit
        </AppLink>
        <span className="text-sm text-muted-foreground">
          About {minutes} {minutes === 1 ? 'minute' : 'minutes'}
        </span>
      </div>
      <Progress value={employerOnboardingProgress(step)} label="Employer onboarding progress" />
      <h1 id="employer-step-title" className="text-2xl font-semibold">
        {title}
      </h1>
      {children}
      <div className="flex flex-wrap items-center gap-3">
        {step !== 'welcome' && (
          <Button type="button" variant="outline" allowInReadOnly onClick={wizard.back}>
            Back
          </Button>
        )}
        <Button
          type="button"
          allowInReadOnly
          disabled={!readOnly && nextDisabled}
          onClick={readOnly ? wizard.next : (onNext ?? wizard.next)}
        >
          Next
        </Button>
        <Button type="button" variant="link" allowInReadOnly onClick={wizard.skip}>
          skip for now
        </Button>
      </div>
    </section>
  );
}
