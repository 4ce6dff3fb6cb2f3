import type { EmployerWizardQuery as EmployerWizardData } from '@/lib/gql/graphql.ts';
import type { EmployerWizard } from '../machine/use-employer-wizard.ts';

export type { EmployerWizardData };
export type WizardCompany = NonNullable<EmployerWizardData['companyById']>;
export type WizardUser = NonNullable<EmployerWizardData['currentUser']>;
export type WizardPetition = WizardCompany['petitionsByCompanyId']['nodes'][number];

/** What every step gets: the company, the signed-in contact, the wizard and a refresh of the data. */
export interface StepProps {
  company: WizardCompany;
  me: WizardUser;
  wizard: EmployerWizard;
  refetch: () => Promise<unknown>;
  /** The petition the per-petition steps (role offer, worksite) work on; the contact may choose another. */
  petition: WizardPetition | null;
  choosePetition: (petitionId: string) => void;
}

/** The answers stored for a step earlier (this device or another), to start its form from. */
export function storedAnswers<T extends object>(
  wizard: EmployerWizard,
  step: keyof EmployerWizard['context']['answers'],
): Partial<T> {
  return (wizard.context.answers[step] ?? {}) as Partial<T>;
}

/**
 * The petition the wizard works on: among the company's latest petitions (one per beneficiary), the one
 * awaiting documents (decisions EMP-101), else the newest.
 */
export function latestPetition(company: WizardCompany) {
  const petitions = company.petitionsByCompanyId.nodes;
  return petitions.find((petition) => petition.status === 'PENDING_DOCS') ?? petitions[0] ?? null;
}
