import type { BlankFormId, THandPairing } from '@app/domain';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { refusalOf } from '@/lib/rest-client.ts';
import { pairFormEditionField } from './api/form-editions-api.ts';
import { editionDateText } from './form-editions-text.ts';

interface PairingTarget {
  form: BlankFormId;
  edition: string;
}

/** One field not found by its tooltip: the edition's boxes of its kind to choose from, and Pair. */
function HandPairingRow({
  target,
  field,
  boxes,
  onPaired,
}: {
  target: PairingTarget;
  field: THandPairing['fields'][number];
  boxes: THandPairing['boxes'];
  onPaired: () => void;
}) {
  const id = useId();
  const [box, setBox] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const choices = boxes.filter((candidate) => candidate.kind === field.kind);

  const pair = async () => {
    if (!box) return;
    setBusy(true);
    setRefusal(null);
    try {
      await pairFormEditionField({ ...target, field: field.field, box });
      toast.success('Field paired. Forms generated from now on fill it in the box you chose.');
      onPaired();
    } catch (error) {
      // A refusal (another kind of box, one already taken) is the server's answer in words; anything else is logged.
      const serverWords = refusalOf(error);
      if (!serverWords) console.error('pairing a form field failed:', error);
      setRefusal(serverWords ?? 'The field could not be paired. Try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <li>
      <form
        className="space-y-1"
        onSubmit={(event) => {
          event.preventDefault();
          void pair();
        }}
      >
        <Label htmlFor={id}>{field.label}</Label>
        <div className="flex flex-wrap items-center gap-2">
          <NativeSelect
            id={id}
            className="w-full min-w-0 max-w-2xl flex-1"
            value={box}
            onChange={(event) => setBox(event.target.value)}
            aria-describedby={refusal ? `${id}-refusal` : undefined}
          >
            <option value="">Choose the box that asks for this now…</option>
            {choices.map((choice) => (
              <option key={choice.field} value={choice.field}>
                {choice.label}
              </option>
            ))}
          </NativeSelect>
          <Button type="submit" disabled={!box || busy}>
            {busy ? 'Pairing…' : 'Pair'}
          </Button>
        </div>
        {refusal && (
          <p id={`${id}-refusal`} role="alert" className="text-sm text-destructive">
            {refusal}
          </p>
        )}
      </form>
    </li>
  );
}

/**
 * The edition in use's fields its tooltips did not find (USCIS reworded the item), each to be given the box that asks
 * for it now: once paired, every form generated afterwards fills it there instead of listing it for hand entry.
 */
export function EditionHandPairing({
  target,
  pairing,
  onPaired,
}: {
  target: PairingTarget;
  pairing: THandPairing;
  onPaired: () => void;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-2 rounded-md border p-3">
      <h4 id={id} className="font-semibold">
        Pair a field by hand
      </h4>
      <p className="text-sm text-muted-foreground">
        USCIS reworded these items in edition {editionDateText(target.edition)}. Choose the box that asks for each now, by its
        page and words: forms generated afterwards fill it there, and the Forms tab stops listing it for hand entry.
      </p>
      <ul className="space-y-3">
        {pairing.fields.map((field) => (
          <HandPairingRow key={field.field} target={target} field={field} boxes={pairing.boxes} onPaired={onPaired} />
        ))}
      </ul>
    </section>
  );
}
