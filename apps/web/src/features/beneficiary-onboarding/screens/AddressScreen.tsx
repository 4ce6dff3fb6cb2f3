import { ADDRESS_AUTOSAVE_DEBOUNCE_MS, streetWithUnit } from '@app/domain';
import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react';
import { useWatch } from 'react-hook-form';
import { AddressFields } from '@/components/form/address-fields.tsx';
import type { AddressValues } from '@/components/form/address-schema.ts';
import { AutosaveStatus } from '@/components/form/autosave-status.tsx';
import { FormField } from '@/components/form/form-field.tsx';
import { SERVER_ERROR_KEY } from '@/components/form/use-zod-form.ts';
import { ZodForm } from '@/components/form/zod-form.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import type { UserDatumPatch } from '@/lib/gql/graphql.ts';
import { BeneficiaryOnboardingSaveUserDatumMutation } from '../api/onboarding-queries.ts';
import { AddressHistorySection } from '../person-data/AddressHistorySection.tsx';
import { ExhibitFrame } from './ExhibitFrame.tsx';
import type { OnboardingPerson, ScreenProps } from './screen-props.ts';
import {
  BENEFICIARY_TEXTS,
  EMPTY_FOREIGN_ADDRESS,
  EMPTY_US_ADDRESS,
  ForeignAddressFormSchema,
  UsAddressFormSchema,
} from './screen-schemas.ts';
import { useExhibitForm } from './use-exhibit-form.ts';

export const NO_US_ADDRESS_LABEL = /*i18n*/ { id: 'onboarding.address.noUsAddress', message: 'I do not have a U.S. address' };

type Datum = NonNullable<OnboardingPerson['userDatumByUserId']>;

function usAddressOf(datum: Datum | null | undefined): AddressValues | null {
  if (!datum?.streetNumberStreetNameUsResidentialAddress) return null;
  return {
    ...EMPTY_US_ADDRESS,
    street: datum.streetNumberStreetNameUsResidentialAddress,
    city: datum.cityUsResidentialAddress ?? '',
    state: datum.stateUsResidentialAddress ?? '',
    zip: datum.zipCodeUsResidentialAddress ?? '',
  };
}

function foreignAddressOf(datum: Datum | null | undefined): AddressValues | null {
  if (!datum?.streetNumberStreetNameForeignAddress) return null;
  return {
    ...EMPTY_FOREIGN_ADDRESS,
    street: datum.streetNumberStreetNameForeignAddress,
    city: datum.cityForeignAddress ?? '',
    state: datum.provinceForeignAddress ?? '',
    zip: datum.postalCodeForeignAddress ?? '',
    country: datum.countryForeignAddress ?? '',
  };
}

/**
 * The flat user-datum fields of the U.S. residential address; null clears them ('I do not have a U.S. address'). The
 * unit joins the street (the table has no unit columns) as the forms read it back (streetWithUnit).
 */
function usPatch(address: AddressValues | null): UserDatumPatch {
  return {
    streetNumberStreetNameUsResidentialAddress: address
      ? streetWithUnit(address.street, address.unitType, address.unitNumber)
      : null,
    cityUsResidentialAddress: address?.city ?? null,
    stateUsResidentialAddress: address?.state ?? null,
    zipCodeUsResidentialAddress: address?.zip ?? null,
  };
}

function foreignPatch(address: AddressValues): UserDatumPatch {
  return {
    streetNumberStreetNameForeignAddress: streetWithUnit(address.street, address.unitType, address.unitNumber),
    cityForeignAddress: address.city,
    provinceForeignAddress: address.state,
    postalCodeForeignAddress: address.zip,
    countryForeignAddress: address.country,
  };
}

/**
 * The U.S. residential address (country fixed to US; 'I do not have a U.S. address' clears and disables
 * the fields and removes the address). Autosaved after 500 ms; Next writes the person's data.
 */
export function UsAddressScreen({ exhibit, flow, person, refetch }: ScreenProps) {
  const { i18n } = useLingui();
  const [saveDatum] = useMutation(BeneficiaryOnboardingSaveUserDatumMutation);
  const stored = exhibit.data as { noUsAddress?: boolean; address?: AddressValues };
  const { form, autosave, submitting } = useExhibitForm(UsAddressFormSchema, {
    exhibit,
    flow,
    debounceMs: ADDRESS_AUTOSAVE_DEBOUNCE_MS,
    defaultValues: {
      noUsAddress: stored.noUsAddress ?? false,
      address: stored.address ?? usAddressOf(person.userDatumByUserId) ?? EMPTY_US_ADDRESS,
    },
  });
  const noUsAddress = useWatch({ control: form.control, name: 'noUsAddress' });
  const save = submitting(async (values) => {
    const address = values.noUsAddress ? null : { ...values.address, country: 'US' };
    try {
      await saveDatum({ variables: { userId: person.id, patch: usPatch(address) } });
      await flow.saveData(exhibit.id, { ...exhibit.data, noUsAddress: values.noUsAddress, address });
      await refetch();
    } catch {
      return form.setError(SERVER_ERROR_KEY, { type: 'server', message: BENEFICIARY_TEXTS.addressFailed });
    }
    flow.next();
  });
  return (
    <ExhibitFrame exhibit={exhibit} flow={flow} onNext={() => void form.submitWith(save)()}>
      <ZodForm form={form} onSubmit={save}>
        <FormField
          name="noUsAddress"
          label={i18n._(NO_US_ADDRESS_LABEL)}
          controlFirst
          required={false}
          render={({ field, control }) => (
            <Checkbox
              {...control}
              checked={field.value === true}
              onBlur={field.onBlur}
              onCheckedChange={(checked) => {
                field.onChange(checked === true);
                if (checked === true) form.setValue('address', EMPTY_US_ADDRESS);
                form.clearErrors('address');
              }}
            />
          )}
        />
        <fieldset disabled={noUsAddress === true} className="m-0 min-w-0 border-0 p-0">
          <AddressFields
            name="address"
            legend={i18n._({ id: 'onboarding.address.usLegend', message: 'U.S. residential address' })}
          />
        </fieldset>
        <AutosaveStatus status={autosave.status} />
      </ZodForm>
      <AddressHistorySection userId={person.id} />
    </ExhibitFrame>
  );
}

/** The foreign (home country) address; every field but the unit required. */
export function ForeignAddressScreen({ exhibit, flow, person, refetch }: ScreenProps) {
  const { i18n } = useLingui();
  const [saveDatum] = useMutation(BeneficiaryOnboardingSaveUserDatumMutation);
  const stored = exhibit.data as { address?: AddressValues };
  const { form, autosave, submitting } = useExhibitForm(ForeignAddressFormSchema, {
    exhibit,
    flow,
    debounceMs: ADDRESS_AUTOSAVE_DEBOUNCE_MS,
    defaultValues: { address: stored.address ?? foreignAddressOf(person.userDatumByUserId) ?? EMPTY_FOREIGN_ADDRESS },
  });
  const save = submitting(async ({ address }) => {
    try {
      await saveDatum({ variables: { userId: person.id, patch: foreignPatch(address) } });
      await flow.saveData(exhibit.id, { ...exhibit.data, address });
      await refetch();
    } catch {
      return form.setError(SERVER_ERROR_KEY, { type: 'server', message: BENEFICIARY_TEXTS.addressFailed });
    }
    flow.next();
  });
  return (
    <ExhibitFrame exhibit={exhibit} flow={flow} onNext={() => void form.submitWith(save)()}>
      <ZodForm form={form} onSubmit={save}>
        <AddressFields
          name="address"
          abroad
          legend={i18n._({ id: 'onboarding.address.foreignLegend', message: 'Foreign address' })}
        />
        <AutosaveStatus status={autosave.status} />
      </ZodForm>
      <AddressHistorySection userId={person.id} />
    </ExhibitFrame>
  );
}
