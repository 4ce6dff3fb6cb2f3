import { useQuery } from '@apollo/client/react';
import { graphql } from '@/lib/gql/index.ts';

/** How many matches a repository picker lists; more means the user should type more. */
export const REUSABLE_PICKER_RESULT_LIMIT = 30;

/**
 * Top-level repository exhibits whose name contains the search, of one module type or (null) of every
 * type (migration 0027's filters), searched on the server: "Copy from repository" and "Add exhibit › From
 * the repository" list the same thing.
 */
export const WorkspaceReusableExhibitSearch = graphql(`
  query WorkspaceReusableExhibitSearch($search: String, $moduleType: String, $first: Int!) {
    searchReusableExhibits(search: $search, moduleType: $moduleType, first: $first) {
      totalCount
      nodes {
        id
        name
        deleted
        moduleType
        exhibitType
        reusableExhibitFilesByReusableExhibitId {
          totalCount
        }
      }
    }
  }
`);

export interface ReusableExhibitOption {
  id: string;
  name: string;
  moduleType: string | null;
  exhibitType: string | null;
  fileCount: number;
}

/**
 * What a repository picker lists while it is open. Archived exhibits are left out: the server refuses to
 * copy them (they stay in the repository only to be restored).
 */
export function useReusableExhibitSearch(search: string, moduleType: string | null) {
  const trimmed = search.trim();
  const query = useQuery(WorkspaceReusableExhibitSearch, {
    variables: { search: trimmed || null, moduleType, first: REUSABLE_PICKER_RESULT_LIMIT },
    fetchPolicy: 'cache-and-network',
  });
  const found = query.data?.searchReusableExhibits;
  const options: ReusableExhibitOption[] = (found?.nodes ?? [])
    .filter((node) => !node.deleted)
    .map((node) => ({
      id: node.id,
      name: node.name,
      moduleType: node.moduleType ?? null,
      exhibitType: node.exhibitType ?? null,
      fileCount: node.reusableExhibitFilesByReusableExhibitId.totalCount,
    }));
  // More on the server than this page: the user should type more.
  const more = (found?.totalCount ?? 0) > (found?.nodes.length ?? 0);
  return { options, more, loading: query.loading, error: query.error };
}
