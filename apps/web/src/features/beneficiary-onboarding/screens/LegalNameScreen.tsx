import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react';
import { AutosaveStatus } from '@/components/form/autosave-status.tsx';
import { FormField } from '@/components/form/form-field.tsx';
import { SERVER_ERROR_KEY } from '@/components/form/use-zod-form.ts';
import { ZodForm } from '@/components/form/zod-form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { BeneficiaryOnboardingSaveNameMutation } from '../api/onboarding-queries.ts';
import { PlaceOfBirthSection } from '../person-data/PlaceOfBirthSection.tsx';
import { ONBOARDING_MESSAGES } from '../onboarding-messages.ts';
import { ExhibitFrame } from './ExhibitFrame.tsx';
import { storedData, type ScreenProps } from './screen-props.ts';
import { BENEFICIARY_TEXTS, LegalNameSchema } from './screen-schemas.ts';
import { useExhibitForm } from './use-exhibit-form.ts';

type LegalName = { firstName: string; middleName: string; lastName: string };

/**
 * The legal name (spec 3 §5): first and last name required; saved to the person (spec 3 §7). The place
 * of birth (issue 25) is asked here too, with its own Save.
 */
export function LegalNameScreen({ exhibit, flow, person, refetch }: ScreenProps) {
  const { i18n } = useLingui();
  const stored = storedData<LegalName>(exhibit);
  const [saveName] = useMutation(BeneficiaryOnboardingSaveNameMutation);
  const { form, autosave, submitting } = useExhibitForm(LegalNameSchema, {
    exhibit,
    flow,
    defaultValues: {
      firstName: stored.firstName ?? person.firstName ?? '',
      middleName: stored.middleName ?? person.middleName ?? '',
      lastName: stored.lastName ?? person.lastName ?? '',
    },
  });
  const save = submitting(async ({ firstName, middleName, lastName }) => {
    try {
      const fullName = [firstName, middleName, lastName].filter(Boolean).join(' ');
      await saveName({ variables: { id: person.id, patch: { firstName, middleName: middleName || null, lastName, fullName } } });
      await flow.saveData(exhibit.id, { ...exhibit.data, firstName, middleName, lastName });
      await refetch();
    } catch {
      return form.setError(SERVER_ERROR_KEY, { type: 'server', message: BENEFICIARY_TEXTS.nameFailed });
    }
    flow.next();
  });
  return (
    <ExhibitFrame exhibit={exhibit} flow={flow} onNext={() => void form.submitWith(save)()}>
      <ZodForm form={form} onSubmit={save}>
        <FormField
          name="firstName"
          label={i18n._(ONBOARDING_MESSAGES.firstName)}
          render={({ field, control }) => <Input {...control} {...field} />}
        />
        <FormField
          name="middleName"
          label={i18n._(ONBOARDING_MESSAGES.middleName)}
          render={({ field, control }) => <Input {...control} {...field} />}
        />
        <FormField
          name="lastName"
          label={i18n._(ONBOARDING_MESSAGES.lastName)}
          render={({ field, control }) => <Input {...control} {...field} />}
        />
        <AutosaveStatus status={autosave.status} />
      </ZodForm>
      <PlaceOfBirthSection userId={person.id} />
    </ExhibitFrame>
  );
}
