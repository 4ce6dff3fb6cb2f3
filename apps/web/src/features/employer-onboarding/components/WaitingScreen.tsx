import { WAITING_TIMEOUT_MS } from '@app/domain';
import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { LoadingSkeleton } from '@/components/QueryState.tsx';
import { Button } from '@/components/ui/button.tsx';
import { reportError } from '@/lib/error-reporting.ts';
import { EMPLOYER_MESSAGES } from '../employer-messages.ts';

/**
 * While the wizard's data loads: the skeleton form, and after 12 s the timeout screen (spec 3 §2.2),
 * reported as 'Waiting Splash is timing out'. Next lets the user carry on without waiting.
 */
export function WaitingScreen({ onNext, timeoutMs = WAITING_TIMEOUT_MS }: { onNext: () => void; timeoutMs?: number }) {
  const { i18n } = useLingui();
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      setTimedOut(true);
      reportError(new Error('Waiting Splash is timing out'), 'employer-onboarding');
    }, timeoutMs);
    return () => clearTimeout(timer);
  }, [timeoutMs]);
  if (!timedOut) return <LoadingSkeleton rows={6} />;
  return (
    <div role="alert" className="flex flex-col items-start gap-4">
      <p>{i18n._(EMPLOYER_MESSAGES.timeout)}</p>
      <Button type="button" allowInReadOnly onClick={onNext}>
        {i18n._(EMPLOYER_MESSAGES.next)}
      </Button>
    </div>
  );
}

/** A step that failed (decisions ERR-002: written without the full stop here), reported; Next moves on. */
export function StepError({ error, onNext }: { error: unknown; onNext: () => void }) {
  const { i18n } = useLingui();
  useEffect(() => reportError(error, 'employer-onboarding step'), [error]);
  return (
    <div role="alert" className="flex flex-col items-start gap-4">
      <p>{i18n._(EMPLOYER_MESSAGES.stepError)}</p>
      <Button type="button" allowInReadOnly onClick={onNext}>
        {i18n._(EMPLOYER_MESSAGES.next)}
      </Button>
    </div>
  );
}
