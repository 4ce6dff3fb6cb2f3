import { useMutation, useQuery } from '@apollo/client/react';
import { appliesAtTheBorder, TN_NO_USCIS_FILING_NOTE, visaClassHasApprovedPeriod } from '@app/domain';
import { useId } from 'react';
import { QueryState } from '@/components/QueryState.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { formatTimestamp } from '@/lib/dates.ts';
import { LIVE_QUERY_CONTEXT } from '@/lib/live-refetch.ts';
import { mutateWithFeedback } from '@/lib/mutation-feedback.ts';
import { WorkspaceShareUscisStatus, WorkspaceUscisStatusQuery } from '../../api/uscis-status-api.ts';
import { useRefetchOnPetitionChange } from '../../hooks/use-refetch-on-petition-change.ts';
import { currentUscisStatusText } from '../../model/current-uscis-status.ts';
import { ApprovedPeriodField } from './ApprovedPeriodField.tsx';
import { ExtensionSection } from './ExtensionSection.tsx';
import { ShortI94Warning } from './ShortI94Warning.tsx';
import { ReceiptNoticeReader } from './ReceiptNoticeReader.tsx';
import { RECORD_USCIS_STATUS_UNAVAILABLE_ID } from './record-uscis-status-focus.ts';
import { CaseTimeline } from './CaseTimeline.tsx';
import { OpenRfeButton } from './rfe/OpenRfeButton.tsx';
import { RecordUscisStatusForm } from './RecordUscisStatusForm.tsx';
import { UscisDecisionPrompt } from './UscisDecisionPrompt.tsx';

/**
 * After filing (issue 31): the petition's USCIS case status over time, newest first — read from the USCIS Case
 * Status API by the hourly job when it is configured, or entered here by staff — with the job's last check and its
 * problem, and whether the customer is told of new statuses.
 */
export function UscisStatusPanel({ petitionId }: { petitionId: string }) {
  const id = useId();
  const query = useQuery(WorkspaceUscisStatusQuery, {
    variables: { petitionId },
    fetchPolicy: 'cache-and-network',
    context: LIVE_QUERY_CONTEXT,
  });
  const { refetch } = query;
  useRefetchOnPetitionChange(petitionId, refetch);
  const [share] = useMutation(WorkspaceShareUscisStatus);
  const petition = query.data?.petitionById;
  const statuses = petition?.uscisCaseStatusesByPetitionId?.nodes ?? [];

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <h2 id={`${id}-heading`} className="text-base font-semibold">
        USCIS case status
      </h2>
      <QueryState loading={query.loading} error={query.error} hasData={Boolean(petition)}>
        {petition && (
          <>
            {/* Kept, not hidden, on such a TN: a status recorded before the filing type changed stays readable. */}
            {appliesAtTheBorder(petition.visaClass, petition.filingType) && (
              <p className="text-sm text-muted-foreground">{TN_NO_USCIS_FILING_NOTE}</p>
            )}
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-muted-foreground">Receipt number</dt>
              <dd>{petition.uscisReceiptNumber ?? 'None yet'}</dd>
              <dt className="text-muted-foreground">Current status</dt>
              <dd>{currentUscisStatusText(petition.uscisStatus)}</dd>
              {petition.uscisCheckedAt && (
                <>
                  <dt className="text-muted-foreground">Last asked USCIS</dt>
                  <dd>{formatTimestamp(petition.uscisCheckedAt)}</dd>
                </>
              )}
            </dl>
            {petition.uscisCheckProblem && (
              <p role="alert" className="text-sm text-destructive">
                {petition.uscisCheckProblem}
              </p>
            )}
            <div className="flex items-start gap-2 text-sm">
              <Checkbox
                id={`${id}-share`}
                aria-describedby={`${id}-share-hint`}
                className="mt-0.5"
                checked={petition.shareUscisStatus}
                onCheckedChange={(checked) =>
                  void mutateWithFeedback(
                    'sharing the USCIS case status',
                    () => share({ variables: { petitionId, share: checked === true } }),
                    refetch,
                  )
                }
              />
              <label htmlFor={`${id}-share`}>Tell the beneficiary and the petitioner about new statuses</label>
            </div>
            <p id={`${id}-share-hint`} className="text-xs text-muted-foreground">
              They then also read on their Home page when we sent our response to an RFE (never its items or letter).
            </p>
            {petition.beneficiaryId && (
              <ReceiptNoticeReader
                petitionId={petitionId}
                visaClass={petition.visaClass}
                beneficiaryId={petition.beneficiaryId}
                notices={petition.uscisNotices.nodes}
                newestStatus={statuses[0]?.status}
                onConfirmed={refetch}
              />
            )}
            {petition.uscisReceiptNumber ? (
              <RecordUscisStatusForm petitionId={petitionId} receiptNumber={petition.uscisReceiptNumber} refetch={refetch} />
            ) : (
              <p id={RECORD_USCIS_STATUS_UNAVAILABLE_ID} tabIndex={-1} className="text-sm text-muted-foreground">
                Read the receipt notice above, or enter the receipt number in the case fields.
              </p>
            )}
            {/* Shown once the case is approved (or a period was recorded), on the classes whose approval grants one. */}
            {visaClassHasApprovedPeriod(petition.visaClass) && (petition.status === 'APPROVED' || petition.approvedValidTo) && (
              <ApprovedPeriodField petition={petition} />
            )}
            <ShortI94Warning petition={petition} />
            <ExtensionSection petition={petition} />
            <UscisDecisionPrompt
              petitionId={petitionId}
              petitionStatus={petition.status}
              newestUscisStatus={statuses[0]?.status}
              refetch={refetch}
            />
            <h3 className="text-sm font-semibold">Timeline</h3>
            {/* No RFE is opened on a TN applied for at the border or a consulate (the RFE panel says why). */}
            {!appliesAtTheBorder(petition.visaClass, petition.filingType) && (
              <OpenRfeButton newestStatus={statuses[0]} rfes={petition.rfeResponsesByPetitionId.nodes} />
            )}
            <CaseTimeline
              shippedDate={petition.petitionShippedDate ?? null}
              statusChanges={petition.petitionStatusChangesByPetitionId.nodes}
              statuses={statuses}
              rfes={petition.rfeResponsesByPetitionId.nodes}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}
