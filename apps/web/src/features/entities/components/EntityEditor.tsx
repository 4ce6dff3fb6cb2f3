import { CombinedGraphQLErrors } from '@apollo/client/errors';
import {
  CompanyEstablishedSchema,
  DATE_ESTABLISHED_TEXTS,
  ENTITY_TYPE_DIALOG_LABELS,
  ENTITY_TYPE_DISPLAY_ORDER,
  FIELD_RULE_TEXTS,
  NewEntitySchema,
  PERSON_EMAIL_TEXTS,
  personEmailChanged,
  personEmailChangeRefusal,
  personEmailSchema,
  type EntityType,
} from '@app/domain';
import { Sparkles } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { QueryState } from '@/components/QueryState.tsx';
import { DateInput } from '@/components/form/date-input.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FieldLayout, Form } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useEntityLiveUpdates } from '../api/entity-live.ts';
import { fillEntityWithAi } from '../api/fill-entity-with-ai.ts';
import { useEntityDetails, useSaveEntity, type EntityDetails, type EntityEdit } from '../api/use-entity-details.ts';
import { CompanyProfileSection } from './CompanyProfileSection.tsx';
import { CompanyTeamSection } from './CompanyTeamSection.tsx';
import { CompanyWorksitesSection } from './CompanyWorksitesSection.tsx';
import { EntityUsages } from './EntityUsages.tsx';
import { PersonPortalAccess } from './PersonPortalAccess.tsx';
import { useDraftFollowingServer } from './use-draft-following-server.ts';

/** Types an additional entity may be changed to: people and companies live in their own tables. */
const ADDITIONAL_TYPES = ENTITY_TYPE_DISPLAY_ORDER.filter((type) => type !== 'USER' && type !== 'COMPANY');

/** The server's sentences about an e-mail address, shown under the field rather than as a general failure. */
const EMAIL_SENTENCES: readonly string[] = [FIELD_RULE_TEXTS.email, ...Object.values(PERSON_EMAIL_TEXTS)];

/** The server's sentences about a company's date established (the database's checks and trigger). */
const DATE_SENTENCES: readonly string[] = Object.values(DATE_ESTABLISHED_TEXTS);

/** The sentence among `sentences` the server refused a save with, if it was one. */
function refusalAmong(error: unknown, sentences: readonly string[]): string | undefined {
  const message = CombinedGraphQLErrors.is(error) ? error.errors[0]?.message : undefined;
  return message && sentences.includes(message) ? message : undefined;
}

/** The chosen row's editor: loads the row in full, then edits it; a company's or person's page follows it live. */
export function EntityEditor({ row }: { row: { type: EntityType; id: string } }) {
  const { details, loading, error, personQuery } = useEntityDetails(row);
  useEntityLiveUpdates(row);
  return (
    <QueryState loading={loading} error={error} hasData={details !== null}>
      {details && <EntityEditorForm key={`${details.type}-${details.id}`} details={details} personQuery={personQuery} />}
    </QueryState>
  );
}

/**
 * Name, type and data of an additional entity (description and selection criteria as plain text for now),
 * name and bio of a company, or name, e-mail address and bio of a person with their portal access; 'Fill with AI'
 * puts /entitygen's answer into the form for review.
 */
function EntityEditorForm({
  details,
  personQuery,
}: {
  details: EntityDetails;
  personQuery: ReturnType<typeof useEntityDetails>['personQuery'];
}) {
  const isAdditional = details.type !== 'USER' && details.type !== 'COMPANY';
  const person = details.person;
  // The record follows the server (live refetches, the page's own save): fields staff have not changed take the new
  // values, the ones they are editing keep what they typed.
  const [edit, change] = useDraftFollowingServer<EntityEdit>({
    name: details.name,
    type: details.type,
    description: details.description,
    selectionCriteria: details.selectionCriteria,
    email: person?.email ?? '',
    dateEstablished: details.company?.dateEstablished ?? '',
  });
  const [nameError, setNameError] = useState<string | undefined>();
  const [emailError, setEmailError] = useState<string | undefined>();
  const emailInput = useRef<HTMLInputElement>(null);
  const [dateError, setDateError] = useState<string | undefined>();
  const dateInput = useRef<HTMLInputElement>(null);
  // Once the person has signed in, their address is theirs (migration 0079): shown, not edited.
  const emailLocked = Boolean(person?.hasSignedIn && person.email);
  const [status, setStatus] = useState<'idle' | 'saving' | 'filling'>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const save = useSaveEntity();
  const busy = status !== 'idle';

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
    if (person) {
      const checkedEmail = personEmailSchema.safeParse(edit.email);
      const refusal = checkedEmail.success
        ? personEmailChangeRefusal({ hasSignedIn: Boolean(person.hasSignedIn), saved: person.email, next: edit.email })
        : checkedEmail.error.issues[0]?.message;
      if (refusal) {
        setEmailError(refusal);
        emailInput.current?.focus();
        return;
      }
    }
    setEmailError(undefined);
    if (details.company) {
      const checkedDate = CompanyEstablishedSchema.safeParse({
        dateEstablished: edit.dateEstablished,
        yearEstablished: details.company.yearEstablished,
      });
      if (!checkedDate.success) {
        setDateError(checkedDate.error.issues[0]?.message);
        dateInput.current?.focus();
        return;
      }
    }
    setDateError(undefined);
    setFailure(null);
    setStatus('saving');
    try {
      await save(details, edit);
      toast.success(`Saved ${edit.name.trim()}`);
    } catch (error) {
      const refusal = refusalAmong(error, EMAIL_SENTENCES);
      const dateRefusal = refusalAmong(error, DATE_SENTENCES);
      if (refusal) {
        setEmailError(refusal);
        emailInput.current?.focus();
      } else if (dateRefusal) {
        setDateError(dateRefusal);
        dateInput.current?.focus();
      } else {
        setFailure('Error saving entity');
      }
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
        {person && (
          <FieldLayout
            label="E-mail address"
            error={emailError}
            description={
              emailLocked
                ? PERSON_EMAIL_TEXTS.signedIn
                : 'Their first sign-in with this address links them to this person; invitations go to it.'
            }
          >
            {(control) => (
              <Input
                {...control}
                ref={emailInput}
                type="email"
                autoComplete="off"
                readOnly={emailLocked}
                value={edit.email}
                onChange={(event) => {
                  change({ email: event.target.value });
                  if (emailError) setEmailError(undefined);
                }}
              />
            )}
          </FieldLayout>
        )}
        {details.company && (
          <FieldLayout
            label="Date established"
            error={dateError}
            description={
              details.company.yearEstablished === null
                ? 'Optional, YYYY-MM-DD: the I-140’s Date Established.'
                : `Optional, YYYY-MM-DD: the I-140’s Date Established, in ${details.company.yearEstablished} (the year the employer gave).`
            }
          >
            {(control) => (
              <DateInput
                {...control}
                ref={dateInput}
                value={edit.dateEstablished}
                onChange={(value) => {
                  change({ dateEstablished: value });
                  if (dateError) setDateError(undefined);
                }}
              />
            )}
          </FieldLayout>
        )}
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
      {person && (
        <PersonPortalAccess
          person={person}
          emailUnsaved={personEmailChanged({ saved: person.email, next: edit.email })}
          query={personQuery}
        />
      )}
      {details.type === 'COMPANY' && <CompanyTeamSection companyId={details.id} />}
      {details.type === 'COMPANY' && <CompanyProfileSection companyId={details.id} />}
      {details.type === 'COMPANY' && <CompanyWorksitesSection companyId={details.id} />}
      <EntityUsages usages={details.usages} />
    </div>
  );
}
