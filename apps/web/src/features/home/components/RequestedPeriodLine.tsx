import { homeRequestedPeriod } from '@app/domain';
import { useLingui } from '@lingui/react';
import { formatLocalDate } from '@/lib/i18n/format.ts';

/**
 * The period of employment the petition asks USCIS for (petitions.requested_start_date / requested_end_date, both or
 * neither), in the reader's language: the dates once staff set them; on an I-129 petition still being prepared without
 * them, that the case team has not set them yet (docs/decisions.md, "The requested period, rounded off"); otherwise
 * nothing (an I-140 asks for no period; a filed petition without one went with the offer's dates).
 */
export function RequestedPeriodLine({
  petition,
}: {
  petition: {
    visaClass: string;
    status: string;
    requestedStartDate?: string | null;
    requestedEndDate?: string | null;
  };
}) {
  const { i18n } = useLingui();
  const period = homeRequestedPeriod(petition);
  if (period.kind === 'none') return null;
  if (period.kind === 'not-set-yet') {
    return (
      <p className="text-sm text-muted-foreground">
        {i18n._({
          id: 'home.requestedPeriodNotSet',
          message: 'Period of employment to request from USCIS: not set yet. Your case team sets the dates before filing.',
        })}
      </p>
    );
  }
  return (
    <p className="text-sm">
      {i18n._({
        id: 'home.requestedPeriod',
        message: 'Period of employment requested from USCIS: {start} to {end}',
        values: { start: formatLocalDate(i18n, period.start), end: formatLocalDate(i18n, period.end) },
      })}
    </p>
  );
}
