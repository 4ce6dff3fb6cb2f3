import { isOneOf, ONBOARDING_STATUS_LABELS, ONBOARDING_STATUSES } from '@app/domain';
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useId } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { useSession } from '@/lib/session.tsx';
import { LIVE_QUERY_CONTEXT } from '@/lib/live-refetch.ts';
import { WorkspaceChecklistBehind, WorkspaceStartOnboarding } from '../api/onboarding-api.ts';
import { useRefetchOnPetitionChange } from '../hooks/use-refetch-on-petition-change.ts';

export const ONBOARDING_START_FAILED_TEXT = 'The onboarding checklist could not be built.';

/** The onboarding record's status (decisions ENT-090) as Home shows it; no record yet reads 'Not started'. */
function statusLabel(status: string | null | undefined): string {
  const key = status?.toLowerCase();
  return key && isOneOf(ONBOARDING_STATUSES, key) ? ONBOARDING_STATUS_LABELS[key] : ONBOARDING_STATUS_LABELS.not_started;
}

/** Staff's words for exhibits the checklist does not ask for yet (migration 0141), or null when there are none. */
export function checklistBehindText(count: number): string | null {
  if (count <= 0) return null;
  const exhibits = count === 1 ? '1 exhibit' : `${count} exhibits`;
  return `${exhibits} added to the petition ${count === 1 ? 'is' : 'are'} not on the beneficiary's checklist yet: refresh it to ask for ${count === 1 ? 'it' : 'them'}.`;
}

/**
 * The beneficiary's onboarding status, and for staff the action that builds the checklist from the petition
 * or refreshes it after modules or exhibits changed (progress is kept by the server), with how many of the
 * petition's exhibits the checklist does not ask for yet (it follows the petition only on refresh).
 */
export function OnboardingStatusField({ petitionId, status }: { petitionId: string; status: string | null | undefined }) {
  const { isAdmin } = useSession();
  const [start, { loading }] = useMutation(WorkspaceStartOnboarding, {
    refetchQueries: ['WorkspacePetition', 'WorkspaceChecklistBehind'],
  });
  const exists = status !== null && status !== undefined;
  // Only staff who can refresh the checklist are told it is behind, and only once there is one.
  const shown = isAdmin && exists;
  const { data, refetch } = useQuery(WorkspaceChecklistBehind, {
    variables: { petitionId },
    skip: !shown,
    context: LIVE_QUERY_CONTEXT,
  });
  useRefetchOnPetitionChange(
    petitionId,
    useCallback(() => (shown ? refetch() : Promise.resolve()), [refetch, shown]),
  );
  const behind = checklistBehindText(data?.petitionById?.onboardingByPetitionId?.exhibitsNotOnChecklist ?? 0);
  const behindId = useId();
  const run = async () => {
    try {
      await start({ variables: { petitionId } });
      toast.success(exists ? 'Onboarding checklist refreshed.' : 'Onboarding checklist built.');
    } catch (error) {
      console.error('starting onboarding failed:', error);
      toast.error(ONBOARDING_START_FAILED_TEXT);
    }
  };
  return (
    <div className="grid content-start gap-1 text-sm">
      <span className="font-medium">Beneficiary onboarding</span>
      <span>{statusLabel(status)}</span>
      {shown && behind && (
        <p id={behindId} className="text-amber-800 dark:text-amber-300">
          {behind}
        </p>
      )}
      {isAdmin && (
        <Button
          aria-describedby={shown && behind ? behindId : undefined}
          type="button"
          size="sm"
          variant="outline"
          className="justify-self-start"
          busy={loading}
          onClick={() => void run()}
        >
          {exists ? 'Refresh onboarding checklist' : 'Start onboarding'}
        </Button>
      )}
    </div>
  );
}
