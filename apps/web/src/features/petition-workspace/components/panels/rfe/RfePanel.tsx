import { useQuery } from '@apollo/client/react';
import { appliesAtTheBorder, formatCalendarDate, rfeStatusAwaitsOpening, TN_NO_RFE_NOTE } from '@app/domain';
import { useId } from 'react';
import { QueryState } from '@/components/QueryState.tsx';
import { LIVE_QUERY_CONTEXT } from '@/lib/live-refetch.ts';
import { useRefetchOnPetitionChange } from '../../../hooks/use-refetch-on-petition-change.ts';
import { focusTreeNodeWhenShown } from '../scroll-to-tree-node.ts';
import { AddDeficiencyForm } from './AddDeficiencyForm.tsx';
import { DeficiencyCard } from './DeficiencyCard.tsx';
import { OpenRfeForm } from './OpenRfeForm.tsx';
import { RfeDates } from './RfeDates.tsx';
import { RfePacketSection } from './RfePacketSection.tsx';
import { rfeSummaryElementId } from './refocus.ts';
import { WorkspaceRfeQuery } from './rfe-api.ts';

/**
 * The RFE response workspace (issue 31, `?panel=rfe`): staff open an RFE from its I-797E notice, enter or read its
 * items, map each to a criterion, give tasks for it to the team or the customer, draft and edit the response
 * letter's section per item, and compile the response packet that continues the filed packet's numbering. An answered
 * RFE is shown read-only (migration 0073 closes it): what was sent, with the day it was answered.
 */
export function RfePanel({ petitionId }: { petitionId: string }) {
  const id = useId();
  const query = useQuery(WorkspaceRfeQuery, {
    variables: { petitionId },
    fetchPolicy: 'cache-and-network',
    context: LIVE_QUERY_CONTEXT,
  });
  const { refetch } = query;
  useRefetchOnPetitionChange(petitionId, refetch);
  const petition = query.data?.petitionById;
  const rfes = petition?.rfeResponsesByPetitionId.nodes ?? [];
  const open = rfes.find((rfe) => !rfe.answeredOn);
  const answered = rfes.filter((rfe) => rfe.answeredOn);
  const modules = petition?.modulesByPetitionId.nodes ?? [];
  const shown = open ?? answered[0];
  const deficiencies = shown?.rfeDeficienciesByRfeResponseId.nodes ?? [];
  // Whether a packet was filed is the database's rule (petitions.filedPacket), the one the response packet continues.
  const hasFiledPacket = Boolean(petition?.filedPacket);
  const reload = () => refetch();
  // The status's "USCIS says …" only while its RFE is not opened yet (not again once it was answered).
  const newestStatus = petition?.newestUscisStatus.nodes[0];
  const unopenedRfeStatus = rfeStatusAwaitsOpening(newestStatus, rfes) ? newestStatus!.status : null;

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <h2 id={`${id}-heading`} className="text-base font-semibold">
        Request for Evidence
      </h2>
      <QueryState loading={query.loading} error={query.error} hasData={Boolean(petition)}>
        {petition && (
          <>
            {/* A TN applied for at the border or a consulate gets no RFE from USCIS: none is opened (the database
                refuses one, 0137); an RFE stored before the filing type changed is still shown below. */}
            {!open && appliesAtTheBorder(petition.visaClass, petition.filingType) && (
              <p className="text-sm text-muted-foreground">{TN_NO_RFE_NOTE}</p>
            )}
            {!open && !appliesAtTheBorder(petition.visaClass, petition.filingType) && (
              <OpenRfeForm
                petitionId={petitionId}
                notices={petition.rfeNotices.nodes}
                uscisStatus={unopenedRfeStatus}
                onOpened={async (rfeId) => {
                  await reload();
                  // The form is gone once the RFE opens: focus goes to the RFE's due date, not the page's top.
                  if (rfeId) focusTreeNodeWhenShown(rfeSummaryElementId(rfeId));
                }}
              />
            )}
            {shown && (
              <div className="space-y-3">
                {/* Keyed by the answer: the form starts again from what is stored when the RFE is answered or reopened. */}
                <RfeDates key={`${shown.id}:${shown.answeredOn ?? ''}`} rfe={shown} onSaved={reload} />
                {shown.answeredOn && (
                  <p className="text-sm text-muted-foreground">
                    Answered RFEs are closed: their items, tasks and response stay as they were sent.
                  </p>
                )}
                <h3 className="text-sm font-semibold">Items ({deficiencies.length})</h3>
                {deficiencies.length === 0 ? (
                  <p className="text-sm text-muted-foreground">
                    {shown.answeredOn ? 'No items were entered.' : 'No items yet: add what USCIS asks for below.'}
                  </p>
                ) : (
                  <ol aria-label="RFE items" className="space-y-3">
                    {deficiencies.map((deficiency) => (
                      <DeficiencyCard
                        key={deficiency.id}
                        petitionId={petitionId}
                        deficiency={deficiency}
                        modules={modules}
                        rfeDueDate={shown.dueDate}
                        hasFiledPacket={hasFiledPacket}
                        answered={Boolean(shown.answeredOn)}
                        onChanged={reload}
                      />
                    ))}
                  </ol>
                )}
                {!shown.answeredOn && (
                  <AddDeficiencyForm
                    rfeResponseId={shown.id}
                    nextPosition={Math.max(0, ...deficiencies.map((d) => d.position)) + 1}
                    modules={modules}
                    onAdded={reload}
                  />
                )}
                <RfePacketSection
                  rfeResponseId={shown.id}
                  answered={Boolean(shown.answeredOn)}
                  packets={shown.compiledPetitionsByRfeResponseId.nodes}
                  hasFiledPacket={hasFiledPacket}
                  onCompiled={reload}
                />
              </div>
            )}
            {answered.length > (open ? 0 : 1) && (
              <p className="text-xs text-muted-foreground">
                Earlier RFEs answered:{' '}
                {answered
                  .slice(open ? 0 : 1)
                  .map((rfe) => formatCalendarDate(rfe.answeredOn!))
                  .join(', ')}
              </p>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
