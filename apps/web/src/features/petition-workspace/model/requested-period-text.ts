import { formatCalendarDate, type PetitionEmploymentPeriod } from '@app/domain';

/** Why the forms print the dates they print, after the dates. */
const SOURCE_TEXTS: Readonly<Record<PetitionEmploymentPeriod['source'], string>> = {
  requested: 'the period requested here',
  offer: "the employer's offer dates from onboarding",
};

/**
 * The line under the requested period: which dates the USCIS forms print (I-129 Part 5 item 10) and where they come
 * from, dates as people write them (never YYYY-MM-DD).
 */
export function formsPeriodText(period: PetitionEmploymentPeriod): string {
  const start = period.start ? formatCalendarDate(period.start) : null;
  const end = period.end ? formatCalendarDate(period.end) : null;
  const why = SOURCE_TEXTS[period.source];
  const pastStart = period.pastOfferStart
    ? ` The offer's start, ${formatCalendarDate(period.pastOfferStart)}, is past, and USCIS grants no period that starts before it decides: request a period here.`
    : '';
  if (start && end) return `The forms print ${start} to ${end} (${why}).`;
  if (start) return `The forms print from ${start}, with no end date (${why}): request a period here.`;
  if (end) return `The forms print no start date and an end of ${end} (${why}).${pastStart}`;
  return pastStart
    ? `The forms print no dates yet.${pastStart}`
    : "The forms print no dates yet: request a period here, or the employer enters the role's dates in onboarding.";
}
