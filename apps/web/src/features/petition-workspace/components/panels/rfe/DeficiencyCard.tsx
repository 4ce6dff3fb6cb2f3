import { useMutation } from '@apollo/client/react';
import { draftRfeResponseContract, RFE_RESPONSE_TEXT_MAX, ZRfeResponseTextSchema } from '@app/domain';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { callRest } from '@/lib/rest-client.ts';
import { DeficiencyTasks } from './DeficiencyTasks.tsx';
import { refocusIfLost } from '@/lib/refocus-if-lost.ts';
import { WorkspaceDeleteRfeDeficiency, WorkspaceUpdateRfeDeficiency } from './rfe-api.ts';
import { claimsOf, refusalText, type ModuleChoice, type RfeDeficiencyRecord } from './rfe-types.ts';
import type { UploadTarget } from './upload-target-text.ts';
import { NativeSelect } from '@/components/ui/native-select.tsx';

/**
 * One item of the RFE: USCIS's words, the criterion it is mapped to (whose exhibits the response cites), its tasks,
 * and its section of the response letter — drafted by the writing service, then edited and saved by staff. What the
 * draft could not support with an exhibit is listed beside it. An answered RFE's item is read-only: what was sent.
 */
export function DeficiencyCard({
  petitionId,
  deficiency,
  modules,
  rfeDueDate,
  hasFiledPacket,
  answered = false,
  onChanged,
}: {
  petitionId: string;
  deficiency: RfeDeficiencyRecord;
  modules: readonly ModuleChoice[];
  /** When the RFE's response is due (YYYY-MM-DD): the item's tasks are due by then. */
  rfeDueDate: string;
  /** A packet was filed: each "Upload to" choice then says whether it goes in the response packet. */
  hasFiledPacket: boolean;
  /** The RFE was answered: the item is shown as it was sent, with nothing to change (migration 0073). */
  answered?: boolean;
  onChanged: () => Promise<unknown>;
}) {
  const id = useId();
  const [text, setText] = useState(deficiency.responseText);
  const [savedText, setSavedText] = useState(deficiency.responseText);
  // A draft made elsewhere (another tab, another staff member) replaces the box unless it holds unsaved edits.
  if (deficiency.responseText !== savedText) {
    setSavedText(deficiency.responseText);
    if (text === savedText) setText(deficiency.responseText);
  }
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [drafting, setDrafting] = useState(false);
  // Removing an item drops its written response: asked once more, in place.
  const [confirmingRemove, setConfirmingRemove] = useState(false);
  const [update, updating] = useMutation(WorkspaceUpdateRfeDeficiency);
  const [remove] = useMutation(WorkspaceDeleteRfeDeficiency);
  const claims = claimsOf(deficiency.unsupportedClaims);
  const label = `Item ${deficiency.position}: ${deficiency.title}`;
  // Save response is disabled once saved (nothing left to save): focus goes back to the text. Draft keeps it, busy.
  const responseField = useRef<HTMLTextAreaElement>(null);
  const keepFocus = () => requestAnimationFrame(() => refocusIfLost(responseField.current));

  const save = async (patch: { moduleId?: string | null; responseText?: string }, done: string) => {
    setProblem(null);
    setStatus(null);
    try {
      await update({ variables: { id: deficiency.id, patch } });
      setStatus(done);
      await onChanged();
    } catch (error) {
      setProblem(refusalText(error, 'The item could not be saved.'));
    }
  };

  const saveText = () => {
    const parsed = ZRfeResponseTextSchema.safeParse(text);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Check the response.');
      return;
    }
    void save({ responseText: parsed.data }, 'Response saved.').finally(keepFocus);
  };

  const draft = async () => {
    setDrafting(true);
    setProblem(null);
    setStatus(null);
    try {
      const answer = await callRest(draftRfeResponseContract, {
        request: {},
        params: { id: petitionId, deficiencyId: deficiency.id },
      });
      setText(answer.responseText);
      setSavedText(answer.responseText);
      setStatus(
        answer.isTemplate ? 'Template draft written: review it before filing.' : 'Draft written: review it before filing.',
      );
      await onChanged();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The response could not be drafted.');
    } finally {
      setDrafting(false);
      keepFocus();
    }
  };

  return (
    <li aria-label={label} className="space-y-2 rounded-md border p-3">
      <h4 className="text-sm font-semibold break-words">{label}</h4>
      {deficiency.uscisText && (
        <details className="text-sm">
          <summary className="cursor-pointer">What USCIS wrote</summary>
          <p className="mt-1 whitespace-pre-wrap">{deficiency.uscisText}</p>
        </details>
      )}
      {answered ? (
        <p className="text-sm">
          <span className="font-medium">Criterion:</span>{' '}
          {modules.find((module) => module.id === deficiency.moduleId)?.name ?? 'Not mapped'}
        </p>
      ) : (
        <div className="grid gap-1">
          <Label htmlFor={`${id}-module`}>Criterion</Label>
          <NativeSelect
            id={`${id}-module`}
            value={deficiency.moduleId ?? ''}
            onChange={(e) => void save({ moduleId: e.target.value || null }, 'Criterion saved.')}
          >
            <option value="">Not mapped yet</option>
            {modules.map((module) => (
              <option key={module.id} value={module.id}>
                {module.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      <DeficiencyTasks
        petitionId={petitionId}
        deficiencyId={deficiency.id}
        position={deficiency.position}
        tasks={deficiency.pendingPetitionTasksByRfeDeficiencyId.nodes}
        exhibits={uploadTargets(modules, deficiency.moduleId)}
        rfeDueDate={rfeDueDate}
        hasFiledPacket={hasFiledPacket}
        closed={answered}
        onAdded={onChanged}
      />
      {answered ? (
        <section aria-label={`Response for item ${deficiency.position}`} className="space-y-1">
          <h5 className="text-sm font-medium">Response for item {deficiency.position}</h5>
          <p className="text-sm whitespace-pre-wrap break-words">{deficiency.responseText || 'No response was written here.'}</p>
        </section>
      ) : (
        <div className="grid gap-1">
          <Label htmlFor={`${id}-response`}>Response for item {deficiency.position}</Label>
          <Textarea
            ref={responseField}
            id={`${id}-response`}
            rows={8}
            maxLength={RFE_RESPONSE_TEXT_MAX}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
      )}
      {claims.length > 0 && (
        <div
          role="note"
          aria-label={`Unsupported claims in item ${deficiency.position}`}
          className="rounded bg-amber-50 p-2 text-xs text-amber-950"
        >
          <p className="font-medium">No exhibit supports:</p>
          <ul className="list-disc pl-4">
            {claims.map((claim) => (
              <li key={claim}>{claim}</li>
            ))}
          </ul>
        </div>
      )}
      {problem && (
        <p role="alert" className="text-xs text-destructive">
          {problem}
        </p>
      )}
      {status && !problem && !answered && (
        <p role="status" className="text-xs text-muted-foreground">
          {status}
        </p>
      )}
      {!answered && (
        <div className="flex flex-wrap gap-2">
          <Button type="button" size="sm" variant="outline" busy={drafting} onClick={() => void draft()}>
            {drafting ? 'Drafting…' : text.trim() ? 'Draft again' : 'Draft response'}
          </Button>
          <Button type="button" size="sm" disabled={text === savedText} busy={updating.loading} onClick={saveText}>
            Save response
          </Button>
          {confirmingRemove ? (
            <>
              <Button
                type="button"
                size="sm"
                variant="destructive"
                onClick={() =>
                  void remove({ variables: { id: deficiency.id } })
                    .then(onChanged)
                    .catch((error: unknown) => setProblem(refusalText(error, 'The item could not be removed.')))
                }
              >
                Remove item {deficiency.position} and its response
              </Button>
              <Button type="button" size="sm" variant="ghost" onClick={() => setConfirmingRemove(false)}>
                Keep it
              </Button>
            </>
          ) : (
            <Button type="button" size="sm" variant="ghost" onClick={() => setConfirmingRemove(true)}>
              Remove item
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

/**
 * Where a customer's task for the item may have its file uploaded: the exhibits of the item's criterion, or, while
 * the item is not mapped to one, every exhibit of the petition named with its criterion (an RFE may ask for
 * something no criterion holds yet: staff add the exhibit where it belongs, and the file still reaches the item and,
 * on an exhibit not filed before, the response packet).
 */
function uploadTargets(modules: readonly ModuleChoice[], moduleId: string | null): UploadTarget[] {
  const mapped = modules.find((module) => module.id === moduleId);
  if (mapped) return [...(mapped.exhibitsByModuleId?.nodes ?? [])];
  return modules.flatMap((module) =>
    (module.exhibitsByModuleId?.nodes ?? []).map((exhibit) => ({ ...exhibit, name: `${module.name}: ${exhibit.name}` })),
  );
}
