import { SIGNING_CODE_LENGTH } from '@app/domain';
import { useLingui } from '@lingui/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { openLink, reasonOf, verifyCode } from './signing-api.ts';
import { useSigningLanguage } from './signing-language.tsx';
import { SigningLayout } from './SigningLayout.tsx';

/** Step 2: the code e-mailed to the signatory proves the address; a new code can be asked for. */
export function CodeStep({
  token,
  letterName,
  maskedEmail,
  onVerified,
}: {
  token: string;
  letterName: string;
  maskedEmail: string;
  onVerified: (session: string) => void;
}) {
  const { i18n } = useLingui();
  const { locale } = useSigningLanguage();
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onVerified((await verifyCode(token, code)).session);
    } catch (failure) {
      setError(reasonOf(failure, i18n));
      // Continue is disabled while the code is checked, which drops focus to the page's body: the code field,
      // where the next try is typed, takes it back.
      codeInput.current?.focus();
    } finally {
      setBusy(false);
    }
  };
  const resend = async () => {
    setError(null);
    try {
      // The new code's e-mail is in the language the page shows now.
      await openLink(token, locale);
      setNotice(i18n._({ id: 'signing.code.resent', message: 'We sent a new code. Use the newest one.' }));
    } catch (failure) {
      setError(reasonOf(failure, i18n));
    }
  };
  // The address in bold within the translated sentence (each language places it where its grammar wants).
  const [before = '', after = ''] = i18n
    ._({
      id: 'signing.code.intro',
      message: 'To make sure it is you, we e-mailed a {length}-digit code to {email}.',
      values: { length: SIGNING_CODE_LENGTH, email: maskedEmail },
    })
    .split(maskedEmail);
  return (
    <SigningLayout title={i18n._({ id: 'signing.title', message: 'Review and sign “{letterName}”', values: { letterName } })}>
      <p>
        {before}
        <strong>{maskedEmail}</strong>
        {after}
      </p>
      <form onSubmit={(event) => void submit(event)} className="flex max-w-sm flex-col gap-3">
        <Label htmlFor={`${id}-code`}>{i18n._({ id: 'signing.code.label', message: 'Code from the e-mail' })}</Label>
        <Input
          ref={codeInput}
          id={`${id}-code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={SIGNING_CODE_LENGTH}
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          required
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        {notice && <p role="status">{notice}</p>}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={busy || code.length !== SIGNING_CODE_LENGTH}>
            {i18n._({ id: 'signing.code.continue', message: 'Continue' })}
          </Button>
          <Button type="button" variant="outline" onClick={() => void resend()}>
            {i18n._({ id: 'signing.code.resend', message: 'Send a new code' })}
          </Button>
        </div>
      </form>
    </SigningLayout>
  );
}
