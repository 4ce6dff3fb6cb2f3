import { useLingui } from '@lingui/react';
import { Button } from '@/components/ui/button.tsx';
import { AppLink, useAppNavigate } from '@/lib/navigation.tsx';
import { paths } from '@/lib/paths.ts';

const AFTER_ONBOARDING_LINK = 'max-md:inline-flex max-md:min-h-11 max-md:items-center';

/** The completion screen (the completing move logs 'employer_onboarding_view'). */
export function CompleteStep() {
  const { i18n } = useLingui();
  const navigate = useAppNavigate();
  return (
    <section className="flex flex-col items-start gap-4">
      <h1 className="text-2xl font-semibold">{i18n._({ id: 'employer.complete.title', message: 'Onboarding Complete!' })}</h1>
      <p>{i18n._({ id: 'employer.complete.body', message: 'Thank you for completing employer onboarding!' })}</p>
      <Button type="button" allowInReadOnly onClick={() => navigate(paths.home)}>
        {i18n._({ id: 'employer.complete.dashboard', message: 'Go to Dashboard' })}
      </Button>
      <nav aria-label={i18n._({ id: 'employer.complete.after', message: 'After onboarding' })} className="flex gap-4 text-sm">
        {/* max-md:min-h-11: fingertip-sized on phones, like the rest of the customer portal (issue 26). */}
        <AppLink to={paths.home} className={AFTER_ONBOARDING_LINK}>
          {i18n._({ id: 'employer.complete.home', message: 'Home' })}
        </AppLink>
        <AppLink to={paths.employerOnboarding} className={AFTER_ONBOARDING_LINK}>
          {i18n._({ id: 'employer.complete.wizard', message: 'Employer onboarding' })}
        </AppLink>
      </nav>
    </section>
  );
}
