import { useLingui } from '@lingui/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { SigningLanguageSelect } from './signing-language.tsx';

/**
 * The signing pages' frame: no portal navigation (the signatory has no account), readable on a phone, with the
 * language choice at the top (the signatory may read another language than the one the page chose).
 */
export function SigningLayout({ title, children }: { title: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Each step replaces the one before (the code, then the letter, then the outcome), taking the pressed button
    // with it, so focus fell to the page's body and a keyboard or screen reader user started again from the top.
    // The new step's heading takes it instead; focus someone put elsewhere stays there.
    const active = document.activeElement;
    if (active === null || active === document.body) heading.current?.focus();
  }, []);
  useEffect(() => {
    // The tab (and a phone's app switcher) said "Petition Studio", a name the signatory never met: it names the step.
    document.title = title;
  }, [title]);
  return (
    // phone-touch-targets: fingertip-sized controls on phones, as in the customer shell (issue 26).
    <main className="phone-touch-targets mx-auto flex min-h-screen w-full max-w-3xl flex-col gap-4 p-4 sm:p-8">
      <SigningLanguageSelect />
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold focus:outline-none">
        {title}
      </h1>
      {children}
    </main>
  );
}

/** The clear page for a link that cannot be used (unknown, spent, expired, withdrawn): the server's sentence. */
export function RefusedLink({ reason }: { reason: string }) {
  const { i18n } = useLingui();
  return (
    <SigningLayout title={i18n._({ id: 'signing.refused.title', message: 'This link cannot be used' })}>
      <p role="alert" className="text-base">
        {reason}
      </p>
    </SigningLayout>
  );
}
