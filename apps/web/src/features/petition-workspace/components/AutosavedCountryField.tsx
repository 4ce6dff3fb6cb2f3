import { isCountryCode, PERSON_HISTORY_TEXTS } from '@app/domain';
import { useId } from 'react';
import { AutosaveStatus } from '@/components/form/autosave-status.tsx';
import { CountrySelect } from '@/components/form/geography-selects.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useAutosavedValue } from '@/lib/autosave/use-autosaved-value.ts';

/**
 * A country of the case (ISO alpha-2 code stored, its name shown) chosen from the shared searchable country list and
 * saved as soon as it is chosen (autosave). The picker offers only known countries; the check is the person-data
 * forms' own (`isCountryCode`, "Choose a country."), so a stored code the list does not know is never sent back.
 */
export function AutosavedCountryField({
  label,
  saved,
  onSave,
  disabled,
}: {
  label: string;
  saved: string | null | undefined;
  onSave: (code: string) => Promise<unknown>;
  disabled?: boolean;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const field = useAutosavedValue(
    saved ?? '',
    (code: string) => onSave(code.trim().toUpperCase()),
    0,
    (code) => (isCountryCode(code) ? null : PERSON_HISTORY_TEXTS.country),
  );
  return (
    <div className="grid content-start gap-1">
      <Label htmlFor={id}>{label}</Label>
      <CountrySelect
        id={id}
        value={field.value}
        onChange={field.change}
        disabled={disabled}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.error ? errorId : undefined}
      />
      {field.error && (
        <p id={errorId} className="text-xs text-destructive">
          {field.error}
        </p>
      )}
      <AutosaveStatus status={field.status} />
    </div>
  );
}
