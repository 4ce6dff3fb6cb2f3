import { admitUntilText, I94_TEXTS, LatestArrivalSchema, type LatestArrival } from '@app/domain';
import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { AdmitUntilInput } from '@/components/form/admit-until-input.tsx';
import { DateInput } from '@/components/form/date-input.tsx';
import { FormField } from '@/components/form/form-field.tsx';
import { useZodForm } from '@/components/form/use-zod-form.ts';
import { Input } from '@/components/ui/input.tsx';
import { useRecordLatestArrival } from '@/lib/record-latest-arrival.ts';
import { LatestArrivalQuery } from './latest-arrival-queries.ts';
import { PersonDataFormSection, saveSection } from './PersonDataFormSection.tsx';

type Entry = {
  visaClass: string;
  dateOfEntry: string;
  i94Number: string | null;
  admitUntil?: string | null;
  admittedForDurationOfStatus?: boolean;
} | null;

/**
 * The beneficiary's latest arrival in the United States, as their I-94 record shows it: the class of admission, the
 * date of entry, the I-94 number and the date the stay is admitted until (or D/S), which the I-129 asks of a
 * beneficiary changing status (Part 3 item 6) and the I-140 of one adjusting status (item 11.B). Saved as
 * the petition's latest I-94 entry, which staff see on the petition page.
 */
export function LatestArrivalSection({ petitionId }: { petitionId: string }) {
  const { data, loading, refetch } = useQuery(LatestArrivalQuery, { variables: { petitionId } });
  if (loading && !data) return null;
  // Mounted once the record is loaded, which the form starts from; a save keeps the form (and its "Saved.").
  const entry: Entry = data?.petitionById?.latestI94Entry ?? null;
  return <LatestArrivalForm petitionId={petitionId} entry={entry} refetch={refetch} />;
}

function LatestArrivalForm({
  petitionId,
  entry,
  refetch,
}: {
  petitionId: string;
  entry: Entry;
  refetch: () => Promise<unknown>;
}) {
  const { i18n } = useLingui();
  const recordLatestArrival = useRecordLatestArrival();
  const [saved, setSaved] = useState(false);
  const form = useZodForm(LatestArrivalSchema, {
    defaultValues: {
      visaClass: entry?.visaClass ?? '',
      dateOfEntry: entry?.dateOfEntry ?? '',
      i94Number: entry?.i94Number ?? '',
      admitUntil: entry ? admitUntilText(entry) : '',
    },
  });
  const save = (arrival: LatestArrival) =>
    saveSection(form, I94_TEXTS.saveFailed, setSaved, async () => {
      await recordLatestArrival(petitionId, arrival);
      await refetch();
    });
  return (
    <PersonDataFormSection
      titleId="latest-arrival-title"
      title={i18n._({ id: 'onboarding.arrival.title', message: 'Your latest arrival in the United States' })}
      description={i18n._({
        id: 'onboarding.arrival.description',
        message:
          'Copy these from your most recent I-94 record (you can download it from the U.S. Customs and Border Protection I-94 website). The petition asks for them because you are changing status in the United States.',
      })}
      form={form}
      onSubmit={save}
      formClassName="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4 [&>*]:min-w-0"
      saveLabel={i18n._({ id: 'onboarding.arrival.save', message: 'Save arrival record' })}
      saved={saved}
    >
      <FormField
        name="i94Number"
        label={i18n._({ id: 'onboarding.arrival.number', message: 'I-94 record number' })}
        description={i18n._({ id: 'onboarding.arrival.numberHint', message: '11 characters, for example 123456789A1' })}
        render={({ field, control }) => <Input autoComplete="off" {...control} {...field} value={field.value ?? ''} />}
      />
      <FormField
        name="dateOfEntry"
        label={i18n._({ id: 'onboarding.arrival.date', message: 'Most recent date of entry' })}
        render={({ field, control }) => <DateInput {...control} {...field} />}
      />
      <FormField
        name="visaClass"
        label={i18n._({ id: 'onboarding.arrival.class', message: 'Class of admission' })}
        description={i18n._({ id: 'onboarding.arrival.classHint', message: 'As printed on the I-94, for example F-1 or H-1B' })}
        render={({ field, control }) => <Input autoComplete="off" {...control} {...field} value={field.value ?? ''} />}
      />
      <FormField
        name="admitUntil"
        label={i18n._({ id: 'onboarding.arrival.admitUntil', message: 'Admit until date' })}
        description={i18n._({
          id: 'onboarding.arrival.admitUntilHint',
          message: 'As printed on the I-94: a date, or D/S (duration of status)',
        })}
        render={({ field, control }) => <AdmitUntilInput {...control} {...field} />}
      />
    </PersonDataFormSection>
  );
}
