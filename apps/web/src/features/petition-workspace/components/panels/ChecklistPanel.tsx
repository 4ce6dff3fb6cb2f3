import { useMutation, useQuery } from '@apollo/client/react';
import { FILING_TYPES, isOneOf } from '@app/domain';
import { useId, useMemo, useState } from 'react';
import { QueryState } from '@/components/QueryState.tsx';
import { mutateWithFeedback } from '@/lib/mutation-feedback.ts';
import { useSession } from '@/lib/session.tsx';
import { WorkspaceChecklistQuery, WorkspaceCreateChecklistItem, WorkspaceUpdateChecklistItem } from '../../api/checklist-api.ts';
import { LIVE_QUERY_CONTEXT } from '@/lib/live-refetch.ts';
import { useRefetchOnPetitionChange } from '../../hooks/use-refetch-on-petition-change.ts';
import { groupChecklist, type ChecklistTaskView } from '../../model/checklist-groups.ts';
import type { TreeOption } from '../../model/tree-options.ts';
import { ChecklistTaskRow } from './ChecklistTaskRow.tsx';
import type { PlanPatch } from './PlanFields.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';

/** The case checklist (sections → tasks), ticked off for the whole petition or for one module. */
export function ChecklistPanel({ petitionId, modules }: { petitionId: string; modules: readonly TreeOption[] }) {
  const id = useId();
  const { signedInUserId } = useSession();
  const [scope, setScope] = useState('');
  const moduleId = modules.some((module) => module.id === scope) ? scope : null;
  const query = useQuery(WorkspaceChecklistQuery, {
    variables: { petitionId },
    fetchPolicy: 'cache-and-network',
    context: LIVE_QUERY_CONTEXT,
  });
  const { refetch } = query;
  useRefetchOnPetitionChange(petitionId, refetch);
  const [createItem] = useMutation(WorkspaceCreateChecklistItem);
  const [updateItem] = useMutation(WorkspaceUpdateChecklistItem);
  const petition = query.data?.petitionById;
  const sections = useMemo(
    () =>
      petition
        ? groupChecklist(
            query.data?.allChecklistSections?.nodes ?? [],
            query.data?.allPetitionChecklistItems?.nodes ?? [],
            moduleId,
            {
              visaClass: petition.visaClass,
              hasPetitionerCompany: petition.companyId != null,
              filingType: isOneOf(FILING_TYPES, petition.filingType) ? petition.filingType : null,
            },
          )
        : [],
    [query.data, petition, moduleId],
  );

  /** The first change to a task in this scope creates its item; later ones patch it. */
  const save = async (
    task: ChecklistTaskView,
    patch: { completedAt?: string | null; completedBy?: string | null; note?: string | null } & PlanPatch,
  ) => {
    const saved = await mutateWithFeedback(
      'saving a checklist item',
      () =>
        task.item
          ? updateItem({ variables: { id: task.item.id, patch } })
          : createItem({ variables: { item: { petitionId, moduleId, taskId: task.taskId, ...patch } } }),
      refetch,
    );
    // The note's autosave shows 'not saved' and keeps the text when this rejects.
    if (!saved) throw new Error('The checklist item was not saved');
  };
  const setDone = (task: ChecklistTaskView, done: boolean) =>
    save(task, { completedAt: done ? new Date().toISOString() : null, completedBy: done ? signedInUserId : null }).catch(
      () => undefined,
    );

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <h2 id={`${id}-heading`} className="text-base font-semibold">
        Checklist
      </h2>
      <div className="grid gap-1">
        <label htmlFor={`${id}-scope`} className="text-sm font-medium">
          Checklist for
        </label>
        <NativeSelect id={`${id}-scope`} value={scope} onChange={(event) => setScope(event.target.value)} allowInReadOnly>
          <option value="">Whole petition</option>
          {modules.map((module) => (
            <option key={module.id} value={module.id}>
              Module: {module.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <QueryState
        loading={query.loading}
        error={query.error}
        hasData={Boolean(query.data)}
        isEmpty={sections.length === 0}
        empty="No checklist."
      >
        {sections.map((section) => (
          <section key={section.id} aria-labelledby={`${id}-${section.id}`} className="space-y-2">
            <h3 id={`${id}-${section.id}`} className="text-sm font-semibold">
              {section.name}{' '}
              <span className="font-normal text-muted-foreground">
                ({section.doneCount} of {section.tasks.length} done)
              </span>
            </h3>
            <ul className="space-y-2">
              {section.tasks.map((task) => (
                <li key={`${moduleId ?? 'petition'}-${task.taskId}`}>
                  <ChecklistTaskRow
                    task={task}
                    onToggle={(done) => void setDone(task, done)}
                    onSaveNote={(note) => save(task, { note: note.trim() || null })}
                    onPlan={(patch) => void save(task, patch).catch(() => undefined)}
                  />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </QueryState>
    </section>
  );
}
