import { PERSON_HISTORY_TEXTS, PlaceOfBirthSchema, type PlaceOfBirth } from '@app/domain';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { FormField } from '@/components/form/form-field.tsx';
import { CountrySelect } from '@/components/form/geography-selects.tsx';
import { SERVER_ERROR_KEY, useZodForm } from '@/components/form/use-zod-form.ts';
import { ZodForm } from '@/components/form/zod-form.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { SavePersonDatumMutation } from './person-data-queries.ts';
import { SectionSaveStatus } from './SectionSaveStatus.tsx';
import { usePersonData, type PersonDatum } from './use-person-data.ts';

export const PLACE_OF_BIRTH_TITLE = 'Place of birth';

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
  const [saveDatum] = useMutation(SavePersonDatumMutation);
  const [saved, setSaved] = useState(false);
  const form = useZodForm(PlaceOfBirthSchema, {
    defaultValues: {
      cityOfBirth: datum?.cityBirth ?? '',
      provinceOfBirth: datum?.provinceBirth ?? '',
      countryOfBirth: datum?.countryBirth ?? '',
    },
  });
  const save = async ({ cityOfBirth, provinceOfBirth, countryOfBirth }: PlaceOfBirth) => {
    setSaved(false);
    try {
      await saveDatum({
        variables: { userId, patch: { cityBirth: cityOfBirth, provinceBirth: provinceOfBirth, countryBirth: countryOfBirth } },
      });
      await refetch();
    } catch {
      return form.setError(SERVER_ERROR_KEY, { type: 'server', message: PERSON_HISTORY_TEXTS.placeOfBirthFailed });
    }
    setSaved(true);
  };
  return (
    <section aria-labelledby="place-of-birth-title" className="flex flex-col gap-3 rounded border p-4">
      <h3 id="place-of-birth-title" className="font-medium">
        {PLACE_OF_BIRTH_TITLE}
      </h3>
      <ZodForm form={form} onSubmit={save} className="grid grid-cols-1 gap-4 sm:grid-cols-3 [&>*]:min-w-0">
        <FormField
          name="cityOfBirth"
          label="City of birth"
          render={({ field, control }) => <Input {...control} {...field} value={field.value ?? ''} />}
        />
        <FormField
          name="provinceOfBirth"
          label="Province or state of birth"
          render={({ field, control }) => <Input {...control} {...field} value={field.value ?? ''} />}
        />
        <FormField
          name="countryOfBirth"
          label="Country of birth"
          render={({ field, control }) => (
            <CountrySelect ref={field.ref} value={field.value} onChange={field.onChange} onBlur={field.onBlur} {...control} />
          )}
        />
        <div className="flex items-center gap-3 sm:col-span-3">
          <Button type="submit" variant="secondary">
            Save place of birth
          </Button>
          <SectionSaveStatus saved={saved} />
        </div>
      </ZodForm>
    </section>
  );
}
