import { FEATURE_GATES, parseOnboardingModules, type OnboardingModule } from '@app/domain';
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { useAnalytics } from '@/lib/analytics.ts';
import { useFeatureGate } from '@/lib/feature-flags.tsx';
import type { OnboardingStatus as GqlOnboardingStatus } from '@/lib/gql/graphql.ts';
import { AppNavigate } from '@/lib/navigation.tsx';
import { LIVE_QUERY_CONTEXT } from '@/lib/live-refetch.ts';
import { paths } from '@/lib/paths.ts';
import { LivePetitions } from '@/lib/petition-changes.tsx';
import { useReadOnly } from '@/lib/read-only-context.tsx';
import { useSession } from '@/lib/session.tsx';
import { beneficiaryOnboardingRequest } from '../api/onboarding-page-query.ts';
import { BeneficiaryOnboardingSaveMutation } from '../api/onboarding-queries.ts';
import { COMPLETE_SEGMENT, FOLLOWUP_SEGMENT } from '../flow/checklist-url.ts';
import { resumeHref } from '../flow/resume.ts';
import type { FlowRecord } from '../flow/use-beneficiary-flow.ts';
import { loadLocalProgress } from '../machine/local-progress.ts';
import { ChecklistNotOpened } from './ChecklistNotOpened.tsx';
import { ChecklistView } from './ChecklistView.tsx';
import { CompleteScreen } from './CompleteScreen.tsx';
import { FollowupScreen } from './FollowupScreen.tsx';
import { LoadingTimeout } from './LoadingTimeout.tsx';
import { useDeferredResult } from '@/lib/use-deferred-result.ts';

/** The checklist listens to the account alone: a change of the petition's exhibits matters once staff's refresh or
 * deletion changes the checklist, which the account's channel reports. */
const NO_PETITIONS: readonly string[] = [];

function modulesOf(value: unknown): OnboardingModule[] | null {
  try {
    return parseOnboardingModules(value);
  } catch {
    return null;
  }
}

/**
 * /onboarding/beneficiary/* (spec 3 §2.3): the checklist of the person's latest petition, its complete
 * and followup screens. Hidden when the beneficiary-onboarding gate is off.
 */
export function BeneficiaryOnboardingPage() {
  const track = useAnalytics();
  // Spec 1 §7: an event is logged on entry to beneficiary onboarding.
  useEffect(() => track('beneficiary_onboarding_view', {}), [track]);
  const gateOn = useFeatureGate(FEATURE_GATES.beneficiaryOnboarding);
  const session = useSession();
  const readOnly = useReadOnly();
  const segment = useParams()['*'] ?? '';
  const [search] = useSearchParams();
  const location = useLocation();
  /** Where this visit of the base path resumes, decided once per visit (history entry). */
  const [resumed, setResumed] = useState<{ visit: string; target: string | null } | null>(null);
  const beneficiaryId = session.user.id;
  const request = beneficiaryOnboardingRequest(beneficiaryId);
  const { data, loading, refetch } = useDeferredResult(
    useQuery(request.query, { variables: request.variables, context: LIVE_QUERY_CONTEXT }),
  );
  const [saveRecord] = useMutation(BeneficiaryOnboardingSaveMutation);
  // The newest of the latest petitions that has a checklist (a new case without one yet hides nothing).
  const petition = data?.allPetitions?.nodes.find((node) => node.onboardingByPetitionId) ?? null;
  const record = petition?.onboardingByPetitionId ?? null;
  const modules = useMemo(() => (record ? modulesOf(record.modules) : null), [record]);
  const refetchAll = useCallback(() => refetch(), [refetch]);

  const persist = useCallback(
    async ({ modules: changed, status, flowState }: FlowRecord) => {
      if (readOnly || !record) return;
      await saveRecord({
        variables: {
          id: record.id,
          modules: JSON.stringify(changed),
          status: status.toUpperCase() as GqlOnboardingStatus,
          flowState,
        },
      });
      await refetch();
    },
    [readOnly, record, refetch, saveRecord],
  );

  if (!gateOn) return <AppNavigate to={paths.home} />;
  if (segment === COMPLETE_SEGMENT) return <CompleteScreen />;
  if (segment === FOLLOWUP_SEGMENT) return <FollowupScreen modules={modules} loading={loading} refetch={refetchAll} />;
  const person = data?.userById;
  // Loaded, and none of the person's cases has a checklist yet: said so, rather than waiting for one.
  if (!loading && data?.allPetitions && !petition) return <ChecklistNotOpened />;
  if (!petition || !record || !modules || !person) return <LoadingTimeout />;
  // The base path without a module resumes (issue 25): the complete screen for a finished checklist,
  // else the module and exhibit this browser left; otherwise the checklist picks its start.
  // Decided on arrival only: the record refetched after a save (still on the base path, before the first
  // move rewrites the address) must not send the person back to where they were when they came.
  if (segment === '' && !search.has('id') && !search.has('exhibitId')) {
    let resume = resumed;
    if (resume?.visit !== location.key) {
      const local = loadLocalProgress(session.account.id, session.user.id);
      resume = {
        visit: location.key,
        target: resumeHref({ flowState: record.flowState, status: record.status, modules, local }),
      };
      setResumed(resume);
    }
    if (resume.target) return <AppNavigate to={resume.target} />;
  }
  return (
    <>
      {/* Staff refresh the checklist or delete an exhibit on it while it is open: the account's channel says so
          (migration 0106) and the checklist takes the stored one up in place (use-beneficiary-flow). */}
      <LivePetitions accountId={beneficiaryId} petitionIds={NO_PETITIONS} refetch={refetchAll} what="beneficiary checklist" />
      <ChecklistView
        key={record.id}
        modules={modules}
        person={person}
        petitionId={petition.id}
        storageKey={{ teamId: session.account.id, accountId: session.user.id }}
        persist={persist}
        refetch={refetchAll}
      />
    </>
  );
}
