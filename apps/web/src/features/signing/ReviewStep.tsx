import type { TSigningDocument } from '@app/domain';
import { useLingui } from '@lingui/react';
import { useId, useState, type FormEvent } from 'react';
import { RichTextView } from '@/components/rich-text/RichTextView.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { decline, reasonOf, requestChanges } from './signing-api.ts';
import { SignForm } from './SignForm.tsx';
import { useSigningLanguage } from './signing-language.tsx';
import { SigningLayout } from './SigningLayout.tsx';

export type ReviewOutcome = 'changes-requested' | 'signed' | 'declined';

/** Step 3: the letter, who to ask about it, then asking for changes, declining, or consenting and signing. */
export function ReviewStep({
  session,
  document,
  onDone,
}: {
  session: string;
  document: TSigningDocument;
  onDone: (outcome: ReviewOutcome, copyEmailedTo?: string | null) => void;
}) {
  const { i18n } = useLingui();
  const letterName = document.letterName;
  return (
    <SigningLayout title={i18n._({ id: 'signing.title', message: 'Review and sign “{letterName}”', values: { letterName } })}>
      <p className="text-sm text-muted-foreground">
        {i18n._({
          id: 'signing.review.facts',
          message: 'From {provider} · Version {version} · For {signer}',
          values: { provider: document.providerName, version: document.letterVersion, signer: document.signerName },
        })}
      </p>
      <p className="text-sm">
        {i18n._({
          id: 'signing.review.questions',
          message: 'Questions, or would you rather sign on paper? Write to {contact}.',
          values: { contact: document.contact },
        })}
      </p>
      <article
        aria-label={i18n._({ id: 'signing.review.letter', message: 'Letter {letterName}', values: { letterName } })}
        className="rounded-md border bg-white p-4 text-black break-words sm:p-8"
      >
        <RichTextView html={document.html} defaultAlignment="left" />
      </article>
      {document.status === 'changes-requested' ? (
        // Asked for changes before (the link opens again now): signing this version would be refused, so the page
        // says why instead of offering a form that ends in an error.
        <p role="status" className="rounded-md border p-4">
          {i18n._({
            id: 'signing.review.changesAsked',
            message:
              'You asked for changes to this version. {contact} will e-mail you the new version to review and sign; until then there is nothing to sign.',
            values: { contact: document.contact },
          })}
        </p>
      ) : (
        <ReviewActions session={session} document={document} onDone={onDone} />
      )}
    </SigningLayout>
  );
}

/** What the signatory can do with a version still open to them: ask for changes, sign, or decline. */
function ReviewActions({
  session,
  document,
  onDone,
}: {
  session: string;
  document: TSigningDocument;
  onDone: (outcome: ReviewOutcome, copyEmailedTo?: string | null) => void;
}) {
  const { i18n } = useLingui();
  const { locale } = useSigningLanguage();
  const id = useId();
  const [comment, setComment] = useState('');
  const [confirmingDecline, setConfirmingDecline] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const act = async (work: () => Promise<unknown>, outcome: ReviewOutcome) => {
    setError(null);
    try {
      await work();
      onDone(outcome);
    } catch (failure) {
      setError(reasonOf(failure, i18n));
    }
  };
  const declineLabel = i18n._({ id: 'signing.decline', message: 'Decline to sign' });
  const askForChanges = (event: FormEvent) => {
    event.preventDefault();
    void act(() => requestChanges(session, comment), 'changes-requested');
  };
  return (
    <>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <form onSubmit={askForChanges} aria-labelledby={`${id}-changes`} className="flex flex-col gap-2 rounded-md border p-4">
        <h2 id={`${id}-changes`} className="text-lg font-semibold">
          {i18n._({ id: 'signing.changes.heading', message: 'Ask for changes' })}
        </h2>
        <Label htmlFor={`${id}-comment`}>{i18n._({ id: 'signing.changes.label', message: 'What should change?' })}</Label>
        <Textarea id={`${id}-comment`} value={comment} maxLength={4000} onChange={(event) => setComment(event.target.value)} />
        <Button type="submit" variant="outline" disabled={comment.trim() === ''} className="self-start">
          {i18n._({ id: 'signing.changes.send', message: 'Send my request for changes' })}
        </Button>
      </form>
      <SignForm
        session={session}
        letterName={document.letterName}
        consent={document.consent}
        locale={locale}
        onSigned={(copyEmailedTo) => onDone('signed', copyEmailedTo)}
      />
      {confirmingDecline ? (
        <div role="group" aria-label={declineLabel} className="flex flex-wrap items-center gap-2">
          <p>
            {i18n._({
              id: 'signing.decline.confirm',
              message: 'Decline to sign this letter? The sender is told, and this link stops working.',
            })}
          </p>
          <Button type="button" variant="destructive" onClick={() => void act(() => decline(session), 'declined')}>
            {i18n._({ id: 'signing.decline.yes', message: 'Yes, decline to sign' })}
          </Button>
          <Button type="button" variant="outline" onClick={() => setConfirmingDecline(false)}>
            {i18n._({ id: 'signing.decline.keep', message: 'Keep the letter open' })}
          </Button>
        </div>
      ) : (
        <Button type="button" variant="ghost" className="self-start" onClick={() => setConfirmingDecline(true)}>
          {declineLabel}
        </Button>
      )}
    </>
  );
}
