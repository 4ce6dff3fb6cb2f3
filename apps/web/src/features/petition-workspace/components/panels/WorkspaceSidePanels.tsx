import { useMemo } from 'react';
import { exhibitOptions, moduleOptions } from '../../model/tree-options.ts';
import type { TreeModule } from '../../model/workspace-tree.ts';
import { ChecklistPanel } from './ChecklistPanel.tsx';
import { FormsPanel } from './FormsPanel.tsx';
import { HistoryPanel } from './HistoryPanel.tsx';
import { LettersPanel } from './LettersPanel.tsx';
import { NotesPanel } from './NotesPanel.tsx';
import { PanelTabs } from './PanelTabs.tsx';
import { ProviderDocumentsPanel } from './ProviderDocumentsPanel.tsx';
import { TasksPanel } from './TasksPanel.tsx';

/**
 * The workspace's side column: notes, pending tasks, checklist, forms, letters, provider documents and
 * change history of the petition.
 */
export function WorkspaceSidePanels({ petitionId, modules }: { petitionId: string; modules: readonly TreeModule[] }) {
  const exhibits = useMemo(() => exhibitOptions(modules), [modules]);
  const moduleChoices = useMemo(() => moduleOptions(modules), [modules]);
  return (
    <aside aria-label="Case work" className="rounded-lg border bg-card p-3 shadow-sm">
      <PanelTabs
        label="Case work"
        tabs={[
          { key: 'notes', label: 'Notes', render: () => <NotesPanel petitionId={petitionId} /> },
          { key: 'tasks', label: 'Pending tasks', render: () => <TasksPanel petitionId={petitionId} exhibits={exhibits} /> },
          {
            key: 'checklist',
            label: 'Checklist',
            render: () => <ChecklistPanel petitionId={petitionId} modules={moduleChoices} />,
          },
          { key: 'forms', label: 'Forms', render: () => <FormsPanel petitionId={petitionId} /> },
          { key: 'letters', label: 'Letters', render: () => <LettersPanel petitionId={petitionId} /> },
          {
            key: 'provider-documents',
            label: 'Provider documents',
            render: () => <ProviderDocumentsPanel petitionId={petitionId} />,
          },
          {
            key: 'history',
            label: 'History',
            render: () => <HistoryPanel petitionId={petitionId} modules={moduleChoices} exhibits={exhibits} />,
          },
        ]}
      />
    </aside>
  );
}
