import { reusableExhibitNameError, reusableExhibitNameSchema } from '@app/domain';
import { useCallback, useId, useState } from 'react';
import { AutosaveStatus } from '@/components/form/autosave-status.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useAutosavedValue } from '@/lib/autosave/use-autosaved-value.ts';
import type { ExhibitActions } from '../hooks/use-exhibit-actions.ts';

/**
 * The exhibit's name, saved as the user types. A name that breaks reusableExhibitNameSchema (blank, over 200
 * characters, tabs or line breaks; migration 0072 refuses the same) is never saved: it stays on screen with the
 * rule's sentence and the status asks for a fix, instead of the old name coming back under "All changes saved".
 */
export function ExhibitNameField({ saved, save }: { saved: string; save: ExhibitActions['save'] }) {
  const id = useId();
  const errorId = `${id}-error`;
  const saveName = useCallback((name: string) => save({ name: reusableExhibitNameSchema.parse(name) }), [save]);
  const name = useAutosavedValue(saved, saveName, undefined, reusableExhibitNameError);
  // The stored name is trimmed: a pause after a space would take the space away before the next word is typed
  // ("Ada Prize" + "for" → "Ada Prizefor"). What was typed stays on screen while only trailing blanks differ.
  const [typed, setTyped] = useState<string | null>(null);
  const change = (value: string) => {
    setTyped(value);
    name.change(value);
  };
  const shown = typed !== null && name.value === saved && typed.trimEnd() === saved ? typed : name.value;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Name</Label>
      <Input
        id={id}
        value={shown}
        onChange={(event) => change(event.target.value)}
        aria-invalid={name.error ? true : undefined}
        aria-describedby={name.error ? errorId : undefined}
      />
      {name.error && (
        <p id={errorId} className="text-xs text-destructive">
          {name.error}
        </p>
      )}
      <AutosaveStatus status={name.status} />
    </div>
  );
}
