import { ChevronDown, ChevronRight } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { preloadRichTextEditor, RichTextEditor } from '@/components/rich-text/index.ts';
import { Button } from '@/components/ui/button.tsx';
import type { WorkspaceActions } from '../hooks/use-workspace-actions.ts';
import type { TreeExhibit } from '../model/workspace-tree.ts';
import { ConfirmDeleteButton } from '@/components/domain/confirm-delete/ConfirmDeleteButton.tsx';
import { CloneExhibitButton } from './CloneExhibitButton.tsx';
import { CustomerContributionPanel } from './CustomerContributionPanel.tsx';
import { DescriptionReviewSection } from './description-review/DescriptionReviewSection.tsx';
import { ExhibitAutogenFields } from './ExhibitAutogenFields.tsx';
import { ExhibitControls } from './ExhibitControls.tsx';
import { ExhibitFiles } from './ExhibitFiles.tsx';
import { treeNodeId } from '../model/tree-node-id.ts';
import { usePacketPlace } from './packet-labels-context.ts';
import { countLabel } from '@/lib/count-label.ts';

interface ExhibitRowProps {
  exhibit: TreeExhibit;
  handle: ReactNode;
  actions: WorkspaceActions;
  refetch: () => Promise<unknown>;
  /** The sub-exhibits' own sortable list (given by the list, which renders itself recursively). */
  subExhibits: ReactNode;
}

/** One exhibit: its controls and clone-to-repository in a row; opened, its autogen data, description, files and sub-exhibits. */
export function ExhibitRow({ exhibit, handle, actions, refetch, subExhibits }: ExhibitRowProps) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const packetPlace = usePacketPlace(exhibit.id);
  const save = (patch: Parameters<WorkspaceActions['saveExhibit']>[1]) => actions.saveExhibit(exhibit.id, patch);
  // Opening shows the description editor: its code starts loading as the open button is pointed at or focused.
  const loadEditorCode = open ? undefined : () => void preloadRichTextEditor();
  return (
    <article
      id={treeNodeId('exhibit', exhibit.id)}
      tabIndex={-1}
      aria-label={`Exhibit ${exhibit.name}`}
      className="rounded-md border bg-background p-2"
    >
      <div className="flex items-center gap-2">
        {handle}
        <Button
          type="button"
          variant="ghost"
          size="icon"
          allowInReadOnly
          aria-expanded={open}
          aria-controls={bodyId}
          aria-label={open ? `Close exhibit ${exhibit.name}` : `Open exhibit ${exhibit.name}`}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
          onPointerEnter={loadEditorCode}
          onFocus={loadEditorCode}
        >
          {open ? <ChevronDown aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}
        </Button>
        {packetPlace !== null && (
          // The number the compiled packet gives it, or why it is left out (hidden, or no documents and not "to follow").
          // One width for every row, so the exhibits' names start in one column however long the reason is.
          <span className="w-28 shrink-0 text-xs font-medium leading-tight text-muted-foreground">{packetPlace}</span>
        )}
        <ExhibitControls exhibit={exhibit} save={save} />
        <span className="w-14 shrink-0 text-right text-xs text-muted-foreground">
          {countLabel(exhibit.files.length, 'file', 'files')}
        </span>
        <CloneExhibitButton exhibitName={exhibit.name} onClone={() => actions.cloneExhibit(exhibit.id)} />
        <ConfirmDeleteButton
          label={`Delete exhibit ${exhibit.name}`}
          question={`Delete exhibit "${exhibit.name}"?`}
          onDelete={() =>
            void actions.deleteExhibit(exhibit.id).catch((error: unknown) => console.error('deleting the exhibit failed:', error))
          }
        />
      </div>
      {open && (
        <div id={bodyId} className="mt-3 space-y-3 pl-10">
          <ExhibitAutogenFields exhibit={exhibit} save={save} />
          <CustomerContributionPanel exhibit={exhibit} />
          <RichTextEditor
            key={exhibit.id}
            label={`Description of ${exhibit.name}`}
            value={exhibit.description}
            generate={{ kind: 'exhibit', id: exhibit.id }}
            onSave={async (html) => {
              await save({ description: html });
            }}
          />
          <DescriptionReviewSection exhibit={exhibit} onAsked={refetch} />
          <ExhibitFiles exhibit={exhibit} onUploaded={refetch} />
          {subExhibits}
        </div>
      )}
    </article>
  );
}
