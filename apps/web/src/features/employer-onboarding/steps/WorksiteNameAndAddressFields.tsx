import { useLingui } from '@lingui/react';
import { AddressFields } from '@/components/form/address-fields.tsx';
import { FormField } from '@/components/form/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';

/**
 * A worksite's name and address inside a WorksiteSchema form (the `label` and `address` fields): the same fields in
 * the Worksite step's add form and in a listed worksite's edit form (WorksiteListItem), so both say the same.
 */
export function WorksiteNameAndAddressFields() {
  const { i18n } = useLingui();
  return (
    <>
      <FormField
        name="label"
        label={i18n._({ id: 'employer.worksite.name', message: 'Worksite name' })}
        render={({ field, control }) => <Input {...control} {...field} />}
      />
      <AddressFields
        name="address"
        legend={i18n._({ id: 'employer.worksite.address', message: 'Worksite address (no PO boxes)' })}
      />
    </>
  );
}
