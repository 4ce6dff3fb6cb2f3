import { useId } from 'react';
import type { WizardPetition } from '../steps/step-props.ts';

export const PETITION_CHOOSER_LABEL = 'Which beneficiary is this for?';

/** The petition's name as a person reads it: the beneficiary and the visa ('Rohan Iyer (O-1A)'). */
export function petitionLabel(petition: WizardPetition): string {
  const name = petition.userByBeneficiaryId?.fullName || 'Beneficiary without a name';
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
  const name = useId();
  if (petitions.length < 2) return null;
  // Native radio buttons: choosing which petition to look at is not an edit, so unlike the form's
  // radio groups they stay usable in read-only mode (a VIEWER looks at each petition too).
  return (
    <fieldset className="m-0 flex min-w-0 flex-col gap-2 rounded border p-3">
      <legend className="px-1 text-sm font-semibold">{PETITION_CHOOSER_LABEL}</legend>
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
          {petitionLabel(petition)}
        </label>
      ))}
    </fieldset>
  );
}
