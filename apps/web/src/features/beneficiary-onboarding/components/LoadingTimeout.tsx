import { WAITING_TIMEOUT_MS } from '@app/domain';
import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { LoadingSkeleton } from '@/components/QueryState.tsx';
import { reportError } from '@/lib/error-reporting.ts';
import { AppLink } from '@/lib/navigation.tsx';
import { paths } from '@/lib/paths.ts';
import { ONBOARDING_MESSAGES } from '../onboarding-messages.ts';

export const TIMEOUT_TEXT = /*i18n*/ { id: 'onboarding.timeout', message: 'This is taking longer than expected.' };

/**
 * A missing exhibit, petition or onboarding record (spec 3 §2.3): the skeleton, then after 12 s the
 * timeout text, reported as 'Waiting Splash is timing out'; the exit to /onboarding/beneficiary is there all along.
 */
export function LoadingTimeout({ timeoutMs = WAITING_TIMEOUT_MS }: { timeoutMs?: number }) {
  const { i18n } = useLingui();
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      setTimedOut(true);
      // The same report as the employer wizard's waiting screen, so both timeouts are found under one name.
      reportError(new Error('Waiting Splash is timing out'), 'beneficiary-onboarding');
    }, timeoutMs);
    return () => clearTimeout(timer);
  }, [timeoutMs]);
  return (
    <div className="flex flex-col items-start gap-4 p-6">
      <h1 className="text-2xl font-semibold">{i18n._(ONBOARDING_MESSAGES.title)}</h1>
      {timedOut ? <p role="alert">{i18n._(TIMEOUT_TEXT)}</p> : <LoadingSkeleton rows={6} />}
      <AppLink to={paths.beneficiaryOnboarding} className="text-sm underline underline-offset-4">
        {i18n._({ id: 'onboarding.exit', message: 'Exit' })}
      </AppLink>
    </div>
  );
}
