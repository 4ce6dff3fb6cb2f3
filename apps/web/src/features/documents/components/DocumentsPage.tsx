import { COMPANY_DOCUMENT_TYPES, formatVisaClass, IMMIGRATION_DOCUMENT_TYPES, isOneOf } from '@app/domain';
import { useMutation } from '@apollo/client/react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { toast } from 'sonner';
import { FilePreviewDialog, type PreviewFile } from '@/components/files/FilePreviewDialog.tsx';
import { useUndoableDelete } from '@/components/files/use-undoable-delete.ts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { fetchDownloadLink, saveFromLink } from '@/lib/file-download.ts';
import type { UploadRegistration } from '@/lib/file-upload.ts';
import { useLiveRefetch } from '@/lib/live-refetch.ts';
import { LivePetitionListeners } from '@/lib/petition-changes.tsx';
import { useSession } from '@/lib/session.tsx';
import { useStaggeredMountsPending } from '@/lib/use-staggered-mount.ts';
import { DocumentsDeleteFileMutation, useAccountDocuments, useDocumentsLiveUpdates } from '../api/documents.ts';
import { AddDocumentsCard, type HeldDocument } from './AddDocumentsCard.tsx';
import { QueryState } from '@/components/QueryState.tsx';
import { documentTypeLabel } from '../model/document-type-label.ts';
import { IMMIGRATION_DOCUMENT_MESSAGES } from '../model/immigration-document-messages.ts';
import { exhibitContext, exhibitNamesByFile, providedExhibitFiles } from '../model/exhibit-files.ts';
import { exhibitIdsOfFile, packetsHoldingFile } from '../model/packet-files.ts';
import { DOCUMENT_DELETE_FAILED_TEXT, OwnFileActions } from './OwnFileActions.tsx';
import { DocumentListRow, type DocumentRow } from './DocumentListRow.tsx';
import { StaggeredRows } from './StaggeredRows.tsx';

type GroupKey = 'personal' | 'immigration' | 'provider' | 'company' | 'forms' | 'letters' | 'packets' | 'evidence';

/** The groups' titles (issue 36: in the customer's language). */
const GROUP_TITLES: Record<GroupKey, MessageDescriptor> = {
  personal: /*i18n*/ { id: 'documents.group.personal', message: 'Personal documents' },
  immigration: /*i18n*/ { id: 'documents.group.immigration', message: 'Immigration documents' },
  provider: /*i18n*/ { id: 'documents.group.provider', message: 'Provider documents' },
  company: /*i18n*/ { id: 'documents.group.company', message: 'Company documents' },
  forms: /*i18n*/ { id: 'documents.group.forms', message: 'Petition forms' },
  letters: /*i18n*/ { id: 'documents.group.letters', message: 'Petition letters' },
  packets: /*i18n*/ { id: 'documents.group.packets', message: 'Petition packets' },
  evidence: /*i18n*/ { id: 'documents.group.evidence', message: 'Evidence files' },
};

/**
 * Documents (/docs): every document of the account, grouped by kind, with preview and download; the files the
 * user uploaded also with Replace and Delete (undoable; a file in a compiled packet asks first, issue 26).
 */
export function DocumentsPage() {
  const { i18n } = useLingui();
  const { account, user } = useSession();
  const { data, loading, error, refetch } = useAccountDocuments(account, user.id);
  // One runner for every live event of the page: its documents, and its cases' files, forms, letters and packets.
  const onLiveChange = useLiveRefetch(refetch, 'documents');
  useDocumentsLiveUpdates(account, user.id, onLiveChange);

  const rowsPending = useStaggeredMountsPending();
  const [previewFile, setPreviewFile] = useState<PreviewFile | null>(null);
  const [deleteFile] = useMutation(DocumentsDeleteFileMutation);
  const deleteNow = async (fileId: string) => {
    await deleteFile({ variables: { id: fileId } });
  };
  const { isPending, remove } = useUndoableDelete(async (fileId: string) => {
    try {
      await deleteNow(fileId);
      await refetch();
    } catch (err) {
      console.error('deleting a document failed:', err);
      toast.error(i18n._(DOCUMENT_DELETE_FAILED_TEXT));
    }
  });

  const download = async (fileId: string, name: string) => {
    try {
      saveFromLink(await fetchDownloadLink(fileId), name);
    } catch (err) {
      console.error('download failed:', err);
      toast.error(i18n._({ id: 'documents.downloadFailed', message: 'Failed to load file' }));
    }
  };

  const petitions = data?.allPetitions?.nodes ?? [];
  // Which exhibit each file belongs to, shown by its title beside the file wherever it is listed (issue 25).
  const exhibitNames = exhibitNamesByFile(petitions, i18n);
  const heldFiles: { type: string; fileByFileId?: { name: string } | null }[] =
    account.kind === 'team' ? (data?.allCompanyDocuments?.nodes ?? []) : (data?.allImmigrationDocuments?.nodes ?? []);
  const held: HeldDocument[] = heldFiles.flatMap((doc) =>
    doc.fileByFileId ? [{ type: doc.type, name: doc.fileByFileId.name }] : [],
  );
  // Viewers of a team only read its documents (the server refuses them too).
  const mayAdd = account.kind === 'personal' || account.role !== 'VIEWER';
  const baseGroups: { key: GroupKey; rows: DocumentRow[] }[] = [
    {
      key: 'personal',
      rows: (data?.allUserDocuments?.nodes ?? []).map((doc) => ({
        key: doc.nodeId,
        // Evidence uploads are filed under their exhibit's catalogue type (migration 0035): its name.
        kind: documentTypeLabel(doc.documentType, i18n),
        file: doc.fileByFileId,
        date: doc.createdAt,
        filedAs: { path: 'individual', fields: { userId: user.id, documentType: doc.documentType } },
      })),
    },
    {
      key: 'immigration',
      rows: (data?.allImmigrationDocuments?.nodes ?? []).map((doc) => ({
        key: doc.nodeId,
        kind: isOneOf(IMMIGRATION_DOCUMENT_TYPES, doc.type)
          ? i18n._(IMMIGRATION_DOCUMENT_MESSAGES[doc.type])
          : documentTypeLabel(doc.type, i18n),
        file: doc.fileByFileId,
        date: doc.createdAt,
        ...(isOneOf(IMMIGRATION_DOCUMENT_TYPES, doc.type)
          ? { filedAs: { path: 'immigration', fields: { userId: user.id, immigrationDocType: doc.type } } as const }
          : {}),
      })),
    },
    {
      key: 'provider',
      rows: (data?.allProviderDocuments?.nodes ?? []).map((doc) => ({
        key: doc.nodeId,
        kind: documentTypeLabel(doc.documentType, i18n),
        file: doc.fileByFileId,
        date: doc.createdAt,
      })),
    },
    {
      key: 'company',
      rows: (data?.allCompanyDocuments?.nodes ?? []).map((doc) => ({
        key: doc.nodeId,
        kind: documentTypeLabel(doc.type, i18n),
        file: doc.fileByFileId,
        date: doc.createdAt,
        ...(isOneOf(COMPANY_DOCUMENT_TYPES, doc.type)
          ? { filedAs: { path: 'company', fields: { companyId: account.id, companyDocType: doc.type } } as const }
          : {}),
      })),
    },
    {
      key: 'forms',
      rows: petitions.flatMap((petition) =>
        petition.petitionFormsByPetitionId.nodes.map((form) => ({
          key: form.id,
          kind: documentTypeLabel(form.type, i18n),
          file: form.fileByFileId,
          date: form.updatedAt,
          context: `${petition.visaClassLabel ?? formatVisaClass(petition.visaClass)} — ${petition.userByBeneficiaryId?.fullName ?? ''}`,
        })),
      ),
    },
    {
      key: 'letters',
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
      key: 'packets',
      rows: petitions.flatMap((petition) =>
        petition.compiledPetitionsByPetitionId.nodes.map((packet) => ({
          key: packet.id,
          kind: i18n._({ id: 'documents.kind.packet', message: 'Filing packet' }),
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
    kind: i18n._({ id: 'documents.kind.evidence', message: 'Evidence' }),
    evidence: true,
    file: row.file,
    date: row.date,
  }));
  // Who uploaded each file: only the uploader may delete or replace it (the files delete policy agrees).
  const ownerOf = new Map<string, string | null | undefined>();
  for (const petition of petitions)
    for (const exhibit of petition.exhibitsByPetitionId.nodes)
      for (const link of exhibit.exhibitFilesByExhibitId.nodes) ownerOf.set(link.fileId, link.fileByFileId?.ownerId);
  for (const doc of [
    ...(data?.allUserDocuments?.nodes ?? []),
    ...(data?.allImmigrationDocuments?.nodes ?? []),
    ...(data?.allCompanyDocuments?.nodes ?? []),
  ])
    if (doc.fileByFileId) ownerOf.set(doc.fileByFileId.id, doc.fileByFileId.ownerId);
  const ownFileOf = (row: DocumentRow) =>
    mayAdd && row.file && ownerOf.get(row.file.id) === user.id && (row.filedAs || row.evidence) ? row.file : null;
  // A personal document that is an exhibit's file (the checklist's evidence, filed as the person's document too,
  // migration 0035) is replaced on the exhibit: the exhibit keeps a file in its place, under its limit, and the
  // person's copy follows. Filed as a personal document only, the exhibit lost the file.
  const replaceTo = (row: DocumentRow, fileId: string): UploadRegistration | null => {
    const exhibitId = exhibitIdsOfFile(petitions, fileId)[0];
    if (row.filedAs && (row.filedAs.path !== 'individual' || !exhibitId)) return row.filedAs;
    return exhibitId ? { path: 'exhibit', fields: { exhibitId } } : null;
  };
  const ownActions = (row: DocumentRow) => {
    const file = ownFileOf(row);
    if (!file) return null;
    return (
      <OwnFileActions
        file={file}
        packets={packetsHoldingFile(petitions, file.id)}
        replaceTo={replaceTo(row, file.id)}
        uploaderKind={account.kind === 'team' ? 'employerOnboarding' : 'beneficiary'}
        onDelete={() => remove(file.id, file.name)}
        onReplaced={() => refetch()}
      />
    );
  };
  const groups = [...baseGroups, { key: 'evidence' as const, rows: evidence }]
    .map((group) => ({
      ...group,
      rows: group.rows
        .filter((row) => !row.file || !isPending(row.file.id))
        .map((row) => ({
          ...row,
          context: [row.context, exhibitContext(i18n, row.file ? exhibitNames.get(row.file.id) : undefined)]
            .filter(Boolean)
            .join(' · '),
        })),
    }))
    .filter((group) =>
      account.kind === 'team'
        ? group.key !== 'personal' && group.key !== 'immigration' && group.key !== 'provider'
        : group.key !== 'company',
    );

  return (
    // Busy until every list row has rendered (they mount in parts, one per commit: StaggeredRows).
    <div id="documents" className="mx-auto flex max-w-5xl flex-col gap-6" aria-busy={loading || rowsPending}>
      <div>
        <h1 className="text-2xl font-semibold">{i18n._({ id: 'documents.heading', message: 'Documents' })}</h1>
        <p className="text-muted-foreground">
          {i18n._({ id: 'documents.intro', message: 'Everything on file for {name}.', values: { name: account.name } })}
        </p>
      </div>
      {mayAdd && !error && <AddDocumentsCard account={account} userId={user.id} held={held} onUploaded={() => refetch()} />}
      {/* Where the uploader would be, a VIEWER reads why there is none (rather than wondering where it went). */}
      {!mayAdd && (
        <p className="text-sm text-muted-foreground">
          {i18n._({
            id: 'documents.viewOnly',
            message: "View only: ask your team's admin to add or replace documents.",
          })}
        </p>
      )}
      {/* What staff or another device add to a case (exhibit files, forms, letters, shared packets) shows live too. */}
      <LivePetitionListeners
        accountId={account.id}
        petitionIds={petitions.map((petition) => petition.id)}
        onChange={onLiveChange}
      />
      <QueryState loading={loading} error={error} hasData={data !== undefined} />
      {/* Kept while a live event refetches (Apollo reports loading again): unmounting the lists would drop the focus
          of a row's button and a replacement being picked. */}
      {data !== undefined &&
        groups.map((group, groupIndex) => (
          <Card key={group.key}>
            <CardHeader>
              <CardTitle>
                {i18n._(GROUP_TITLES[group.key])} <span className="font-normal text-muted-foreground">({group.rows.length})</span>
              </CardTitle>
            </CardHeader>
            <CardContent>
              {group.rows.length === 0 ? (
                <p className="text-sm text-muted-foreground">{i18n._({ id: 'documents.none', message: 'No documents yet.' })}</p>
              ) : (
                <ul className="divide-y">
                  <StaggeredRows
                    rows={group.rows}
                    firstScreen={groupIndex === 0}
                    renderRow={(row) => (
                      <DocumentListRow
                        key={row.key}
                        row={row}
                        onPreview={setPreviewFile}
                        onDownload={(file) => void download(file.id, file.name)}
                        ownActions={ownActions(row)}
                      />
                    )}
                  />
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
