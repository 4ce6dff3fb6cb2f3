import { EMPLOYER_ONBOARDING_TEXTS } from '@app/domain';
import { Button } from '@/components/ui/button.tsx';
import { AppLink, useAppNavigate } from '@/lib/navigation.tsx';
import { paths } from '@/lib/paths.ts';

/** The completion screen (the completing move logs 'employer_onboarding_view'). */
export function CompleteStep() {
  const navigate = useAppNavigate();
  return (
    <section className="flex flex-col items-start gap-4">
      <h1 className="text-2xl font-semibold">{EMPLOYER_ONBOARDING_TEXTS.completeTitle}</h1>
      <p>{EMPLOYER_ONBOARDING_TEXTS.completeBody}</p>
      <Button type="button" allowInReadOnly onClick={() => navigate(paths.home)}>
        {EMPLOYER_ONBOARDING_TEXTS.goToDashboard}
      </Button>
      <nav aria-label="After onboarding" className="flex gap-4 text-sm">
        <AppLink to={paths.home}>Home</AppLink>
        <AppLink to={paths.employerOnboarding}>Employer onboarding</AppLink>
      </nav>
    </section>
  );
}
