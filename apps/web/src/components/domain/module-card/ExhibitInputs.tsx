import { getExhibitType, type ExhibitDraft, type ExhibitTypeInput, type PatentKey } from '@app/domain';
import { useId } from 'react';
import { Input } from '../../ui/input.tsx';
import { Label } from '../../ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../ui/select.tsx';
import { EntityPicker } from '../entities/EntityPicker.tsx';
import type { PickedEntity } from '../entities/picked-entity.ts';

/** How the patent-key options read (the stored values are PATENT_KEYS). */
export const PATENT_KEY_LABELS: Readonly<Record<PatentKey, string>> = {
  google_patent_url: 'Google Patents URL',
  patent_id: 'Patent number',
};

function optionLabel(option: string): string {
  return (PATENT_KEY_LABELS as Readonly<Record<string, string | undefined>>)[option] ?? option;
}

interface ExhibitInputsProps {
  exhibit: ExhibitDraft;
  /** New values for data keys; an empty string or undefined clears the key. */
  onDataChange: (patch: Readonly<Record<string, string | undefined>>) => void;
  disabled?: boolean;
}

/** The extra fields an exhibit type asks for (press-article URL, patent key and value, reputation company). */
export function ExhibitInputs({ exhibit, onDataChange, disabled }: ExhibitInputsProps) {
  const inputs = getExhibitType(exhibit.type)?.inputs ?? [];
  if (inputs.length === 0) return null;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {inputs.map((input) => (
        <ExhibitInputField key={input.key} input={input} exhibit={exhibit} onDataChange={onDataChange} disabled={disabled} />
      ))}
    </div>
  );
}

interface ExhibitInputFieldProps extends ExhibitInputsProps {
  input: ExhibitTypeInput;
}

function ExhibitInputField({ input, exhibit, onDataChange, disabled }: ExhibitInputFieldProps) {
  const id = useId();
  const raw = exhibit.data[input.key];
  const value = typeof raw === 'string' ? raw : '';
  // Generating the exhibit needs the field (spec 1 §5): marked required while autogenerate is on.
  const required = exhibit.autogen && input.requiredForAutogen;
  const missing = required && value.trim() === '';
  const label = (
    <>
      {input.label}
      {required && (
        <span aria-hidden="true" className="text-destructive">
          {' *'}
        </span>
      )}
    </>
  );

  if (input.kind === 'company') {
    const companyName = typeof exhibit.data['company_name'] === 'string' ? exhibit.data['company_name'] : value;
    return (
      <div className="grid gap-1">
        <Label id={id}>{label}</Label>
        <EntityPicker
          entityType="COMPANY"
          label={input.label}
          aria-labelledby={id}
          value={value ? { type: 'COMPANY', id: value, name: companyName } : null}
          allowCreate
          disabled={disabled}
          onSelect={(company: PickedEntity) => onDataChange({ [input.key]: company.id, company_name: company.name })}
        />
      </div>
    );
  }

  if (input.kind === 'select') {
    return (
      <div className="grid gap-1">
        <Label id={id}>{label}</Label>
        <Select value={value} disabled={disabled} onValueChange={(next) => onDataChange({ [input.key]: next })}>
          <SelectTrigger aria-labelledby={id} aria-invalid={missing || undefined}>
            <SelectValue placeholder="Choose…" />
          </SelectTrigger>
          <SelectContent>
            {(input.options ?? []).map((option) => (
              <SelectItem key={option} value={option}>
                {optionLabel(option)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    );
  }

  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type={input.kind === 'url' ? 'url' : 'text'}
        inputMode={input.kind === 'url' ? 'url' : undefined}
        value={value}
        aria-invalid={missing || undefined}
        aria-required={required || undefined}
        disabled={disabled}
        onChange={(event) => onDataChange({ [input.key]: event.target.value })}
        className="aria-[invalid=true]:border-destructive"
      />
    </div>
  );
}
