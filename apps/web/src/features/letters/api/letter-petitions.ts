import { useQuery } from '@apollo/client/react';
import { graphql } from '@/lib/gql/index.ts';

/** Petitions a letter can be saved to, found by beneficiary, company, visa class or id. */
export const LettersSearchPetitionsQuery = graphql(`
  query LettersSearchPetitions($search: String) {
    searchPetitions(search: $search, activeOnly: false, first: 20) {
      nodes {
        id
        visaClass
        userByBeneficiaryId {
          id
          fullName
        }
        companyByCompanyId {
          id
          dbaName
        }
      }
    }
  }
`);

export interface LetterPetitionOption {
  id: string;
  label: string;
}

export function useLetterPetitions(search: string): { options: LetterPetitionOption[]; loading: boolean; error: boolean } {
  const { data, loading, error } = useQuery(LettersSearchPetitionsQuery, {
    variables: { search: search.trim() || null },
    fetchPolicy: 'cache-and-network',
  });
  const options = (data?.searchPetitions?.nodes ?? []).flatMap((petition) =>
    petition
      ? [
          {
            id: petition.id,
            label: [
              petition.userByBeneficiaryId?.fullName ?? 'No beneficiary',
              petition.companyByCompanyId?.dbaName,
              petition.visaClass?.toUpperCase().replace('_', '-'),
            ]
              .filter(Boolean)
              .join(' · '),
          },
        ]
      : [],
  );
  return { options, loading, error: Boolean(error) };
}
