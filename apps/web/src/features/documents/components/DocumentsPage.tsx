import { formatVisaClass } from '@app/domain';
import { Download, Eye, FileText } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { FilePreviewDialog, type PreviewFile } from '../../../components/files/FilePreviewDialog.tsx';
import { formatFileSize } from '../../../components/files/format-file-size.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { formatTimestamp } from '../../../lib/dates.ts';
import { fetchDownloadLink, saveFromLink } from '../../../lib/file-download.ts';
import { useLiveRefetch } from '../../../lib/live-refetch.ts';
import { useSession } from '../../../lib/session.tsx';
import { useAccountDocuments, useDocumentsLiveUpdates } from '../api/documents.ts';
import { AddDocumentsCard, type HeldDocument } from './AddDocumentsCard.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { documentTypeLabel } from '../model/document-type-label.ts';
import { exhibitContext, exhibitNamesByFile, providedExhibitFiles } from '../model/exhibit-files.ts';

interface DocumentRow {
  key: string;
  kind: string;
  file: { id: string; name: string; mimeType: string; sizeBytes?: string | null } | null | undefined;
  date: string;
  context?: string;
}

/** Documents (/docs): every document of the account, grouped by kind, with preview and download. */
export function DocumentsPage() {
  const { account, user } = useSession();
  const { data, loading, error, refetch } = useAccountDocuments(account, user.id);
  useDocumentsLiveUpdates(account, user.id, useLiveRefetch(refetch, 'documents'));

  const [previewFile, setPreviewFile] = useState<PreviewFile | null>(null);

  const download = async (fileId: string, name: string) => {
    try {
      saveFromLink(await fetchDownloadLink(fileId), name);
    } catch (err) {
      console.error('download failed:', err);
      toast.error('Failed to load file');
    }
  };

  const petitions = data?.allPetitions?.nodes ?? [];
  // Which exhibit each file belongs to, shown by its title beside the file wherever it is listed (issue 25).
  const exhibitNames = exhibitNamesByFile(petitions);
  const heldFiles: { type: string; fileByFileId?: { name: string } | null }[] =
    account.kind === 'team' ? (data?.allCompanyDocuments?.nodes ?? []) : (data?.allImmigrationDocuments?.nodes ?? []);
  const held: HeldDocument[] = heldFiles.flatMap((doc) =>
    doc.fileByFileId ? [{ type: doc.type, name: doc.fileByFileId.name }] : [],
  );
  // Viewers of a team only read its documents (the server refuses them too).
  const mayAdd = account.kind === 'personal' || account.role !== 'VIEWER';
  const baseGroups: { title: string; rows: DocumentRow[] }[] = [
    {
      title: 'Personal documents',
      rows: (data?.allUserDocuments?.nodes ?? []).map((doc) => ({
        key: doc.nodeId,
        // Evidence uploads are filed under their exhibit's catalogue type (migration 0035): its name.
        kind: documentTypeLabel(doc.documentType),
        file: doc.fileByFileId,
        date: doc.createdAt,
      })),
    },
    {
      title: 'Immigration documents',
      rows: (data?.allImmigrationDocuments?.nodes ?? []).map((doc) => ({
        key: doc.nodeId,
        kind: documentTypeLabel(doc.type),
        file: doc.fileByFileId,
        date: doc.createdAt,
      })),
    },
    {
      title: 'Provider documents',
      rows: (data?.allProviderDocuments?.nodes ?? []).map((doc) => ({
        key: doc.nodeId,
        kind: documentTypeLabel(doc.documentType),
        file: doc.fileByFileId,
        date: doc.createdAt,
      })),
    },
    {
      title: 'Company documents',
      rows: (data?.allCompanyDocuments?.nodes ?? []).map((doc) => ({
        key: doc.nodeId,
        kind: documentTypeLabel(doc.type),
        file: doc.fileByFileId,
        date: doc.createdAt,
      })),
    },
    {
      title: 'Petition forms',
      rows: petitions.flatMap((petition) =>
        petition.petitionFormsByPetitionId.nodes.map((form) => ({
          key: form.id,
          kind: documentTypeLabel(form.type),
          file: form.fileByFileId,
          date: form.updatedAt,
          context: `${petition.visaClassLabel ?? formatVisaClass(petition.visaClass)} — ${petition.userByBeneficiaryId?.fullName ?? ''}`,
        })),
      ),
    },
    {
      title: 'Petition letters',
      rows: petitions.flatMap((petition) =>
        petition.petitionLettersByPetitionId.nodes.map((letter) => ({
          key: letter.id,
          kind: letter.name,
          file: letter.fileByFinalFileId,
          date: letter.updatedAt,
          context: `${petition.visaClassLabel ?? formatVisaClass(petition.visaClass)} — ${petition.userByBeneficiaryId?.fullName ?? ''}`,
        })),
      ),
    },
    {
      title: 'Petition packets',
      rows: petitions.flatMap((petition) =>
        petition.compiledPetitionsByPetitionId.nodes.map((packet) => ({
          key: packet.id,
          kind: 'Filing packet',
          file: packet.fileByFileId,
          date: packet.finishedAt ?? packet.createdAt,
          context: `${petition.visaClassLabel ?? formatVisaClass(petition.visaClass)} — ${petition.userByBeneficiaryId?.fullName ?? ''}`,
        })),
      ),
    },
  ];
  // Files the person or team uploaded to a petition exhibit that no group above lists (a team's evidence,
  // anything uploaded before evidence was filed as a personal document).
  const listed = new Set(baseGroups.flatMap((group) => group.rows.flatMap((row) => (row.file ? [row.file.id] : []))));
  const uploaders = new Set(
    account.kind === 'team' ? (data?.allCompanyMembers?.nodes ?? []).map((member) => member.userId) : [user.id],
  );
  const evidence: DocumentRow[] = providedExhibitFiles(petitions, uploaders, listed).map((row) => ({
    key: row.key,
    kind: 'Evidence',
    file: row.file,
    date: row.date,
  }));
  const groups = [...baseGroups, { title: 'Evidence files', rows: evidence }]
    .map((group) => ({
      ...group,
      rows: group.rows.map((row) => ({
        ...row,
        context: [row.context, exhibitContext(row.file ? exhibitNames.get(row.file.id) : undefined)].filter(Boolean).join(' · '),
      })),
    }))
    .filter((group) =>
      account.kind === 'team'
        ? group.title !== 'Personal documents' && group.title !== 'Immigration documents' && group.title !== 'Provider documents'
        : group.title !== 'Company documents',
    );

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold">Documents</h1>
        <p className="text-muted-foreground">Everything on file for {account.name}.</p>
      </div>
      {mayAdd && !error && <AddDocumentsCard account={account} userId={user.id} held={held} onUploaded={() => refetch()} />}
      <QueryState loading={loading} error={error} />
      {!loading &&
        !error &&
        groups.map((group) => (
          <Card key={group.title}>
            <CardHeader>
              <CardTitle>
                {group.title} <span className="font-normal text-muted-foreground">({group.rows.length})</span>
              </CardTitle>
            </CardHeader>
            <CardContent>
              {group.rows.length === 0 ? (
                <p className="text-sm text-muted-foreground">No documents yet.</p>
              ) : (
                <ul className="divide-y">
                  {group.rows.map((row) => (
                    <li key={row.key} className="flex flex-wrap items-center gap-3 py-2">
                      <FileText className="h-5 w-5 shrink-0 text-muted-foreground" aria-hidden="true" />
                      {/* At least 12rem for the name and details: on a phone the buttons wrap below them (issue 26). */}
                      <div className="min-w-0 flex-[1_1_12rem]">
                        <p className="truncate text-sm font-medium">{row.file?.name ?? row.kind}</p>
                        <p className="text-xs text-muted-foreground">
                          {row.kind}
                          {row.context ? ` · ${row.context}` : ''} · {formatTimestamp(row.date)}
                          {row.file?.sizeBytes ? ` · ${formatFileSize(row.file.sizeBytes)}` : ''}
                        </p>
                      </div>
                      {row.file ? (
                        <div className="flex flex-wrap gap-1 max-md:ml-5">
                          <Button
                            size="sm"
                            variant="ghost"
                            allowInReadOnly
                            onClick={() => row.file && setPreviewFile(row.file)}
                            aria-label={`Preview ${row.file.name}`}
                          >
                            <Eye aria-hidden="true" /> Preview
                          </Button>
                          <Button
                            size="sm"
                            variant="ghost"
                            allowInReadOnly
                            onClick={() => row.file && void download(row.file.id, row.file.name)}
                            aria-label={`Download ${row.file.name}`}
                          >
                            <Download aria-hidden="true" /> Download
                          </Button>
                        </div>
                      ) : (
                        <span className="text-xs text-muted-foreground">No file yet</span>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        ))}
      <FilePreviewDialog
        file={previewFile}
        open={previewFile !== null}
        onOpenChange={(open) => {
          if (!open) setPreviewFile(null);
        }}
      />
    </div>
  );
}
