import { addressHistoryEntryBesideSchema, EMPTY_ADDRESS_HISTORY_ENTRY, type AddressHistoryEntry } from '@app/domain';
import { useMutation } from '@apollo/client/react';
import { useMemo } from 'react';
import { AddressHistoryEntryFields } from '@/components/domain/people/AddressHistoryEntryFields.tsx';
import { addressHistoryEntryOf, type PersonAddress } from '@/components/domain/people/person-address-fields.ts';
import { LIST_FORM_MODE, useZodForm } from '@/components/form/use-zod-form.ts';
import { ZodForm } from '@/components/form/zod-form.tsx';
import { Button } from '@/components/ui/button.tsx';
import { CreateBeneficiaryAddressMutation, UpdateBeneficiaryAddressMutation } from '../api/beneficiary-addresses-api.ts';

/** Staff's words for the fields the beneficiary's section words in the first person. */
const LABELS = {
  street2: 'Apartment, suite or unit',
  from: 'Lived here from',
  until: 'Lived here until',
  current: 'Current address (lives here now)',
};

/** The columns an address row is written with (the checked entry without its id). */
const columnsOf = ({ id: _id, ...columns }: AddressHistoryEntry) => columns;

/**
 * One address of the beneficiary's history added or corrected by staff: the beneficiary's own fields and rules (the
 * domain's address entry, with the history's one current address), written to the same row she edits in onboarding.
 */
export function BeneficiaryAddressEditor({
  userId,
  address,
  anotherIsCurrent,
  firstAddress,
  onSaved,
  onCancel,
}: {
  userId: string;
  /** The address corrected; none to add one. */
  address?: PersonAddress;
  /** Whether another address on file is the current one (then this one cannot be too). */
  anotherIsCurrent: boolean;
  /** The history is empty: the first address is most likely where the person lives now. */
  firstAddress: boolean;
  onSaved: () => Promise<unknown>;
  onCancel: () => void;
}) {
  const [create] = useMutation(CreateBeneficiaryAddressMutation);
  const [update] = useMutation(UpdateBeneficiaryAddressMutation);
  // The beneficiary's rules, their messages about her in the third person ("the beneficiary's current address").
  const schema = useMemo(() => addressHistoryEntryBesideSchema(anotherIsCurrent, { audience: 'staff' }), [anotherIsCurrent]);
  const form = useZodForm(schema, {
    mode: LIST_FORM_MODE,
    defaultValues: address ? addressHistoryEntryOf(address) : { ...EMPTY_ADDRESS_HISTORY_ENTRY, isCurrent: firstAddress },
  });
  const title = address ? 'Edit address' : 'New address';
  const save = async (entry: AddressHistoryEntry) => {
    if (address) await update({ variables: { id: address.id, patch: columnsOf(entry) } });
    else await create({ variables: { address: { userId, ...columnsOf(entry) } } });
    await onSaved();
  };
  return (
    <ZodForm
      form={form}
      onSubmit={save}
      label={title}
      className="grid min-w-0 grid-cols-1 gap-3 rounded border p-3 sm:grid-cols-6"
    >
      <AddressHistoryEntryFields prefix="" labels={LABELS} />
      <div className="flex flex-wrap gap-2 sm:col-span-6">
        <Button type="submit" size="sm" disabled={form.formState.isSubmitting}>
          Save address
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </ZodForm>
  );
}
