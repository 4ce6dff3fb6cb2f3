import { WORKSPACE_PANEL_PARAM, type StatusRoute } from '@app/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { exhibitOptions, moduleOptions } from '../../model/tree-options.ts';
import type { TreeModule } from '../../model/workspace-tree.ts';
import {
  ChecklistPanel,
  CompanyDocumentsPanel,
  FormsPanel,
  HistoryPanel,
  LettersPanel,
  ProviderDocumentsPanel,
  RfePanel,
  TasksPanel,
  UscisStatusPanel,
} from './lazy-panels.ts';
import { NotesPanel } from './NotesPanel.tsx';
import { PanelTabs, type PanelTab } from './PanelTabs.tsx';

/** The query parameter naming a side panel to open: `?panel=forms`. */
export const SIDE_PANEL_PARAM = WORKSPACE_PANEL_PARAM;

/**
 * The workspace's side column: notes, pending tasks, checklist, forms, letters, provider documents, the
 * petitioner company's documents and change history of the petition. Notes is open at start; the others load
 * when their tab is first opened.
 */
export function WorkspaceSidePanels({
  petitionId,
  modules,
  statusRoute,
}: {
  petitionId: string;
  modules: readonly TreeModule[];
  /** The petition's visa class and filing route (the History panel words its statuses by them). */
  statusRoute: StatusRoute;
}) {
  const exhibits = useMemo(() => exhibitOptions(modules), [modules]);
  const moduleChoices = useMemo(() => moduleOptions(modules), [modules]);
  // One array per petition and tree, so PanelTabs' request effect runs once per request, not on every render.
  const tabs: PanelTab[] = useMemo(
    () => [
      { key: 'notes', label: 'Notes', render: () => <NotesPanel petitionId={petitionId} /> },
      { key: 'tasks', label: 'Pending tasks', render: () => <TasksPanel petitionId={petitionId} exhibits={exhibits} /> },
      {
        key: 'checklist',
        label: 'Checklist',
        render: () => <ChecklistPanel petitionId={petitionId} modules={moduleChoices} />,
      },
      { key: 'forms', label: 'Forms', render: () => <FormsPanel petitionId={petitionId} /> },
      { key: 'letters', label: 'Letters', render: () => <LettersPanel petitionId={petitionId} /> },
      { key: 'uscis', label: 'USCIS status', render: () => <UscisStatusPanel petitionId={petitionId} /> },
      { key: 'rfe', label: 'RFE', render: () => <RfePanel petitionId={petitionId} /> },
      {
        key: 'provider-documents',
        label: 'Provider documents',
        render: () => <ProviderDocumentsPanel petitionId={petitionId} />,
      },
      {
        key: 'company-documents',
        label: 'Company documents',
        render: () => <CompanyDocumentsPanel petitionId={petitionId} exhibits={exhibits} />,
      },
      {
        key: 'history',
        label: 'History',
        render: () => (
          <HistoryPanel petitionId={petitionId} modules={moduleChoices} exhibits={exhibits} statusRoute={statusRoute} />
        ),
      },
    ],
    [petitionId, exhibits, moduleChoices, statusRoute],
  );
  // ?panel=forms opens a panel from a link (the packet pre-flight's form findings); the parameter then goes.
  const [searchParams, setSearchParams] = useSearchParams();
  const clearRequest = useCallback(
    () =>
      setSearchParams(
        (current) => {
          current.delete(SIDE_PANEL_PARAM);
          return current;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return (
    <aside aria-label="Case work" className="rounded-lg border bg-card p-3 shadow-sm">
      <PanelTabs
        label="Case work"
        requestedKey={searchParams.get(SIDE_PANEL_PARAM)}
        onRequestHandled={clearRequest}
        tabs={tabs}
      />
    </aside>
  );
}
