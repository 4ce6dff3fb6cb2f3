import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { FilePreviewDialog, type PreviewFile } from '@/components/files/FilePreviewDialog.tsx';
import { QueryState } from '@/components/QueryState.tsx';
import { LIVE_QUERY_CONTEXT, useLiveRefetch } from '@/lib/live-refetch.ts';
import { mutateWithFeedback } from '@/lib/mutation-feedback.ts';
import {
  useCompanyDocumentsLiveUpdates,
  WorkspaceCompanyDocumentsQuery,
  WorkspaceExhibitLastFilePlace,
  WorkspaceLinkFileToExhibit,
} from '../../api/company-documents-api.ts';
import { useRefetchOnPetitionChange } from '../../hooks/use-refetch-on-petition-change.ts';
import type { TreeOption } from '../../model/tree-options.ts';
import { CompanyDocumentRow, type CompanyDocument } from './CompanyDocumentRow.tsx';

/**
 * The petitioner company's corporate documents (articles, FEIN letter, funding, foreign qualification, name
 * change… uploaded in the employer's onboarding wizard), which no exhibit gets by itself: the beneficiary reads
 * every file of their petition's exhibits, and these are the company's. Staff add one to an exhibit here, on
 * purpose; from then on it is an exhibit file like an upload (listed on the exhibit, in the compiled packet).
 */
export function CompanyDocumentsPanel({ petitionId, exhibits }: { petitionId: string; exhibits: readonly TreeOption[] }) {
  const id = useId();
  const client = useApolloClient();
  const query = useQuery(WorkspaceCompanyDocumentsQuery, {
    variables: { petitionId },
    fetchPolicy: 'cache-and-network',
    context: LIVE_QUERY_CONTEXT,
  });
  const { refetch } = query;
  // An exhibit file linked or unlinked elsewhere changes the petition: the "On …" lines follow.
  useRefetchOnPetitionChange(petitionId, refetch);
  const [link] = useMutation(WorkspaceLinkFileToExhibit);
  const [previewing, setPreviewing] = useState<PreviewFile | null>(null);
  const company = query.data?.petitionById?.companyByCompanyId;
  // A document the employer uploads (or deletes) while the panel is open: the list follows. The rows keep their
  // keys and the list stays rendered during the refetch (hasData), so a chosen exhibit and the focus survive.
  useCompanyDocumentsLiveUpdates(company?.id, useLiveRefetch(refetch, 'the company documents'));
  const documents = (company?.companyDocumentsByCompanyId.nodes ?? []).filter((doc) => !doc.fileByFileId?.deleted);

  const add = (doc: CompanyDocument, exhibitId: string) =>
    mutateWithFeedback(
      'adding a company document to an exhibit',
      async () => {
        // Last in the exhibit's order, as /db/upload/exhibit places an upload (staff may reorder afterwards).
        const { data } = await client.query({
          query: WorkspaceExhibitLastFilePlace,
          variables: { exhibitId },
          fetchPolicy: 'network-only',
        });
        const last = data?.exhibitById?.exhibitFilesByExhibitId.nodes[0]?.orderIndex;
        await link({ variables: { exhibitId, fileId: doc.fileId, orderIndex: last === undefined ? 0 : last + 1 } });
      },
      refetch,
    );

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <h2 id={`${id}-heading`} className="text-base font-semibold">
        Company documents
      </h2>
      <p className="text-sm text-muted-foreground">
        What the petitioner uploaded in its onboarding. None is on an exhibit until you add it; once added, the beneficiary can
        read it too.
      </p>
      {query.data && !company ? (
        <p className="text-sm text-muted-foreground">The petition has no petitioner company.</p>
      ) : (
        <QueryState
          loading={query.loading}
          error={query.error}
          hasData={Boolean(query.data)}
          isEmpty={documents.length === 0}
          empty="No company documents yet."
        >
          <ul className="space-y-2" aria-label="Company documents">
            {documents.map((doc) => (
              <li key={doc.fileId}>
                <CompanyDocumentRow
                  document={doc}
                  exhibits={exhibits}
                  onPreview={setPreviewing}
                  onAdd={(exhibitId) => add(doc, exhibitId)}
                />
              </li>
            ))}
          </ul>
        </QueryState>
      )}
      <FilePreviewDialog file={previewing} open={previewing !== null} onOpenChange={(open) => !open && setPreviewing(null)} />
    </section>
  );
}
