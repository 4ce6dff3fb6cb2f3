import {
  AddressHistorySchema,
  EMPTY_ADDRESS_HISTORY_ENTRY,
  PERSON_HISTORY_TEXTS,
  type AddressHistory,
  type AddressHistoryEntry,
} from '@app/domain';
import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { AddressHistoryEntryFields } from '@/components/domain/people/AddressHistoryEntryFields.tsx';
import { addressHistoryEntryOf } from '@/components/domain/people/person-address-fields.ts';
import { LIST_FORM_MODE, useZodForm } from '@/components/form/use-zod-form.ts';
import { Button } from '@/components/ui/button.tsx';
import { CreateUserAddressMutation, DeleteUserAddressMutation, UpdateUserAddressMutation } from './person-data-queries.ts';
import { PersonDataFormSection, saveSection } from './PersonDataFormSection.tsx';
import { usePersonData, type PersonAddress } from './use-person-data.ts';

export const ADDRESS_HISTORY_TEXTS = {
  title: /*i18n*/ { id: 'onboarding.addressHistory.title', message: 'Address history' },
  description: /*i18n*/ {
    id: 'onboarding.addressHistory.description',
    message: 'Every address you have lived at, with the dates. Mark the one you live at now as your current address.',
  },
  add: /*i18n*/ { id: 'onboarding.addressHistory.add', message: 'Add an address' },
  none: /*i18n*/ { id: 'onboarding.addressHistory.none', message: 'No addresses yet.' },
  legend: /*i18n*/ { id: 'onboarding.addressHistory.legend', message: 'Address {number}' },
  remove: /*i18n*/ { id: 'onboarding.addressHistory.remove', message: 'Remove address {number}' },
  current: /*i18n*/ { id: 'onboarding.addressHistory.current', message: 'This is my current address' },
  save: /*i18n*/ { id: 'onboarding.addressHistory.save', message: 'Save address history' },
  street2: /*i18n*/ { id: 'onboarding.addressHistory.street2', message: 'Apartment, suite or unit' },
  from: /*i18n*/ { id: 'onboarding.addressHistory.from', message: 'Lived here from' },
  until: /*i18n*/ { id: 'onboarding.addressHistory.until', message: 'Lived here until' },
} as const;

/** The columns an address row is written with (the form's entry without its id). */
const addressFieldsOf = ({ id: _id, ...fields }: AddressHistoryEntry) => fields;

const entryOf = (address: PersonAddress) => ({ id: address.id, ...addressHistoryEntryOf(address) });

/** The address history (issue 25): each address with from and to dates; at most one is current. */
export function AddressHistorySection({ userId }: { userId: string }) {
  const { addresses, refetch } = usePersonData(userId);
  // Kept here: a save gives the addresses new ids, and the form below starts over from them.
  const [done, setDone] = useState(false);
  if (!addresses) return null;
  return (
    <AddressHistoryForm
      key={addresses.map((a) => a.id).join()}
      userId={userId}
      saved={addresses}
      refetch={refetch}
      done={done}
      setDone={setDone}
    />
  );
}

function AddressHistoryForm({
  userId,
  saved,
  refetch,
  done,
  setDone,
}: {
  userId: string;
  saved: readonly PersonAddress[];
  refetch: () => Promise<unknown>;
  done: boolean;
  setDone: (done: boolean) => void;
}) {
  const { i18n } = useLingui();
  const [createAddress] = useMutation(CreateUserAddressMutation);
  const [updateAddress] = useMutation(UpdateUserAddressMutation);
  const [deleteAddress] = useMutation(DeleteUserAddressMutation);
  const form = useZodForm(AddressHistorySchema, {
    mode: LIST_FORM_MODE,
    // No blank address to start with: the fields show once the person adds one (or has some on file).
    defaultValues: { addresses: saved.map(entryOf) },
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'addresses' });
  const labels = {
    street2: i18n._(ADDRESS_HISTORY_TEXTS.street2),
    from: i18n._(ADDRESS_HISTORY_TEXTS.from),
    until: i18n._(ADDRESS_HISTORY_TEXTS.until),
    current: i18n._(ADDRESS_HISTORY_TEXTS.current),
  };

  const save = ({ addresses }: AddressHistory) =>
    saveSection(form, PERSON_HISTORY_TEXTS.addressesFailed, setDone, async () => {
      const kept = new Set(addresses.flatMap((entry) => (entry.id ? [entry.id] : [])));
      for (const old of saved) if (!kept.has(old.id)) await deleteAddress({ variables: { id: old.id } });
      // The database allows one current address at a time: past ones are written first, the current one last.
      const ordered = [...addresses].sort((a, b) => Number(a.isCurrent) - Number(b.isCurrent));
      for (const entry of ordered) {
        if (entry.id) await updateAddress({ variables: { id: entry.id, patch: addressFieldsOf(entry) } });
        else await createAddress({ variables: { address: { userId, ...addressFieldsOf(entry) } } });
      }
      await refetch();
    });

  return (
    <PersonDataFormSection
      titleId="address-history-title"
      title={i18n._(ADDRESS_HISTORY_TEXTS.title)}
      description={i18n._(ADDRESS_HISTORY_TEXTS.description)}
      form={form}
      onSubmit={save}
      formClassName="flex flex-col gap-4"
      saveLabel={i18n._(ADDRESS_HISTORY_TEXTS.save)}
      saved={done}
      footerActions={
        <Button
          type="button"
          variant="outline"
          onClick={() => append({ ...EMPTY_ADDRESS_HISTORY_ENTRY, isCurrent: fields.length === 0 })}
        >
          {i18n._(ADDRESS_HISTORY_TEXTS.add)}
        </Button>
      }
    >
      {fields.length === 0 && <p className="text-sm">{i18n._(ADDRESS_HISTORY_TEXTS.none)}</p>}
      {fields.map((item, index) => (
        <fieldset key={item.id} className="m-0 grid min-w-0 grid-cols-1 gap-3 rounded border p-3 sm:grid-cols-6">
          <legend className="px-1 text-sm font-medium">
            {i18n._({ ...ADDRESS_HISTORY_TEXTS.legend, values: { number: index + 1 } })}
          </legend>
          <AddressHistoryEntryFields prefix={`addresses.${index}.`} labels={labels} />
          <div className="sm:col-span-6">
            <Button type="button" variant="outline" size="sm" onClick={() => remove(index)}>
              {i18n._({ ...ADDRESS_HISTORY_TEXTS.remove, values: { number: index + 1 } })}
            </Button>
          </div>
        </fieldset>
      ))}
    </PersonDataFormSection>
  );
}
