import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { toast } from 'sonner';
import type { ReusableExhibitPatch } from '@/lib/gql/graphql.ts';
import {
  LinkReusableExhibitEntityMutation,
  RemoveReusableExhibitFileMutation,
  ReorderReusableExhibitFilesMutation,
  ReorderReusableSubExhibitsMutation,
  UnlinkReusableExhibitEntityMutation,
  UpdateReusableExhibitMutation,
} from '../api/repository-mutations.ts';

export const SAVE_FAILED_TEXT = 'The change could not be saved.';

/**
 * The editor pane's writes for one exhibit. Saves throw (the autosave retries them); removals and links
 * log a failure, say so and refetch, so the pane shows what the server holds (spec 2 §4).
 */
export function useExhibitActions(exhibitId: string, refetch: () => Promise<unknown>) {
  const [update] = useMutation(UpdateReusableExhibitMutation);
  const [reorderFiles] = useMutation(ReorderReusableExhibitFilesMutation);
  const [reorderSubs] = useMutation(ReorderReusableSubExhibitsMutation);
  const [removeFileLink] = useMutation(RemoveReusableExhibitFileMutation);
  const [link] = useMutation(LinkReusableExhibitEntityMutation);
  const [unlink] = useMutation(UnlinkReusableExhibitEntityMutation);

  const save = useCallback(
    async (patch: ReusableExhibitPatch) => {
      await update({ variables: { id: exhibitId, patch } });
    },
    [update, exhibitId],
  );

  /** A one-off change (toggle, selector): a failure is logged and shown, and the stored value comes back. */
  const saveNow = (patch: ReusableExhibitPatch) =>
    save(patch).catch(async (error: unknown) => {
      console.error('saving the reusable exhibit failed:', error);
      toast.error(SAVE_FAILED_TEXT);
      await refetch();
    });

  const thenRefetch = async (what: string, run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (error) {
      console.error(`${what} failed:`, error);
      toast.error(SAVE_FAILED_TEXT);
    }
    await refetch().catch((error: unknown) => console.error('refreshing the exhibit failed:', error));
  };

  return {
    save,
    saveNow,
    reorderFiles: (fileIds: string[]) => reorderFiles({ variables: { reusableExhibitId: exhibitId, fileIds } }),
    reorderSubExhibits: (reusableExhibitIds: string[]) => reorderSubs({ variables: { reusableExhibitIds } }),
    removeFile: (fileId: string) =>
      thenRefetch('removing the file', () => removeFileLink({ variables: { reusableExhibitId: exhibitId, fileId } })),
    linkEntity: (entityId: string) =>
      thenRefetch('linking the entity', () => link({ variables: { reusableExhibitId: exhibitId, entityId } })),
    unlinkEntity: (entityId: string) =>
      thenRefetch('unlinking the entity', () => unlink({ variables: { reusableExhibitId: exhibitId, entityId } })),
  };
}

export type ExhibitActions = ReturnType<typeof useExhibitActions>;
