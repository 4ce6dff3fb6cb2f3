import { useApolloClient, useSubscription } from '@apollo/client/react';
import type { EntityType } from '@app/domain';
import { useCallback } from 'react';
import { EDITOR_SESSION } from '@/lib/editor-session.ts';
import { graphql } from '@/lib/gql/index.ts';
import { useLiveRefetch, type LiveRefetch } from '@/lib/live-refetch.ts';

export const CompanyEntityChangedSubscription = graphql(`
  subscription CompanyEntityChanged($companyId: UUID!, $editorSession: String) {
    companyUpdated(companyId: $companyId, editorSession: $editorSession) {
      event
      echo
    }
  }
`);

export const PersonEntityChangedSubscription = graphql(`
  subscription PersonEntityChanged($personId: UUID!, $editorSession: String) {
    personUpdated(personId: $personId, editorSession: $editorSession) {
      event
      echo
    }
  }
`);

/**
 * The queries of an entity page that live events refetch, by operation name: a company's (EntityEditor and its Team,
 * Company profile and Worksites sections) and a person's. Each is a useQuery with LIVE_QUERY_CONTEXT, so a live
 * refetch asks the server afresh.
 */
const LIVE_PAGE_QUERIES: Readonly<Partial<Record<EntityType, ReadonlySet<string>>>> = {
  COMPANY: new Set(['EntityCompanyDetail', 'CompanyTeam', 'CompanyProfile', 'CompanyWorksites']),
  USER: new Set(['EntityPersonDetail']),
};

/** Its own change (the page's mutations send EDITOR_SESSION_CONTEXT) goes to `ownEcho`, any other to a refetch. */
const onEvent = (onChange: LiveRefetch, echo: boolean | undefined) => (echo ? onChange.ownEcho() : onChange());

/**
 * Staff's Entities page follows the chosen company or person live (migration 0138): what the employer saves in the
 * onboarding wizard (profile facts, HQ address, signatory, their details, worksites), what a beneficiary saves of
 * themselves, or what another staff member saves refetches the page's queries, one runner for all of them
 * (useLiveRefetch), so staff see it without a reload. The forms keep what staff are typing (a field staff changed keeps
 * its value; the others take the new server values). A change this page's own save made comes back as `echo`: the
 * mutation's answer is already in the cache, so it refetches only when another editor's refetch may have read the
 * record before it (`ownEcho`). Other entities (awards, publications, …) are staff's alone and not followed.
 */
export function useEntityLiveUpdates(row: { type: EntityType; id: string }): void {
  const client = useApolloClient();
  const queries = LIVE_PAGE_QUERIES[row.type];
  const refetch = useCallback(
    () =>
      client.refetchQueries({
        include: 'active',
        // Only this entity's page queries; every other active query (the entity table, the shell) is left alone.
        onQueryUpdated: (query) =>
          queries?.has(query.queryName ?? '') && Object.values(query.variables).includes(row.id) ? query.refetch() : false,
      }),
    [client, queries, row.id],
  );
  const onChange = useLiveRefetch(refetch, 'the entity');
  useSubscription(CompanyEntityChangedSubscription, {
    variables: { companyId: row.id, editorSession: EDITOR_SESSION },
    skip: row.type !== 'COMPANY',
    onData: ({ data }) => onEvent(onChange, data.data?.companyUpdated?.echo),
  });
  useSubscription(PersonEntityChangedSubscription, {
    variables: { personId: row.id, editorSession: EDITOR_SESSION },
    skip: row.type !== 'USER',
    onData: ({ data }) => onEvent(onChange, data.data?.personUpdated?.echo),
  });
}
