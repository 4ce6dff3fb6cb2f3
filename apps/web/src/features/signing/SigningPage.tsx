import type { TSigningDocument } from '@app/domain';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState } from 'react';
import { StatusPage } from '@/components/StatusPage.tsx';
import { Button } from '@/components/ui/button.tsx';
import { saveFromLink } from '@/lib/file-download.ts';
import { useTranslatedToastRegion } from '@/lib/i18n/toast-region.ts';
import { CodeStep } from './CodeStep.tsx';
import { ReviewStep, type ReviewOutcome } from './ReviewStep.tsx';
import { openLink, readDocument, reasonOf, signedCopy } from './signing-api.ts';
import { SigningLanguageProvider, useSigningLanguage } from './signing-language.tsx';
import { RefusedLink, SigningLayout } from './SigningLayout.tsx';

type Step =
  | { step: 'opening' }
  | { step: 'refused'; reason: string }
  | { step: 'code'; letterName: string; maskedEmail: string }
  | { step: 'reading'; session: string }
  | { step: 'review'; session: string; document: TSigningDocument }
  | {
      step: 'done';
      session: string;
      letterName: string;
      outcome: ReviewOutcome;
      /** Whom to write to, as the letter's page named them. */
      contact: string;
      /** The masked address the signed copy was e-mailed to; null when it was not (the download is then the way). */
      copyEmailedTo: string | null;
    };

const noToken = (i18n: I18n) =>
  i18n._({
    id: 'signing.noToken',
    message: 'This signing link is not valid. Open the latest e-mail you received and use its link, copied whole.',
  });

/** The link's token: after '#' in the address, so it never reaches a server log or a Referer header. */
function tokenFromAddress(): string {
  return decodeURIComponent(window.location.hash.replace(/^#/, ''));
}

/**
 * /sign#<token> (issue 32): the page a letter's signatory opens from the e-mail, without an account. The link is
 * checked and a code e-mailed; the code opens the letter; the signatory asks for changes, declines, or signs. In
 * the signatory's language (signing-language.tsx), which they can change at the top of each step.
 */
export function SigningPage() {
  return (
    <SigningLanguageProvider>
      <SigningSteps />
    </SigningLanguageProvider>
  );
}

function SigningSteps() {
  const { i18n } = useLingui();
  const { locale, adoptPortal } = useSigningLanguage();
  useTranslatedToastRegion();
  const [token] = useState(tokenFromAddress);
  const [state, setState] = useState<Step>(token ? { step: 'opening' } : { step: 'refused', reason: noToken(i18n) });
  // Opening e-mails a code: once per page, even when React runs the effect twice in development.
  const opened = useRef(false);
  useEffect(() => {
    if (!token || opened.current) return;
    opened.current = true;
    // The code is e-mailed in the page's language; a portal person's own language comes back and the page takes it.
    openLink(token, locale).then(
      (answer) => {
        adoptPortal(answer.portalLocale);
        setState({ step: 'code', letterName: answer.letterName, maskedEmail: answer.maskedEmail });
      },
      (error: unknown) => setState({ step: 'refused', reason: reasonOf(error, i18n) }),
    );
  }, [token, locale, adoptPortal, i18n]);
  const session = state.step === 'reading' ? state.session : null;
  // The language the letter's page (consent, whom to write to: the server's words) was read in.
  const readIn = useRef(locale);
  useEffect(() => {
    if (!session) return;
    readIn.current = locale;
    readDocument(session).then(
      (document) => setState({ step: 'review', session, document }),
      (error: unknown) => setState({ step: 'refused', reason: reasonOf(error, i18n) }),
    );
    // Read once per session: a change of language re-reads it below, without going back to the loading page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session]);
  const reviewing = state.step === 'review' ? state.session : null;
  useEffect(() => {
    if (!reviewing || readIn.current === locale) return;
    readIn.current = locale;
    // The signatory changed language on the letter's page: the consent and whom to write to follow.
    readDocument(reviewing).then(
      (document) => setState((current) => (current.step === 'review' ? { ...current, document } : current)),
      () => {},
    );
  }, [reviewing, locale]);

  switch (state.step) {
    case 'opening':
    case 'reading':
      return (
        <StatusPage>
          <p>{i18n._({ id: 'signing.loading', message: 'Loading...' })}</p>
        </StatusPage>
      );
    case 'refused':
      return <RefusedLink reason={state.reason} />;
    case 'code':
      return (
        <CodeStep
          token={token}
          letterName={state.letterName}
          maskedEmail={state.maskedEmail}
          onVerified={(verified) => setState({ step: 'reading', session: verified })}
        />
      );
    case 'review':
      return (
        <ReviewStep
          session={state.session}
          document={state.document}
          onDone={(outcome, copyEmailedTo) =>
            setState({
              step: 'done',
              session: state.session,
              letterName: state.document.letterName,
              outcome,
              contact: state.document.contact,
              copyEmailedTo: copyEmailedTo ?? null,
            })
          }
        />
      );
    case 'done':
      return <Done {...state} />;
  }
}

function Done({
  session,
  letterName,
  outcome,
  contact,
  copyEmailedTo,
}: {
  session: string;
  letterName: string;
  outcome: ReviewOutcome;
  contact: string;
  copyEmailedTo: string | null;
}) {
  const { i18n } = useLingui();
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    try {
      const url = URL.createObjectURL(await signedCopy(session));
      // Named in the page's language, as the e-mailed copy is ("Carta (firmado).pdf"); its contents stay English.
      saveFromLink(url, i18n._({ id: 'signing.done.fileName', message: '{letterName} (signed).pdf', values: { letterName } }));
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (failure) {
      setError(reasonOf(failure, i18n));
    }
  };
  const words: Record<ReviewOutcome, { title: string; text: string }> = {
    // The copy is on its way (the job queue sends it and tries again while the mail server refuses it); without a mail
    // server this page's download is the signatory's way to one.
    signed: {
      title: i18n._({ id: 'signing.done.signed', message: 'Signed' }),
      text: copyEmailedTo
        ? i18n._({
            id: 'signing.done.signedEmailed',
            message:
              'You signed “{letterName}”. Thank you. The sender has the signed copy, and we are e-mailing yours to {address}. You can also download it below.',
            values: { letterName, address: copyEmailedTo },
          })
        : i18n._({
            id: 'signing.done.signedDownload',
            message:
              'You signed “{letterName}”. Thank you. The sender has the signed copy. Download yours below while this page is open; later, write to {contact} for one.',
            values: { letterName, contact },
          }),
    },
    'changes-requested': {
      title: i18n._({ id: 'signing.done.changes', message: 'Changes requested' }),
      text: i18n._({
        id: 'signing.done.changesText',
        message: 'Thank you. The sender has your request and will e-mail you a new version to review.',
      }),
    },
    declined: {
      title: i18n._({ id: 'signing.done.declined', message: 'Declined' }),
      text: i18n._({
        id: 'signing.done.declinedText',
        message: 'You declined to sign “{letterName}”. The sender has been told.',
        values: { letterName },
      }),
    },
  };
  return (
    <SigningLayout title={words[outcome].title}>
      <p role="status">{words[outcome].text}</p>
      {outcome === 'signed' && (
        <Button type="button" className="self-start" onClick={() => void download()}>
          {i18n._({ id: 'signing.done.download', message: 'Download your signed copy (PDF)' })}
        </Button>
      )}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </SigningLayout>
  );
}
