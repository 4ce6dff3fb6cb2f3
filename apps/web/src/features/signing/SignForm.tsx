import type { Locale } from '@app/domain';
import { useLingui } from '@lingui/react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group.tsx';
import { reasonOf, sign } from './signing-api.ts';
import { SignatureCanvas } from './SignatureCanvas.tsx';

/**
 * Consent first (ESIGN/UETA: shown, then accepted by ticking), then the signature, typed or drawn, then a button
 * that names the document: three explicit acts, each recorded by the server with the time, address and browser.
 */
export function SignForm({
  session,
  letterName,
  consent,
  locale,
  onSigned,
}: {
  session: string;
  letterName: string;
  consent: readonly string[];
  /** The page's language: the signed-copy e-mail is written in it. */
  locale: Locale;
  /** With the masked address the signed copy was e-mailed to, or null when it was not sent. */
  onSigned: (copyEmailedTo: string | null) => void;
}) {
  const { i18n } = useLingui();
  const id = useId();
  const [agreed, setAgreed] = useState(false);
  const [style, setStyle] = useState<'typed' | 'drawn'>('typed');
  const [typedName, setTypedName] = useState('');
  const [drawing, setDrawing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ready = agreed && (style === 'typed' ? typedName.trim() !== '' : drawing !== null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await sign({
        session,
        consent: true,
        locale,
        style,
        ...(style === 'typed' ? { typedName } : { drawnSignature: drawing ?? '' }),
      });
      onSigned(answer.copyEmailedTo);
    } catch (failure) {
      setError(reasonOf(failure, i18n));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-4 rounded-md border p-4"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {i18n._({ id: 'signing.sign.heading', message: 'Sign' })}
      </h2>
      <section aria-labelledby={`${id}-consent`} className="flex flex-col gap-2">
        <h3 id={`${id}-consent`} className="font-medium">
          {i18n._({ id: 'signing.consent.heading', message: 'Consent to sign electronically' })}
        </h3>
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {consent.map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </ul>
        <div className="flex items-start gap-2">
          <Checkbox id={`${id}-agree`} checked={agreed} onCheckedChange={(checked) => setAgreed(checked === true)} />
          <Label htmlFor={`${id}-agree`} className="leading-snug">
            {i18n._({
              id: 'signing.consent.agree',
              message: 'I have read this and agree to use electronic records and signatures',
            })}
          </Label>
        </div>
      </section>
      <fieldset className="flex flex-col gap-3">
        <legend className="font-medium">{i18n._({ id: 'signing.signature.legend', message: 'Your signature' })}</legend>
        <RadioGroup
          value={style}
          onValueChange={(value) => setStyle(value === 'drawn' ? 'drawn' : 'typed')}
          aria-label={i18n._({ id: 'signing.signature.how', message: 'How to sign' })}
        >
          {/* On a phone each choice's row is a fingertip high and its label fills it (the radio alone is 16 px). */}
          <div className="flex min-h-11 items-center gap-2 sm:min-h-0">
            <RadioGroupItem id={`${id}-typed`} value="typed" />
            <Label htmlFor={`${id}-typed`} className="flex flex-1 items-center self-stretch">
              {i18n._({ id: 'signing.signature.typed', message: 'Type my name' })}
            </Label>
          </div>
          <div className="flex min-h-11 items-center gap-2 sm:min-h-0">
            <RadioGroupItem id={`${id}-drawn`} value="drawn" />
            <Label htmlFor={`${id}-drawn`} className="flex flex-1 items-center self-stretch">
              {i18n._({ id: 'signing.signature.drawn', message: 'Draw my signature' })}
            </Label>
          </div>
        </RadioGroup>
        {style === 'typed' ? (
          <div className="flex max-w-sm flex-col gap-2">
            <Label htmlFor={`${id}-name`}>
              {i18n._({ id: 'signing.signature.name', message: 'Full name, as your signature' })}
            </Label>
            <Input
              id={`${id}-name`}
              value={typedName}
              autoComplete="name"
              onChange={(event) => setTypedName(event.target.value)}
            />
          </div>
        ) : (
          <div className="flex flex-col gap-2">
            <p id={`${id}-draw-label`} className="text-sm">
              {i18n._({ id: 'signing.signature.drawLabel', message: 'Draw your signature in the box' })}
            </p>
            <SignatureCanvas labelId={`${id}-draw-label`} onChange={setDrawing} />
          </div>
        )}
      </fieldset>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" disabled={!ready || busy} className="self-start">
        {i18n._({ id: 'signing.sign.button', message: 'Sign “{letterName}”', values: { letterName } })}
      </Button>
    </form>
  );
}
