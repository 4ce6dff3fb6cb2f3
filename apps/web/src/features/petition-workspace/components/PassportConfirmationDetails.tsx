import {
  CONFIRMABLE_PASSPORT_FIELDS,
  PASSPORT_FIELD_LABELS,
  ZConfirmedPassportSchema,
  ZPassportReadingRecordSchema,
  type TConfirmablePassportField,
  type TConfirmedPassport,
  type TPassportReadingRecord,
} from '@app/domain';
import { useQuery } from '@apollo/client/react';
import { formatTimestamp } from '@/lib/dates.ts';
import { PetitionPassportConfirmationQuery } from '../api/passport-confirmation-query.ts';
import { passportFieldText } from '../model/passport-field-text.ts';

/** A JSON column as GraphQL sends it (JSON text) as a value; text that does not parse reads as null. */
function jsonValue(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return null;
  }
}

/** What was read of one field, with the reader's doubt in words (not colour alone). */
function readCell(name: TConfirmablePassportField, reading: TPassportReadingRecord | null): string {
  if (!reading) return '—';
  const value = passportFieldText(name, reading.fields[name]);
  return reading.fieldConfidence[name] === 'uncertain' ? `${value} (uncertain)` : value;
}

/**
 * The beneficiary's latest passport confirmation for staff (issue 34): who confirmed it and when, each field as
 * read and as confirmed, what differed from the case and the reason the person gave.
 */
export function PassportConfirmationDetails({ petitionId }: { petitionId: string }) {
  const { data } = useQuery(PetitionPassportConfirmationQuery, { variables: { petitionId }, fetchPolicy: 'cache-and-network' });
  const latest = data?.petitionById?.userByBeneficiaryId?.passportConfirmationsByUserId.nodes[0];
  if (!data?.petitionById) return null;
  if (!latest) {
    return (
      <div className="space-y-1">
        <h3 className="text-sm font-semibold">Passport confirmation</h3>
        <p className="text-sm text-muted-foreground">The beneficiary has not confirmed passport details yet.</p>
      </div>
    );
  }
  const reading = latest.reading ? (ZPassportReadingRecordSchema.safeParse(jsonValue(latest.reading)).data ?? null) : null;
  const confirmed: Partial<TConfirmedPassport> =
    ZConfirmedPassportSchema.partial().safeParse(jsonValue(latest.confirmed)).data ?? {};
  const rows = CONFIRMABLE_PASSPORT_FIELDS.filter((name) => reading?.fields[name] || confirmed[name]);
  return (
    <div className="space-y-2" aria-labelledby="passport-confirmation-heading" role="group">
      <h3 id="passport-confirmation-heading" className="text-sm font-semibold">
        Passport confirmation
      </h3>
      <p className="text-sm">
        Confirmed by {latest.userByConfirmedBy?.fullName || 'a person no longer here'} on {formatTimestamp(latest.createdAt)}.
        {!reading && ' Nothing was read from the file: the details were typed in.'}
      </p>
      {latest.findingMessages.length > 0 && (
        <div className="rounded border border-amber-600 p-2 text-sm">
          <p className="font-medium">Confirmed despite these differences:</p>
          <ul className="list-disc pl-5">
            {latest.findingMessages.map((message, index) => (
              <li key={index}>{message}</li>
            ))}
          </ul>
          <p className="mt-1">
            <span className="font-medium">Reason given: </span>
            {latest.reason}
          </p>
        </div>
      )}
      {rows.length > 0 && (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Passport details as read and as confirmed</caption>
          <thead>
            <tr>
              <th scope="col" className="font-medium">
                Field
              </th>
              <th scope="col" className="font-medium">
                Read from the file
              </th>
              <th scope="col" className="font-medium">
                Confirmed
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((name) => (
              <tr key={name}>
                <th scope="row" className="font-normal text-muted-foreground">
                  {PASSPORT_FIELD_LABELS[name]}
                </th>
                <td>{readCell(name, reading)}</td>
                <td>{passportFieldText(name, confirmed[name])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
