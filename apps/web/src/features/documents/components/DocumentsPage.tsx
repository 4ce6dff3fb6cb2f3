import { COMPANY_DOCUMENT_TYPE_LABELS, IMMIGRATION_DOCUMENT_TYPE_LABELS, formatVisaClass } from '@app/domain';
import { Download, Eye, FileText } from 'lucide-react';
import { useAuth } from 'react-oidc-context';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { formatTimestamp } from '../../../lib/dates.ts';
import { FileServiceUnavailableError, fetchDownloadLink } from '../../../lib/file-download.ts';
import { useSession } from '../../../lib/session.tsx';
import { useAccountDocuments, useDocumentsLiveUpdates } from '../api/documents.ts';

interface DocumentRow {
  key: string;
  kind: string;
  file: { id: string; name: string; mimeType: string; sizeBytes?: string | null } | null | undefined;
  date: string;
  context?: string;
}

function labelOf(labels: Readonly<Record<string, string>>, value: string): string {
  return labels[value] ?? value.replaceAll('_', ' ');
}

function formatSize(bytes: string | null | undefined): string {
  const n = Number(bytes);
  if (!bytes || !Number.isFinite(n)) return '';
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(0)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}

/** Documents (/docs): every document of the account, grouped by kind, with preview and download. */
export function DocumentsPage() {
  const { account, user } = useSession();
  const auth = useAuth();
  const { data, loading, error, refetch } = useAccountDocuments(account, user.id);
  useDocumentsLiveUpdates(account, user.id, () => void refetch());

  const open = async (fileId: string, name: string, mode: 'preview' | 'download') => {
    try {
      const link = await fetchDownloadLink(fileId, auth.user?.access_token);
      if (mode === 'preview') {
        window.open(link, '_blank', 'noopener,noreferrer');
      } else {
        const anchor = document.createElement('a');
        anchor.href = link;
        anchor.download = name;
        anchor.rel = 'noopener';
        anchor.click();
      }
    } catch (err) {
      if (err instanceof FileServiceUnavailableError) toast.info('File preview and download are not available yet.');
      else {
        console.error('download failed:', err);
        toast.error('Unexpected error occurred');
      }
    }
  };

  const petitions = data?.allPetitions?.nodes ?? [];
  const groups: { title: string; rows: DocumentRow[] }[] = [
    {
      title: 'Personal documents',
      rows: (data?.allUserDocuments?.nodes ?? []).map((doc) => ({
        key: doc.nodeId,
        kind: doc.documentType.replaceAll('_', ' '),
        file: doc.fileByFileId,
        date: doc.createdAt,
      })),
    },
    {
      title: 'Immigration documents',
      rows: (data?.allImmigrationDocuments?.nodes ?? []).map((doc) => ({
        key: doc.nodeId,
        kind: labelOf(IMMIGRATION_DOCUMENT_TYPE_LABELS, doc.type),
        file: doc.fileByFileId,
        date: doc.createdAt,
      })),
    },
    {
      title: 'Company documents',
      rows: (data?.allCompanyDocuments?.nodes ?? []).map((doc) => ({
        key: doc.nodeId,
        kind: labelOf(COMPANY_DOCUMENT_TYPE_LABELS, doc.type),
        file: doc.fileByFileId,
        date: doc.createdAt,
      })),
    },
    {
      title: 'Petition forms',
      rows: petitions.flatMap((petition) =>
        petition.petitionFormsByPetitionId.nodes.map((form) => ({
          key: form.id,
          kind: `Form ${form.type}`,
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
  ].filter((group) =>
    account.kind === 'team'
      ? group.title !== 'Personal documents' && group.title !== 'Immigration documents'
      : group.title !== 'Company documents',
  );

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold">Documents</h1>
        <p className="text-muted-foreground">Everything on file for {account.name}.</p>
      </div>
      {error && (
        <p role="alert" className="text-destructive">
          Unexpected error occurred
        </p>
      )}
      {loading && <p role="status">Loading...</p>}
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
                      <div className="min-w-0 flex-1">
                        <p className="truncate text-sm font-medium">{row.file?.name ?? row.kind}</p>
                        <p className="text-xs text-muted-foreground">
                          {row.kind}
                          {row.context ? ` · ${row.context}` : ''} · {formatTimestamp(row.date)}
                          {row.file?.sizeBytes ? ` · ${formatSize(row.file.sizeBytes)}` : ''}
                        </p>
                      </div>
                      {row.file ? (
                        <div className="flex gap-1">
                          <Button
                            size="sm"
                            variant="ghost"
                            allowInReadOnly
                            onClick={() => row.file && void open(row.file.id, row.file.name, 'preview')}
                            aria-label={`Preview ${row.file.name}`}
                          >
                            <Eye aria-hidden="true" /> Preview
                          </Button>
                          <Button
                            size="sm"
                            variant="ghost"
                            allowInReadOnly
                            onClick={() => row.file && void open(row.file.id, row.file.name, 'download')}
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
    </div>
  );
}
