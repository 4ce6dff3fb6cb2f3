import { DEFAULT_ACCOUNT_CONTACT, isOneOf, OPEN_ONBOARDING_STATUSES, type OnboardingModule } from '@app/domain';
import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { LoadingSkeleton } from '@/components/QueryState.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useClientConfig } from '@/lib/client-config.ts';
import { AppLink } from '@/lib/navigation.tsx';
import { cn } from '@/lib/utils.ts';
import { checklistModuleTitle, checklistText } from '../checklist-texts.ts';
import { beneficiaryOnboardingHref } from '../flow/checklist-url.ts';
import { isShownModule } from '../machine/checklist-position.ts';
import { PROGRESS_STATUS_MESSAGES } from '../onboarding-messages.ts';

export const FOLLOWUP_TITLE = /*i18n*/ { id: 'onboarding.followup.title', message: 'Please complete the following tasks' };
/** Spec 3 §9: skeleton rows while the record loads. */
const SKELETON_ROWS = 5;

/**
 * /onboarding/beneficiary/followup (spec 3 §2.3, decisions BEN-015, BEN-026): the modules still pending
 * or in progress when the page opened (MEMO_STARTER never), each linking to its module; one the user
 * completes meanwhile stays listed with the blue highlight, in-progress ones are yellow.
 */
export function FollowupScreen({
  modules,
  loading,
  refetch,
}: {
  modules: readonly OnboardingModule[] | null;
  loading: boolean;
  refetch: () => Promise<unknown>;
}) {
  const { i18n } = useLingui();
  const contact = useClientConfig().accountContact ?? DEFAULT_ACCOUNT_CONTACT;
  // The list is fixed on entry (BEN-026); statuses come from the latest data.
  const [listed, setListed] = useState<string[] | null>(null);
  useEffect(() => {
    void refetch().catch(() => undefined);
  }, [refetch]);
  if (!listed && modules && !loading) {
    setListed(modules.filter((m) => isShownModule(m) && isOneOf(OPEN_ONBOARDING_STATUSES, m.status)).map((m) => m.id));
  }

  const items = listed && modules ? modules.filter((module) => listed.includes(module.id)) : null;
  return (
    <div className="flex flex-col gap-6 p-6 lg:flex-row">
      <section aria-labelledby="followup-title" className="flex min-w-0 flex-1 flex-col gap-4">
        <h1 id="followup-title" className="text-2xl font-semibold">
          {i18n._(FOLLOWUP_TITLE)}
        </h1>
        {!items ? (
          <LoadingSkeleton rows={SKELETON_ROWS} />
        ) : (
          <ul className="flex flex-col gap-2">
            {items.map((module) => (
              <li key={module.id}>
                <AppLink
                  to={beneficiaryOnboardingHref.module(module)}
                  data-status={module.status}
                  className={cn(
                    'flex items-center justify-between gap-4 rounded border p-4 hover:bg-muted',
                    module.status === 'completed' && 'border-blue-300 bg-blue-50 dark:bg-blue-950',
                    module.status === 'in_progress' && 'border-yellow-300 bg-yellow-50 dark:bg-yellow-950',
                  )}
                >
                  <span className="flex flex-col">
                    <span className="font-medium">{checklistModuleTitle(i18n, module.title)}</span>
                    <span className="text-sm text-muted-foreground">{checklistText(i18n, module.subtitle)}</span>
                  </span>
                  <span className="text-sm">{i18n._(PROGRESS_STATUS_MESSAGES[module.status])}</span>
                </AppLink>
              </li>
            ))}
          </ul>
        )}
      </section>
      <aside aria-labelledby="visa-question" className="flex flex-col gap-3 rounded border p-4 lg:w-72">
        <h2 id="visa-question" className="font-semibold">
          {i18n._({ id: 'onboarding.followup.question', message: 'Visa question?' })}
        </h2>
        <p className="text-sm text-muted-foreground">
          {i18n._({ id: 'onboarding.followup.askByEmail', message: 'Ask our operations team by e-mail.' })}
        </p>
        <Button asChild allowInReadOnly>
          {/* The subject stays English: the operations team reads it. */}
          <a href={`mailto:${contact.email}?subject=${encodeURIComponent('Visa question')}`}>
            {i18n._({ id: 'onboarding.followup.ask', message: 'Ask' })}
          </a>
        </Button>
      </aside>
    </div>
  );
}
