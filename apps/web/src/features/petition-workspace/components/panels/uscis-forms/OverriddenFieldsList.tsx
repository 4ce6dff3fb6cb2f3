import {
  CHECKBOX_OVERRIDE_VALUES,
  checkboxOverrideText,
  checkboxOverrideTicked,
  formFieldLabel,
  type TFormOverride,
  type UscisFormId,
} from '@app/domain';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { keepFocusWhenRemoved } from '@/lib/focus-after-removal.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { inCard, OverrideValueInput, type SaveOverride } from './FieldOverrides.tsx';

/** Where focus goes once an override is removed: the field's input, back in the missing list, to type again. */
function landingAfterRemoval(button: Element, field: string): Array<() => HTMLElement | null> {
  return [inCard(button, `[data-missing-field="${CSS.escape(field)}"] input`), inCard(button, 'h4')];
}

/** The value as staff read it: the text they typed, or for a checkbox "Ticked" / "Left empty" (never On/Off). */
function overrideValueText(override: TFormOverride): string {
  return override.kind === 'checkbox' ? checkboxOverrideText(override.value) : override.value;
}

/** What the edit control starts with: the stored text, or a checkbox's state as one of the two choices. */
function initialDraft(override: TFormOverride): string {
  if (override.kind === 'text') return override.value;
  // An override stored before the two-value rule ("Yes") reads, and fills, as ticked: the choice says so.
  return checkboxOverrideTicked(override.value) ? CHECKBOX_OVERRIDE_VALUES.ticked : CHECKBOX_OVERRIDE_VALUES.empty;
}

/**
 * One hand-typed value: the field, the value staff typed and the "Overridden" mark, with Change (the value edited
 * in place, saved over the old one) and Remove override (back to the case's value).
 */
function OverriddenFieldRow({
  form,
  override,
  removing,
  onSave,
  onRemove,
}: {
  form: UscisFormId;
  override: TFormOverride;
  removing: boolean;
  onSave: SaveOverride;
  onRemove: (field: string, button: HTMLElement) => void;
}) {
  const id = useId();
  const label = formFieldLabel(form, override.field);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [saving, setSaving] = useState(false);
  const rowRef = useRef<HTMLLIElement>(null);
  const changeRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement & HTMLSelectElement>(null);
  // Where focus goes when the edit control closes: the row after a save (it reads the new value), Change after a cancel.
  const focusAfterEditing = useRef<'row' | 'change' | null>(null);

  useEffect(() => {
    if (editing) {
      inputRef.current?.focus();
      return;
    }
    const target = focusAfterEditing.current === 'row' ? rowRef.current : focusAfterEditing.current ? changeRef.current : null;
    focusAfterEditing.current = null;
    target?.focus();
  }, [editing]);

  const stopEditing = (focus: 'row' | 'change') => {
    focusAfterEditing.current = focus;
    setEditing(false);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaving(true);
    // On failure the control stays open with the value typed (the toast says it was not saved).
    const saved = await onSave(override.field, draft.trim());
    setSaving(false);
    if (saved) stopEditing('row');
  };

  const cancelOnEscape = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    stopEditing('change');
  };

  return (
    // Focusable from script only: where focus lands after this field's override is saved.
    <li ref={rowRef} data-overridden-field={override.field} tabIndex={-1} className="space-y-1 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        {/* At least 10rem before the mark and buttons wrap below: with no floor the side column's narrow card
            squeezed the value into one letter per line. */}
        <div className="min-w-40 flex-1">
          <span className="block">{label}</span>
          {!editing && <span className="block break-words text-muted-foreground">{overrideValueText(override)}</span>}
        </div>
        <Badge>Overridden</Badge>
        {!editing && (
          <Button
            ref={changeRef}
            type="button"
            size="sm"
            variant="secondary"
            aria-label={`Change override of ${label}`}
            onClick={() => {
              setDraft(initialDraft(override));
              setEditing(true);
            }}
          >
            Change
          </Button>
        )}
        <Button
          type="button"
          size="sm"
          variant="ghost"
          busy={removing}
          aria-label={`Remove override of ${label}`}
          onClick={(event) => onRemove(override.field, event.currentTarget)}
        >
          Remove override
        </Button>
      </div>
      {editing && (
        <form onSubmit={(event) => void submit(event)} onKeyDown={cancelOnEscape} className="flex items-end gap-2">
          <div className="grid min-w-0 flex-1 gap-1">
            <Label htmlFor={`${id}-value`} className="text-xs">
              New value: {label}
            </Label>
            <OverrideValueInput ref={inputRef} id={`${id}-value`} kind={override.kind} value={draft} onChange={setDraft} />
          </div>
          <Button
            type="submit"
            size="sm"
            variant="secondary"
            disabled={draft.trim() === ''}
            busy={saving}
            aria-label={`Save new value of ${label}`}
          >
            Save
          </Button>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            aria-label={`Cancel change of ${label}`}
            onClick={() => stopEditing('change')}
          >
            Cancel
          </Button>
        </form>
      )}
    </li>
  );
}

/**
 * The fields staff typed by hand for this form, each with its value, marked "Overridden", changed in place or
 * removed (back to the case's value).
 */
export function OverriddenFieldsList({
  form,
  formLabel,
  overrides,
  onSave,
}: {
  form: UscisFormId;
  formLabel: string;
  overrides: TFormOverride[];
  onSave: SaveOverride;
}) {
  const [removing, setRemoving] = useState<string | null>(null);
  if (overrides.length === 0) return null;

  const remove = async (field: string, button: HTMLElement) => {
    keepFocusWhenRemoved(button, landingAfterRemoval(button, field));
    setRemoving(field);
    await onSave(field, null);
    setRemoving(null);
  };

  return (
    <ul aria-label={`Overridden fields of ${formLabel}`} className="space-y-2">
      {overrides.map((override) => (
        <OverriddenFieldRow
          key={override.field}
          form={form}
          override={override}
          removing={removing !== null}
          onSave={onSave}
          onRemove={(field, button) => void remove(field, button)}
        />
      ))}
    </ul>
  );
}
