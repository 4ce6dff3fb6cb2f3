import { CHECKBOX_OVERRIDE_CHOICES, type TMissingFormField } from '@app/domain';
import { forwardRef, useId, useState, type FormEvent } from 'react';
import { keepFocusWhenRemoved } from '@/lib/focus-after-removal.ts';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { AppLink } from '@/lib/navigation.tsx';
import { groupMissingFields, missingFieldHref, type MissingFieldGroup } from './uscis-forms-model.ts';
import { NativeSelect } from '@/components/ui/native-select.tsx';

/** Saves (a value) or removes (null) one field's override; resolves to whether the server saved it. */
export type SaveOverride = (field: string, value: string | null) => Promise<boolean>;

/** A control inside the form's card, found after a refetch re-rendered the lists. */
export function inCard(trigger: Element, selector: string): () => HTMLElement | null {
  const card = trigger.closest('article');
  return () => card?.querySelector<HTMLElement>(selector) ?? null;
}

/**
 * Where focus goes once a saved override's input has left the missing list: the next field still to type (staff
 * usually fill several in a row), else the field's new "Overridden" entry; never the page's body.
 */
function landingAfterSave(form: Element, field: string): Array<() => HTMLElement | null> {
  return [inCard(form, '[data-missing-field] input'), inCard(form, `[data-overridden-field="${CSS.escape(field)}"]`)];
}

/** Where a group of missing fields is entered, with a link when the app has a page for it. */
function WhereToEnter({ group }: { group: MissingFieldGroup }) {
  const href = missingFieldHref(group.where);
  return (
    <p>
      {group.instruction}
      {href && (
        <>
          {' '}
          <AppLink to={href} className="underline underline-offset-2">
            Open {group.where.replace(/ \(.*\)$/, '')}
          </AppLink>
        </>
      )}
    </p>
  );
}

/**
 * The control a hand-typed value is entered with: a checkbox is ticked or left empty (typed text ticked it whatever
 * it said, "No", "Female"), anything else is text. Its label is the caller's (htmlFor the id).
 */
export const OverrideValueInput = forwardRef<
  HTMLInputElement & HTMLSelectElement,
  { id: string; kind: 'text' | 'checkbox'; value: string; onChange: (value: string) => void }
>(function OverrideValueInput({ id, kind, value, onChange }, ref) {
  if (kind === 'checkbox') {
    return (
      <NativeSelect ref={ref} id={id} value={value} onChange={(event) => onChange(event.target.value)} className="w-full">
        <option value="">Choose…</option>
        {CHECKBOX_OVERRIDE_CHOICES.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </NativeSelect>
    );
  }
  return <Input ref={ref} id={id} value={value} maxLength={2000} onChange={(event) => onChange(event.target.value)} />;
});

/**
 * One required field the case does not fill, as an input that keeps a value typed by hand for this form only,
 * across regenerations. Alone in its group the label says "Enter by hand: …"; under a group's sentence, which
 * says it once, the field's name is enough.
 */
function HandEnteredField({ field, label, onSave }: { field: TMissingFormField; label: string; onSave: SaveOverride }) {
  const id = useId();
  const [value, setValue] = useState('');
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    keepFocusWhenRemoved(event.currentTarget, landingAfterSave(event.currentTarget, field.field));
    setSaving(true);
    // On success the server lists the field as overridden and this row goes; on failure the input keeps the value.
    const saved = await onSave(field.field, value.trim());
    if (!saved) setSaving(false);
  };

  return (
    <form onSubmit={(event) => void submit(event)} data-missing-field={field.field} className="flex items-end gap-2">
      <div className="grid min-w-0 flex-1 gap-1">
        <Label htmlFor={`${id}-value`} className="text-xs">
          {label}
        </Label>
        <OverrideValueInput id={`${id}-value`} kind={field.kind ?? 'text'} value={value} onChange={setValue} />
      </div>
      <Button
        type="submit"
        size="sm"
        variant="secondary"
        disabled={value.trim() === ''}
        busy={saving}
        aria-label={`Save ${field.label}`}
      >
        Save
      </Button>
    </form>
  );
}

/**
 * The required fields still empty, grouped by where staff enter them (said once per place, with a link when the
 * app has a page for it), each with a hand-typed override.
 */
export function MissingFieldsList({
  formLabel,
  missing,
  onSave,
}: {
  formLabel: string;
  missing: TMissingFormField[];
  onSave: SaveOverride;
}) {
  if (missing.length === 0) return null;
  return (
    <ul aria-label={`Missing fields of ${formLabel}`} className="space-y-2">
      {groupMissingFields(missing).map((group) => (
        <li key={group.fields[0]!.field} className="space-y-2 rounded border p-2 text-sm">
          <WhereToEnter group={group} />
          {group.fields.map((field) => (
            <HandEnteredField
              key={field.field}
              field={field}
              label={group.fields.length === 1 ? `Enter by hand: ${field.label}` : field.label}
              onSave={onSave}
            />
          ))}
        </li>
      ))}
    </ul>
  );
}
