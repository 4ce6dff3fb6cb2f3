import { PanelRightClose, PanelRightOpen } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { Label } from '../../ui/label.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import { useTextSavedOnBlur } from './use-text-saved-on-blur.ts';

interface StrategyPanelProps {
  /** The case strategy's note on this module (moduleNotes[type]). */
  note: string;
  onNoteChange?: (note: string) => void;
  disabled?: boolean;
}

/** The case strategy's note on this module, in a side panel that folds away; saved when focus leaves it. */
export function StrategyPanel({ note, onNoteChange, disabled }: StrategyPanelProps) {
  const [open, setOpen] = useState(true);
  const panelId = useId();
  const noteId = useId();
  const field = useTextSavedOnBlur(note, (text) => onNoteChange?.(text));
  return (
    <aside aria-label="Strategy" className="rounded-md border bg-muted/40 p-3 lg:w-72">
      <Button
        type="button"
        variant="ghost"
        size="sm"
        allowInReadOnly
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        className="w-full justify-between"
      >
        Strategy
        {open ? <PanelRightClose aria-hidden="true" /> : <PanelRightOpen aria-hidden="true" />}
      </Button>
      {open && (
        <div id={panelId} className="mt-2 grid gap-1">
          <Label htmlFor={noteId}>Strategy note</Label>
          <Textarea id={noteId} disabled={disabled || !onNoteChange} rows={6} {...field} />
        </div>
      )}
    </aside>
  );
}
