import type { ExhibitDraft } from '@app/domain';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { ExhibitInputs } from '@/components/domain/module-card/ExhibitInputs.tsx';
import { Button } from '@/components/ui/button.tsx';
import type { ReusableExhibitOption } from '../api/reusable-exhibit-search.ts';
import type { NewExhibitOptions } from '../api/workspace-rest.ts';
import {
  ADD_EXHIBIT_MODE_LABELS,
  ADD_EXHIBIT_MODES,
  autogenDraft,
  autogenInputs,
  autogenProblems,
  exhibitTypesFor,
  knownModuleType,
  withInputs,
  type AddExhibitMode,
} from '../model/new-exhibit.ts';
import { treeNodeId } from '../model/tree-node-id.ts';
import { focusTreeNodeWhenShown } from './panels/scroll-to-tree-node.ts';
import { RepositoryExhibitCombobox } from './RepositoryExhibitCombobox.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';

interface AddExhibitFormProps {
  moduleType: string;
  moduleName: string;
  /** Adds an exhibit of the chosen type (POST /exhibit), empty or flagged for autogenerate with its inputs. */
  onAdd: (exhibitType: string, options?: NewExhibitOptions) => Promise<unknown>;
  /** Copies a repository exhibit, its files and sub-exhibits into the module (POST /reusable/copy). */
  onCopy?: (reusable: { id: string; exhibitType: string | null }) => Promise<unknown>;
}

/** Focus goes to the exhibit just added (its row); when the add fails it stays on the (busy, not disabled) button. */
function focusAdded(exhibitId: unknown): void {
  if (typeof exhibitId === 'string') focusTreeNodeWhenShown(treeNodeId('exhibit', exhibitId));
}

/**
 * Add an exhibit through the research agent (issue 25), three ways: an empty exhibit of a type (the
 * module's own types first), a copy of a repository exhibit chosen by title, or an exhibit the agent
 * generates, with the inputs its type needs (refused here, as on the server, until they are given).
 */
export function AddExhibitForm({ moduleType, moduleName, onAdd, onCopy }: AddExhibitFormProps) {
  const problemsId = useId();
  const types = exhibitTypesFor(moduleType);
  const modes = onCopy ? ADD_EXHIBIT_MODES : ADD_EXHIBIT_MODES.filter((mode) => mode !== 'repository');
  const [mode, setMode] = useState<AddExhibitMode>('empty');
  const [type, setType] = useState<string>(types[0]?.id ?? '');
  const [draft, setDraft] = useState<ExhibitDraft | null>(null);
  const [reusable, setReusable] = useState<ReusableExhibitOption | null>(null);
  const [busy, setBusy] = useState(false);

  // The autogen draft follows the chosen type; its inputs start empty for each type.
  const generated = mode === 'autogen' ? (draft?.type === type ? draft : autogenDraft(type)) : null;
  const problems = generated ? autogenProblems(moduleType, moduleName, generated) : [];
  const ready = mode === 'repository' ? reusable !== null : type !== '' && problems.length === 0;

  const run = (work: Promise<unknown>, done: string) => {
    setBusy(true);
    work
      .then((exhibitId) => {
        focusAdded(exhibitId);
        toast.success(done);
        setReusable(null);
        setDraft(null);
      })
      .catch((error: unknown) => {
        console.error('adding the exhibit failed:', error);
        toast.error(
          mode === 'repository' ? 'The exhibit could not be copied from the repository.' : 'The exhibit could not be added.',
        );
      })
      .finally(() => setBusy(false));
  };

  const add = () => {
    if (!ready) return;
    if (mode === 'repository' && reusable && onCopy) {
      run(onCopy({ id: reusable.id, exhibitType: reusable.exhibitType }), `Copied "${reusable.name}" into ${moduleName}.`);
    } else if (mode === 'autogen' && generated) {
      run(onAdd(type, { autogen: true, inputs: autogenInputs(generated) }), `Added "${generated.name}" with autogenerate on.`);
    } else {
      // Empty exhibits say nothing: the new row in the tree is the answer, as before.
      setBusy(true);
      onAdd(type)
        .then(focusAdded)
        .catch((error: unknown) => {
          console.error('adding the exhibit failed:', error);
          toast.error('The exhibit could not be added.');
        })
        .finally(() => setBusy(false));
    }
  };

  return (
    <div className="flex w-full flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <NativeSelect
          aria-label={`How to add an exhibit to ${moduleName}`}
          value={mode}
          disabled={busy}
          onChange={(event) => setMode(modes.find((option) => option === event.target.value) ?? 'empty')}
        >
          {modes.map((option) => (
            <option key={option} value={option}>
              {ADD_EXHIBIT_MODE_LABELS[option]}
            </option>
          ))}
        </NativeSelect>
        {mode === 'repository' ? (
          <RepositoryExhibitCombobox
            moduleName={moduleName}
            moduleType={knownModuleType(moduleType)}
            value={reusable}
            onChange={setReusable}
            disabled={busy}
          />
        ) : (
          <NativeSelect
            aria-label={`New exhibit type for ${moduleName}`}
            value={type}
            disabled={busy}
            onChange={(event) => setType(event.target.value)}
          >
            {types.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </NativeSelect>
        )}
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={!ready}
          busy={busy}
          aria-describedby={problems.length > 0 ? problemsId : undefined}
          onClick={add}
        >
          <Plus aria-hidden="true" />
          Add exhibit
        </Button>
      </div>
      {generated && (
        <div className="grid gap-2 rounded-md border p-3">
          <ExhibitInputs exhibit={generated} onDataChange={(patch) => setDraft(withInputs(generated, patch))} disabled={busy} />
          {problems.length > 0 ? (
            <ul id={problemsId} className="list-disc pl-5 text-sm text-destructive" aria-label="What autogenerate still needs">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">It is added with autogenerate on, for the research agent to generate.</p>
          )}
        </div>
      )}
    </div>
  );
}
