import { petitionParties } from '@app/domain';
import { useCallback, useMemo } from 'react';
import { useParams } from 'react-router';
import { CompiledPacketsPanel } from '../packets/index.ts';
import { PortalPeople } from './PortalPeople.tsx';
import { LoadingSkeleton, QueryError } from '@/components/QueryState.tsx';
import { NotFoundNotice } from '@/components/NotFoundNotice.tsx';
import { paths } from '@/lib/paths.ts';
import { useLiveRefetch } from '@/lib/live-refetch.ts';
import { useDeferredResult } from '@/lib/use-deferred-result.ts';
import { useStaggeredMount, useStaggeredMountsPending } from '@/lib/use-staggered-mount.ts';
import { useWorkspaceLiveUpdates, useWorkspacePetition } from '../api/workspace-query.ts';
import { useWorkspaceActions } from '../hooks/use-workspace-actions.ts';
import { buildWorkspaceTree } from '../model/workspace-tree.ts';
import { AddModuleForm } from './AddModuleForm.tsx';
import { BeneficiaryDetails } from './BeneficiaryDetails.tsx';
import { ClonePetitionButton } from './ClonePetitionButton.tsx';
import { ModuleTree } from './ModuleTree.tsx';
import { PetitionPartiesContext } from '@/components/domain/petition-parties-context.ts';
import { WorkspaceSidePanels } from './panels/WorkspaceSidePanels.tsx';
import { WorkspaceHeader } from './WorkspaceHeader.tsx';

/** /admin/petition-builder/{petitionId}: the page staff work on a petition in (spec 1 §2). */
export function PetitionWorkspacePage() {
  const { petitionId = '' } = useParams();
  // Not an id at all (a mistyped or cut link): nothing to ask the server, which would answer an error.
  if (!PETITION_ID.test(petitionId)) return <PetitionNotFound />;
  return <PetitionWorkspace key={petitionId} petitionId={petitionId} />;
}

const PETITION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** No such petition, or not one this person may read: a not-found page with the way to the others. */
function PetitionNotFound() {
  return <NotFoundNotice backTo={paths.admin.petitionBuilder} backLabel="Open another petition" />;
}

function PetitionWorkspace({ petitionId }: { petitionId: string }) {
  // The answer renders as an interruptible background render (the page is dozens of fields and panels).
  const query = useDeferredResult(useWorkspacePetition(petitionId));
  const { refetch } = query;
  const refresh = useCallback(() => refetch(), [refetch]);
  // The tree skips its own mutations' echoes (their answers are in the cache); another editor's change refetches.
  useWorkspaceLiveUpdates(petitionId, useLiveRefetch(refresh, 'the petition'), { skipOwnEchoes: true });
  const actions = useWorkspaceActions(petitionId, refresh);
  const petition = query.data?.petitionById;
  const tree = useMemo(() => (petition ? buildWorkspaceTree(petition) : null), [petition]);
  // Who may own an exhibit, review its description or be given a task: no petitioner on a self-petition (no company
  // team). The tree and the side panels (tasks, RFE items) read it from the context.
  const hasPetitionerCompany = petition ? petition.companyId !== null : true;
  // The route its statuses are worded by (a TN applied for at the border has words of its own): one object per route.
  const visaClass = petition?.visaClass ?? '';
  const filingType = petition?.filingType ?? null;
  const statusRoute = useMemo(() => ({ visaClass, filingType }), [visaClass, filingType]);
  const parties = useMemo(() => petitionParties({ hasPetitionerCompany }), [hasPetitionerCompany]);

  if (!query.data && query.loading) return <LoadingSkeleton rows={8} />;
  if (!query.data && query.error) return <QueryError />;
  if (!petition || !tree) return <PetitionNotFound />;
  return (
    <div className="space-y-6">
      <WorkspaceHeader petition={petition} savePetition={actions.savePetition} />
      <PetitionPartiesContext.Provider value={parties}>
        <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
          <section aria-labelledby="workspace-tree-heading" className="min-w-0 space-y-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="workspace-tree-heading" className="text-lg font-semibold">
                Modules and exhibits
              </h2>
              <div className="flex flex-wrap items-center gap-2">
                <AddModuleForm onAdd={(type) => actions.createModule(type)} />
                <ClonePetitionButton petitionId={petitionId} />
              </div>
            </div>
            <StaggeredModuleTree modules={tree} actions={actions} refetch={refresh} />
          </section>
          <WorkspaceSidePanels petitionId={petitionId} modules={tree} statusRoute={statusRoute} />
        </div>
      </PetitionPartiesContext.Provider>
      <CompiledPacketsPanel petitionId={petitionId} />
      {/* Below the tree: it loads on its own, and appearing above would move the tree under a drag. */}
      <BeneficiaryDetails petitionId={petitionId} />
      <PortalPeople petitionId={petitionId} />
    </div>
  );
}

/** The id of the tree's container, `aria-busy` until the tree and every module card's exhibits have rendered. */
const MODULE_TREE_ID = 'workspace-module-tree';

/**
 * The tree (every module card and exhibit row) is the page's heaviest render: it mounts after the header and the
 * side column have committed, in a commit of its own, and the cards after the first screen's bring their exhibits
 * one commit each (WorkspaceModuleCard), so a slow phone paints the page and answers input meanwhile instead of
 * blocking on one long task (issue 35). A skeleton until the tree mounts; busy until the last card's exhibits have.
 */
function StaggeredModuleTree(props: Parameters<typeof ModuleTree>[0]) {
  const mounted = useStaggeredMount(false);
  const pending = useStaggeredMountsPending();
  // The same element while only `pending` changes, so React does not render the tree again for it.
  const tree = useMemo(() => <ModuleTree {...props} />, [props]);
  return (
    <div id={MODULE_TREE_ID} aria-busy={!mounted || pending}>
      {mounted ? tree : <LoadingSkeleton rows={8} />}
    </div>
  );
}
