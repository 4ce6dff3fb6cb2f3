import type { TAddedFormEdition } from '@app/domain';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { refusalOf } from '@/lib/rest-client.ts';
import { addFormEdition } from './api/form-editions-api.ts';
import { addedText, matchText, unmatchedIntro } from './form-editions-text.ts';

const FILE_INPUT_CLASS =
  'block w-full text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1 file:text-sm';

/** What an upload came to: the report, or the server's refusal in its words. */
type Outcome = { kind: 'added'; added: TAddedFormEdition } | { kind: 'refused'; message: string };

function AddedReport({ added }: { added: TAddedFormEdition }) {
  const intro = unmatchedIntro(added.unmatched.length);
  return (
    <div className="space-y-2 rounded-md border p-3">
      <p className="font-semibold">{addedText(added)}</p>
      <p>{matchText(added)}</p>
      {intro && (
        <>
          <p>{intro}</p>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {added.unmatched.map((tooltip, index) => (
              <li key={index}>{tooltip}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/**
 * Upload a newer blank edition of a form: the server reads which form and edition it is from the file, and answers
 * how many of the fields the app fills it found there. `onAdded` refreshes the list of editions.
 */
export function FormEditionUpload({ onAdded }: { onAdded: () => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const upload = async () => {
    if (!file) return;
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome({ kind: 'added', added: await addFormEdition(file) });
      setFile(null);
      if (input.current) input.current.value = '';
      onAdded();
    } catch (error) {
      // A refusal (not a PDF, not newer…) is the server's answer in words; anything else is a failure to log.
      const refusal = refusalOf(error);
      if (!refusal) console.error('adding a form edition failed:', error);
      setOutcome({ kind: 'refused', message: refusal ?? 'The edition could not be added. Try again.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 rounded-lg border p-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Add a newer edition
      </h2>
      <p className="text-sm text-muted-foreground">
        Download the blank form from uscis.gov and upload it as it is. The app reads the form and its edition date from the file,
        and finds each field it fills by the field&apos;s tooltip.
      </p>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void upload();
        }}
      >
        <div className="min-w-64 flex-1 space-y-1">
          <Label htmlFor={id}>Blank form (PDF)</Label>
          <input
            ref={input}
            id={id}
            type="file"
            accept="application/pdf,.pdf"
            className={FILE_INPUT_CLASS}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </div>
        <Button type="submit" disabled={!file || busy}>
          {busy ? 'Reading the form…' : 'Add edition'}
        </Button>
      </form>
      <div aria-live="polite">
        {outcome?.kind === 'added' && <AddedReport added={outcome.added} />}
        {outcome?.kind === 'refused' && (
          <p role="alert" className="rounded-md border border-destructive p-3 text-destructive">
            {outcome.message}
          </p>
        )}
      </div>
    </section>
  );
}
