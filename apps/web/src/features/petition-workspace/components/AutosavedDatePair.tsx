import { formatCalendarDate, isCalendarDate } from '@app/domain';
import { useId, type ReactNode } from 'react';
import { AutosaveStatus } from '@/components/form/autosave-status.tsx';
import { DateInput } from '@/components/form/date-input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useAutosavedValue } from '@/lib/autosave/use-autosaved-value.ts';
import { useReadOnly } from '@/lib/read-only-context.tsx';

/** The two dates of a period as typed (YYYY-MM-DD or ''), by the names its rule uses ("start"/"end", "from"/"to"). */
export type DatePairDraft<Key extends string> = Record<Key, string>;

interface AutosavedDatePairProps<Key extends string> {
  legend: string;
  /** The two dates, first and last, with their labels. */
  dates: readonly [{ key: Key; label: string }, { key: Key; label: string }];
  saved: DatePairDraft<Key>;
  /** The period's rule (the domain's …Problem): why it cannot be kept, on the date it is about, or null. */
  problemOf: (draft: DatePairDraft<Key>) => { field: Key; message: string } | null;
  save: (draft: DatePairDraft<Key>) => Promise<unknown>;
  editable: boolean;
  /** What the period is for, under the dates (each date's field is described by it). */
  hint: ReactNode;
}

/**
 * A period of two dates that saves as a pair (the petition's requested period, the validity USCIS approved): its rule
 * is about both, so a half-typed pair is not saved, and the rule's message goes under the date it names. Each date
 * shows, under the YYYY-MM-DD it takes, the date as people read it.
 */
export function AutosavedDatePair<Key extends string>({
  legend,
  dates,
  saved,
  problemOf,
  save,
  editable,
  hint,
}: AutosavedDatePairProps<Key>) {
  const id = useId();
  const readOnly = useReadOnly();
  const field = useAutosavedValue(saved, save, undefined, (draft) => problemOf(draft)?.message ?? null);
  const problem = field.error ? problemOf(field.value) : null;
  const hintId = `${id}-hint`;
  const date = ({ key, label }: { key: Key; label: string }) => {
    const inputId = `${id}-${key}`;
    const errorId = `${inputId}-error`;
    const error = problem?.field === key ? problem.message : null;
    const typed = field.value[key];
    return (
      <div key={key} className="grid content-start gap-1">
        <Label htmlFor={inputId}>{label}</Label>
        <DateInput
          id={inputId}
          value={typed}
          disabled={!editable || readOnly}
          onChange={(value) => field.change({ ...field.value, [key]: value })}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
        />
        {!error && isCalendarDate(typed) && <span className="text-xs text-muted-foreground">{formatCalendarDate(typed)}</span>}
        {error && (
          <p id={errorId} className="text-xs text-destructive">
            {error}
          </p>
        )}
      </div>
    );
  };
  return (
    <fieldset className="grid content-start gap-2 sm:col-span-2">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">{dates.map(date)}</div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {hint}
      </p>
      <AutosaveStatus status={field.status} />
    </fieldset>
  );
}
