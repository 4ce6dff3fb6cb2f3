import { useId } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { inputLabel, LETTER_FORMS, type DraftInputs } from '../draft-fields.ts';
import type { PetitionLetterType } from '../petition-inputs.ts';
import { ArchetypeSelect, DRAFT_BUTTON_TEXT, DRAFTING_TEXT, TextInput } from './LetterInputsPanel.tsx';
import { SingleFileInput } from './LetterFileInputs.tsx';
import { TnProfessionSelect, TnRouteSelects } from './TnAndSignerSelects.tsx';

/** What the user changed of the filled inputs (kept over the petition's values until re-filled). */
export interface FieldEdits {
  texts: Record<string, string>;
  archetype: string | null;
}

export interface PetitionLetterFieldsProps {
  type: PetitionLetterType;
  /** The petition's values with the user's edits over them. */
  inputs: DraftInputs;
  onEdit: (patch: Partial<FieldEdits> & { texts: Record<string, string> }) => void;
  /** TN: the résumé and the offer letter, which the petition does not hold. */
  onFiles: (files: Pick<DraftInputs, 'resume' | 'jobOfferLetter'>) => void;
  missing: readonly string[];
  drafting: boolean;
  onDraft: () => void;
}

/**
 * The letter's inputs as the petition filled them, editable, and the Draft button: disabled by the
 * rules of spec 2 §5, naming what the petition lacks beside it.
 */
export function PetitionLetterFields({ type, inputs, onEdit, onFiles, missing, drafting, onDraft }: PetitionLetterFieldsProps) {
  const missingId = useId();
  const form = LETTER_FORMS[type];
  const files = { resume: inputs.resume, jobOfferLetter: inputs.jobOfferLetter };
  return (
    <form
      aria-label="Letter inputs"
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (missing.length === 0 && !drafting) onDraft();
      }}
    >
      <h2 className="text-base font-semibold">Letter inputs</h2>
      {form.archetype && <ArchetypeSelect value={inputs.archetype} onChange={(archetype) => onEdit({ texts: {}, archetype })} />}
      {form.tn && (
        <>
          {/* The profession is kept among the edits by its field name (the petition does not hold it). */}
          <TnProfessionSelect value={inputs.tnProfession} onChange={(value) => onEdit({ texts: { tn_category: value } })} />
          <TnRouteSelects
            filingType={inputs.texts.tn_filing_type ?? ''}
            citizenship={inputs.texts.tn_citizenship ?? ''}
            onChange={(field, value) => onEdit({ texts: { [field]: value } })}
          />
        </>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        {form.texts.map((field) => (
          <div key={field.name} className={field.multiline ? 'sm:col-span-2' : undefined}>
            <TextInput
              field={field}
              value={inputs.texts[field.name] ?? ''}
              onChange={(value) => onEdit({ texts: { [field.name]: value } })}
            />
          </div>
        ))}
      </div>
      {form.tn && (
        <div className="grid gap-3 sm:grid-cols-2">
          <SingleFileInput label="Resume" file={inputs.resume} onChange={(resume) => onFiles({ ...files, resume })} />
          <SingleFileInput
            label="Job offer letter"
            file={inputs.jobOfferLetter}
            onChange={(jobOfferLetter) => onFiles({ ...files, jobOfferLetter })}
          />
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="submit"
          disabled={missing.length > 0 || drafting}
          aria-describedby={missing.length > 0 ? missingId : undefined}
        >
          {drafting ? DRAFTING_TEXT : DRAFT_BUTTON_TEXT}
        </Button>
        {missing.length > 0 && (
          <p id={missingId} className="text-sm text-muted-foreground">
            Missing: {missing.map(inputLabel).join(', ')}
          </p>
        )}
      </div>
    </form>
  );
}
