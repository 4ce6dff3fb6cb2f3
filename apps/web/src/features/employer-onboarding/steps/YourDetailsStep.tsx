import { YourDetailsSchema, type YourDetails } from '@app/domain';
import { useMutation } from '@apollo/client/react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { FormField } from '@/components/form/form-field.tsx';
import { YesNoRadioGroup } from '@/components/form/yes-no-radio-group.tsx';
import { ZodForm } from '@/components/form/zod-form.tsx';
import { AutosaveStatus } from '@/components/form/autosave-status.tsx';
import { Input } from '@/components/ui/input.tsx';
import { SaveYourDetailsMutation, SetOwnAuthorizedSignatoryMutation } from '../api/wizard-queries.ts';
import { StepLayout } from '../components/StepLayout.tsx';
import { storedAnswers, type StepProps } from './step-props.ts';
import { useStepForm } from './use-step-form.ts';

const TEXT_FIELDS = [
  ['firstName', /*i18n*/ { id: 'employer.details.firstName', message: 'First name' }, 'given-name'],
  ['lastName', /*i18n*/ { id: 'employer.details.lastName', message: 'Last name' }, 'family-name'],
  ['email', /*i18n*/ { id: 'employer.details.email', message: 'Email' }, 'email'],
  ['phone', /*i18n*/ { id: 'employer.details.phone', message: 'Phone' }, 'tel'],
  ['role', /*i18n*/ { id: 'employer.details.role', message: 'Role' }, 'organization-title'],
] as const satisfies readonly (readonly [string, MessageDescriptor, string])[];

/** The contact's own details and whether they sign for the company (yes is saved at once). */
export function YourDetailsStep({ wizard, company, me }: StepProps) {
  const { i18n } = useLingui();
  const [saveDetails] = useMutation(SaveYourDetailsMutation);
  const [setSignatory] = useMutation(SetOwnAuthorizedSignatoryMutation);
  const mine = company.companyMembersByCompanyId.nodes.find((member) => member.userId === me.id);
  const stored = storedAnswers<YourDetails>(wizard, 'confirmContact');
  const { form, autosave, submitting } = useStepForm(YourDetailsSchema, {
    wizard,
    step: 'confirmContact',
    defaultValues: {
      firstName: stored.firstName ?? me.firstName,
      lastName: stored.lastName ?? me.lastName,
      email: stored.email ?? me.email ?? '',
      phone: stored.phone ?? me.userDatumByUserId?.phoneNumber ?? '',
      role: stored.role ?? me.userDatumByUserId?.role ?? '',
      isAuthorizedSignatory: stored.isAuthorizedSignatory ?? (mine?.isAuthorizedSignatory ? 'Yes' : undefined),
    },
  });

  const save = submitting(async (values: YourDetails) => {
    await saveDetails({
      variables: {
        userId: me.id,
        fullName: `${values.firstName} ${values.lastName}`,
        email: values.email,
        phone: values.phone,
        role: values.role,
      },
    });
    wizard.next();
  });

  return (
    <StepLayout step="confirmContact" wizard={wizard} onNext={() => void form.submitWith(save)()}>
      <ZodForm form={form} onSubmit={save} className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map(([name, label, autoComplete]) => (
          <FormField
            key={name}
            name={name}
            label={i18n._(label)}
            render={({ field, control }) => (
              <Input autoComplete={autoComplete} {...control} {...field} value={String(field.value ?? '')} />
            )}
          />
        ))}
        <FormField
          name="isAuthorizedSignatory"
          label={i18n._({ id: 'employer.details.signatory', message: 'Are you an authorized company signatory?' })}
          labelsGroup
          className="sm:col-span-2"
          render={({ field, control }) => (
            <YesNoRadioGroup
              {...control}
              value={
                field.value === 'Yes' || field.value === true
                  ? true
                  : field.value === 'No' || field.value === false
                    ? false
                    : null
              }
              onBlur={field.onBlur}
              onChange={(yes) => {
                field.onChange(yes ? 'Yes' : 'No');
                // Spec 3 §4.1: 'yes' makes the contact a signatory at once (a company-member update).
                void setSignatory({ variables: { companyId: company.id, isAuthorizedSignatory: yes } }).catch(() => undefined);
              }}
            />
          )}
        />
        <AutosaveStatus status={autosave.status} />
      </ZodForm>
    </StepLayout>
  );
}
