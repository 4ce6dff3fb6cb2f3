import { forwardRef, type InputHTMLAttributes } from 'react';
import { Input } from '../ui/input.tsx';
import { dateAsTyped } from './date-input.tsx';

type AdmitUntilInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange'> & {
  value: string | null | undefined;
  onChange: (value: string) => void;
};

/**
 * An I-94's Admit Until Date: a date typed YYYY-MM-DD (its dashes written as the digits come, as DateInput does), or
 * D/S as the record prints it for a stay without an end date. Unlike DateInput, the keyboard is a text one: a phone's
 * digit keypad has no letters to type D/S with.
 */
export const AdmitUntilInput = forwardRef<HTMLInputElement, AdmitUntilInputProps>(function AdmitUntilInput(
  { value, onChange, ...props },
  ref,
) {
  return (
    <Input
      ref={ref}
      type="text"
      autoComplete="off"
      autoCapitalize="characters"
      placeholder="YYYY-MM-DD or D/S"
      maxLength={10}
      value={value ?? ''}
      onChange={(event) => onChange(dateAsTyped(event.target.value))}
      {...props}
    />
  );
});
