import { petitionMetadataOf, type FilingType, type PetitionMetadata } from '@app/domain';
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  BeneficiaryOnboardingPetitionAnswersQuery,
  BeneficiaryOnboardingSavePetitionAnswersMutation,
} from '../api/answer-queries.ts';

/**
 * The checklist's petition's answers (metadata keys and filing type) for the personal screens; a save merges
 * into the metadata so keys written by the builder or employer onboarding are kept.
 */
export function usePetitionAnswers(petitionId: string) {
  const { data, loading } = useQuery(BeneficiaryOnboardingPetitionAnswersQuery, { variables: { petitionId } });
  const [savePetition] = useMutation(BeneficiaryOnboardingSavePetitionAnswersMutation);
  const petition = data?.petitionById ?? null;
  const metadata = petitionMetadataOf(petition?.metadata);

  const saveMetadata = useCallback(
    async (answers: Partial<PetitionMetadata>, filingType?: FilingType) => {
      if (!petition) throw new Error('No petition to save the answers to');
      const merged = { ...petitionMetadataOf(petition.metadata), ...answers };
      await savePetition({
        variables: { id: petition.id, patch: { metadata: JSON.stringify(merged), ...(filingType ? { filingType } : {}) } },
      });
    },
    [petition, savePetition],
  );
  // Only the first load gates the screen: a later refetch must not unmount a form being filled in.
  return { loading: loading && !data, petition, metadata, filingType: petition?.filingType ?? null, saveMetadata };
}
