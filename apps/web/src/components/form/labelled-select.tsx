import { useId } from 'react';
import { Label } from '../ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../ui/select.tsx';

/** Radix Select has no empty value; this one stands for "none chosen" where a field may be left empty. */
export const NONE_VALUE = '__none__';

export interface SelectOption {
  value: string;
  /** What the person reads: a label, never the stored value. */
  label: string;
}

export interface LabelledSelectProps {
  label: string;
  value: string | null;
  options: readonly SelectOption[];
  /** The chosen value; null only when the 'None' choice (allowNone) was picked. */
  onChange: (value: string | null) => void;
  /** Shown while nothing is chosen; default 'Select <label>'. */
  placeholder?: string;
  /** Offers a 'None' choice that clears the field. */
  allowNone?: boolean;
  disabled?: boolean;
}

/**
 * A labelled one-of-many choice (Radix Select) for fields saved as they change: the petition builder's
 * fields and the exhibit editor's owner and types. The label names the trigger for screen readers.
 */
export function LabelledSelect({ label, value, options, onChange, placeholder, allowNone, disabled }: LabelledSelectProps) {
  const id = useId();
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select
        value={value ?? (allowNone ? NONE_VALUE : '')}
        onValueChange={(next) => onChange(next === NONE_VALUE ? null : next)}
        disabled={disabled}
      >
        <SelectTrigger id={id}>
          <SelectValue placeholder={placeholder ?? `Select ${label.toLowerCase()}`} />
        </SelectTrigger>
        <SelectContent>
          {allowNone ? <SelectItem value={NONE_VALUE}>None</SelectItem> : null}
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
