import { ENTITY_TYPE_DIALOG_LABELS, ENTITY_TYPE_DISPLAY_ORDER, NewEntitySchema, type EntityType } from '@app/domain';
import { Sparkles } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { QueryState } from '@/components/QueryState.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FieldLayout, Form } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { fillEntityWithAi } from '../api/fill-entity-with-ai.ts';
import { useEntityDetails, useSaveEntity, type EntityDetails, type EntityEdit } from '../api/use-entity-details.ts';
import { EntityUsages } from './EntityUsages.tsx';

/** Types an additional entity may be changed to: people and companies live in their own tables. */
const ADDITIONAL_TYPES = ENTITY_TYPE_DISPLAY_ORDER.filter((type) => type !== 'USER' && type !== 'COMPANY');

/** The chosen row's editor: loads the row in full, then edits it. */
export function EntityEditor({ row }: { row: { type: EntityType; id: string } }) {
  const { details, loading, error } = useEntityDetails(row);
  return (
    <QueryState loading={loading} error={error} hasData={details !== null}>
      {details && <EntityEditorForm key={`${details.type}-${details.id}`} details={details} />}
    </QueryState>
  );
}

/**
 * Name, type and data of an additional entity (description and selection criteria as plain text for now),
 * or name and bio of a person or company; 'Fill with AI' puts /entitygen's answer into the form for review.
 */
function EntityEditorForm({ details }: { details: EntityDetails }) {
  const isAdditional = details.type !== 'USER' && details.type !== 'COMPANY';
  const [edit, setEdit] = useState<EntityEdit>({
    name: details.name,
    type: details.type,
    description: details.description,
    selectionCriteria: details.selectionCriteria,
  });
  const [nameError, setNameError] = useState<string | undefined>();
  const [status, setStatus] = useState<'idle' | 'saving' | 'filling'>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const save = useSaveEntity();
  const busy = status !== 'idle';
  const change = (patch: Partial<EntityEdit>) => setEdit((current) => ({ ...current, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = NewEntitySchema.safeParse({ name: edit.name, type: edit.type });
    if (!checked.success) {
      setNameError(checked.error.issues[0]?.message);
      nameInput.current?.focus();
      return;
    }
    setNameError(undefined);
    setFailure(null);
    setStatus('saving');
    try {
      await save(details, edit);
      toast.success(`Saved ${edit.name.trim()}`);
    } catch {
      setFailure('Error saving entity');
    } finally {
      setStatus('idle');
    }
  };

  const fill = async () => {
    if (busy) return;
    setFailure(null);
    setStatus('filling');
    try {
      const { fields, isTemplate } = await fillEntityWithAi(details.id);
      change({
        ...(fields.description !== undefined ? { description: fields.description } : {}),
        ...(fields.selection_criteria !== undefined ? { selectionCriteria: fields.selection_criteria } : {}),
      });
      // A template answer (no model configured) must say so (entityGenContract).
      toast.success(
        isTemplate ? 'Filled in from a template (no AI model configured); review and save' : 'Filled in; review and save',
      );
    } catch {
      setFailure('Error filling the entity with AI');
    } finally {
      setStatus('idle');
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <Form onSubmit={(event) => void submit(event)} noValidate aria-label={`Edit ${details.name}`}>
        <FieldLayout label="Name" required error={nameError}>
          {(control) => (
            <Input {...control} ref={nameInput} value={edit.name} onChange={(event) => change({ name: event.target.value })} />
          )}
        </FieldLayout>
        <FieldLayout label="Type">
          {(control) => (
            <Select value={edit.type} onValueChange={(next) => change({ type: next as EntityType })} disabled={!isAdditional}>
              <SelectTrigger {...control}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {(isAdditional ? ADDITIONAL_TYPES : [details.type]).map((type) => (
                  <SelectItem key={type} value={type}>
                    {ENTITY_TYPE_DIALOG_LABELS[type]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FieldLayout>
        <FieldLayout label={isAdditional ? 'Description' : 'Bio'}>
          {(control) => (
            <Textarea
              {...control}
              rows={5}
              value={edit.description}
              onChange={(event) => change({ description: event.target.value })}
            />
          )}
        </FieldLayout>
        {isAdditional && (
          <FieldLayout label="Selection criteria">
            {(control) => (
              <Textarea
                {...control}
                rows={4}
                value={edit.selectionCriteria}
                onChange={(event) => change({ selectionCriteria: event.target.value })}
              />
            )}
          </FieldLayout>
        )}
        {failure && (
          <p role="alert" className="text-sm text-destructive">
            {failure}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          {isAdditional && (
            <Button
              type="button"
              variant="outline"
              onClick={() => void fill()}
              aria-disabled={busy || undefined}
              className="aria-disabled:opacity-50"
            >
              <Sparkles aria-hidden="true" />
              {status === 'filling' ? 'Filling…' : 'Fill with AI'}
            </Button>
          )}
          {/* Busy buttons are aria-disabled, not disabled: a disabled button drops the focus to the page's body. */}
          <Button type="submit" aria-disabled={busy || undefined} className="aria-disabled:opacity-50">
            {status === 'saving' ? 'Saving…' : 'Save'}
          </Button>
        </div>
      </Form>
      <EntityUsages usages={details.usages} />
    </div>
  );
}
