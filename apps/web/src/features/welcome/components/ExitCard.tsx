import { DEFAULT_ACCOUNT_CONTACT } from '@app/domain';
import { useLingui } from '@lingui/react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useClientConfig } from '@/lib/client-config.ts';
import { WELCOME_TEXTS } from '../welcome-steps.ts';
import { ContactPhoto } from './ContactPhoto.tsx';
import { CopyableEmail } from './CopyableEmail.tsx';

/**
 * The full-screen card the tutorial ends on (spec 3 §2.4): the account contact (name, photo, an
 * e-mail address to copy; ACCOUNT_CONTACT_* on the server) and EXIT TUTORIAL.
 */
export function ExitCard({ onExit }: { onExit: () => void }) {
  const { i18n } = useLingui();
  const contact = useClientConfig().accountContact ?? DEFAULT_ACCOUNT_CONTACT;
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus moves into the card so keyboard and screen-reader users land on what just opened.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="welcome-exit-title"
      className="fixed inset-0 z-50 flex items-center justify-center bg-background p-6"
    >
      <section className="flex w-full max-w-md flex-col items-center gap-4 rounded-lg border p-8 text-center shadow-lg">
        <h1 id="welcome-exit-title" ref={heading} tabIndex={-1} className="text-2xl font-semibold outline-none">
          {i18n._(WELCOME_TEXTS.exitTitle)}
        </h1>
        <p>{i18n._(WELCOME_TEXTS.exitIntro)}</p>
        <ContactPhoto contact={contact} />
        <p className="text-lg font-semibold">{contact.name}</p>
        <CopyableEmail email={contact.email} />
        <Button type="button" allowInReadOnly onClick={onExit}>
          {i18n._(WELCOME_TEXTS.exitTutorial)}
        </Button>
      </section>
    </div>
  );
}
