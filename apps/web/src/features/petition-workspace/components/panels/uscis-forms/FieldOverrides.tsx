import { formFieldLabel, type TMissingFormField, type UscisFormId } from '@app/domain';
import { useId, useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { AppLink } from '@/lib/navigation.tsx';
import { missingFieldHref } from './uscis-forms-model.ts';

/** Saves (a value) or removes (null) one field's override; resolves to whether the server saved it. */
export type SaveOverride = (field: string, value: string | null) => Promise<boolean>;

/**
 * One required field the case does not fill: where staff enter it (a link when the app has a page for it),
 * and an "Enter by hand" input that keeps a value for this form only, across regenerations.
 */
function MissingFieldItem({ field, onSave }: { field: TMissingFormField; onSave: SaveOverride }) {
  const id = useId();
  const [value, setValue] = useState('');
  const [saving, setSaving] = useState(false);
  const href = missingFieldHref(field.where);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    // On success the server lists the field as overridden and this row goes; on failure the input keeps the value.
    const saved = await onSave(field.field, value.trim());
    if (!saved) setSaving(false);
  };

  return (
    <li className="space-y-1 rounded border p-2 text-sm">
      <p>
        {field.message}
        {href && (
          <>
            {' '}
            <AppLink to={href} className="underline underline-offset-2">
              Open {field.where.replace(/ \(.*\)$/, '')}
            </AppLink>
          </>
        )}
      </p>
      <form onSubmit={(event) => void submit(event)} className="flex items-end gap-2">
        <div className="grid flex-1 gap-1">
          <Label htmlFor={`${id}-value`} className="text-xs">
            Enter by hand: {field.label}
          </Label>
          <Input id={`${id}-value`} value={value} maxLength={2000} onChange={(event) => setValue(event.target.value)} />
        </div>
        <Button
          type="submit"
          size="sm"
          variant="secondary"
          disabled={saving || value.trim() === ''}
          aria-label={`Save ${field.label}`}
        >
          Save
        </Button>
      </form>
    </li>
  );
}

/** The required fields still empty, each with where to enter it and a hand-typed override. */
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
      {missing.map((field) => (
        <MissingFieldItem key={field.field} field={field} onSave={onSave} />
      ))}
    </ul>
  );
}

/** The fields staff typed by hand for this form, each marked "Overridden" with a way back to the case's value. */
export function OverriddenFieldsList({
  form,
  formLabel,
  fields,
  onSave,
}: {
  form: UscisFormId;
  formLabel: string;
  fields: string[];
  onSave: SaveOverride;
}) {
  const [removing, setRemoving] = useState<string | null>(null);
  if (fields.length === 0) return null;

  const remove = async (field: string) => {
    setRemoving(field);
    await onSave(field, null);
    setRemoving(null);
  };

  return (
    <ul aria-label={`Overridden fields of ${formLabel}`} className="space-y-1">
      {fields.map((field) => {
        const label = formFieldLabel(form, field);
        return (
          <li key={field} className="flex items-center gap-2 text-sm">
            <span className="min-w-0 flex-1">{label}</span>
            <Badge>Overridden</Badge>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              disabled={removing !== null}
              aria-label={`Remove override of ${label}`}
              onClick={() => void remove(field)}
            >
              Remove override
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
