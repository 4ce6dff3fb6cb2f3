import { admitUntilText, formatIsoDate, formatVisaClass, LatestArrivalSchema, type LatestArrival } from '@app/domain';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { AdmitUntilInput } from '@/components/form/admit-until-input.tsx';
import { DateInput } from '@/components/form/date-input.tsx';
import { FormField } from '@/components/form/form-field.tsx';
import { useZodForm } from '@/components/form/use-zod-form.ts';
import { ZodForm } from '@/components/form/zod-form.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useReadOnly } from '@/lib/read-only-context.tsx';
import { useRecordLatestArrival } from '@/lib/record-latest-arrival.ts';
import { ARRIVAL_REFETCH_QUERIES, PetitionArrivalHistoryQuery, StaffAddArrivalMutation } from '../api/arrival-history-api.ts';

export const ARRIVAL_HISTORY_TITLE = 'Arrival history (I-94)';

type Entry = {
  id: string;
  visaClass: string;
  dateOfEntry: string;
  i94Number?: string | null;
  admitUntil?: string | null;
  admittedForDurationOfStatus?: boolean;
  recordedBy: string;
};

/** Who recorded the trip, in words (i94_entries.recorded_by, migration 0081). */
const RECORDED_BY_LABELS: Readonly<Record<string, string>> = {
  STAFF: 'recorded by staff',
  BENEFICIARY: 'given by the beneficiary',
};

export function describeArrival(
  entry: Pick<Entry, 'visaClass' | 'dateOfEntry' | 'i94Number' | 'admitUntil' | 'admittedForDurationOfStatus'>,
): string {
  const number = entry.i94Number ? `, I-94 number ${entry.i94Number}` : '';
  const until = entry.admittedForDurationOfStatus
    ? ', admitted for the duration of status (D/S)'
    : entry.admitUntil
      ? `, admitted until ${formatIsoDate(entry.admitUntil)}`
      : '';
  return `${formatVisaClass(entry.visaClass)}, entered ${formatIsoDate(entry.dateOfEntry)}${number}${until}`;
}

/**
 * Every I-94 entry of the petition for staff, latest first (the latest by date is what the forms use), each with
 * who recorded it: a beneficiary's new trip is added beside staff's earlier ones, never over them (migration 0081).
 * Staff correct the latest arrival or add one of their own below.
 */
export function ArrivalHistory({ petitionId }: { petitionId: string }) {
  // Here, not in the form: a save remounts the form with the new latest entry, and "saved" must outlive that.
  const [saved, setSaved] = useState<string | null>(null);
  const { data } = useQuery(PetitionArrivalHistoryQuery, { variables: { petitionId }, fetchPolicy: 'cache-and-network' });
  const entries: Entry[] = data?.petitionById?.i94EntriesByPetitionId.nodes ?? [];
  if (!data?.petitionById) return null;
  const latest = entries[0] ?? null;
  return (
    <section aria-labelledby="arrival-history-heading" className="space-y-2">
      <h3 id="arrival-history-heading" className="text-sm font-semibold">
        {ARRIVAL_HISTORY_TITLE}
      </h3>
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">None recorded</p>
      ) : (
        <ol aria-label="Arrival history" className="space-y-1 text-sm">
          {entries.map((entry, index) => (
            <li key={entry.id}>
              {describeArrival(entry)}{' '}
              <span className="text-muted-foreground">
                ({index === 0 ? 'latest, used by the forms; ' : ''}
                {RECORDED_BY_LABELS[entry.recordedBy] ?? 'recorded'})
              </span>
            </li>
          ))}
        </ol>
      )}
      <StaffArrivalForm
        key={
          latest
            ? `${latest.id}:${latest.dateOfEntry}:${latest.visaClass}:${latest.i94Number ?? ''}:${admitUntilText(latest)}`
            : 'none'
        }
        petitionId={petitionId}
        latest={latest}
        saved={saved}
        setSaved={setSaved}
      />
    </section>
  );
}

function StaffArrivalForm({
  petitionId,
  latest,
  saved,
  setSaved,
}: {
  petitionId: string;
  latest: Entry | null;
  saved: string | null;
  setSaved: (message: string | null) => void;
}) {
  const readOnly = useReadOnly();
  const recordLatestArrival = useRecordLatestArrival(ARRIVAL_REFETCH_QUERIES);
  const [add] = useMutation(StaffAddArrivalMutation, { refetchQueries: ARRIVAL_REFETCH_QUERIES, awaitRefetchQueries: true });
  const form = useZodForm(LatestArrivalSchema, {
    defaultValues: {
      visaClass: latest?.visaClass ?? '',
      dateOfEntry: latest?.dateOfEntry ?? '',
      i94Number: latest?.i94Number ?? '',
      admitUntil: latest ? admitUntilText(latest) : '',
    },
  });
  const saveWith = (write: (variables: LatestArrival) => Promise<unknown>, message: string) => async (arrival: LatestArrival) => {
    setSaved(null);
    await write(arrival);
    setSaved(message);
  };
  if (readOnly) return null;
  return (
    <ZodForm
      form={form}
      onSubmit={saveWith((arrival) => recordLatestArrival(petitionId, arrival), 'Latest arrival saved.')}
      className="grid grid-cols-1 gap-3 rounded border p-3 sm:grid-cols-4"
    >
      <p className="text-sm text-muted-foreground sm:col-span-full">
        {latest ? 'Correct the latest arrival, or add another trip to the history.' : 'Record the beneficiary’s latest arrival.'}
      </p>
      <FormField
        name="i94Number"
        label="I-94 record number"
        render={({ field, control }) => <Input autoComplete="off" {...control} {...field} value={field.value ?? ''} />}
      />
      <FormField
        name="dateOfEntry"
        label="Date of entry"
        render={({ field, control }) => <DateInput {...control} {...field} />}
      />
      <FormField
        name="visaClass"
        label="Class of admission"
        render={({ field, control }) => <Input autoComplete="off" {...control} {...field} value={field.value ?? ''} />}
      />
      <FormField
        name="admitUntil"
        label="Admit until date"
        description="A date, or D/S"
        render={({ field, control }) => <AdmitUntilInput {...control} {...field} />}
      />
      <div className="flex flex-wrap items-center gap-3 sm:col-span-full">
        <Button type="submit" variant="secondary">
          {latest ? 'Correct latest arrival' : 'Save arrival'}
        </Button>
        {latest && (
          <Button
            type="button"
            variant="outline"
            onClick={form.submitWith(
              saveWith(
                ({ admitUntil, durationOfStatus, ...arrival }) =>
                  add({ variables: { petitionId, ...arrival, admitUntil, durationOfStatus } }),
                'Arrival added.',
              ),
            )}
          >
            Add as another arrival
          </Button>
        )}
        {saved && (
          <span role="status" className="text-sm text-muted-foreground">
            {saved}
          </span>
        )}
      </div>
    </ZodForm>
  );
}
