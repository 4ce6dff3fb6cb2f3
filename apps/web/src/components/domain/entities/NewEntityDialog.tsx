import {
  ARCHETYPE_LABELS,
  ARCHETYPES,
  ENTITY_TYPE_DIALOG_LABELS,
  ENTITY_TYPE_DISPLAY_ORDER,
  emailSchema,
  isArchetype,
  NewEntitySchema,
  type Archetype,
  type EntityType,
} from '@app/domain';
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../ui/dialog.tsx';
import { FieldLayout, Form } from '../../ui/form.tsx';
import { Input } from '../../ui/input.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../ui/select.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import { useCreateEntity } from './api/use-create-entity.ts';
import type { PickedEntity } from './picked-entity.ts';

export const CREATE_ENTITY_ERROR_TEXT = 'Error creating entity';

export interface NewEntityDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialType?: EntityType;
  /** The type is fixed (a picker for one type creates only that type). */
  lockType?: boolean;
  initialName?: string;
  onCreated?: (entity: PickedEntity) => void;
  /** Where focus goes when the dialog closes (default: back to what opened it). */
  onCloseAutoFocus?: (event: Event) => void;
}

/** The name field's label for a type: a person has a full name, a company a DBA name. */
function nameLabel(type: EntityType): string {
  if (type === 'USER') return 'Full name';
  if (type === 'COMPANY') return 'DBA name';
  return 'Name';
}

/**
 * Create a person, a company or an additional entity (spec 1 §2, spec 2 §2.4): 700 px wide, closes on
 * Escape, focus trapped and returned (Radix). States: idle → creating → idle (closes) or error, which is
 * shown here with what the user typed kept.
 */
export function NewEntityDialog({ open, onOpenChange, onCloseAutoFocus, ...formProps }: NewEntityDialogProps) {
  // Radix returns focus to a DialogTrigger; this dialog is opened by state (a button, a picker item), so it
  // remembers what had focus when it opened (layout effect: before the dialog moves focus inside).
  const openerRef = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) openerRef.current = document.activeElement;
  }, [open]);
  const returnFocus = (event: Event) => {
    event.preventDefault();
    openerRef.current?.focus();
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus ?? returnFocus}>
        <DialogHeader>
          <DialogTitle>New Entity</DialogTitle>
          <DialogDescription>Add a person, a company or another entity that evidence refers to.</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts from the initial type and name. */}
        {open && <NewEntityForm {...formProps} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

type Status = 'idle' | 'creating' | 'error';

function NewEntityForm({
  initialType = 'AWARD',
  lockType = false,
  initialName = '',
  onCreated,
  onDone,
}: Omit<NewEntityDialogProps, 'open' | 'onOpenChange' | 'onCloseAutoFocus'> & { onDone: () => void }) {
  const [type, setType] = useState<EntityType>(initialType);
  const [name, setName] = useState(initialName);
  const [archetype, setArchetype] = useState<Archetype | null>(null);
  const [text, setText] = useState('');
  // A person's e-mail address is optional here; without one they cannot be invited to the portal later.
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>(undefined);
  const [nameError, setNameError] = useState<string | undefined>(undefined);
  const [status, setStatus] = useState<Status>('idle');
  const createEntity = useCreateEntity();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = NewEntitySchema.safeParse({ name, type });
    if (!checked.success) {
      setNameError(checked.error.issues[0]?.message);
      return;
    }
    setNameError(undefined);
    const checkedEmail = type === 'USER' && email.trim() ? emailSchema.safeParse(email) : null;
    if (checkedEmail && !checkedEmail.success) {
      setEmailError(checkedEmail.error.issues[0]?.message);
      return;
    }
    setEmailError(undefined);
    setStatus('creating');
    try {
      const created = await createEntity({ type, name, archetype, text, email: type === 'USER' ? email : undefined });
      setStatus('idle');
      toast.success(`${ENTITY_TYPE_DIALOG_LABELS[type]} '${created.name}' created`);
      onCreated?.(created);
      onDone();
    } catch {
      setStatus('error');
    }
  };

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate>
      <FieldLayout label="Type" required>
        {(control) => (
          <Select value={type} onValueChange={(next) => setType(next as EntityType)} disabled={lockType}>
            <SelectTrigger {...control}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {ENTITY_TYPE_DISPLAY_ORDER.map((option) => (
                <SelectItem key={option} value={option}>
                  {ENTITY_TYPE_DIALOG_LABELS[option]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FieldLayout>
      <FieldLayout label={nameLabel(type)} required error={nameError}>
        {(control) => (
          <Input
            {...control}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              if (nameError) setNameError(undefined);
            }}
            autoComplete="off"
          />
        )}
      </FieldLayout>
      {type === 'USER' && (
        <FieldLayout label="E-mail address" error={emailError}>
          {(control) => (
            <Input
              {...control}
              type="email"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                if (emailError) setEmailError(undefined);
              }}
              autoComplete="off"
            />
          )}
        </FieldLayout>
      )}
      {type === 'USER' && (
        <FieldLayout label="Archetype">
          {(control) => (
            <Select value={archetype ?? ''} onValueChange={(next) => setArchetype(isArchetype(next) ? next : null)}>
              <SelectTrigger {...control}>
                <SelectValue placeholder="Select an archetype" />
              </SelectTrigger>
              <SelectContent>
                {ARCHETYPES.map((option) => (
                  <SelectItem key={option} value={option}>
                    {ARCHETYPE_LABELS[option]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FieldLayout>
      )}
      <FieldLayout label={type === 'USER' || type === 'COMPANY' ? 'Bio' : 'Description'}>
        {(control) => <Textarea {...control} rows={4} value={text} onChange={(event) => setText(event.target.value)} />}
      </FieldLayout>
      {status === 'error' && (
        <p role="alert" className="text-sm text-destructive">
          {CREATE_ENTITY_ERROR_TEXT}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone} allowInReadOnly>
          Cancel
        </Button>
        <Button type="submit" disabled={status === 'creating'}>
          {status === 'creating' ? 'Creating…' : 'Create'}
        </Button>
      </div>
    </Form>
  );
}
