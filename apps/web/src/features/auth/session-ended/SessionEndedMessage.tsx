import { parseStoredLocale } from '@app/domain';
import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { CustomerI18nProvider } from '@/lib/i18n/i18n-runtime.tsx';
import { readSessionEndedNotice } from './session-ended-notice.ts';

/** How long the reason shows before the sign-in starts by itself: long enough to read one sentence. */
const PAUSE_MS = 2500;

/**
 * What /login says after the server refused the session (lib/session-rejection.ts), in the language of the page
 * the person was on. A lazy chunk with Lingui: only a refused session brings it to the sign-in page.
 */
export default function SessionEndedMessage({ onSignIn }: { onSignIn: () => void }) {
  const [notice] = useState(readSessionEndedNotice);
  const repeated = notice?.repeated ?? false;
  // Signing in did not help last time (e.g. a disabled account): wait for the click instead of going round.
  useEffect(() => {
    if (repeated) return;
    const timer = setTimeout(onSignIn, PAUSE_MS);
    return () => clearTimeout(timer);
  }, [repeated, onSignIn]);
  return (
    <CustomerI18nProvider locale={parseStoredLocale(notice?.locale) ?? 'en'}>
      <Message repeated={repeated} onSignIn={onSignIn} />
    </CustomerI18nProvider>
  );
}

function Message({ repeated, onSignIn }: { repeated: boolean; onSignIn: () => void }) {
  const { i18n } = useLingui();
  return (
    <>
      <p>{i18n._({ id: 'auth.sessionEnded', message: 'Your session has ended. Please sign in again.' })}</p>
      {repeated && (
        <p className="mt-2">
          {i18n._({
            id: 'auth.sessionEndedAgain',
            message:
              'Your session ended again right after you signed in. If this keeps happening, your account may have been disabled: contact the person who invited you.',
          })}
        </p>
      )}
      <p className="mt-4">
        <button type="button" className="inline-flex min-h-11 items-center px-3 text-primary underline" onClick={onSignIn}>
          {i18n._({ id: 'auth.signInAgain', message: 'Sign in again' })}
        </button>
      </p>
    </>
  );
}
