import {
  CASE_FIELD_LIMITS,
  PETITION_CASE_DETAIL_FIELDS,
  ARCHETYPE_LABELS,
  ARCHETYPES,
  FILING_TYPE_LABELS,
  FILING_TYPES,
  VISA_TYPES,
  allowsSelfPetition,
  isArchetype,
  proposedSalaryError,
} from '@app/domain';
import type { Dispatch } from 'react';
import { useId, useState } from 'react';
import { EntityPicker } from '@/components/domain/entities/EntityPicker.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import type { BuilderAction, BuilderState } from '../model/builder-state.ts';
import { LabelledSelect } from '@/components/form/labelled-select.tsx';

const VISA_OPTIONS = VISA_TYPES.map((visa) => ({ value: visa.code, label: visa.name }));
const ARCHETYPE_OPTIONS = ARCHETYPES.map((archetype) => ({ value: archetype, label: ARCHETYPE_LABELS[archetype] }));
const FILING_TYPE_OPTIONS = FILING_TYPES.map((type) => ({ value: type, label: FILING_TYPE_LABELS[type] }));

// The same labels and examples as the petition page's case details.
const TEXT_FIELDS = PETITION_CASE_DETAIL_FIELDS;

function LockedValue({ label, value }: { label: string; value: string }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <span id={id} className="text-sm font-medium">
        {label}
      </span>
      <p aria-labelledby={id} className="rounded-md border border-dashed px-3 py-2 text-sm">
        {value} <span className="text-muted-foreground">(locked)</span>
      </p>
    </div>
  );
}

export interface PetitionFieldsProps {
  state: BuilderState;
  dispatch: Dispatch<BuilderAction>;
  /** Case-strategy mode locks the beneficiary and visa type once chosen (spec 1 §2). */
  lockBeneficiaryAndVisa: boolean;
  disabled?: boolean;
}

/** Who, for whom, which visa, and the builder's metadata fields (spec 1 §2). */
export function PetitionFields({ state, dispatch, lockBeneficiaryAndVisa, disabled }: PetitionFieldsProps) {
  const beneficiaryLabelId = useId();
  const petitionerLabelId = useId();
  const visaName = VISA_TYPES.find((visa) => visa.code === state.visaClassId)?.name;
  const selfPetitionAllowed = allowsSelfPetition(state.visaClassId);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {lockBeneficiaryAndVisa && state.beneficiary ? (
        <LockedValue label="Beneficiary" value={state.beneficiary.name} />
      ) : (
        <div className="flex flex-col gap-1.5">
          <span id={beneficiaryLabelId} className="text-sm font-medium">
            Beneficiary
          </span>
          <EntityPicker
            entityType="USER"
            label="Beneficiary"
            aria-labelledby={beneficiaryLabelId}
            value={state.beneficiary}
            onSelect={(beneficiary) => dispatch({ type: 'beneficiaryChosen', beneficiary })}
            placeholder="Select a beneficiary..."
            allowCreate
            disabled={disabled}
          />
        </div>
      )}
      <div className="flex flex-col gap-1.5">
        <span id={petitionerLabelId} className="text-sm font-medium">
          Petitioner
        </span>
        <EntityPicker
          entityType="COMPANY"
          label="Petitioner"
          aria-labelledby={petitionerLabelId}
          value={state.petitioner}
          onSelect={(petitioner) => dispatch({ type: 'petitionerChosen', petitioner })}
          placeholder={selfPetitionAllowed ? 'None: a self-petition' : 'Select a petitioner...'}
          allowCreate
          disabled={disabled}
        />
        {selfPetitionAllowed ? (
          <p className="text-xs text-muted-foreground">
            {state.petitioner ? (
              <Button
                type="button"
                variant="link"
                className="h-auto p-0 text-xs"
                onClick={() => dispatch({ type: 'petitionerChosen', petitioner: null })}
                disabled={disabled}
              >
                Make it a self-petition (no petitioner company)
              </Button>
            ) : (
              'An EB-1A beneficiary may petition for themselves: leave the petitioner empty for a self-petition, or choose the company that files.'
            )}
          </p>
        ) : null}
      </div>
      {lockBeneficiaryAndVisa && visaName ? (
        <LockedValue label="Visa type" value={visaName} />
      ) : (
        <LabelledSelect
          label="Visa type"
          value={state.visaClassId}
          options={VISA_OPTIONS}
          onChange={(visaClassId) => visaClassId && dispatch({ type: 'visaChosen', visaClassId })}
          disabled={disabled}
        />
      )}
      <LabelledSelect
        label="Archetype"
        value={state.archetype}
        options={ARCHETYPE_OPTIONS}
        allowNone
        onChange={(archetype) => dispatch({ type: 'archetypeChosen', archetype: isArchetype(archetype) ? archetype : null })}
        disabled={disabled}
      />
      <LabelledSelect
        label="Filing type"
        value={state.metadata.filingType ?? null}
        options={FILING_TYPE_OPTIONS}
        allowNone
        onChange={(filingType) =>
          dispatch({ type: 'metadataChanged', metadata: { filingType: FILING_TYPES.find((type) => type === filingType) } })
        }
        disabled={disabled}
      />
      {TEXT_FIELDS.map((field) => (
        <MetadataText key={field.key} field={field} state={state} dispatch={dispatch} disabled={disabled} />
      ))}
    </div>
  );
}

function MetadataText({
  field,
  state,
  dispatch,
  disabled,
}: {
  field: (typeof TEXT_FIELDS)[number];
  state: BuilderState;
  dispatch: Dispatch<BuilderAction>;
  disabled?: boolean;
}) {
  const id = useId();
  const [left, setLeft] = useState(false);
  const value = state.metadata[field.key] ?? '';
  // The salary has a rule (it fills the I-129's wages); shown once the field is left, gone at the first right keystroke.
  const error = field.key === 'proposedUSSalary' ? proposedSalaryError(value) : null;
  const shownError = left ? error : null;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{field.label}</Label>
      <Input
        id={id}
        value={value}
        placeholder={field.placeholder}
        // The page's bound (petition-case-fields.ts, migration 0068); the salary's pattern bounds it.
        maxLength={field.key === 'proposedUSSalary' ? 500 : CASE_FIELD_LIMITS[field.key].maxLength}
        disabled={disabled}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={shownError ? `${id}-error` : undefined}
        onBlur={() => setLeft(true)}
        onChange={(event) => dispatch({ type: 'metadataChanged', metadata: { [field.key]: event.target.value } })}
      />
      {shownError ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
