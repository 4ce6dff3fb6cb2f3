import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { FilePreviewDialog, type PreviewFile } from '@/components/files/FilePreviewDialog.tsx';
import { FileUploader } from '@/components/files/FileUploader.tsx';
import { QueryState } from '@/components/QueryState.tsx';
import { mutateWithFeedback } from '@/lib/mutation-feedback.ts';
import { WorkspaceDeleteProviderDocument, WorkspaceSetProviderDocumentVisibility } from '../../api/documents-api.ts';
import { ProviderDocumentRow, type ProviderDocument } from './ProviderDocumentRow.tsx';
import { useWorkspaceDocuments } from './use-workspace-documents.ts';

/**
 * The provider's own documents for this petition (spec 1 §3 "a provider-owned document", §7
 * /db/upload/plymouth): filed for the beneficiary, hidden from them until staff switch on "Visible to
 * customer" (migration 0031), then listed on their Documents page.
 */
export function ProviderDocumentsPanel({ petitionId }: { petitionId: string }) {
  const id = useId();
  const query = useWorkspaceDocuments(petitionId);
  const { refetch } = query;
  const [setVisibility] = useMutation(WorkspaceSetProviderDocumentVisibility);
  const [deleteDocument] = useMutation(WorkspaceDeleteProviderDocument);
  const [previewing, setPreviewing] = useState<PreviewFile | null>(null);
  const petition = query.data?.petitionById;
  const documents = petition?.providerDocumentsByPetitionId.nodes ?? [];

  const run = (what: string, change: () => Promise<unknown>) => mutateWithFeedback(what, change, refetch);
  const toggle = (doc: ProviderDocument, visible: boolean) =>
    run('changing a provider document’s visibility', () =>
      setVisibility({ variables: { ownerId: doc.ownerId, fileId: doc.fileId, visible } }),
    );
  const remove = (doc: ProviderDocument) =>
    run('deleting a provider document', () => deleteDocument({ variables: { ownerId: doc.ownerId, fileId: doc.fileId } }));

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <h2 id={`${id}-heading`} className="text-base font-semibold">
        Provider documents
      </h2>
      {petition &&
        (petition.beneficiaryId ? (
          <FileUploader
            kind="builder"
            label="Upload provider documents"
            registration={{ path: 'plymouth', fields: { userId: petition.beneficiaryId, petitionId } }}
            existingNames={documents.flatMap((doc) =>
              doc.documentType === 'other' && doc.fileByFileId ? [doc.fileByFileId.name] : [],
            )}
            onUploaded={() => refetch()}
          />
        ) : (
          // A provider document belongs to a person; without a beneficiary there is nobody to file it for.
          <p className="text-sm text-muted-foreground">Choose the petition’s beneficiary before adding provider documents.</p>
        ))}
      <QueryState
        loading={query.loading}
        error={query.error}
        hasData={Boolean(query.data)}
        isEmpty={documents.length === 0}
        empty="No provider documents yet."
      >
        <ul className="space-y-2" aria-label="Provider documents">
          {documents.map((doc) => (
            <li key={`${doc.ownerId}:${doc.fileId}`}>
              <ProviderDocumentRow
                document={doc}
                onPreview={setPreviewing}
                onVisibleChange={(visible) => void toggle(doc, visible)}
                onDelete={() => void remove(doc)}
              />
            </li>
          ))}
        </ul>
      </QueryState>
      <FilePreviewDialog file={previewing} open={previewing !== null} onOpenChange={(open) => !open && setPreviewing(null)} />
    </section>
  );
}
