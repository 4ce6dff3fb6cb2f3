import { missingLetterInputs, type LetterType } from '@app/domain';
import { useMemo, useState } from 'react';
import { EMPTY_INPUTS, LETTER_TYPE_LABELS, letterValues, type DraftInputs } from '../draft-fields.ts';
import { useLetterDraft } from '../hooks/use-letter-draft.ts';
import { LetterEditorPanel } from './LetterEditorPanel.tsx';
import { LetterInputsPanel } from './LetterInputsPanel.tsx';
import { LetterTypeList } from './LetterTypeList.tsx';
import type { OpenedLetter } from './SaveLetterPanel.tsx';

/** The message of any failed generation (spec 2 §8). */
export const LETTER_FAILED_TEXT = 'Failed to generate letter.';

/**
 * /admin/draft (spec 2 §2.3): the eight letters on the left, the chosen letter's inputs and the Draft
 * button in the middle, the letter in the rich-text editor on the right (disabled until a letter
 * exists) with its provenance, saved to a petition from below the editor.
 */
export function DraftPage() {
  const [type, setType] = useState<LetterType>('critical-role');
  const [inputs, setInputs] = useState<DraftInputs>(EMPTY_INPUTS);
  const [opened, setOpened] = useState<OpenedLetter | null>(null);
  const draft = useLetterDraft();

  const missing = useMemo(() => missingLetterInputs(type, letterValues(type, inputs)), [type, inputs]);

  return (
    <div className="grid gap-6 p-4 lg:grid-cols-[14rem_minmax(0,1fr)_minmax(0,1.4fr)]">
      <h1 className="sr-only">Letter drafting</h1>
      <aside>
        <h2 className="mb-2 text-base font-semibold">Letters</h2>
        <LetterTypeList value={type} onChange={setType} />
      </aside>
      <section aria-labelledby="letter-inputs-heading" className="space-y-3">
        <h2 id="letter-inputs-heading" className="text-base font-semibold">
          {LETTER_TYPE_LABELS[type]}
        </h2>
        <LetterInputsPanel
          type={type}
          inputs={inputs}
          onChange={setInputs}
          missing={missing}
          drafting={draft.status === 'uploading'}
          onDraft={() => void draft.draft(type, inputs)}
        />
        {draft.status === 'error' && (
          <p role="alert" className="text-sm text-destructive">
            {LETTER_FAILED_TEXT}
          </p>
        )}
      </section>
      <LetterEditorPanel
        draft={draft}
        letterType={type}
        defaultName={`${LETTER_TYPE_LABELS[type]} letter`}
        opened={opened}
        onOpened={setOpened}
      />
    </div>
  );
}
