import type { I18n, MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useId } from 'react';
import type { WizardPetition } from '../steps/step-props.ts';

export const PETITION_CHOOSER_LABEL: MessageDescriptor = /*i18n*/ {
  id: 'employer.petition.chooser',
  message: 'Which beneficiary is this for?',
};
const UNNAMED: MessageDescriptor = /*i18n*/ { id: 'employer.petition.unnamed', message: 'Beneficiary without a name' };

/** The petition's name as a person reads it: the beneficiary and the visa ('Rohan Iyer (O-1A)'). */
export function petitionLabel(i18n: I18n, petition: Pick<WizardPetition, 'visaClassLabel' | 'userByBeneficiaryId'>): string {
  const name = petition.userByBeneficiaryId?.fullName || i18n._(UNNAMED);
  return petition.visaClassLabel ? `${name} (${petition.visaClassLabel})` : name;
}

/**
 * Issue 25: a company with several beneficiaries enters the role offer and worksite per petition. The
 * steps that are per petition show this choice when there is more than one; with one, nothing shows.
 */
export function PetitionChooser({
  petitions,
  chosenId,
  onChoose,
}: {
  petitions: readonly WizardPetition[];
  chosenId: string | null;
  onChoose: (petitionId: string) => void;
}) {
  const { i18n } = useLingui();
  const name = useId();
  if (petitions.length < 2) return null;
  // Native radio buttons: choosing which petition to look at is not an edit, so unlike the form's
  // radio groups they stay usable in read-only mode (a VIEWER looks at each petition too).
  return (
    <fieldset className="m-0 flex min-w-0 flex-col gap-2 rounded border p-3">
      <legend className="px-1 text-sm font-semibold">{i18n._(PETITION_CHOOSER_LABEL)}</legend>
      {petitions.map((petition) => (
        <label key={petition.id} className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name={name}
            value={petition.id}
            checked={petition.id === chosenId}
            onChange={() => onChoose(petition.id)}
            className="h-4 w-4 accent-primary"
          />
          {petitionLabel(i18n, petition)}
        </label>
      ))}
    </fieldset>
  );
}
