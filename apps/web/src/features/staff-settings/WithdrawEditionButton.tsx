import type { BlankFormId } from '@app/domain';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';
import { refusalOf } from '@/lib/rest-client.ts';
import { withdrawFormEdition } from './api/form-editions-api.ts';
import { editionDateText } from './form-editions-text.ts';

/**
 * Takes back an edition staff added (a wrong file, a pairing chosen wrongly, or USCIS still accepting the older one),
 * after asking: the dialog opens on Cancel. `onWithdrawn` refreshes the list and places the focus.
 */
export function WithdrawEditionButton({
  form,
  number,
  edition,
  onWithdrawn,
}: {
  form: BlankFormId;
  number: string;
  edition: string;
  onWithdrawn: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  // Set once the edition is gone: the dialog's closing then hands over to onWithdrawn instead of refocusing its button.
  const withdrawn = useRef(false);
  const named = `the ${number} edition ${editionDateText(edition)}`;

  const withdraw = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const { inUse } = await withdrawFormEdition({ form, edition });
      toast.success(`Withdrew ${named}. Forms generated from now on are filled on edition ${editionDateText(inUse)}.`);
      withdrawn.current = true;
      setOpen(false);
    } catch (error) {
      const refusal = refusalOf(error);
      if (!refusal) console.error('withdrawing a form edition failed:', error);
      setFailure(refusal ?? 'The edition could not be withdrawn. Try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setFailure(null);
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          Withdraw edition {editionDateText(edition)}
        </Button>
      </DialogTrigger>
      <DialogContent
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          cancel.current?.focus();
        }}
        // Withdrawn, the button goes with its edition: onWithdrawn refreshes the list and places the focus instead.
        onCloseAutoFocus={(event) => {
          if (!withdrawn.current) return;
          event.preventDefault();
          withdrawn.current = false;
          onWithdrawn();
        }}
      >
        <DialogHeader>
          <DialogTitle>Withdraw {named}?</DialogTitle>
          <DialogDescription>
            Forms generated from now on are filled on the newest edition left. Forms already generated keep the edition they were
            made on, and you can add this edition again.
          </DialogDescription>
        </DialogHeader>
        {failure && (
          <p role="alert" className="text-sm text-destructive">
            {failure}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="destructive" disabled={busy} onClick={() => void withdraw()}>
            {busy ? 'Withdrawing…' : 'Withdraw'}
          </Button>
          <DialogClose asChild>
            <Button ref={cancel} type="button" variant="outline">
              Cancel
            </Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
