import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../lib/gql/index.ts';

export const SearchPetitionsQuery = graphql(`
  query SearchPetitions($search: String, $activeOnly: Boolean, $first: Int) {
    searchPetitions(search: $search, activeOnly: $activeOnly, first: $first) {
      totalCount
      nodes {
        id
        status
        visaClass
        userByBeneficiaryId {
          id
          fullName
        }
        companyByCompanyId {
          dbaName
        }
      }
    }
  }
`);

export const PICKER_PAGE_SIZE = 50;

/** Server-side petition search (beneficiary name, petition id, visa class, company name). */
export function useSearchPetitions(search: string, activeOnly: boolean) {
  const result = useQuery(SearchPetitionsQuery, {
    variables: { search: search.trim() || null, activeOnly, first: PICKER_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const data = result.data ?? result.previousData;
  return {
    petitions: data?.searchPetitions?.nodes ?? [],
    totalCount: data?.searchPetitions?.totalCount ?? 0,
    loading: result.loading,
    error: result.error,
  };
}
