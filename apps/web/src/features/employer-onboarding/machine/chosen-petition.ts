import type { WizardCompany, WizardPetition } from '../steps/step-props.ts';
import { latestPetition } from '../steps/step-props.ts';

/** Where this browser remembers which of a company's petitions the wizard was on (issue 25). */
export function chosenPetitionKey(companyId: string): string {
  return `employer-onboarding-petition-${companyId}`;
}

export function loadChosenPetitionId(companyId: string, storage: Storage = localStorage): string | null {
  try {
    return storage.getItem(chosenPetitionKey(companyId));
  } catch {
    return null;
  }
}

export function saveChosenPetitionId(companyId: string, petitionId: string, storage: Storage = localStorage): void {
  try {
    storage.setItem(chosenPetitionKey(companyId), petitionId);
  } catch {
    // A full or disabled storage only forgets the choice: the wizard opens on the default petition.
  }
}

/**
 * The petition the per-petition steps show: the one chosen before when the company still has it,
 * else the default (the one awaiting documents, else the newest).
 */
export function chosenPetition(company: WizardCompany, chosenId: string | null): WizardPetition | null {
  return company.petitionsByCompanyId.nodes.find((petition) => petition.id === chosenId) ?? latestPetition(company);
}
