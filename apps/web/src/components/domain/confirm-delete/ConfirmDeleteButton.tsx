import { Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '../../ui/popover.tsx';
import { keepFocusWhenRemoved } from '@/lib/focus-after-removal.ts';

export interface ConfirmDeleteButtonProps {
  /** Accessible name of the trash button ('Delete exhibit Offer letter'). */
  label: string;
  /** The question asked ('Delete exhibit "Offer letter"?'). */
  question: string;
  onDelete: () => void;
  disabled?: boolean;
}

/**
 * Delete asks first; the confirmation opens on Cancel, so Enter or Escape never deletes by accident. When the
 * deleted item leaves the page, focus goes to its neighbour rather than the page's body.
 */
export function ConfirmDeleteButton({ label, question, onDelete, disabled }: ConfirmDeleteButtonProps) {
  const [open, setOpen] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const questionId = useId();
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button ref={triggerRef} type="button" variant="ghost" size="icon" aria-label={label} disabled={disabled}>
          <Trash2 aria-hidden="true" />
        </Button>
      </PopoverTrigger>
      <PopoverContent
        role="alertdialog"
        aria-labelledby={questionId}
        align="end"
        className="w-72 p-4"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          cancelRef.current?.focus();
        }}
      >
        <p id={questionId} className="text-sm font-medium">
          {question}
        </p>
        <div className="mt-3 flex justify-end gap-2">
          <Button
            type="button"
            variant="destructive"
            size="sm"
            onClick={() => {
              setOpen(false);
              keepFocusWhenRemoved(triggerRef.current);
              onDelete();
            }}
          >
            Delete
          </Button>
          <Button ref={cancelRef} type="button" variant="outline" size="sm" onClick={() => setOpen(false)}>
            Cancel
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
