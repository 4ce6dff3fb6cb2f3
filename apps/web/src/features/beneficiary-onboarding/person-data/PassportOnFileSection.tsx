import { useLingui } from '@lingui/react';
import { formatLocalDate } from '@/lib/i18n/format.ts';
import { PASSPORT_FIELD_MESSAGES } from '../passport/passport-field-messages.ts';
import { usePersonData } from './use-person-data.ts';

const SHOWN = ['passportNumber', 'dateOfBirth', 'expirationDate'] as const;
/** Stored as calendar dates (YYYY-MM-DD): shown in the reader's format, as every other date on the portal. */
const DATES: ReadonlySet<(typeof SHOWN)[number]> = new Set(['dateOfBirth', 'expirationDate']);

/**
 * The passport details on file, whoever gave them: what the person confirmed from the scan, or what their case team
 * entered or corrected on the petition page (docs/decisions.md, "Staff edit the beneficiary's person data"). Shown
 * while no new scan is being checked; uploading the passport again replaces them.
 */
export function PassportOnFileSection({ userId }: { userId: string }) {
  const { i18n } = useLingui();
  const { datum } = usePersonData(userId);
  const given = SHOWN.filter((name) => datum?.[name]);
  if (!datum || given.length === 0) return null;
  return (
    <section aria-labelledby="passport-on-file-title" className="flex flex-col gap-2 rounded border p-4">
      <h2 id="passport-on-file-title" className="font-medium">
        {i18n._({ id: 'passport.onFile.title', message: 'Passport details on file' })}
      </h2>
      <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3 [&>*]:min-w-0">
        {given.map((name) => (
          <div key={name} className="flex flex-col gap-0.5">
            <dt className="text-xs text-muted-foreground">{i18n._(PASSPORT_FIELD_MESSAGES[name])}</dt>
            <dd className="break-words">{DATES.has(name) ? formatLocalDate(i18n, datum[name]!) : datum[name]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
