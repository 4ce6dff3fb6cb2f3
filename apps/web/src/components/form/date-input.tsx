import { DATE_INPUT_PLACEHOLDER, ISO_DATE_FORMAT, lazySchema } from '@app/domain';
import { isMatch } from 'date-fns';
import { forwardRef, type InputHTMLAttributes } from 'react';
import { z } from 'zod';
import { Input } from '../ui/input.tsx';

export const INVALID_DATE_TEXT = `Enter a date as ${DATE_INPUT_PLACEHOLDER}.`;

/** Whether the text is a real calendar date written YYYY-MM-DD (2024-02-30 is not). */
export function isIsoDate(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && isMatch(text, ISO_DATE_FORMAT);
}

/** A required YYYY-MM-DD date; `.optional()` or `.or(z.literal(''))` for an optional one. */
export const isoDateSchema = lazySchema(() => z.string().refine(isIsoDate, INVALID_DATE_TEXT));

type DateInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange'> & {
  value: string | null | undefined;
  onChange: (value: string) => void;
};

/**
 * A date typed as YYYY-MM-DD (the format the API stores), validated with isoDateSchema. A text field
 * rather than the browser's date picker, whose display format follows the browser's locale.
 */
export const DateInput = forwardRef<HTMLInputElement, DateInputProps>(function DateInput({ value, onChange, ...props }, ref) {
  return (
    <Input
      ref={ref}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder={DATE_INPUT_PLACEHOLDER}
      maxLength={DATE_INPUT_PLACEHOLDER.length}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
      {...props}
    />
  );
});
