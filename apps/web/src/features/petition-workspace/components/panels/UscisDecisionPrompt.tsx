import { useMutation } from '@apollo/client/react';
import { PETITION_STATUS_LABELS, petitionStatusOfUscisDecision, type PetitionStatus } from '@app/domain';
import { Button } from '@/components/ui/button.tsx';
import { mutateWithFeedback } from '@/lib/mutation-feedback.ts';
import { WorkspaceSetPetitionStatus } from '../../api/uscis-status-api.ts';

/**
 * USCIS decided (the newest status approves or denies the case) while the case's own status still says where it was
 * (Shipped, RFE Received): the customer's Home shows the case's status as its badge and progress, so it would go on
 * saying "Shipped" beside "Case Was Approved". The case's status stays staff's to set (a status change tells the
 * customer at once), so this offers it, in one click, instead of setting it behind their back.
 */
export function UscisDecisionPrompt({
  petitionId,
  petitionStatus,
  newestUscisStatus,
  refetch,
}: {
  petitionId: string;
  petitionStatus: string;
  newestUscisStatus: string | undefined;
  refetch: () => Promise<unknown>;
}) {
  const [setStatus, setting] = useMutation(WorkspaceSetPetitionStatus);
  const decided = petitionStatusOfUscisDecision(newestUscisStatus);
  if (!decided || petitionStatus === decided || petitionStatus === 'ARCHIVED') return null;
  const current = PETITION_STATUS_LABELS[petitionStatus as PetitionStatus] ?? 'another status';
  const target = PETITION_STATUS_LABELS[decided];
  return (
    <div role="group" aria-label="USCIS decided" className="grid gap-2 rounded-md border border-primary/40 p-3 text-sm">
      <p>
        USCIS says: {newestUscisStatus}. The case&apos;s status is still {current}, which is what the beneficiary and the
        petitioner see on their Home page.
      </p>
      <div>
        <Button
          type="button"
          size="sm"
          variant="outline"
          busy={setting.loading}
          onClick={() =>
            void mutateWithFeedback(
              'setting the case status',
              () => setStatus({ variables: { petitionId, status: decided } }),
              refetch,
            )
          }
        >
          Set the case&apos;s status to {target}
        </Button>
      </div>
    </div>
  );
}
