import { BATES_PREFIX_HINT } from '@app/domain';
import { useId } from 'react';
import { AutosaveStatus } from '@/components/form/autosave-status.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import type { BatesPrefixState } from './use-bates-prefix.ts';

/**
 * The petition's Bates prefix, beside the compile action (its state lives in the panel, which compiles
 * with it). A value breaking the rule stays in the box with the reason, and is not saved.
 */
export function BatesPrefixField({ prefix }: { prefix: Pick<BatesPrefixState, 'value' | 'change' | 'error' | 'status'> }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = prefix.error !== null;
  return (
    <div className="grid content-start gap-1">
      <Label htmlFor={id}>Bates prefix</Label>
      <Input
        id={id}
        className="w-44"
        value={prefix.value}
        onChange={(event) => prefix.change(event.target.value)}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : hintId}
        spellCheck={false}
        autoComplete="off"
      />
      {invalid ? (
        <p id={errorId} role="alert" className="max-w-44 text-xs text-destructive">
          {prefix.error}
        </p>
      ) : (
        <p id={hintId} className="max-w-44 text-xs text-muted-foreground">
          {BATES_PREFIX_HINT}
        </p>
      )}
      {invalid ? null : <AutosaveStatus status={prefix.status} />}
    </div>
  );
}
