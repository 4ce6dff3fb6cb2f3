import { describe, expect, it } from 'vitest';
import type { WizardCompany } from '../steps/step-props.ts';
import { chosenPetition, chosenPetitionKey, loadChosenPetitionId, saveChosenPetitionId } from './chosen-petition.ts';

const petition = (id: string, status: string) => ({ id, status }) as WizardCompany['petitionsByCompanyId']['nodes'][number];
const company = (...petitions: ReturnType<typeof petition>[]) =>
  ({ petitionsByCompanyId: { nodes: petitions } }) as unknown as WizardCompany;

describe('the petition the per-petition steps work on', () => {
  const newest = petition('newest', 'IN_PROGRESS');
  const awaiting = petition('awaiting', 'PENDING_DOCS');
  it('is the one chosen while the company still has it', () => {
    expect(chosenPetition(company(newest, awaiting), 'newest')?.id).toBe('newest');
  });
  it('defaults to the one awaiting documents, else the newest', () => {
    expect(chosenPetition(company(newest, awaiting), null)?.id).toBe('awaiting');
    expect(chosenPetition(company(newest, awaiting), 'gone')?.id).toBe('awaiting');
    expect(chosenPetition(company(newest), null)?.id).toBe('newest');
    expect(chosenPetition(company(), null)).toBeNull();
  });
  it('is remembered per company in this browser', () => {
    localStorage.clear();
    saveChosenPetitionId('company-1', 'p-2');
    expect(loadChosenPetitionId('company-1')).toBe('p-2');
    expect(loadChosenPetitionId('company-2')).toBeNull();
    expect(localStorage.getItem(chosenPetitionKey('company-1'))).toBe('p-2');
  });
});
