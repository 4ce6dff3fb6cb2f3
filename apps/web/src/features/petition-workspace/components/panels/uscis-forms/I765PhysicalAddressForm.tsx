import { I765_PHYSICAL_ADDRESS_MAX, I765PhysicalAddressSchema, type I765PhysicalAddress } from '@app/domain';
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { toast } from 'sonner';
import { StateSelect } from '@/components/form/geography-selects.tsx';
import { UnitTypeField } from '@/components/form/unit-type-field.tsx';
import { useZodForm } from '@/components/form/use-zod-form.ts';
import { ZodForm } from '@/components/form/zod-form.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FieldLayout } from '@/components/ui/form.tsx';
import { mutateWithFeedback } from '@/lib/mutation-feedback.ts';
import { PredicateTextField } from '@/components/form/predicate-text-field.tsx';
import { saveI765PhysicalAddress } from './typed-details-api.ts';

const EMPTY: I765PhysicalAddress = { street: '', unitType: null, unitNumber: '', city: '', state: '', zipCode: '' };

/**
 * The I-765 applicant's U.S. physical address (item 7), typed by staff only when it differs from her mailing address
 * (the case keeps one U.S. address, printed as the mailing address): saved, item 6 reads No and item 7 carries it;
 * removed, item 6 reads Yes again. Validated by the schema the API applies (I765PhysicalAddressSchema, the PDF's box
 * widths); "Saved" shows only once the server has saved it.
 */
export function I765PhysicalAddressForm({
  petitionId,
  initial,
  onSaved,
}: {
  petitionId: string;
  initial: I765PhysicalAddress | null;
  onSaved: () => Promise<void>;
}) {
  const id = useId();
  const zodForm = useZodForm(I765PhysicalAddressSchema, { defaultValues: initial ?? EMPTY });
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const [removing, setRemoving] = useState(false);

  const save = async (address: I765PhysicalAddress) => {
    setSavedAt(null);
    await saveI765PhysicalAddress(petitionId, address);
    zodForm.reset(address);
    setSavedAt(Date.now());
    toast.success('Physical address of the I-765 saved.');
    await onSaved();
  };

  const remove = async () => {
    setRemoving(true);
    const removed = await mutateWithFeedback(
      'removing the I-765 physical address',
      () => saveI765PhysicalAddress(petitionId, null),
      onSaved,
      'The physical address could not be removed. Please try again.',
    );
    setRemoving(false);
    if (removed) {
      zodForm.reset(EMPTY);
      setSavedAt(null);
      toast.success('Physical address removed: the mailing address is the physical address.');
    }
  };

  return (
    <ZodForm form={zodForm} onSubmit={save} label="Physical address of the I-765" className="grid gap-2">
      <fieldset aria-describedby={`${id}-why`} className="m-0 grid min-w-0 gap-3 border-0 p-0 sm:grid-cols-6">
        <legend className="text-sm font-medium">U.S. physical address, if it differs from the mailing address</legend>
        <p id={`${id}-why`} className="text-xs text-muted-foreground sm:col-span-6">
          {initial
            ? 'Item 6 reads No and item 7 prints this address on the next copy generated.'
            : 'The mailing address is printed as the physical address too (item 6: Yes). Type one here only if she lives elsewhere.'}
        </p>
        <PredicateTextField<I765PhysicalAddress>
          name="street"
          label="Street number and name"
          maxLength={I765_PHYSICAL_ADDRESS_MAX.street}
          className="sm:col-span-6"
        />
        <UnitTypeField<I765PhysicalAddress> name="unitType" className="sm:col-span-3" />
        <PredicateTextField<I765PhysicalAddress>
          name="unitNumber"
          label="Unit number"
          maxLength={I765_PHYSICAL_ADDRESS_MAX.unitNumber}
          className="sm:col-span-3"
        />
        <PredicateTextField<I765PhysicalAddress>
          name="city"
          label="City or town"
          maxLength={I765_PHYSICAL_ADDRESS_MAX.city}
          className="sm:col-span-2"
        />
        <Controller
          control={zodForm.control}
          name="state"
          render={({ field, fieldState }) => (
            <FieldLayout
              label="State"
              required
              error={fieldState.error?.message ? `State ${fieldState.error.message}` : undefined}
              className="sm:col-span-2"
            >
              {(ids) => (
                <StateSelect ref={field.ref} value={field.value} onChange={field.onChange} onBlur={field.onBlur} {...ids} />
              )}
            </FieldLayout>
          )}
        />
        <PredicateTextField<I765PhysicalAddress> name="zipCode" label="ZIP code" maxLength={5} className="sm:col-span-2" />
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" variant="secondary" busy={zodForm.formState.isSubmitting}>
          Save physical address
        </Button>
        {initial && (
          <Button type="button" size="sm" variant="outline" busy={removing} onClick={() => void remove()}>
            Remove physical address
          </Button>
        )}
        <p role="status" className="text-xs text-muted-foreground">
          {savedAt !== null && !zodForm.formState.isDirty ? 'Saved' : ''}
        </p>
      </div>
    </ZodForm>
  );
}
