import { homeRequestedPeriod } from '@app/domain';
import { useLingui } from '@lingui/react';
import { formatLocalDate } from '@/lib/i18n/format.ts';

/**
 * The period of employment the petition asks USCIS for (petitions.requested_start_date / requested_end_date, both or
 * neither), in the reader's language: the dates once staff set them; on an I-129 petition still being prepared without
 * them, that the case team has not set them yet (docs/decisions.md, "The requested period, rounded off"); otherwise
 * nothing (an I-140 asks for no period; a filed petition without one went with the offer's dates). A TN applied for at
 * the border or a consulate asks the officer, not USCIS, for its period of stay.
 */
export function RequestedPeriodLine({
  petition,
}: {
  petition: {
    visaClass: string;
    status: string;
    filingType?: string | null;
    requestedStartDate?: string | null;
    requestedEndDate?: string | null;
  };
}) {
  const { i18n } = useLingui();
  const period = homeRequestedPeriod(petition);
  if (period.kind === 'none') return null;
  // A TN applied for at the border or a consulate files nothing with USCIS: the officer is asked for the period.
  if (period.kind === 'not-set-yet') {
    return (
      <p className="text-sm text-muted-foreground">
        {period.askedOf === 'officer'
          ? i18n._({
              id: 'home.requestedPeriodNotSetAtTheBorder',
              message: 'Period of stay to request from the officer: not set yet. Your case team sets the dates before you apply.',
            })
          : i18n._({
              id: 'home.requestedPeriodNotSet',
              message: 'Period of employment to request from USCIS: not set yet. Your case team sets the dates before filing.',
            })}
      </p>
    );
  }
  const values = { start: formatLocalDate(i18n, period.start), end: formatLocalDate(i18n, period.end) };
  return (
    <p className="text-sm">
      {period.askedOf === 'officer'
        ? i18n._({
            id: 'home.requestedPeriodAtTheBorder',
            message: 'Period of stay to request from the officer: {start} to {end}',
            values,
          })
        : i18n._({ id: 'home.requestedPeriod', message: 'Period of employment requested from USCIS: {start} to {end}', values })}
    </p>
  );
}
