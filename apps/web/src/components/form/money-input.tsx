import { salarySchema } from '@app/domain';
import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import { Input } from '../ui/input.tsx';

type MoneyInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange'> & {
  value: string | number | null | undefined;
  onChange: (value: string) => void;
  /** The reader's language ('es', 'hi', …): its grouping and decimal marks show the amount. */
  locale: string;
  /** The amount the field's rule reads in the text, or null (default: the salary rule's; a company's income passes its own). */
  amountOf?: AmountOf;
};

/** The amount a rule reads in a typed text, or null when it reads none. */
export type AmountOf = (text: string) => number | null;

/** The salary rule's reading (packages/domain salarySchema): amounts greater than 0. */
const salaryAmount: AmountOf = (text) => {
  const amount = salarySchema.safeParse(text);
  return amount.success ? amount.data : null;
};

/** Grouping formatters by language, built once (one per field would rebuild on every render). */
const formatters = new Map<string, Intl.NumberFormat>();

/**
 * The amount as the reader writes money ("215,000", "215.000", "2,15,000"; a loss "-40,000"), or the text as it is
 * when the field's rule (the salary rule, packages/domain salarySchema, unless another is given) does not read an
 * amount in it, so its message still matches what is shown.
 */
export function moneyDisplay(value: string | number | null | undefined, locale: string, amountOf = salaryAmount): string {
  const text = value == null ? '' : String(value);
  const amount = text.trim() === '' ? null : amountOf(text);
  if (amount === null) return text;
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    formatters.set(locale, formatter);
  }
  return formatter.format(amount);
}

/**
 * What a reader whose language writes "215.000,50" typed, in the form the salary rule reads ("215000.50"): in a
 * language with a decimal comma (es, pt-BR), dots grouping thousands ("215.000", "1.250.000,50") and a decimal comma
 * ("215000,5") are read as that language writes them, so "215.000" is never kept as 215 dollars. Anything else is
 * kept as typed: "215,000" already reads as the rule reads it, and the rule's message speaks for the rest.
 */
export function typedAmount(text: string, locale: string): string {
  if (!decimalMarks.has(locale)) {
    const decimal = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value;
    decimalMarks.set(locale, decimal ?? '.');
  }
  if (decimalMarks.get(locale) !== ',') return text;
  // A loss keeps its minus sign ("-40.000" → "-40000").
  const sign = /^\s*[-−]/.test(text) ? '-' : '';
  const trimmed = text
    .trim()
    .replace(/^[-−]\s?/, '')
    .replace(/^\$\s?/, '');
  if (!/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(trimmed) && !/^\d+,\d{1,2}$/.test(trimmed)) return text;
  return sign + trimmed.replace(/\./g, '').replace(',', '.');
}

/** Each language's decimal mark, read from Intl once. */
const decimalMarks = new Map<string, string>();

/**
 * A money amount: grouped in the reader's language while the field is not focused; while typing, the text as
 * typed (the value the form keeps and the salary rule reads), so the caret and the stored value never move
 * under the fingers.
 */
export const MoneyInput = forwardRef<HTMLInputElement, MoneyInputProps>(function MoneyInput(
  { value, onChange, locale, amountOf, onFocus, onBlur, ...props },
  ref,
) {
  const [editing, setEditing] = useState(false);
  return (
    <Input
      ref={ref}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={editing ? (value == null ? '' : String(value)) : moneyDisplay(value, locale, amountOf)}
      onChange={(event) => onChange(event.target.value)}
      onFocus={(event) => {
        // The typed text goes in at once, not at React's next render, and is selected whole: typing replaces the
        // amount (as entering an amount field by Tab does) instead of landing after text the browser no longer shows.
        const input = event.currentTarget;
        const typed = value == null ? '' : String(value);
        if (input.value !== typed) {
          input.value = typed;
          input.select();
        }
        setEditing(true);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        // "215.000" typed in Spanish is kept as 215000, as the reader meant it (typedAmount).
        const typed = typedAmount(event.currentTarget.value, locale);
        if (typed !== event.currentTarget.value) onChange(typed);
        setEditing(false);
        onBlur?.(event);
      }}
      {...props}
    />
  );
});
