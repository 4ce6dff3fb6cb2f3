import { useMutation, useQuery } from '@apollo/client/react';
import {
  offeredEmployment,
  petitionEmploymentPeriod,
  requestedPeriodProblem,
  RequestedPeriodSchema,
  visaClassHasRequestedPeriod,
} from '@app/domain';
import { LIVE_QUERY_CONTEXT } from '@/lib/live-refetch.ts';
import type { PetitionRequestedPeriodQuery as PetitionRequestedPeriodData } from '@/lib/gql/graphql.ts';
import { EDITOR_SESSION_CONTEXT } from '../api/editor-session.ts';
import { PetitionRequestedPeriodQuery, WorkspaceSetRequestedPeriod } from '../api/requested-period-api.ts';
import { useRefetchOnPetitionChange } from '../hooks/use-refetch-on-petition-change.ts';
import { formsPeriodText } from '../model/requested-period-text.ts';
import { AutosavedDatePair, type DatePairDraft } from './AutosavedDatePair.tsx';

type Petition = NonNullable<PetitionRequestedPeriodData['petitionById']>;
type PeriodDraft = DatePairDraft<'start' | 'end'>;

const HEADING = 'Requested period of employment';

/**
 * The period of employment the petition asks USCIS for (petitions.requested_start_date / requested_end_date, set by
 * staff; both or neither). Empty, the forms print the employer's offer dates; the line under the dates says which
 * dates the I-129 prints and why, chosen as the forms choose (petitionEmploymentPeriod), so staff need not generate the
 * form to find out. The two dates save together: the rule (requested-period.ts) is about the pair.
 */
export function PetitionRequestedPeriodField({ petitionId, editable }: { petitionId: string; editable: boolean }) {
  const query = useQuery(PetitionRequestedPeriodQuery, { variables: { id: petitionId }, context: LIVE_QUERY_CONTEXT });
  // The employer's role offer (its dates here; its title and salary in the notes under the builder's role and salary,
  // useOfferedRoleNotes, which read this query's answer) notifies the petition's topic when it changes (migration
  // 0107), as the petition does: the lines say what the forms print now, without a reload. One refetch serves both.
  useRefetchOnPetitionChange(petitionId, query.refetch);
  const petition = query.data?.petitionById;
  if (!petition) {
    return (
      <div className="grid content-start gap-1 text-sm sm:col-span-2">
        <span className="font-medium">{HEADING}</span>
        <span className="text-muted-foreground">{query.error ? 'The requested period could not be loaded.' : 'Loading…'}</span>
      </div>
    );
  }
  if (!visaClassHasRequestedPeriod(petition.visaClass)) {
    return (
      <div className="grid content-start gap-1 text-sm sm:col-span-2">
        <span className="font-medium">{HEADING}</span>
        <span className="text-muted-foreground">An immigrant petition (I-140) asks for no period of employment.</span>
      </div>
    );
  }
  return <RequestedPeriodDates petition={petition} editable={editable} />;
}

function RequestedPeriodDates({ petition, editable }: { petition: Petition; editable: boolean }) {
  const [setPeriod] = useMutation(WorkspaceSetRequestedPeriod);
  const saved: PeriodDraft = { start: petition.requestedStartDate ?? '', end: petition.requestedEndDate ?? '' };
  const rule = (draft: PeriodDraft) => ({ visaClass: petition.visaClass, ...draft });
  const offer = offeredEmployment(
    (petition.userByBeneficiaryId?.userEmploymentsByUserId.nodes ?? []).filter((row) => row !== null),
    petition.companyId ?? null,
  );
  const used = formsPeriodText(
    petitionEmploymentPeriod({
      requested: { start: petition.requestedStartDate, end: petition.requestedEndDate },
      offer: offer ?? null,
    }),
  );
  return (
    <AutosavedDatePair
      legend={HEADING}
      dates={[
        { key: 'start', label: 'Requested start date' },
        { key: 'end', label: 'Requested end date' },
      ]}
      saved={saved}
      problemOf={(draft) => requestedPeriodProblem(rule(draft))}
      save={(draft) => {
        const period = RequestedPeriodSchema.parse(rule(draft));
        return setPeriod({
          variables: { id: petition.id, start: period.start, end: period.end },
          context: EDITOR_SESSION_CONTEXT,
        });
      }}
      editable={editable}
      hint={`Leave both empty to use the employer's offer dates. At most 3 years. ${used}`}
    />
  );
}
