import type { ExhibitTypeInput } from '@app/domain';
import { useId } from 'react';
import { PATENT_KEY_LABELS } from '@/components/domain/module-card/ExhibitInputs.tsx';
import { AutosaveStatus } from '@/components/form/autosave-status.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import type { ExhibitPatch } from '@/lib/gql/graphql.ts';
import { useAutosavedValue } from '@/lib/autosave/use-autosaved-value.ts';
import { dataText, trimmedData, withDataText, workspaceAutogenInputs } from '../model/exhibit-autogen-data.ts';
import type { TreeExhibit } from '../model/workspace-tree.ts';
import { NativeSelect } from '@/components/ui/native-select.tsx';

interface ExhibitAutogenFieldsProps {
  exhibit: TreeExhibit;
  save: (patch: ExhibitPatch) => Promise<unknown>;
}

/**
 * The inputs the research agent generates this exhibit from (spec 1 §3: press-article url; patent key
 * and value), edited in place with autosave, and whether it is generated. The whole data object is one
 * autosaved value, so the patent's key and value typed in a row go out in one save and neither
 * overwrites the other; keys this form does not show (entities, …) are kept.
 */
export function ExhibitAutogenFields({ exhibit, save }: ExhibitAutogenFieldsProps) {
  const autogenId = useId();
  const inputs = workspaceAutogenInputs(exhibit.exhibitType);
  const data = useAutosavedValue<Record<string, unknown>>(exhibit.data, (value) =>
    save({ data: JSON.stringify(trimmedData(value)) }),
  );
  if (inputs.length === 0) return null;
  return (
    <fieldset className="grid gap-3 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">Autogen data</legend>
      <div className="flex items-center gap-2">
        <Checkbox
          id={autogenId}
          checked={exhibit.autogen}
          onCheckedChange={(checked) => void save({ autogen: checked === true })}
        />
        <Label htmlFor={autogenId}>Autogenerate {exhibit.name}</Label>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {inputs.map((input) => (
          <AutogenInput
            key={input.key}
            input={input}
            value={dataText(data.value, input.key)}
            required={exhibit.autogen && input.requiredForAutogen}
            onChange={(text) => data.change(withDataText(data.value, input.key, text))}
          />
        ))}
      </div>
      <AutosaveStatus status={data.status} />
    </fieldset>
  );
}

interface AutogenInputProps {
  input: ExhibitTypeInput;
  value: string;
  /** Generating the exhibit needs it (spec 1 §5): marked while autogenerate is on. */
  required: boolean;
  onChange: (text: string) => void;
}

function AutogenInput({ input, value, required, onChange }: AutogenInputProps) {
  const id = useId();
  const missing = required && value.trim() === '';
  const label = (
    <Label htmlFor={id}>
      {input.label}
      {required && (
        <span aria-hidden="true" className="text-destructive">
          {' *'}
        </span>
      )}
    </Label>
  );
  if (input.kind === 'select') {
    return (
      <div className="grid content-start gap-1">
        {label}
        <NativeSelect
          id={id}
          value={value}
          aria-invalid={missing || undefined}
          aria-required={required || undefined}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">Choose…</option>
          {(input.options ?? []).map((option) => (
            <option key={option} value={option}>
              {(PATENT_KEY_LABELS as Readonly<Record<string, string | undefined>>)[option] ?? option}
            </option>
          ))}
        </NativeSelect>
      </div>
    );
  }
  return (
    <div className="grid content-start gap-1">
      {label}
      <Input
        id={id}
        type={input.kind === 'url' ? 'url' : 'text'}
        inputMode={input.kind === 'url' ? 'url' : undefined}
        value={value}
        aria-invalid={missing || undefined}
        aria-required={required || undefined}
        onChange={(event) => onChange(event.target.value)}
        className="aria-[invalid=true]:border-destructive"
      />
    </div>
  );
}
