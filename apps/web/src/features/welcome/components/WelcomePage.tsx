import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Progress } from '@/components/ui/progress.tsx';
import { AppNavigate, useAppNavigate } from '@/lib/navigation.tsx';
import { paths } from '@/lib/paths.ts';
import { WELCOME_STEPS, WELCOME_TEXTS, welcomeButtonLabel, welcomeStepIndex } from '../welcome-steps.ts';
import { ExitCard } from './ExitCard.tsx';
import { FounderCard } from './FounderCard.tsx';

/** /welcome/* (spec 3 §2.4): one step per path; the last step's button opens the exit card. */
export function WelcomePage() {
  const { i18n } = useLingui();
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
        {i18n._({ ...WELCOME_TEXTS.step, values: { step: index + 1, total: WELCOME_STEPS.length } })}
      </p>
      <Progress value={((index + 1) / WELCOME_STEPS.length) * 100} label={i18n._(WELCOME_TEXTS.progress)} />
      <h1 id="welcome-step-title" className="text-3xl font-semibold">
        {i18n._(step.title)}
      </h1>
      {step.paragraphs.map((paragraph) => (
        <p key={paragraph.id}>{i18n._(paragraph)}</p>
      ))}
      {index === 0 && <FounderCard />}
      <div>
        <Button type="button" allowInReadOnly onClick={advance}>
          {i18n._(welcomeButtonLabel(index))}
        </Button>
      </div>
      {exiting && <ExitCard onExit={() => navigate(paths.onboarding)} />}
    </section>
  );
}
