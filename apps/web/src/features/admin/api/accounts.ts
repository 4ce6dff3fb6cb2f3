import { useQuery } from '@apollo/client/react';
import { graphql } from '@/lib/gql/index.ts';

export const ViewAsAccountsQuery = graphql(`
  query ViewAsAccounts($search: String, $first: Int!) {
    searchAccounts(search: $search, first: $first) {
      nodes {
        kind
        id
        name
        email
      }
    }
  }
`);

/** How many matches the view-as picker shows; a longer list means the admin should type more. */
export const VIEW_AS_RESULT_LIMIT = 50;

export interface ViewAsAccount {
  kind: 'PERSONAL' | 'TEAM';
  /** A user id (PERSONAL) or a company id (TEAM): either is a valid workspace override. */
  id: string;
  name: string;
  email: string | null;
}

/**
 * People and companies matching `search` (server-side search), for an admin to view the app as.
 * Runs as the admin: no workspace override on this query.
 */
export function useViewAsAccounts(search: string) {
  const trimmed = search.trim();
  const result = useQuery(ViewAsAccountsQuery, {
    variables: { search: trimmed === '' ? null : trimmed, first: VIEW_AS_RESULT_LIMIT },
    context: { workspaceOverride: 'ignore' },
  });
  const accounts: ViewAsAccount[] = (result.data?.searchAccounts?.nodes ?? []).flatMap((node) =>
    node.id && node.kind ? [{ kind: node.kind, id: node.id, name: node.name ?? '', email: node.email ?? null }] : [],
  );
  return { accounts, loading: result.loading, error: result.error };
}
