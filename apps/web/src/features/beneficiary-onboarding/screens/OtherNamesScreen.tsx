import { OtherNamesSchema, type OtherName } from '@app/domain';
import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { AutosaveStatus } from '@/components/form/autosave-status.tsx';
import { FormField } from '@/components/form/form-field.tsx';
import { useFormTexts } from '@/components/form/form-texts.ts';
import { LIST_FORM_MODE, SERVER_ERROR_KEY } from '@/components/form/use-zod-form.ts';
import { YesNoRadioGroup } from '@/components/form/yes-no-radio-group.tsx';
import { ZodForm } from '@/components/form/zod-form.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { BeneficiaryOnboardingSaveUserDatumMutation } from '../api/onboarding-queries.ts';
import { ONBOARDING_MESSAGES } from '../onboarding-messages.ts';
import { ExhibitFrame } from './ExhibitFrame.tsx';
import type { ScreenProps } from './screen-props.ts';
import { BENEFICIARY_TEXTS, OtherNamesFormSchema } from './screen-schemas.ts';
import { useExhibitForm } from './use-exhibit-form.ts';

const BLANK: OtherName = { firstName: '', middleName: '', lastName: '' };

function savedNames(value: unknown): OtherName[] {
  const parsed = OtherNamesSchema.safeParse(typeof value === 'string' ? (JSON.parse(value) as unknown) : value);
  return parsed.success ? parsed.data : [];
}

/**
 * Previous names (spec 3 §4.3, decisions BEN-093): 'Have you used any other names?'; yes with an empty
 * list adds one blank entry; 'Add more' and Remove; saved to the user datum's otherNames.
 */
/**
 * The answer as given: the one stored with the step; else names on file mean yes; else a step already completed
 * without any name was answered no (a step completed before its answer was kept with it shows that answer, not none).
 */
function storedAnswer(stored: 'yes' | 'no' | undefined, nameCount: number, status: string): 'yes' | 'no' | undefined {
  if (stored) return stored;
  if (nameCount > 0) return 'yes';
  return status === 'completed' ? 'no' : undefined;
}

export function OtherNamesScreen({ exhibit, flow, person, refetch }: ScreenProps) {
  const { i18n } = useLingui();
  const { message: translate } = useFormTexts();
  const [saveDatum] = useMutation(BeneficiaryOnboardingSaveUserDatumMutation);
  const names = savedNames(person.userDatumByUserId?.otherNames);
  const stored = exhibit.data as { hasOtherNames?: 'yes' | 'no' };
  const { form, autosave, submitting } = useExhibitForm(OtherNamesFormSchema, {
    exhibit,
    flow,
    defaultValues: { hasOtherNames: storedAnswer(stored.hasOtherNames, names.length, exhibit.status), otherNames: names },
    mode: LIST_FORM_MODE,
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'otherNames' });
  const hasOtherNames = useWatch({ control: form.control, name: 'hasOtherNames' });
  // A field array's own error ('Please add at least one name') is kept under root by the resolver.
  const listError = form.formState.errors.otherNames?.root?.message ?? form.formState.errors.otherNames?.message;

  const save = submitting(async ({ hasOtherNames: answer, otherNames }) => {
    const list =
      answer === 'yes' ? otherNames.map(({ firstName, middleName, lastName }) => ({ firstName, middleName, lastName })) : [];
    try {
      await saveDatum({ variables: { userId: person.id, patch: { otherNames: list.length > 0 ? JSON.stringify(list) : null } } });
      await flow.saveData(exhibit.id, { ...exhibit.data, hasOtherNames: answer });
      await refetch();
    } catch (error) {
      console.error('Error saving user data', error);
      return form.setError(SERVER_ERROR_KEY, { type: 'server', message: BENEFICIARY_TEXTS.otherNamesFailed });
    }
    flow.next();
  });

  return (
    <ExhibitFrame exhibit={exhibit} flow={flow} onNext={() => void form.submitWith(save)()}>
      <ZodForm form={form} onSubmit={save}>
        <FormField
          name="hasOtherNames"
          label={i18n._({ id: 'onboarding.otherNames.question', message: 'Have you used any other names?' })}
          labelsGroup
          render={({ field, control }) => (
            <YesNoRadioGroup
              {...control}
              value={field.value === 'yes' ? true : field.value === 'no' ? false : null}
              onBlur={field.onBlur}
              onChange={(yes) => {
                field.onChange(yes ? 'yes' : 'no');
                if (yes && fields.length === 0) append(BLANK);
              }}
            />
          )}
        />
        {hasOtherNames === 'yes' && (
          <>
            {fields.map((item, index) => (
              <fieldset key={item.id} className="grid gap-3 rounded border p-3 sm:grid-cols-3">
                <legend className="px-1 text-sm font-medium">
                  {i18n._({ id: 'onboarding.otherNames.name', message: 'Name {number}', values: { number: index + 1 } })}
                </legend>
                <FormField
                  name={`otherNames.${index}.firstName`}
                  label={i18n._(ONBOARDING_MESSAGES.firstName)}
                  render={({ field, control }) => <Input {...control} {...field} />}
                />
                <FormField
                  name={`otherNames.${index}.middleName`}
                  label={i18n._(ONBOARDING_MESSAGES.middleName)}
                  required={false}
                  render={({ field, control }) => <Input {...control} {...field} value={field.value ?? ''} />}
                />
                <FormField
                  name={`otherNames.${index}.lastName`}
                  label={i18n._(ONBOARDING_MESSAGES.lastName)}
                  render={({ field, control }) => <Input {...control} {...field} />}
                />
                <Button type="button" variant="outline" className="self-start" onClick={() => remove(index)}>
                  {i18n._(ONBOARDING_MESSAGES.remove)}
                </Button>
              </fieldset>
            ))}
            {listError && (
              <p role="alert" className="text-sm text-destructive">
                {translate(listError)}
              </p>
            )}
            <Button type="button" variant="outline" className="self-start" onClick={() => append(BLANK)}>
              {i18n._({ id: 'onboarding.otherNames.addMore', message: 'Add more' })}
            </Button>
          </>
        )}
        <AutosaveStatus status={autosave.status} />
      </ZodForm>
    </ExhibitFrame>
  );
}
