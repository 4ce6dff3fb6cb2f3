import type { AutosaveStatus as Status } from '@/lib/autosave/autosave-controller.ts';
import { AutosaveStatus } from '@/components/form/autosave-status.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { formatTimestamp } from '@/lib/dates.ts';
import { strategySaveMessage } from '../hooks/use-strategy-autosave.ts';

export interface StrategyCardProps {
  label: string;
  note: string;
  onLabelChange: (label: string) => void;
  onNoteChange: (note: string) => void;
  status: Status;
  error: unknown;
  savedAt: string | null;
  disabled?: boolean;
}

/** The strategy's own fields and how its autosave stands ('Error saving strategy {message}', spec 1 §8). */
export function StrategyCard({ label, note, onLabelChange, onNoteChange, status, error, savedAt, disabled }: StrategyCardProps) {
  return (
    <section aria-labelledby="strategy-card-heading" className="flex flex-col gap-3 rounded-lg border p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id="strategy-card-heading" className="text-lg font-semibold">
          Strategy
        </h2>
        <AutosaveStatus status={status} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="strategy-label">Label</Label>
        <Input
          id="strategy-label"
          value={label}
          maxLength={200}
          disabled={disabled}
          onChange={(event) => onLabelChange(event.target.value)}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="strategy-note">Case note</Label>
        <Textarea
          id="strategy-note"
          value={note}
          rows={4}
          disabled={disabled}
          onChange={(event) => onNoteChange(event.target.value)}
        />
      </div>
      {status === 'error' ? (
        <p role="alert" className="text-sm text-destructive">
          Error saving strategy {strategySaveMessage(error)}
        </p>
      ) : null}
      {savedAt ? <p className="text-xs text-muted-foreground">Last saved {formatTimestamp(savedAt)}</p> : null}
    </section>
  );
}
