import { useLingui } from '@lingui/react';
import { buttonVariants } from '@/components/ui/button.tsx';
import { AppLink } from '@/lib/navigation.tsx';
import { paths } from '@/lib/paths.ts';
import { ONBOARDING_MESSAGES } from '../onboarding-messages.ts';

/**
 * The beneficiary has no checklist yet: staff build it from the petition page ("Start onboarding") once the case is
 * set up. Home offers "Continue onboarding" from the start, and this page used to wait for a record that was not
 * coming: a skeleton, then "This is taking longer than expected." with an exit back to itself.
 */
export function ChecklistNotOpened() {
  const { i18n } = useLingui();
  return (
    <div className="flex flex-col items-start gap-4 p-6">
      <h1 className="text-2xl font-semibold">{i18n._(ONBOARDING_MESSAGES.title)}</h1>
      <p role="status" className="max-w-prose">
        {i18n._({
          id: 'onboarding.notOpened',
          message:
            'Your checklist is not open yet. Your case team opens it once your case is set up; you will find it here then.',
        })}
      </p>
      <AppLink to={paths.home} className={buttonVariants({ variant: 'outline' })}>
        {i18n._({ id: 'onboarding.backHome', message: 'Back to Home' })}
      </AppLink>
    </div>
  );
}
