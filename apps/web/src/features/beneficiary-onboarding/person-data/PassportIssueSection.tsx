import { PERSON_HISTORY_TEXTS, passportIssueSchema, type PassportIssue } from '@app/domain';
import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react';
import { useMemo, useState } from 'react';
import { DateInput } from '@/components/form/date-input.tsx';
import { FormField } from '@/components/form/form-field.tsx';
import { CountrySelect } from '@/components/form/geography-selects.tsx';
import { useZodForm } from '@/components/form/use-zod-form.ts';
import { Input } from '@/components/ui/input.tsx';
import { SavePersonDatumMutation } from './person-data-queries.ts';
import { PersonDataFormSection, saveSection } from './PersonDataFormSection.tsx';
import { usePersonData, type PersonDatum } from './use-person-data.ts';

export const PASSPORT_ISSUE_TITLE = /*i18n*/ { id: 'onboarding.passportIssue.title', message: 'Passport issue' };

/**
 * The passport's date and place of issue (issue 25; the scan's machine-readable zone has neither). The
 * date is checked against the date of birth and expiry on file, as the database checks it.
 */
export function PassportIssueSection({ userId }: { userId: string }) {
  const { datum, refetch } = usePersonData(userId);
  if (datum === undefined) return null;
  // Keyed by the dates that bound the issue date too: confirming the scan's details renews the rules.
  const key = `${datum?.id ?? 'none'}-${datum?.dateOfBirth ?? ''}-${datum?.expirationDate ?? ''}`;
  return <PassportIssueForm key={key} userId={userId} datum={datum} refetch={refetch} />;
}

function PassportIssueForm({
  userId,
  datum,
  refetch,
}: {
  userId: string;
  datum: PersonDatum | null;
  refetch: () => Promise<unknown>;
}) {
  const { i18n } = useLingui();
  const [saveDatum] = useMutation(SavePersonDatumMutation);
  const [saved, setSaved] = useState(false);
  const schema = useMemo(
    () => passportIssueSchema({ dateOfBirth: datum?.dateOfBirth ?? null, expirationDate: datum?.expirationDate ?? null }),
    [datum?.dateOfBirth, datum?.expirationDate],
  );
  const form = useZodForm(schema, {
    defaultValues: {
      dateOfIssue: datum?.dateOfIssue ?? '',
      cityOfIssue: datum?.cityOfIssue ?? '',
      countryOfIssue: datum?.countryOfIssue ?? '',
    },
  });
  const save = ({ dateOfIssue, cityOfIssue, countryOfIssue }: PassportIssue) =>
    saveSection(form, PERSON_HISTORY_TEXTS.passportIssueFailed, setSaved, async () => {
      await saveDatum({ variables: { userId, patch: { dateOfIssue, cityOfIssue, countryOfIssue } } });
      await refetch();
    });
  return (
    <PersonDataFormSection
      titleId="passport-issue-title"
      title={i18n._(PASSPORT_ISSUE_TITLE)}
      form={form}
      onSubmit={save}
      formClassName="grid grid-cols-1 gap-4 sm:grid-cols-3 [&>*]:min-w-0"
      saveLabel={i18n._({ id: 'onboarding.passportIssue.save', message: 'Save passport issue details' })}
      saved={saved}
    >
      <FormField
        name="dateOfIssue"
        label={i18n._({ id: 'onboarding.passportIssue.date', message: 'Date of issue' })}
        render={({ field, control }) => <DateInput {...control} {...field} />}
      />
      <FormField
        name="cityOfIssue"
        label={i18n._({ id: 'onboarding.passportIssue.city', message: 'Place of issue (city)' })}
        render={({ field, control }) => <Input {...control} {...field} value={field.value ?? ''} />}
      />
      <FormField
        name="countryOfIssue"
        label={i18n._({ id: 'onboarding.passportIssue.country', message: 'Place of issue (country)' })}
        render={({ field, control }) => (
          <CountrySelect ref={field.ref} value={field.value} onChange={field.onChange} onBlur={field.onBlur} {...control} />
        )}
      />
    </PersonDataFormSection>
  );
}
