import { useMutation, useQuery } from '@apollo/client/react';
import {
  formatCalendarDate,
  isCalendarDate,
  offeredEmployment,
  petitionEmploymentPeriod,
  requestedPeriodProblem,
  RequestedPeriodSchema,
  visaClassHasRequestedPeriod,
} from '@app/domain';
import { useId } from 'react';
import { AutosaveStatus } from '@/components/form/autosave-status.tsx';
import { DateInput } from '@/components/form/date-input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useAutosavedValue } from '@/lib/autosave/use-autosaved-value.ts';
import { LIVE_QUERY_CONTEXT } from '@/lib/live-refetch.ts';
import { useReadOnly } from '@/lib/read-only-context.tsx';
import type { PetitionRequestedPeriodQuery as PetitionRequestedPeriodData } from '@/lib/gql/graphql.ts';
import { EDITOR_SESSION_CONTEXT } from '../api/editor-session.ts';
import { PetitionRequestedPeriodQuery, WorkspaceSetRequestedPeriod } from '../api/requested-period-api.ts';
import { useRefetchOnPetitionChange } from '../hooks/use-refetch-on-petition-change.ts';
import { formsPeriodText } from '../model/requested-period-text.ts';

type Petition = NonNullable<PetitionRequestedPeriodData['petitionById']>;
interface PeriodDraft {
  start: string;
  end: string;
}

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
  const id = useId();
  const readOnly = useReadOnly();
  const [setPeriod] = useMutation(WorkspaceSetRequestedPeriod);
  const saved: PeriodDraft = { start: petition.requestedStartDate ?? '', end: petition.requestedEndDate ?? '' };
  const rule = (draft: PeriodDraft) => ({ visaClass: petition.visaClass, ...draft });
  const field = useAutosavedValue(
    saved,
    (draft: PeriodDraft) => {
      const period = RequestedPeriodSchema.parse(rule(draft));
      return setPeriod({
        variables: { id: petition.id, start: period.start, end: period.end },
        context: EDITOR_SESSION_CONTEXT,
      });
    },
    undefined,
    (draft) => requestedPeriodProblem(rule(draft))?.message ?? null,
  );
  // The message goes under the date it is about.
  const problem = field.error ? requestedPeriodProblem(rule(field.value)) : null;
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
  const usedId = `${id}-used`;
  const date = (which: 'start' | 'end', label: string) => {
    const inputId = `${id}-${which}`;
    const errorId = `${inputId}-error`;
    const error = problem?.field === which ? problem.message : null;
    const typed = field.value[which];
    return (
      <div className="grid content-start gap-1">
        <Label htmlFor={inputId}>{label}</Label>
        <DateInput
          id={inputId}
          value={typed}
          disabled={!editable || readOnly}
          onChange={(value) => field.change({ ...field.value, [which]: value })}
          aria-invalid={error ? true : undefined}
          aria-describedby={[usedId, error ? errorId : null].filter(Boolean).join(' ')}
        />
        {/* The date as people read it, under the YYYY-MM-DD the field takes. */}
        {!error && isCalendarDate(typed) && <span className="text-xs text-muted-foreground">{formatCalendarDate(typed)}</span>}
        {error && (
          <p id={errorId} className="text-xs text-destructive">
            {error}
          </p>
        )}
      </div>
    );
  };
  return (
    <fieldset className="grid content-start gap-2 sm:col-span-2">
      <legend className="mb-1 text-sm font-medium">{HEADING}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {date('start', 'Requested start date')}
        {date('end', 'Requested end date')}
      </div>
      <p id={usedId} className="text-xs text-muted-foreground">
        Leave both empty to use the employer's offer dates. At most 3 years. {used}
      </p>
      <AutosaveStatus status={field.status} />
    </fieldset>
  );
}
