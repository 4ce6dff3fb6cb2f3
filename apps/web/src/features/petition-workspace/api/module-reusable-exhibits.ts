import { useQuery } from '@apollo/client/react';
import { graphql } from '@/lib/gql/index.ts';
import { REUSABLE_PICKER_RESULT_LIMIT } from './reusable-exhibit-search.ts';

/**
 * Top-level repository exhibits of one module type whose name contains the search (migration 0027's
 * filters), for "Add exhibit › From the repository": an awards module lists the repository's awards.
 */
export const WorkspaceModuleReusableExhibits = graphql(`
  query WorkspaceModuleReusableExhibits($search: String, $moduleType: String, $first: Int!) {
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

export interface ModuleReusableOption {
  id: string;
  name: string;
  exhibitType: string | null;
  fileCount: number;
}

/**
 * What the add-exhibit repository picker lists while open: the module type's exhibits (every type's
 * when `moduleType` is null), archived ones left out because the server refuses to copy them.
 */
export function useModuleReusableExhibits(search: string, moduleType: string | null, active: boolean) {
  const trimmed = search.trim();
  const query = useQuery(WorkspaceModuleReusableExhibits, {
    variables: { search: trimmed || null, moduleType, first: REUSABLE_PICKER_RESULT_LIMIT },
    skip: !active,
    fetchPolicy: 'cache-and-network',
  });
  const found = query.data?.searchReusableExhibits;
  const options: ModuleReusableOption[] = (found?.nodes ?? [])
    .filter((node) => !node.deleted)
    .map((node) => ({
      id: node.id,
      name: node.name,
      exhibitType: node.exhibitType ?? null,
      fileCount: node.reusableExhibitFilesByReusableExhibitId.totalCount,
    }));
  const more = (found?.totalCount ?? 0) > (found?.nodes.length ?? 0);
  return { options, more, loading: query.loading, error: query.error };
}
