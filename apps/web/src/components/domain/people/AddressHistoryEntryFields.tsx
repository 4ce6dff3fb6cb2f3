import { useFormContext, useWatch } from 'react-hook-form';
import { DateInput } from '@/components/form/date-input.tsx';
import { FormField } from '@/components/form/form-field.tsx';
import { useFormTexts } from '@/components/form/form-texts.ts';
import { CountrySelect } from '@/components/form/geography-selects.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Input } from '@/components/ui/input.tsx';
import { cn } from '@/lib/utils.ts';

/** The labels the reader's side words its own way (the beneficiary: 'This is my current address'). */
export interface AddressHistoryEntryLabels {
  street2: string;
  from: string;
  until: string;
  current: string;
}

/**
 * The fields of one address of a person's history (the domain's addressHistoryEntrySchema), inside a ZodForm: the
 * beneficiary's address history in onboarding and staff's address editor on the petition page write the same
 * user_addresses rows with the same fields. `prefix` is the entry's path in the form ('addresses.2.', or '' when the
 * form is the one entry). Street, city, region, postal code and country are the shared form texts.
 */
export function AddressHistoryEntryFields({ prefix, labels }: { prefix: string; labels: AddressHistoryEntryLabels }) {
  const { address: words } = useFormTexts();
  const { control, setValue, clearErrors } = useFormContext<Record<string, unknown>>();
  const name = (field: string) => `${prefix}${field}`;
  const isCurrent = useWatch({ control, name: name('isCurrent') });
  const text = (field: string, label: string, className: string, required?: boolean) => (
    <FormField
      name={name(field)}
      label={label}
      className={cn('min-w-0', className)}
      required={required}
      render={({ field: f, control: ids }) => <Input {...ids} {...f} value={(f.value as string | null) ?? ''} />}
    />
  );
  return (
    <>
      {text('street', words.street, 'sm:col-span-6')}
      {text('street2', labels.street2, 'sm:col-span-6', false)}
      {text('city', words.city, 'sm:col-span-2')}
      {text('province', words.stateOrProvince, 'sm:col-span-2', false)}
      {text('postalCode', words.postalCode, 'sm:col-span-2', false)}
      <FormField
        name={name('country')}
        label={words.country}
        className="min-w-0 sm:col-span-6"
        render={({ field, control: ids }) => (
          <CountrySelect ref={field.ref} value={field.value as string} onChange={field.onChange} onBlur={field.onBlur} {...ids} />
        )}
      />
      <FormField
        name={name('fromDate')}
        label={labels.from}
        className="min-w-0 sm:col-span-3"
        render={({ field, control: ids }) => <DateInput {...ids} {...field} value={field.value as string} />}
      />
      <FormField
        name={name('toDate')}
        label={labels.until}
        className="min-w-0 sm:col-span-3"
        required={!isCurrent}
        render={({ field, control: ids }) => (
          <DateInput {...ids} {...field} value={(field.value as string | null) ?? ''} disabled={isCurrent === true} />
        )}
      />
      <FormField
        name={name('isCurrent')}
        label={labels.current}
        controlFirst
        className="min-w-0 sm:col-span-6"
        required={false}
        render={({ field, control: ids }) => (
          <Checkbox
            {...ids}
            checked={field.value === true}
            onBlur={field.onBlur}
            onCheckedChange={(checked) => {
              field.onChange(checked === true);
              // A current address has no end date.
              if (checked === true) setValue(name('toDate'), null);
              clearErrors(name('toDate'));
            }}
          />
        )}
      />
    </>
  );
}
