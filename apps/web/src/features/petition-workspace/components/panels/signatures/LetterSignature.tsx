import {
  LOCALE_NAMES,
  LOCALES,
  SIGNATURE_EVENT_LABELS,
  signingLanguageForStaff,
  signatureStatusLabel,
  signedCopyEmailWords,
  ZSendForSignatureSchema,
  type TSignatureRequestSummary,
} from '@app/domain';
import { useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { formatTimestamp } from '@/lib/dates.ts';
import { keepFocusWhenRemoved } from '@/lib/focus-after-removal.ts';
import { RestError } from '@/lib/rest-client.ts';
import { resendForSignature, sendForSignature, voidSignatureRequest } from './signature-requests-api.ts';
import { NativeSelect } from '@/components/ui/native-select.tsx';

const failureText = (error: unknown) =>
  error instanceof RestError && error.serverMessage ? error.serverMessage : 'That did not work. Try again.';

/**
 * One letter's signature (issue 32) in the Letters panel: its status in words, the signatory's latest request for
 * changes, and what staff can do next — send it for signature, send the new version, send it again, or void it.
 * Focus follows the keyboard: opening the send form puts it in the name field, Cancel gives it back to the button
 * that opened the form, and an action whose button goes away (sent, a new version sent, voided) leaves it on the
 * signature's status line, read out as the new status; a button that stays (a reminder) keeps it. Before a
 * reminder, staff read when the signatory opened the letter, and that the earlier e-mail's link will stop working.
 */
export function LetterSignature({
  letter,
  request,
  onChanged,
}: {
  letter: { id: string; name: string; version: number };
  /** The letter's newest request, if it was ever sent. */
  request: TSignatureRequestSummary | undefined;
  onChanged: () => Promise<void>;
}) {
  const id = useId();
  const [sending, setSending] = useState(false);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  // '': not chosen, the server takes the signatory's portal language, else English (as the signing page does).
  const [language, setLanguage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const statusLine = useRef<HTMLParagraphElement>(null);
  const sendButton = useRef<HTMLButtonElement>(null);
  const run = async (work: () => Promise<unknown>) => {
    // The pressed button (or the form) goes away when the action succeeds: focus then goes to the status line, read
    // out as the new status. Watched from the start, as the refetched status may render before or after `finally`.
    keepFocusWhenRemoved(document.activeElement, [() => statusLine.current]);
    setBusy(true);
    setProblem(null);
    let done = false;
    try {
      await work();
      done = true;
      // The form stays (its button focused) until the new status arrives, so the status line is read out fresh.
      await onChanged();
    } catch (error) {
      setProblem(failureText(error));
    } finally {
      if (done) setSending(false);
      setBusy(false);
    }
  };
  const cancel = () => {
    flushSync(() => setSending(false));
    sendButton.current?.focus();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZSendForSignatureSchema.safeParse({
      letterId: letter.id,
      signerName: name,
      signerEmail: email,
      ...(language ? { locale: language } : {}),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = { signerEmail: 'E-mail', locale: 'Language' }[String(issue.path[0])] ?? 'Name';
      setProblem(`${field}${/^[a-z]/.test(issue.message) ? ' ' : ': '}${issue.message}`);
      return;
    }
    void run(() => sendForSignature(parsed.data));
  };
  const status = request?.status;
  const open = status === 'sent' || status === 'viewed' || status === 'changes-requested';
  const newVersionReady = request && status === 'changes-requested' && letter.version > request.letterVersion;
  const lastEvent = request?.events.at(-1);
  const canRemind = request && (status === 'sent' || status === 'viewed' || status === 'expired');
  // Whether the signatory has opened the version they were sent: staff decide on a reminder knowing it.
  const viewed = request?.events.findLast((event) => event.kind === 'viewed' && event.letterVersion === request.letterVersion);
  return (
    <div className="space-y-1" aria-label={`Signature of ${letter.name}`} role="group">
      <p ref={statusLine} tabIndex={-1}>
        <span className="font-medium">Signature: </span>
        {signatureStatusLabel(status)}
        {request && ` · ${request.signerName} (version ${request.letterVersion})`}
      </p>
      {lastEvent && (
        <p className="text-xs text-muted-foreground">
          Last: {SIGNATURE_EVENT_LABELS[lastEvent.kind]},{' '}
          <time dateTime={lastEvent.occurredAt}>{formatTimestamp(lastEvent.occurredAt)}</time>
        </p>
      )}
      {request && open && (
        // Which language the signatory reads the e-mails and the page in (they may switch it on the page).
        <p className="text-xs text-muted-foreground">{signingLanguageForStaff(request.locale)}</p>
      )}
      {status === 'signed' && request?.signedCopyEmail && (
        // Whether the signatory has their copy: staff send the signed PDF themselves when the e-mail did not go.
        <p className="text-xs text-muted-foreground">{signedCopyEmailWords(request.signedCopyEmail, formatTimestamp)}</p>
      )}
      {canRemind && viewed && (
        <p className="text-xs text-muted-foreground">
          Viewed by the signatory on <time dateTime={viewed.occurredAt}>{formatTimestamp(viewed.occurredAt)}</time>
        </p>
      )}
      {status === 'changes-requested' && request?.changesComment && (
        <blockquote className="border-l-2 pl-2 text-sm">Changes asked for: {request.changesComment}</blockquote>
      )}
      {status === 'changes-requested' && !newVersionReady && (
        <p className="text-xs text-muted-foreground">Save a new version of the letter on the drafting page, then send it.</p>
      )}
      <div className="flex flex-wrap gap-2">
        {(!request || !open) && !sending && (
          <Button ref={sendButton} type="button" size="sm" variant="outline" onClick={() => setSending(true)}>
            {status === 'signed' ? 'Send for signature again' : 'Send for signature'}
          </Button>
        )}
        {newVersionReady && (
          <Button type="button" size="sm" busy={busy} onClick={() => void run(() => resendForSignature(request.id))}>
            Send version {letter.version} for signature
          </Button>
        )}
        {canRemind && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            busy={busy}
            aria-describedby={`${id}-reminder`}
            onClick={() => void run(() => resendForSignature(request.id))}
          >
            Send a reminder with a new link
          </Button>
        )}
        {request && open && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            busy={busy}
            onClick={() => void run(() => voidSignatureRequest(request.id))}
          >
            Void the request
          </Button>
        )}
      </div>
      {canRemind && (
        // A reminder replaces the link: staff who expect the signatory to use the first e-mail are told before sending.
        <p id={`${id}-reminder`} className="text-xs text-muted-foreground">
          The link in the earlier e-mail will stop working.
        </p>
      )}
      {sending && (
        <form onSubmit={submit} className="flex flex-col gap-2" aria-label={`Send ${letter.name} for signature`}>
          <Label htmlFor={`${id}-name`}>Signatory’s name</Label>
          {/* Opened from the keyboard, the form takes the focus: the button that opened it is gone. */}
          <Input id={`${id}-name`} autoFocus value={name} onChange={(event) => setName(event.target.value)} />
          <Label htmlFor={`${id}-email`}>Signatory’s e-mail</Label>
          <Input id={`${id}-email`} type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          <Label htmlFor={`${id}-language`}>Language</Label>
          {/* Each language named in itself, as the signatory's own picker on the signing page names it. */}
          <NativeSelect
            id={`${id}-language`}
            value={language}
            onChange={(event) => setLanguage(event.target.value)}
            aria-describedby={`${id}-language-hint`}
          >
            <option value="">Their portal language, else English</option>
            {LOCALES.map((option) => (
              <option key={option} value={option} lang={option}>
                {LOCALE_NAMES[option]}
              </option>
            ))}
          </NativeSelect>
          <p id={`${id}-language-hint`} className="text-xs text-muted-foreground">
            The e-mails and the signing page; the signatory can switch the page’s language.
          </p>
          <div className="flex gap-2">
            <Button type="submit" size="sm" busy={busy}>
              Send version {letter.version}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={cancel}>
              Cancel
            </Button>
          </div>
        </form>
      )}
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
    </div>
  );
}
