import { YourDetailsSchema, type YourDetails } from '@app/domain';
import { useMutation } from '@apollo/client/react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
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
export function YourDetailsStep({ wizard, company, me, refetch }: StepProps) {
  const { i18n } = useLingui();
  const [saveDetails] = useMutation(SaveYourDetailsMutation);
  const [setSignatory] = useMutation(SetOwnAuthorizedSignatoryMutation);
  // The latest answer's save and the company's refetch after it: the next step lists the signatories from the
  // wizard's company data, which a membership change does not update in the cache (no id to normalise it by). Without
  // the refetch a new company's admin who said Yes read no signatory on file there, and Next asked them to add one.
  // A box kept across renders and read only in handlers (a ref passed into submitting() reads as a render-time read).
  const [signatory] = useState<{ saved: Promise<unknown> }>(() => ({ saved: Promise.resolve() }));
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
        // The middle name staff entered (the database splits the full name into three) is not on the form: without
        // it here, saving the step dropped it from the person's name ("María José García López" → "María García López").
        fullName: [values.firstName, me.middleName, values.lastName].filter((part) => part?.trim()).join(' '),
        email: values.email,
        phone: values.phone,
        role: values.role,
      },
    });
    await signatory.saved;
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
                signatory.saved = setSignatory({ variables: { companyId: company.id, isAuthorizedSignatory: yes } })
                  .then(() => refetch())
                  .catch(() => undefined);
              }}
            />
          )}
        />
        <AutosaveStatus status={autosave.status} />
      </ZodForm>
    </StepLayout>
  );
}
