import { useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Progress } from '@/components/ui/progress.tsx';
import { AppNavigate, useAppNavigate } from '@/lib/navigation.tsx';
import { paths } from '@/lib/paths.ts';
import { WELCOME_STEPS, welcomeButtonLabel, welcomeStepIndex } from '../welcome-steps.ts';
import { ExitCard } from './ExitCard.tsx';
import { FounderCard } from './FounderCard.tsx';

/** /welcome/* (spec 3 §2.4): one step per path; the last step's button opens the exit card. */
export function WelcomePage() {
  const { pathname } = useLocation();
  const navigate = useAppNavigate();
  const [exiting, setExiting] = useState(false);
  const index = welcomeStepIndex(pathname.slice(paths.welcome.length));
  if (index === -1) return <AppNavigate to={paths.welcome} />;

  const step = WELCOME_STEPS[index]!;
  const isLast = index === WELCOME_STEPS.length - 1;
  const advance = () => {
    if (isLast) setExiting(true);
    else navigate(`${paths.welcome}/${WELCOME_STEPS[index + 1]!.segment}`);
  };

  return (
    <section aria-labelledby="welcome-step-title" className="mx-auto flex w-full max-w-2xl flex-col gap-6 p-6">
      <p className="text-sm text-muted-foreground">
        Step {index + 1} of {WELCOME_STEPS.length}
      </p>
      <Progress value={((index + 1) / WELCOME_STEPS.length) * 100} label="Tutorial progress" />
      <h1 id="welcome-step-title" className="text-3xl font-semibold">
        {step.title}
      </h1>
      {step.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {index === 0 && <FounderCard />}
      <div>
        <Button type="button" allowInReadOnly onClick={advance}>
          {welcomeButtonLabel(index)}
        </Button>
      </div>
      {exiting && <ExitCard onExit={() => navigate(paths.onboarding)} />}
    </section>
  );
}
