import { useLingui } from '@lingui/react';
import { formatLocalDate } from '@/lib/i18n/format.ts';

/**
 * The period of employment the petition asks USCIS for, once staff have set it (petitions.requested_start_date /
 * requested_end_date, both or neither), in the reader's language. Without one the forms use the offer's dates, which
 * the employer entered themselves: nothing is said.
 */
export function RequestedPeriodLine({ start, end }: { start: string | null | undefined; end: string | null | undefined }) {
  const { i18n } = useLingui();
  if (!start || !end) return null;
  return (
    <p className="text-sm">
      {i18n._({
        id: 'home.requestedPeriod',
        message: 'Period of employment requested from USCIS: {start} to {end}',
        values: { start: formatLocalDate(i18n, start), end: formatLocalDate(i18n, end) },
      })}
    </p>
  );
}
