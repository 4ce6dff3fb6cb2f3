import { EMPLOYER_ONBOARDING_TEXTS } from '@app/domain';
import { Button } from '@/components/ui/button.tsx';
import { AppLink, useAppNavigate } from '@/lib/navigation.tsx';
import { paths } from '@/lib/paths.ts';

const AFTER_ONBOARDING_LINK = 'max-md:inline-flex max-md:min-h-11 max-md:items-center';

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
        {/* max-md:min-h-11: fingertip-sized on phones, like the rest of the customer portal (issue 26). */}
        <AppLink to={paths.home} className={AFTER_ONBOARDING_LINK}>
          Home
        </AppLink>
        <AppLink to={paths.employerOnboarding} className={AFTER_ONBOARDING_LINK}>
          Employer onboarding
        </AppLink>
      </nav>
    </section>
  );
}
