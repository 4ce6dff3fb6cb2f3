import { useQuery } from '@apollo/client/react';
import { WorkspaceDocumentsQuery } from '../../api/documents-api.ts';
import { LIVE_QUERY_CONTEXT } from '@/lib/live-refetch.ts';
import { useRefetchOnPetitionChange } from '../../hooks/use-refetch-on-petition-change.ts';

/**
 * The petition's forms, letters and provider documents, refetched whenever the petition changes (migration
 * 0031 makes the three tables notify the builder_petition topic), so another staff member's upload shows
 * without a reload. The Forms, Letters and Provider documents panels share the one cached query.
 */
export function useWorkspaceDocuments(petitionId: string) {
  const query = useQuery(WorkspaceDocumentsQuery, {
    variables: { petitionId },
    fetchPolicy: 'cache-and-network',
    context: LIVE_QUERY_CONTEXT,
  });
  useRefetchOnPetitionChange(petitionId, query.refetch);
  return query;
}
