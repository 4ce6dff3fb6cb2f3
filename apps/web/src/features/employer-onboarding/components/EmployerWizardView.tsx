import type { EmployerOnboardingProgress } from '@app/domain';
import { useCallback, useState, type ReactNode } from 'react';
import { useAnalytics } from '@/lib/analytics.ts';
import { chosenPetition, loadChosenPetitionId, saveChosenPetitionId } from '../machine/chosen-petition.ts';
import { useEmployerWizard } from '../machine/use-employer-wizard.ts';
import type { EmployerOnboardingContext } from '../machine/employer-onboarding-machine.ts';
import { CompleteStep } from '../steps/CompleteStep.tsx';
import { DocumentsStep } from '../steps/DocumentsStep.tsx';
import { EmployerHistoryStep } from '../steps/EmployerHistoryStep.tsx';
import { HqAddressStep } from '../steps/HqAddressStep.tsx';
import { ImmigrationQuestionsStep } from '../steps/ImmigrationQuestionsStep.tsx';
import { RoleOfferStep } from '../steps/RoleOfferStep.tsx';
import { SignatoryStep } from '../steps/SignatoryStep.tsx';
import type { StepProps, WizardCompany, WizardUser } from '../steps/step-props.ts';
import { WelcomeStep } from '../steps/WelcomeStep.tsx';
import { WorksiteStep } from '../steps/WorksiteStep.tsx';
import { YourDetailsStep } from '../steps/YourDetailsStep.tsx';
import { StepNavigator } from './StepNavigator.tsx';

/** The wizard once its data is here: the navigator (on every page but the last) and the current step. */
export function EmployerWizardView({
  companyId,
  company,
  me,
  initial,
  facts,
  persist,
  refetch,
}: {
  companyId: string;
  company: WizardCompany;
  me: WizardUser;
  initial: EmployerOnboardingProgress | null;
  facts: Pick<EmployerOnboardingContext, 'hqIsBeneficiaryWorksite' | 'hasPendingDocsPetition'>;
  persist: (progress: EmployerOnboardingProgress) => Promise<void>;
  refetch: () => Promise<unknown>;
}) {
  const track = useAnalytics();
  // Spec 3 §4.1: completing the wizard is logged (once, on the move that completes it).
  const onComplete = useCallback(() => track('employer_onboarding_view', { companyId }), [companyId, track]);
  const wizard = useEmployerWizard({ companyId, initial, facts, persist, onComplete });
  // Issue 25: the role offer and worksite are per petition; the choice is remembered in this browser.
  const [petitionId, setPetitionId] = useState(() => loadChosenPetitionId(companyId));
  const choosePetition = useCallback(
    (id: string) => {
      saveChosenPetitionId(companyId, id);
      setPetitionId(id);
    },
    [companyId],
  );
  const petition = chosenPetition(company, petitionId);
  const props: StepProps = { company, me, wizard, refetch, petition, choosePetition };
  if (wizard.state === 'final') return <CompleteStep />;

  const steps: Record<Exclude<typeof wizard.state, 'final'>, ReactNode> = {
    welcome: <WelcomeStep {...props} />,
    confirmContact: <YourDetailsStep {...props} />,
    addContact: <SignatoryStep {...props} />,
    confirmAddress: <HqAddressStep {...props} />,
    addWorksite: <WorksiteStep {...props} />,
    beneficiary: <RoleOfferStep {...props} />,
    employerHistory: <EmployerHistoryStep {...props} />,
    immigrationQuestions: <ImmigrationQuestionsStep {...props} />,
    corporateDocs: <DocumentsStep step="corporateDocs" {...props} />,
    foreignDocs: <DocumentsStep step="foreignDocs" {...props} />,
    employerFundingDocs: <DocumentsStep step="employerFundingDocs" {...props} />,
  };
  return (
    <div className="flex flex-col gap-8 p-4 md:flex-row md:p-6">
      <StepNavigator current={wizard.state} isApplicable={wizard.isApplicable} onSelect={wizard.goTo} />
      <div key={wizard.state} className="min-w-0 max-w-2xl flex-1">
        {steps[wizard.state]}
      </div>
    </div>
  );
}
