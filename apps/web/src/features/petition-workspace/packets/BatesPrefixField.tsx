import { useCallback, useId, useState } from 'react';
import { AutosaveStatus } from '@/components/form/autosave-status.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useAutosavedValue } from '@/lib/autosave/use-autosaved-value.ts';
import { BATES_PREFIX_ERROR, BATES_PREFIX_HINT, isValidBatesPrefix } from './bates-prefix.ts';
import { useSaveBatesPrefix } from './packets-api.ts';

/**
 * The petition's Bates prefix, beside the compile action, saved as the user types like the other case
 * fields. A value the column would refuse is never sent: it stays in the box with the reason shown.
 */
export function BatesPrefixField({ petitionId, saved }: { petitionId: string; saved: string }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const saveBatesPrefix = useSaveBatesPrefix(petitionId);
  const save = useCallback((value: string) => saveBatesPrefix(value.trim()), [saveBatesPrefix]);
  const field = useAutosavedValue(saved, save);
  // Refused text stays here, out of the autosave: saving it would fail, and dropping it would lose the typing.
  const [refused, setRefused] = useState<string | null>(null);
  const change = (value: string) => {
    if (isValidBatesPrefix(value.trim())) {
      setRefused(null);
      field.change(value);
    } else {
      setRefused(value);
    }
  };
  const invalid = refused !== null;
  return (
    <div className="grid content-start gap-1">
      <Label htmlFor={id}>Bates prefix</Label>
      <Input
        id={id}
        className="w-44"
        value={refused ?? field.value}
        onChange={(event) => change(event.target.value)}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : hintId}
        spellCheck={false}
        autoComplete="off"
      />
      {invalid ? (
        <p id={errorId} role="alert" className="text-xs text-destructive">
          {BATES_PREFIX_ERROR}
        </p>
      ) : (
        <p id={hintId} className="text-xs text-muted-foreground">
          {BATES_PREFIX_HINT}
        </p>
      )}
      {invalid ? null : <AutosaveStatus status={field.status} />}
    </div>
  );
}
