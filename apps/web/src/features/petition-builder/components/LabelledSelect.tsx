import { useId } from 'react';
import { Label } from '../../../components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select.tsx';

/** Radix Select has no empty value; this one stands for "none chosen" where a field may be left empty. */
export const NONE_VALUE = '__none__';

export interface LabelledSelectProps {
  label: string;
  value: string | null;
  options: readonly { value: string; label: string }[];
  onChange: (value: string | null) => void;
  placeholder?: string;
  /** Offers a 'None' choice that clears the field. */
  allowNone?: boolean;
  disabled?: boolean;
}

/** A labelled one-of-many choice for the builder's fields. */
export function LabelledSelect({ label, value, options, onChange, placeholder, allowNone, disabled }: LabelledSelectProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
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
