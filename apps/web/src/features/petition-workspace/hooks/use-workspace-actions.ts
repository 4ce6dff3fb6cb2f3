import { useMutation } from '@apollo/client/react';
import { useMemo } from 'react';
import type { PetitionModuleType } from '@app/domain';
import type { ExhibitPatch, ModulePatch, PetitionPatch } from '@/lib/gql/graphql.ts';
import {
  WorkspaceDeleteExhibit,
  WorkspaceDeleteModule,
  WorkspaceReorderExhibits,
  WorkspaceReorderModules,
  WorkspaceUpdateExhibit,
  WorkspaceUpdateModule,
  WorkspaceUpdatePetition,
} from '../api/workspace-mutations.ts';
import {
  addExhibit,
  addModule,
  cloneExhibitToRepository,
  copyReusableExhibit,
  type NewExhibitOptions,
  type ReusableExhibitChoice,
} from '../api/workspace-rest.ts';
import { EDITOR_SESSION_CONTEXT } from '../api/editor-session.ts';
import { sortCachedListByOrderIndex } from '../api/reorder-cache.ts';

export interface WorkspaceActions {
  savePetition: (patch: PetitionPatch) => Promise<unknown>;
  saveModule: (id: string, patch: ModulePatch) => Promise<unknown>;
  saveExhibit: (id: string, patch: ExhibitPatch) => Promise<unknown>;
  deleteModule: (id: string) => Promise<unknown>;
  deleteExhibit: (id: string) => Promise<unknown>;
  reorderModules: (moduleIds: string[]) => Promise<unknown>;
  reorderExhibits: (exhibitIds: string[]) => Promise<unknown>;
  /**
   * Adds a module at the end with its module type's usual exhibit types (POST /modules), then refetches the tree;
   * answers the new module's id.
   */
  createModule: (type: PetitionModuleType) => Promise<string>;
  /** Adds an exhibit (POST /exhibit), empty or flagged for autogenerate with its inputs, then refetches the tree; answers its id. */
  addExhibit: (moduleId: string, exhibitType: string, orderIndex: number, options?: NewExhibitOptions) => Promise<string>;
  /** Copies a repository exhibit into the module (POST /reusable/copy), then refetches the tree; answers the copy's id. */
  copyReusableExhibit: (moduleId: string, reusable: ReusableExhibitChoice, orderIndex: number) => Promise<string>;
  /** Clones the exhibit into the repository (POST /exhibits/{id}/clone); answers the reusable copy's id. */
  cloneExhibit: (exhibitId: string) => Promise<string>;
}

/**
 * Every change the page makes. Edits of a field come back in the mutation's answer (Apollo updates the cached
 * record), and their echo refetches nothing. A reorder is one round trip: its answer's new indexes re-sort the cached list, and it carries this
 * page's editor session, so its live echo does not refetch the tree (PetitionWorkspacePage). Additions and
 * deletions refetch the tree, so the page shows the server's truth (their echo, marked the same way, does not
 * refetch it a second time).
 */
export function useWorkspaceActions(petitionId: string, refetch: () => Promise<unknown>): WorkspaceActions {
  const [updatePetition] = useMutation(WorkspaceUpdatePetition);
  const [updateModule] = useMutation(WorkspaceUpdateModule);
  const [updateExhibit] = useMutation(WorkspaceUpdateExhibit);
  const [removeModule] = useMutation(WorkspaceDeleteModule);
  const [removeExhibit] = useMutation(WorkspaceDeleteExhibit);
  const [orderModules] = useMutation(WorkspaceReorderModules);
  const [orderExhibits] = useMutation(WorkspaceReorderExhibits);

  return useMemo(
    () => ({
      // A field edit answers with every field the tree shows of the record, derived ones included (an exhibit's
      // customerProgress, a petition's assigned staff), so it carries the editor session and its echo refetches nothing.
      savePetition: (patch) => updatePetition({ variables: { id: petitionId, patch }, context: EDITOR_SESSION_CONTEXT }),
      saveModule: (id, patch) => updateModule({ variables: { id, patch }, context: EDITOR_SESSION_CONTEXT }),
      saveExhibit: (id, patch) => updateExhibit({ variables: { id, patch }, context: EDITOR_SESSION_CONTEXT }),
      deleteModule: async (id) => {
        await removeModule({ variables: { id }, context: EDITOR_SESSION_CONTEXT });
        await refetch();
      },
      deleteExhibit: async (id) => {
        await removeExhibit({ variables: { id }, context: EDITOR_SESSION_CONTEXT });
        await refetch();
      },
      reorderModules: (moduleIds) =>
        orderModules({
          variables: { petitionId, moduleIds },
          context: EDITOR_SESSION_CONTEXT,
          update: (cache) =>
            sortCachedListByOrderIndex(cache, cache.identify({ __typename: 'Petition', id: petitionId }), 'modulesByPetitionId'),
        }),
      reorderExhibits: (exhibitIds) =>
        orderExhibits({
          variables: { exhibitIds },
          context: EDITOR_SESSION_CONTEXT,
          update: (cache, { data }) => {
            const moduleIds = new Set((data?.reorderExhibits?.exhibits ?? []).map((exhibit) => exhibit?.moduleId));
            for (const moduleId of moduleIds) {
              if (moduleId)
                sortCachedListByOrderIndex(cache, cache.identify({ __typename: 'Module', id: moduleId }), 'exhibitsByModuleId');
            }
          },
        }),
      createModule: async (type) => {
        const moduleId = await addModule(petitionId, type);
        await refetch();
        return moduleId;
      },
      addExhibit: async (moduleId, exhibitType, orderIndex, options) => {
        const exhibitId = await addExhibit(moduleId, exhibitType, orderIndex, options);
        await refetch();
        return exhibitId;
      },
      copyReusableExhibit: async (moduleId, reusable, orderIndex) => {
        const exhibitId = await copyReusableExhibit(moduleId, reusable, orderIndex);
        await refetch();
        return exhibitId;
      },
      // The petition's tree does not change, so nothing is refetched.
      cloneExhibit: (exhibitId) => cloneExhibitToRepository(exhibitId),
    }),
    [petitionId, refetch, updatePetition, updateModule, updateExhibit, removeModule, removeExhibit, orderModules, orderExhibits],
  );
}
