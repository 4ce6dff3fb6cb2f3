import {
  AO_CRITERIA,
  ARCHETYPE_LABELS,
  ARCHETYPES,
  PETITION_MODULE_TYPE_DETAILS,
  type AoCriterion,
  type LetterType,
} from '@app/domain';
import { useId } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { inputLabel, LETTER_FORMS, LETTER_TYPE_LABELS, type DraftInputs, type TextFieldSpec } from '../draft-fields.ts';
import { SingleFileInput, SupportingFiles } from './LetterFileInputs.tsx';
import { LetterPickers } from './LetterPickers.tsx';
import { SignerRelationSelect, TnProfessionSelect, TnRouteSelects } from './TnAndSignerSelects.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';

export const DRAFT_BUTTON_TEXT = 'Draft';
export const DRAFTING_TEXT = 'Drafting…';

export function TextInput({
  field,
  value,
  onChange,
}: {
  field: TextFieldSpec;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{field.label}</Label>
      {field.multiline ? (
        <Textarea id={id} rows={3} value={value} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <Input id={id} value={value} onChange={(event) => onChange(event.target.value)} />
      )}
    </div>
  );
}

export function ArchetypeSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>Archetype</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)} className="w-full">
        <option value="">Select...</option>
        {ARCHETYPES.map((archetype) => (
          <option key={archetype} value={archetype}>
            {ARCHETYPE_LABELS[archetype]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

function CriteriaChecklist({ value, onChange }: { value: readonly AoCriterion[]; onChange: (value: AoCriterion[]) => void }) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">AO criteria</legend>
      <div className="grid grid-cols-2 gap-2">
        {AO_CRITERIA.map((criterion) => (
          <label key={criterion} className="flex items-center gap-2 text-sm">
            <Checkbox
              checked={value.includes(criterion)}
              onCheckedChange={(checked) =>
                onChange(checked === true ? [...value, criterion] : value.filter((other) => other !== criterion))
              }
            />
            {/* Each criterion is the module type of the same name (issue 26: its name, not the slug). */}
            {PETITION_MODULE_TYPE_DETAILS[criterion].name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export interface LetterInputsPanelProps {
  type: LetterType;
  inputs: DraftInputs;
  onChange: (next: DraftInputs) => void;
  /** What `missingLetterInputs` reports; Draft is disabled while it is not empty. */
  missing: readonly string[];
  drafting: boolean;
  onDraft: () => void;
}

/** The middle panel (spec 2 §2.3): pickers, the letter's text boxes and files, and the Draft button. */
export function LetterInputsPanel({ type, inputs, onChange, missing, drafting, onDraft }: LetterInputsPanelProps) {
  const form = LETTER_FORMS[type];
  const missingId = useId();
  const setText = (name: string, value: string) => onChange({ ...inputs, texts: { ...inputs.texts, [name]: value } });
  return (
    <form
      aria-label={`${LETTER_TYPE_LABELS[type]} inputs`}
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (missing.length === 0 && !drafting) onDraft();
      }}
    >
      <LetterPickers roles={form.pickers} inputs={inputs} onChange={onChange} />
      {form.archetype && (
        <ArchetypeSelect value={inputs.archetype} onChange={(archetype) => onChange({ ...inputs, archetype })} />
      )}
      {form.relation && (
        <SignerRelationSelect
          value={inputs.signatoryRelation}
          onChange={(signatoryRelation) => onChange({ ...inputs, signatoryRelation })}
        />
      )}
      {form.tn && (
        <TnProfessionSelect value={inputs.tnProfession} onChange={(tnProfession) => onChange({ ...inputs, tnProfession })} />
      )}
      {form.tn && (
        <TnRouteSelects
          filingType={inputs.texts.tn_filing_type ?? ''}
          citizenship={inputs.texts.tn_citizenship ?? ''}
          onChange={setText}
        />
      )}
      {form.criteria && <CriteriaChecklist value={inputs.criteria} onChange={(criteria) => onChange({ ...inputs, criteria })} />}
      <div className="grid gap-3 sm:grid-cols-2">
        {form.texts.map((field) => (
          <div key={field.name} className={field.multiline ? 'sm:col-span-2' : undefined}>
            <TextInput field={field} value={inputs.texts[field.name] ?? ''} onChange={(value) => setText(field.name, value)} />
          </div>
        ))}
      </div>
      {form.tn && (
        <div className="grid gap-3 sm:grid-cols-2">
          <SingleFileInput label="Resume" file={inputs.resume} onChange={(resume) => onChange({ ...inputs, resume })} />
          <SingleFileInput
            label="Job offer letter"
            file={inputs.jobOfferLetter}
            onChange={(jobOfferLetter) => onChange({ ...inputs, jobOfferLetter })}
          />
        </div>
      )}
      <SupportingFiles files={inputs.docs} onChange={(docs) => onChange({ ...inputs, docs })} />
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
