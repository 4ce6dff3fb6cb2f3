import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { DATE_ESTABLISHED_TEXTS, yearOfDateEstablished } from '@app/domain';
import { useLingui } from '@lingui/react';
import { useCallback, useState } from 'react';

/**
 * The company's full date established as staff gave it on the entity (migration 0086), seen from the employer wizard.
 * The rule (date-established.ts: the date falls in the year established) is kept by showing the date's year,
 * read-only, with the date and who to ask; the employer's year never silently clears staff's date (docs/decisions.md,
 * "The employer wizard and staff's date established").
 */
export interface ProviderDateEstablished {
  /** The year the date allows; null when staff gave no date (the employer types the year). */
  year: number | null;
  /** "Your provider recorded the date established as March 4, 2011. …", the year field's description. */
  explanation: string | null;
  /** The year the employer had typed when the server refused it (staff gave the date while the page was open). */
  refused: string | null;
  /** Call when the save was refused for the date's year (isOtherYearRefusal), with the year that was sent. */
  refusedYear: (typed: unknown) => void;
}

/** "March 4, 2011" (4 de marzo de 2011, …): spelt out, since 03/04/2011 reads as April 3 in most of the world. */
function longDate(locale: string, isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(year!, month! - 1, day!));
}

export function useProviderDateEstablished(date: string | null | undefined): ProviderDateEstablished {
  const { i18n } = useLingui();
  const [refused, setRefused] = useState<string | null>(null);
  const year = yearOfDateEstablished(date);
  const explanation =
    year === null || !date
      ? null
      : `${i18n._({
          id: 'employer.history.providerDate',
          message: 'Your provider recorded the date established as {date}.',
          values: { date: longDate(i18n.locale, date) },
        })} ${i18n._({
          id: 'employer.history.providerDateHow',
          message: 'The year comes from that date. If it is wrong, ask your case team to correct it in Help and support.',
        })}`;
  const refusedYear = useCallback((typed: unknown) => setRefused(String(typed ?? '')), []);
  return { year, explanation, refused, refusedYear };
}

/** Whether a save was refused because staff's date established is in another year (migration 0086's check). */
export function isOtherYearRefusal(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((problem) => problem.message === DATE_ESTABLISHED_TEXTS.otherYear);
}

/** After such a refusal, once the date is read: what happened to the typed year, and that the rest is kept. */
export function ProviderDateNotice({ providerDate }: { providerDate: ProviderDateEstablished }) {
  const { i18n } = useLingui();
  if (providerDate.refused === null || providerDate.year === null || providerDate.refused === String(providerDate.year))
    return null;
  return (
    <p role="alert" className="rounded border bg-muted p-3 text-sm">
      {i18n._({
        id: 'employer.history.providerDateRefused',
        message:
          'Your provider recorded the date established while you were on this page, so the year is now {year} (you had entered {typed}). Your other answers are kept: choose Next to save them.',
        values: { year: String(providerDate.year), typed: providerDate.refused },
      })}
    </p>
  );
}
