import { DEFAULT_COUNTRY_CODE } from '@app/domain';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { CountrySelect, StateSelect } from '@/components/form/geography-selects.tsx';
import { UnitTypeField } from '@/components/form/unit-type-field.tsx';
import { FieldLayout } from '@/components/ui/form.tsx';
import { useReadOnly } from '@/lib/read-only-context.tsx';
import type { AttorneyProfileValues } from './attorney-profile-values.ts';
import { ProfileTextField } from './ProfileTextField.tsx';

/** The attorney's mailing address as G-28 Part 1 asks for it: a U.S. state picker for U.S. addresses, free text elsewhere. */
export function AttorneyAddressFields() {
  const { control } = useFormContext<AttorneyProfileValues>();
  const readOnly = useReadOnly();
  const country = useWatch({ control, name: 'country' });
  const isUnitedStates = !country || country === DEFAULT_COUNTRY_CODE;
  return (
    <fieldset className="m-0 grid min-w-0 gap-4 border-0 p-0 sm:grid-cols-6">
      <legend className="mb-2 text-base font-semibold">Address</legend>
      <ProfileTextField name="street" label="Street address" autoComplete="address-line1" className="sm:col-span-6" />
      <UnitTypeField<AttorneyProfileValues> name="unitType" disabled={readOnly} className="sm:col-span-3" />
      <ProfileTextField name="unitNumber" label="Unit number" autoComplete="address-line2" className="sm:col-span-3" />
      <ProfileTextField name="city" label="City" autoComplete="address-level2" className="sm:col-span-2" />
      {isUnitedStates ? (
        <Controller
          control={control}
          name="state"
          render={({ field }) => (
            <FieldLayout label="State" className="sm:col-span-2">
              {(ids) => (
                <StateSelect
                  ref={field.ref}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  disabled={readOnly}
                  {...ids}
                />
              )}
            </FieldLayout>
          )}
        />
      ) : (
        <ProfileTextField name="state" label="State or province" autoComplete="address-level1" className="sm:col-span-2" />
      )}
      <ProfileTextField
        name="postalCode"
        label={isUnitedStates ? 'ZIP code' : 'Postal code'}
        autoComplete="postal-code"
        className="sm:col-span-2"
      />
      <Controller
        control={control}
        name="country"
        render={({ field, fieldState }) => (
          <FieldLayout
            label="Country"
            error={fieldState.error?.message ? `Country ${fieldState.error.message}` : undefined}
            className="sm:col-span-6"
          >
            {(ids) => (
              <CountrySelect
                ref={field.ref}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                disabled={readOnly}
                {...ids}
              />
            )}
          </FieldLayout>
        )}
      />
    </fieldset>
  );
}
