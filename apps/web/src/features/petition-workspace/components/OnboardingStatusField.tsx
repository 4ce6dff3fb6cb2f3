import { isOneOf, ONBOARDING_STATUS_LABELS, ONBOARDING_STATUSES } from '@app/domain';
import { useMutation } from '@apollo/client/react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { useSession } from '@/lib/session.tsx';
import { WorkspaceStartOnboarding } from '../api/onboarding-api.ts';

export const ONBOARDING_START_FAILED_TEXT = 'The onboarding checklist could not be built.';

/** The onboarding record's status (decisions ENT-090) as Home shows it; no record yet reads 'Not started'. */
function statusLabel(status: string | null | undefined): string {
  const key = status?.toLowerCase();
  return key && isOneOf(ONBOARDING_STATUSES, key) ? ONBOARDING_STATUS_LABELS[key] : ONBOARDING_STATUS_LABELS.not_started;
}

/**
 * The beneficiary's onboarding status, and for staff the action that builds the checklist from the petition
 * or refreshes it after modules or exhibits changed (progress is kept by the server).
 */
export function OnboardingStatusField({ petitionId, status }: { petitionId: string; status: string | null | undefined }) {
  const { isAdmin } = useSession();
  const [start, { loading }] = useMutation(WorkspaceStartOnboarding, { refetchQueries: ['WorkspacePetition'] });
  const exists = status !== null && status !== undefined;
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
      {isAdmin && (
        <Button
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
