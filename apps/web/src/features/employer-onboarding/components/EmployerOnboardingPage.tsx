import { EmployerOnboardingProgressSchema, type EmployerOnboardingProgress } from '@app/domain';
import { useMutation, useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useReadOnly } from '@/lib/read-only-context.tsx';
import { withReadOnly } from '@/lib/read-only.ts';
import { useSession } from '@/lib/session.tsx';
import { EmployerWizardQuery, SaveEmployerOnboardingMutation } from '../api/wizard-queries.ts';
import { resumeProgress } from '../machine/local-progress.ts';
import { latestPetition } from '../steps/step-props.ts';
import { EmployerWizardView } from './EmployerWizardView.tsx';
import { StepError, WaitingScreen } from './WaitingScreen.tsx';

/** Below the browsers' 64 KiB for keepalive requests in flight, leaving room for the query and headers. */
const KEEPALIVE_SAVE_BYTES = 48 * 1024;

/** The server's copy of the progress as the wizard reads it, or null when there is none it understands. */
function serverProgress(stored: { step: string; items: string; answers: string } | null): EmployerOnboardingProgress | null {
  if (!stored) return null;
  const parsed = EmployerOnboardingProgressSchema.safeParse({
    step: stored.step,
    items: JSON.parse(stored.items) as unknown,
    answers: JSON.parse(stored.answers) as unknown,
  });
  return parsed.success ? parsed.data : null;
}

/**
 * /onboarding/employer/*: the wizard for the team account in use. A VIEWER gets it read-only (the
 * readOnly=true parameter is added, so every link keeps it).
 */
export function EmployerOnboardingPage() {
  const { i18n } = useLingui();
  const { account } = useSession();
  const location = useLocation();
  if (account.kind !== 'team') {
    return (
      <p className="p-6">
        {i18n._({
          id: 'employer.teamAccountFirst',
          message: "Employer onboarding is done for a company: choose your company's team account first.",
        })}
      </p>
    );
  }
  if (account.role === 'VIEWER' && !new URLSearchParams(location.search).has('readOnly')) {
    return <Navigate replace to={withReadOnly(location.pathname, true)} />;
  }
  return <CompanyWizard companyId={account.id} />;
}

function CompanyWizard({ companyId }: { companyId: string }) {
  const readOnly = useReadOnly();
  // Without deduplication, Next on the timeout screen (a refetch) sends a new request instead of joining
  // the one that is hanging.
  const {
    data: latest,
    previousData,
    loading,
    error,
    refetch,
  } = useQuery(EmployerWizardQuery, {
    variables: { companyId },
    context: { queryDeduplication: false },
  });
  // A refetch (after an upload, say) keeps the wizard on screen with what it had: swapping it for the
  // waiting or error screen would unmount the step, dropping its form input and aborting uploads in flight.
  const data = latest ?? previousData;
  const [saveProgress] = useMutation(SaveEmployerOnboardingMutation);
  const persist = useCallback(
    async (progress: EmployerOnboardingProgress) => {
      if (readOnly) return;
      const variables = {
        companyId,
        step: progress.step,
        items: JSON.stringify(progress.items),
        answers: JSON.stringify(progress.answers),
      };
      // A move saves in the background: keepalive lets the save outlive the page, so finishing the wizard and at
      // once leaving (a typed address, a closed tab) still records it. Browsers allow 64 KiB of such requests in
      // flight; a larger save goes as a plain request.
      const keepalive = new TextEncoder().encode(JSON.stringify(variables)).length <= KEEPALIVE_SAVE_BYTES;
      await saveProgress({ variables, context: { fetchOptions: { keepalive } } });
    },
    [companyId, readOnly, saveProgress],
  );
  const retry = () => void refetch().catch(() => undefined);

  if (loading && !data) return <WaitingScreen onNext={retry} />;
  const company = data?.companyById;
  const me = data?.currentUser;
  if ((error && !data) || !company || !me) return <StepError error={error ?? new Error('company not found')} onNext={retry} />;
  return (
    <EmployerWizardView
      key={companyId}
      companyId={companyId}
      company={company}
      me={me}
      initial={resumeProgress(companyId, serverProgress(data.employerOnboardingByCompanyId ?? null))}
      facts={{
        hqIsBeneficiaryWorksite: company.isBusinessAddressWorksite === true,
        hasPendingDocsPetition: latestPetition(company)?.status === 'PENDING_DOCS',
      }}
      persist={persist}
      refetch={refetch}
    />
  );
}
