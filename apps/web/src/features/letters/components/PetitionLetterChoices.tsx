import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Label } from '@/components/ui/label.tsx';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group.tsx';
import { LETTER_TYPE_LABELS } from '../draft-fields.ts';
import { PETITION_LETTER_TYPES, type PetitionLetterData, type PetitionLetterType } from '../petition-inputs.ts';
import { NativeSelect } from '@/components/ui/native-select.tsx';

export interface PetitionLetterChoicesProps {
  petition: PetitionLetterData;
  type: PetitionLetterType;
  onTypeChange: (type: PetitionLetterType) => void;
  signatoryId: string;
  onSignatoryChange: (id: string) => void;
  exhibitIds: readonly string[];
  onExhibitsChange: (ids: string[]) => void;
}

const isPetitionLetterType = (value: string): value is PetitionLetterType => PETITION_LETTER_TYPES.some((type) => type === value);

/** What the user chooses on /admin/new_lettergen: the letter, who signs it, and the exhibits it cites. */
export function PetitionLetterChoices({
  petition,
  type,
  onTypeChange,
  signatoryId,
  onSignatoryChange,
  exhibitIds,
  onExhibitsChange,
}: PetitionLetterChoicesProps) {
  const ids = { type: useId(), signatory: useId(), signatoryHelp: useId() };
  const toggle = (id: string, on: boolean) =>
    onExhibitsChange(on ? [...exhibitIds, id] : exhibitIds.filter((other) => other !== id));
  return (
    <div className="space-y-4">
      <div className="space-y-2">
        <Label id={ids.type}>Letter type</Label>
        <RadioGroup
          aria-labelledby={ids.type}
          value={type}
          onValueChange={(value) => isPetitionLetterType(value) && onTypeChange(value)}
        >
          {PETITION_LETTER_TYPES.map((option) => (
            <div key={option} className="flex items-center gap-2">
              <RadioGroupItem id={`${ids.type}-${option}`} value={option} />
              <Label htmlFor={`${ids.type}-${option}`} className="font-normal">
                {LETTER_TYPE_LABELS[option]}
              </Label>
            </div>
          ))}
        </RadioGroup>
      </div>
      <div className="space-y-1">
        <Label htmlFor={ids.signatory}>Signatory</Label>
        <NativeSelect
          id={ids.signatory}
          value={signatoryId}
          onChange={(event) => onSignatoryChange(event.target.value)}
          aria-describedby={ids.signatoryHelp}
          className="w-full"
        >
          <option value="">Select...</option>
          {petition.signatories.map((person) => (
            <option key={person.id} value={person.id}>
              {person.position ? `${person.fullName} (${person.position})` : person.fullName}
            </option>
          ))}
        </NativeSelect>
        <p id={ids.signatoryHelp} className="text-xs text-muted-foreground">
          {petition.signatories.length > 0
            ? "The petitioner's people; authorized signatories first."
            : 'The petitioner has no one else who could sign: use /admin/draft to pick any person.'}
        </p>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Exhibits to cite</legend>
        {petition.exhibits.length === 0 ? (
          <p className="text-sm text-muted-foreground">This petition has no exhibits yet.</p>
        ) : (
          <ul className="max-h-64 space-y-1 overflow-y-auto rounded-md border p-2">
            {petition.exhibits.map((exhibit) => (
              <li key={exhibit.id}>
                <label className="flex items-start gap-2 text-sm">
                  <Checkbox
                    className="mt-0.5"
                    checked={exhibitIds.includes(exhibit.id)}
                    onCheckedChange={(checked) => toggle(exhibit.id, checked === true)}
                  />
                  {exhibit.name}
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
    </div>
  );
}
