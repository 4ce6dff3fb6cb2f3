import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '@/lib/gql/index.ts';
import { SEARCH_COUNT_CAP } from '../components/capped-count.ts';

export const SearchPetitionsQuery = graphql(`
  query SearchPetitions($search: String, $activeOnly: Boolean, $first: Int, $afterUpdatedAt: Datetime, $afterId: UUID) {
    searchPetitions(search: $search, activeOnly: $activeOnly, first: $first, afterUpdatedAt: $afterUpdatedAt, afterId: $afterId) {
      nodes {
        id
        updatedAt
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

export const SearchPetitionsCountQuery = graphql(`
  query SearchPetitionsCount($search: String, $activeOnly: Boolean) {
    searchPetitionsCount(search: $search, activeOnly: $activeOnly)
  }
`);

export const PICKER_PAGE_SIZE = 50;

/**
 * Server-side petition search (beneficiary name, petition id, visa class, company name), a page at a
 * time: "load more" continues after the last row loaded (keyset: its updatedAt and id), so a later
 * page costs what the first one does. The count is capped at 1,001 (shown as "1,000+").
 */
export function useSearchPetitions(search: string, activeOnly: boolean) {
  // A short reference is typed as shown ('#0B9E3C1A'); the server matches its hex digits in the id.
  const filter = { search: search.trim().replace(/^#/, '') || null, activeOnly };
  const result = useQuery(SearchPetitionsQuery, {
    variables: { ...filter, first: PICKER_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const count = useQuery(SearchPetitionsCountQuery, { variables: filter, fetchPolicy: 'cache-and-network' });
  const data = result.data ?? result.previousData;
  const petitions = data?.searchPetitions?.nodes ?? [];
  const totalCount = (count.data ?? count.previousData)?.searchPetitionsCount ?? undefined;
  const last = petitions.at(-1);
  // Pages are full until the last one; past the count's cap only a full last page says there may be more.
  const hasMore =
    last !== undefined &&
    petitions.length % PICKER_PAGE_SIZE === 0 &&
    (totalCount === undefined || petitions.length < totalCount || totalCount >= SEARCH_COUNT_CAP);

  const { fetchMore } = result;
  const lastUpdatedAt = last?.updatedAt;
  const lastId = last?.id;
  const loadMore = useCallback(async () => {
    if (lastUpdatedAt === undefined || lastId === undefined) return;
    await fetchMore({
      variables: { afterUpdatedAt: lastUpdatedAt, afterId: lastId },
      updateQuery: (previous, { fetchMoreResult }) => ({
        ...previous,
        searchPetitions: {
          ...fetchMoreResult.searchPetitions,
          nodes: [...(previous.searchPetitions?.nodes ?? []), ...(fetchMoreResult.searchPetitions?.nodes ?? [])],
        },
      }),
    });
  }, [fetchMore, lastUpdatedAt, lastId]);

  return {
    petitions,
    totalCount,
    hasMore,
    loadMore,
    // Loading the next page keeps the list, its footer and the focused "Load more" button in place.
    loading: result.loading && result.networkStatus !== NetworkStatus.fetchMore,
    error: result.error ?? count.error,
  };
}
