import { ADDRESS_AUTOSAVE_DEBOUNCE_MS, HqAddressSchema, type HqAddress } from '@app/domain';
import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react';
import { AddressFields } from '@/components/form/address-fields.tsx';
import { AutosaveStatus } from '@/components/form/autosave-status.tsx';
import { FormField } from '@/components/form/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { YesNoRadioGroup } from '@/components/form/yes-no-radio-group.tsx';
import { ZodForm } from '@/components/form/zod-form.tsx';
import { UpdateCompanyMutation } from '../api/wizard-queries.ts';
import { StepLayout } from '../components/StepLayout.tsx';
import { storedAnswers, type StepProps } from './step-props.ts';
import { useStepForm } from './use-step-form.ts';

type Answer = {
  address?: HqAddress['address'];
  phone?: string;
  isBeneficiaryWorksite?: HqAddress['isBeneficiaryWorksite'];
};

/**
 * The U.S. company mailing address and telephone (the I-129's Part 1 asks both), and whether the beneficiary works
 * there (which skips the worksite step). Each starts from the step's saved answers, else what the company row holds
 * (staff may have typed it on the company's profile).
 */
export function HqAddressStep({ wizard, company, refetch }: StepProps) {
  const { i18n } = useLingui();
  const [updateCompany] = useMutation(UpdateCompanyMutation);
  const stored = storedAnswers<Answer>(wizard, 'confirmAddress');
  const { form, autosave, submitting } = useStepForm(HqAddressSchema, {
    wizard,
    step: 'confirmAddress',
    debounceMs: ADDRESS_AUTOSAVE_DEBOUNCE_MS,
    defaultValues: {
      address: stored.address ?? {
        street: company.streetNumberStreetNameBusinessAddress ?? '',
        unitType: company.unitType ?? null,
        unitNumber: company.unitNumber ?? null,
        city: company.city ?? '',
        state: company.state ?? '',
        zip: company.zipCode ?? '',
        country: company.country ?? 'US',
      },
      phone: stored.phone ?? company.phoneNumber ?? '',
      isBeneficiaryWorksite:
        stored.isBeneficiaryWorksite ??
        (company.isBusinessAddressWorksite == null ? undefined : company.isBusinessAddressWorksite ? 'Yes' : 'No'),
    },
  });

  const save = submitting(async ({ address, phone, isBeneficiaryWorksite }: HqAddress) => {
    await updateCompany({
      variables: {
        id: company.id,
        patch: {
          streetNumberStreetNameBusinessAddress: address.street,
          unitType: address.unitType,
          unitNumber: address.unitNumber,
          city: address.city,
          state: address.state,
          zipCode: address.zip,
          country: address.country,
          phoneNumber: phone,
          isBusinessAddressWorksite: isBeneficiaryWorksite === 'Yes',
          portalOnboarded: true,
        },
      },
    });
    await refetch();
    wizard.next();
  });

  return (
    <StepLayout step="confirmAddress" wizard={wizard} onNext={() => void form.submitWith(save)()}>
      <ZodForm form={form} onSubmit={save}>
        <AddressFields name="address" legend={i18n._({ id: 'employer.hq.legend', message: 'Mailing address' })} />
        <FormField
          name="phone"
          label={i18n._({ id: 'employer.hq.phone', message: 'Company phone number' })}
          description={i18n._({
            id: 'employer.hq.phoneHint',
            message:
              'The number USCIS may call during the day, with its extension if it has one, for example 512-555-0142 ext. 12',
          })}
          render={({ field, control }) => (
            <Input type="tel" autoComplete="work tel" {...control} {...field} value={String(field.value ?? '')} />
          )}
        />
        <FormField
          name="isBeneficiaryWorksite"
          label={i18n._({ id: 'employer.hq.isWorksite', message: "Is this address the beneficiary's worksite?" })}
          labelsGroup
          render={({ field, control }) => (
            <YesNoRadioGroup
              {...control}
              value={field.value === 'Yes' ? true : field.value === 'No' ? false : null}
              onBlur={field.onBlur}
              onChange={(yes) => {
                field.onChange(yes ? 'Yes' : 'No');
                wizard.setHqIsBeneficiaryWorksite(yes);
              }}
            />
          )}
        />
        <AutosaveStatus status={autosave.status} />
      </ZodForm>
    </StepLayout>
  );
}
