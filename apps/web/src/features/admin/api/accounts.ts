import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../lib/gql/index.ts';

export const ViewAsAccountsQuery = graphql(`
  query ViewAsAccounts($first: Int!) {
    allUsers(first: $first, orderBy: FULL_NAME_ASC) {
      totalCount
      nodes {
        id
        fullName
        email
      }
    }
    allCompanies(first: $first, orderBy: DBA_NAME_ASC) {
      totalCount
      nodes {
        id
        dbaName
      }
    }
  }
`);

export const VIEW_AS_LIST_SIZE = 500;

/** Users and companies an admin may view the app as (as the admin: no override on this query). */
export function useViewAsAccounts() {
  return useQuery(ViewAsAccountsQuery, { variables: { first: VIEW_AS_LIST_SIZE }, context: { workspaceOverride: 'ignore' } });
}
