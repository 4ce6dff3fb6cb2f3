import type { OnboardingExhibit, OnboardingModule } from '@app/domain';
import type { BeneficiaryOnboardingQuery } from '@/lib/gql/graphql.ts';
import type { BeneficiaryFlow } from '../flow/use-beneficiary-flow.ts';

export type OnboardingPerson = NonNullable<BeneficiaryOnboardingQuery['userById']>;

/**
 * What every exhibit screen gets: its exhibit and module, the flow, the person, the petition the checklist
 * belongs to and a refresh of the data.
 */
export interface ScreenProps {
  exhibit: OnboardingExhibit;
  module: OnboardingModule;
  flow: BeneficiaryFlow;
  person: OnboardingPerson;
  petitionId: string;
  refetch: () => Promise<unknown>;
}

/** A value the exhibit's screen stored earlier, to start its form from. */
export function storedData<T extends object>(exhibit: OnboardingExhibit): Partial<T> {
  return exhibit.data as Partial<T>;
}
