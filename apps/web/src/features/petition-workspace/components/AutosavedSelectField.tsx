import { useId } from 'react';
import { AutosaveStatus } from '@/components/form/autosave-status.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useAutosavedValue } from '@/lib/autosave/use-autosaved-value.ts';
import { NativeSelect } from '@/components/ui/native-select.tsx';

interface AutosavedSelectFieldProps {
  label: string;
  saved: string | null | undefined;
  options: readonly { value: string; label: string }[];
  /** Offers a blank choice that saves null. */
  allowNone?: boolean;
  onSave: (value: string | null) => Promise<unknown>;
  disabled?: boolean;
}

/** A case field chosen from a list, saved as soon as it changes (autosave). */
export function AutosavedSelectField({ label, saved, options, allowNone = false, onSave, disabled }: AutosavedSelectFieldProps) {
  const id = useId();
  const field = useAutosavedValue(saved ?? '', (value: string) => onSave(value === '' ? null : value), 0);
  return (
    <div className="grid content-start gap-1">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={field.value} disabled={disabled} onChange={(event) => field.change(event.target.value)}>
        {(allowNone || field.value === '') && <option value="">—</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      <AutosaveStatus status={field.status} />
    </div>
  );
}
