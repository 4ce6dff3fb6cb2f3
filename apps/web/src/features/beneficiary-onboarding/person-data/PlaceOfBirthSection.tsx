import { PERSON_HISTORY_TEXTS, PlaceOfBirthSchema, type PlaceOfBirth } from '@app/domain';
import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { FormField } from '@/components/form/form-field.tsx';
import { CountrySelect } from '@/components/form/geography-selects.tsx';
import { useZodForm } from '@/components/form/use-zod-form.ts';
import { Input } from '@/components/ui/input.tsx';
import { SavePersonDatumMutation } from './person-data-queries.ts';
import { PersonDataFormSection, saveSection } from './PersonDataFormSection.tsx';
import { usePersonData, type PersonDatum } from './use-person-data.ts';

export const PLACE_OF_BIRTH_TITLE = /*i18n*/ { id: 'onboarding.placeOfBirth.title', message: 'Place of birth' };

/** City, province or state, and country of birth (issue 25), saved to the person's data. */
export function PlaceOfBirthSection({ userId }: { userId: string }) {
  const { datum, refetch } = usePersonData(userId);
  if (datum === undefined) return null;
  return <PlaceOfBirthForm key={datum?.id ?? 'none'} userId={userId} datum={datum} refetch={refetch} />;
}

function PlaceOfBirthForm({
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
  const form = useZodForm(PlaceOfBirthSchema, {
    defaultValues: {
      cityOfBirth: datum?.cityBirth ?? '',
      provinceOfBirth: datum?.provinceBirth ?? '',
      countryOfBirth: datum?.countryBirth ?? '',
    },
  });
  const save = ({ cityOfBirth, provinceOfBirth, countryOfBirth }: PlaceOfBirth) =>
    saveSection(form, PERSON_HISTORY_TEXTS.placeOfBirthFailed, setSaved, async () => {
      await saveDatum({
        variables: { userId, patch: { cityBirth: cityOfBirth, provinceBirth: provinceOfBirth, countryBirth: countryOfBirth } },
      });
      await refetch();
    });
  return (
    <PersonDataFormSection
      titleId="place-of-birth-title"
      title={i18n._(PLACE_OF_BIRTH_TITLE)}
      form={form}
      onSubmit={save}
      formClassName="grid grid-cols-1 gap-4 sm:grid-cols-3 [&>*]:min-w-0"
      saveLabel={i18n._({ id: 'onboarding.placeOfBirth.save', message: 'Save place of birth' })}
      saved={saved}
    >
      <FormField
        name="cityOfBirth"
        label={i18n._({ id: 'onboarding.placeOfBirth.city', message: 'City of birth' })}
        render={({ field, control }) => <Input {...control} {...field} value={field.value ?? ''} />}
      />
      <FormField
        name="provinceOfBirth"
        label={i18n._({ id: 'onboarding.placeOfBirth.province', message: 'Province or state of birth' })}
        render={({ field, control }) => <Input {...control} {...field} value={field.value ?? ''} />}
      />
      <FormField
        name="countryOfBirth"
        label={i18n._({ id: 'onboarding.placeOfBirth.country', message: 'Country of birth' })}
        render={({ field, control }) => (
          <CountrySelect ref={field.ref} value={field.value} onChange={field.onChange} onBlur={field.onBlur} {...control} />
        )}
      />
    </PersonDataFormSection>
  );
}
