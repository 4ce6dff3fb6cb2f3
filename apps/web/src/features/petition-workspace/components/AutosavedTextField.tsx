import { caseDateSchema, optionalFieldError } from '@app/domain';
import { useId, useState } from 'react';
import type { z } from 'zod';
import { AutosaveStatus } from '@/components/form/autosave-status.tsx';
import { DateInput } from '@/components/form/date-input.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useAutosavedValue } from '@/lib/autosave/use-autosaved-value.ts';

interface AutosavedTextFieldProps {
  label: string;
  saved: string | null | undefined;
  /** Saves the text; an emptied field saves null. */
  onSave: (value: string | null) => Promise<unknown>;
  /** A YYYY-MM-DD case date: only a real date in the plausible range (or an empty field) is saved. */
  date?: boolean;
  /**
   * The field's rule from the domain (issue 26): text that fails it is never saved, its message is shown
   * and the status asks for a fix; what is saved is the rule's output (e.g. a receipt number in capitals).
   */
  rule?: z.ZodType<string, string>;
  /** A text area (e.g. an address in several lines); its rule says how many lines it may have. */
  multiline?: boolean;
  /** An example shown while the field is empty. */
  placeholder?: string;
  /** A line under the field saying what it is for (tied to it with aria-describedby). */
  description?: string;
  disabled?: boolean;
}

/** One case field of the header, edited in place and saved as the user types (autosave). */
export function AutosavedTextField({
  label,
  saved,
  onSave,
  date = false,
  rule,
  multiline = false,
  placeholder,
  description,
  disabled,
}: AutosavedTextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const fieldRule = rule ?? (date ? caseDateSchema : undefined);
  const save = async (text: string) => {
    const trimmed = text.trim();
    if (trimmed === '') return onSave(null);
    return onSave(fieldRule ? fieldRule.parse(trimmed) : trimmed);
  };
  const validate = fieldRule ? (text: string) => optionalFieldError(fieldRule, text) : undefined;
  const field = useAutosavedValue(saved ?? '', save, undefined, validate);
  // Once saved, the field shows the stored value, trimmed: a pause after Enter (the address's next line) or after a
  // space would take them away before the next word is typed. What was typed stays on screen while it is the stored
  // value and trailing blanks; any other difference (another editor's change, a receipt number in capitals) shows.
  const [typed, setTyped] = useState<string | null>(null);
  const change = (value: string) => {
    setTyped(value);
    field.change(value);
  };
  const shown = typed !== null && field.value === (saved ?? '') && typed.trimEnd() === field.value ? typed : field.value;
  const invalid = {
    'aria-invalid': field.error ? true : undefined,
    'aria-describedby': [description ? descriptionId : null, field.error ? errorId : null].filter(Boolean).join(' ') || undefined,
  } as const;
  return (
    <div className="grid content-start gap-1">
      <Label htmlFor={id}>{label}</Label>
      {date ? (
        <DateInput id={id} value={field.value} onChange={field.change} disabled={disabled} {...invalid} />
      ) : multiline ? (
        <Textarea
          id={id}
          rows={4}
          className="min-h-0"
          value={shown}
          placeholder={placeholder}
          onChange={(event) => change(event.target.value)}
          disabled={disabled}
          {...invalid}
        />
      ) : (
        <Input
          id={id}
          value={shown}
          placeholder={placeholder}
          onChange={(event) => change(event.target.value)}
          disabled={disabled}
          {...invalid}
        />
      )}
      {description && (
        <p id={descriptionId} className="text-xs text-muted-foreground">
          {description}
        </p>
      )}
      {field.error && (
        <p id={errorId} className="text-xs text-destructive">
          {field.error}
        </p>
      )}
      <AutosaveStatus status={field.status} />
    </div>
  );
}
