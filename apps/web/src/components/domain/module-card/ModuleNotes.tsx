import { useId } from 'react';
import { Label } from '../../ui/label.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import { useTextSavedOnBlur } from './use-text-saved-on-blur.ts';

interface ModuleNotesProps {
  notes: string;
  /** Called when focus leaves the box with changed text (spec 1 §2: saved when focus leaves it). */
  onSave: (notes: string) => void;
  disabled?: boolean;
}

/** The module's manual notes box. */
export function ModuleNotes({ notes, onSave, disabled }: ModuleNotesProps) {
  const id = useId();
  const field = useTextSavedOnBlur(notes, onSave);
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>Notes</Label>
      <Textarea id={id} disabled={disabled} {...field} />
    </div>
  );
}
