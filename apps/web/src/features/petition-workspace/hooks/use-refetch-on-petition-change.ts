import { useLiveRefetch } from '@/lib/live-refetch.ts';
import { useWorkspaceLiveUpdates } from '../api/workspace-query.ts';

/**
 * Refetches a side panel whenever the petition changes (builderPetition topic; migration 0028 makes notes,
 * pending tasks and checklist items notify it too), so a task the beneficiary completes on Action Items
 * shows on the staff page without a reload. One refetch at a time, one more for events during it
 * (lib/live-refetch.ts); the panel's query passes LIVE_QUERY_CONTEXT.
 */
export function useRefetchOnPetitionChange(petitionId: string, refetch: () => Promise<unknown>): void {
  useWorkspaceLiveUpdates(petitionId, useLiveRefetch(refetch, 'a workspace panel'));
}
