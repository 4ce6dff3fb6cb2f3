import { DATE_INPUT_PLACEHOLDER, ISO_DATE_FORMAT, lazySchema } from '@app/domain';
import { isMatch } from 'date-fns';
import { forwardRef, type InputHTMLAttributes } from 'react';
import { z } from 'zod';
import { Input } from '../ui/input.tsx';
import { useFormTexts } from './form-texts.ts';

export const INVALID_DATE_TEXT = `Enter a date as ${DATE_INPUT_PLACEHOLDER}.`;

/** Whether the text is a real calendar date written YYYY-MM-DD (2024-02-30 is not). */
export function isIsoDate(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && isMatch(text, ISO_DATE_FORMAT);
}

/** A required YYYY-MM-DD date; `.optional()` or `.or(z.literal(''))` for an optional one. */
export const isoDateSchema = lazySchema(() => z.string().refine(isIsoDate, INVALID_DATE_TEXT));

/** The digits of each part of YYYY-MM-DD. */
const DATE_PART_LENGTHS = [4, 2, 2] as const;

/**
 * The text of a date field as the person types it, written YYYY-MM-DD. Phone keyboards for digits (inputmode
 * 'numeric': iOS offers 0–9 only) have no '-', so the dashes come by themselves: '20240315' → '2024-03-15'. A '/',
 * '.' or space typed where a keyboard has one stands for '-' ('2024/03/15'), and a part's digits past its length
 * start the next part ('2024-0315'). A text with anything else (a pasted 'March 3') is returned as it is, for the
 * date's check to refuse: nothing is guessed, and what is stored is still the YYYY-MM-DD the field shows.
 */
export function dateAsTyped(text: string): string {
  if (!/^[\d\-/. ]*$/.test(text)) return text;
  let written = '';
  let part = 0;
  let digits = 0;
  for (const character of text) {
    const isDigit = character >= '0' && character <= '9';
    if (isDigit && digits === DATE_PART_LENGTHS[part]) {
      // The part is full: the digit begins the next one (none after the day: the digit is dropped).
      if (part === DATE_PART_LENGTHS.length - 1) continue;
      written += '-';
      part += 1;
      digits = 0;
    }
    if (isDigit) {
      written += character;
      digits += 1;
    } else if (digits > 0 && part < DATE_PART_LENGTHS.length - 1) {
      // A separator ends a part begun; a second one in a row, a leading one or one after the day is dropped.
      written += '-';
      part += 1;
      digits = 0;
    }
  }
  return written;
}

type DateInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange'> & {
  value: string | null | undefined;
  onChange: (value: string) => void;
};

/**
 * A date typed as YYYY-MM-DD (the format the API stores), validated with isoDateSchema. A text field
 * rather than the browser's date picker, whose display format follows the browser's locale. Phones show their digit
 * keypad (inputmode 'numeric'); the dashes it lacks are written as the digits come (dateAsTyped).
 */
export const DateInput = forwardRef<HTMLInputElement, DateInputProps>(function DateInput({ value, onChange, ...props }, ref) {
  return (
    <Input
      ref={ref}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder={useFormTexts().datePlaceholder}
      maxLength={DATE_INPUT_PLACEHOLDER.length}
      value={value ?? ''}
      onChange={(event) => onChange(dateAsTyped(event.target.value))}
      {...props}
    />
  );
});
