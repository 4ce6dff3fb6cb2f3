import { countryName, formatIsoDate } from '@app/domain';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { ConfirmDeleteButton } from '@/components/domain/confirm-delete/ConfirmDeleteButton.tsx';
import type { PersonAddress } from '@/components/domain/people/person-address-fields.ts';
import { Button } from '@/components/ui/button.tsx';
import { useReadOnly } from '@/lib/read-only-context.tsx';
import { DeleteBeneficiaryAddressMutation } from '../api/beneficiary-addresses-api.ts';
import { BeneficiaryAddressEditor } from './BeneficiaryAddressEditor.tsx';

/** An address on one line, its country by name ('IN' → 'India'; an unknown code as it is). */
export function addressLine(address: PersonAddress): string {
  return [
    address.street,
    address.street2,
    address.city,
    address.province,
    address.postalCode,
    countryName(address.country) ?? address.country,
  ]
    .filter(Boolean)
    .join(', ');
}

/** 'new' while staff add an address, an address's id while they correct it. */
type Editing = 'new' | string | null;

/**
 * The beneficiary's address history on the petition page (the addresses the I-129 prints: her U.S. and foreign
 * addresses are the current or latest of each): the current address first, then the latest. Staff add, correct and
 * remove addresses in the same rows the beneficiary's onboarding address section edits, so each side sees the other's.
 */
export function BeneficiaryAddresses({
  userId,
  addresses,
  onChanged,
}: {
  userId: string;
  /** Current first, then the latest (the page's query orders them). */
  addresses: readonly PersonAddress[];
  onChanged: () => Promise<unknown>;
}) {
  const readOnly = useReadOnly();
  const [editing, setEditing] = useState<Editing>(null);
  const [status, setStatus] = useState('');
  const [remove] = useMutation(DeleteBeneficiaryAddressMutation);
  const anotherIsCurrent = (id?: string) => addresses.some((address) => address.isCurrent && address.id !== id);
  const saved = async (message: string) => {
    await onChanged();
    setEditing(null);
    setStatus(message);
  };
  const removeAddress = async (address: PersonAddress) => {
    setStatus('');
    try {
      await remove({ variables: { id: address.id } });
      await saved('Address removed.');
    } catch {
      setStatus('The address could not be removed. Try again.');
    }
  };
  return (
    <section aria-labelledby="beneficiary-addresses-heading" className="space-y-2">
      <h3 id="beneficiary-addresses-heading" className="text-sm font-semibold">
        Addresses
      </h3>
      {addresses.length === 0 && editing !== 'new' && <p className="text-sm text-muted-foreground">Not given yet</p>}
      {addresses.length > 0 && (
        <ul aria-label="Address history" className="space-y-2 text-sm">
          {addresses.map((address) =>
            editing === address.id ? (
              <li key={address.id}>
                <BeneficiaryAddressEditor
                  userId={userId}
                  address={address}
                  anotherIsCurrent={anotherIsCurrent(address.id)}
                  firstAddress={false}
                  onSaved={() => saved('Address saved.')}
                  onCancel={() => setEditing(null)}
                />
              </li>
            ) : (
              <li key={address.id} className="flex flex-wrap items-center gap-x-2">
                <span className="min-w-0 break-words">{addressLine(address)}</span>
                <span className="text-muted-foreground">
                  ({formatIsoDate(address.fromDate)} –{' '}
                  {address.isCurrent ? 'current address' : formatIsoDate(address.toDate ?? '')})
                </span>
                {!readOnly && (
                  <span className="ms-auto flex items-center gap-1">
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      aria-label={`Edit address ${address.street}`}
                      disabled={editing !== null}
                      onClick={() => {
                        setStatus('');
                        setEditing(address.id);
                      }}
                    >
                      Edit
                    </Button>
                    <ConfirmDeleteButton
                      label={`Remove address ${address.street}`}
                      question={`Remove ${address.street} from the beneficiary's address history?`}
                      disabled={editing !== null}
                      onDelete={() => void removeAddress(address)}
                    />
                  </span>
                )}
              </li>
            ),
          )}
        </ul>
      )}
      {editing === 'new' && (
        <BeneficiaryAddressEditor
          userId={userId}
          anotherIsCurrent={anotherIsCurrent()}
          firstAddress={addresses.length === 0}
          onSaved={() => saved('Address added.')}
          onCancel={() => setEditing(null)}
        />
      )}
      {!readOnly && editing === null && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => {
            setStatus('');
            setEditing('new');
          }}
        >
          Add an address
        </Button>
      )}
      <p role="status" className="text-sm text-muted-foreground">
        {status}
      </p>
    </section>
  );
}
