import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { graphql } from '@/lib/gql/index.ts';
import { SEARCH_COUNT_CAP } from '../components/capped-count.ts';

/**
 * One request, one statement (issue 35): the page with the names it shows and the search's capped count
 * (`matchingCount`, the same on every row) come from one database function.
 */
export const PetitionPickerQuery = graphql(`
  query PetitionPicker($search: String, $activeOnly: Boolean, $pageSize: Int, $afterUpdatedAt: Datetime, $afterId: UUID) {
    petitionPicker(
      search: $search
      activeOnly: $activeOnly
      pageSize: $pageSize
      afterUpdatedAt: $afterUpdatedAt
      afterId: $afterId
    ) {
      nodes {
        petitionId
        updatedAt
        status
        visaClass
        beneficiaryName
        petitionerName
        matchingCount
      }
    }
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
  const result = useQuery(PetitionPickerQuery, {
    variables: { ...filter, pageSize: PICKER_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const data = result.data ?? result.previousData;
  const nodes = data?.petitionPicker?.nodes;
  const petitions = useMemo(
    () =>
      (nodes ?? []).map(({ petitionId, visaClass, ...entry }) => ({
        ...entry,
        id: petitionId ?? '',
        visaClass: visaClass ?? '',
      })),
    [nodes],
  );
  // The first page's count is the whole search's (an empty first page: nothing matches).
  const totalCount = nodes === undefined ? undefined : (nodes[0]?.matchingCount ?? 0);
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
        petitionPicker: {
          ...fetchMoreResult.petitionPicker,
          nodes: [...(previous.petitionPicker?.nodes ?? []), ...(fetchMoreResult.petitionPicker?.nodes ?? [])],
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
    error: result.error,
  };
}
