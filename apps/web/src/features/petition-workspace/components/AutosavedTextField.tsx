import { useId } from 'react';
import { AutosaveStatus } from '../../../components/form/autosave-status.tsx';
import { isIsoDate } from '../../../components/form/date-input.tsx';
import { DateInput } from '../../../components/form/date-input.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { useAutosavedValue } from '../../../lib/autosave/use-autosaved-value.ts';

interface AutosavedTextFieldProps {
  label: string;
  saved: string | null | undefined;
  /** Saves the text; an emptied field saves null. */
  onSave: (value: string | null) => Promise<unknown>;
  /** A YYYY-MM-DD date: only a complete, real date (or an empty field) is saved. */
  date?: boolean;
  disabled?: boolean;
}

/** One case field of the header, edited in place and saved as the user types (autosave). */
export function AutosavedTextField({ label, saved, onSave, date = false, disabled }: AutosavedTextFieldProps) {
  const id = useId();
  const save = async (text: string) => {
    const trimmed = text.trim();
    if (date && trimmed !== '' && !isIsoDate(trimmed)) return;
    await onSave(trimmed === '' ? null : trimmed);
  };
  const field = useAutosavedValue(saved ?? '', save);
  return (
    <div className="grid content-start gap-1">
      <Label htmlFor={id}>{label}</Label>
      {date ? (
        <DateInput id={id} value={field.value} onChange={field.change} disabled={disabled} />
      ) : (
        <Input id={id} value={field.value} onChange={(event) => field.change(event.target.value)} disabled={disabled} />
      )}
      <AutosaveStatus status={field.status} />
    </div>
  );
}
