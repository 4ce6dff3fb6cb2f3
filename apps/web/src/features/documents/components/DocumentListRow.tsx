import { useLingui } from '@lingui/react';
import { Download, Eye, FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PreviewFile } from '@/components/files/FilePreviewDialog.tsx';
import { formatFileSize } from '@/components/files/format-file-size.ts';
import { Button } from '@/components/ui/button.tsx';
import type { UploadRegistration } from '@/lib/file-upload.ts';
import { formatLocalTimestamp } from '@/lib/i18n/format.ts';

export interface DocumentRow {
  key: string;
  kind: string;
  file: { id: string; name: string; mimeType: string; sizeBytes?: string | null } | null | undefined;
  date: string;
  context?: string;
  /** Where a replacement is filed (the registration links it to its exhibit too); evidence goes to its exhibit. */
  filedAs?: UploadRegistration;
  /** A file uploaded to an exhibit that no other group lists (replaced into its exhibit). */
  evidence?: boolean;
}

/** One document of the list: its name and details, Preview and Download, and the uploader's own actions. */
export function DocumentListRow({
  row,
  onPreview,
  onDownload,
  ownActions,
}: {
  row: DocumentRow;
  onPreview: (file: PreviewFile) => void;
  onDownload: (file: { id: string; name: string }) => void;
  /** Replace and Delete, for a file this person uploaded (else null). */
  ownActions: ReactNode;
}) {
  const { i18n } = useLingui();
  const { file } = row;
  return (
    <li className="flex flex-wrap items-center gap-3 py-2">
      <FileText className="h-5 w-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      {/* At least 12rem for the name and details: on a phone the buttons wrap below them (issue 26). */}
      <div className="min-w-0 flex-[1_1_12rem]">
        <p className="break-words text-sm font-medium">{file?.name ?? row.kind}</p>
        <p className="text-xs text-muted-foreground">
          {row.kind}
          {row.context ? ` · ${row.context}` : ''} · {formatLocalTimestamp(i18n, row.date)}
          {file?.sizeBytes ? ` · ${formatFileSize(file.sizeBytes)}` : ''}
        </p>
      </div>
      {file ? (
        <div className="flex flex-wrap gap-1 max-md:ml-5">
          <Button
            size="sm"
            variant="ghost"
            allowInReadOnly
            onClick={() => onPreview(file)}
            aria-label={i18n._({ id: 'documents.previewFile', message: 'Preview {name}', values: { name: file.name } })}
          >
            <Eye aria-hidden="true" /> {i18n._({ id: 'documents.preview', message: 'Preview' })}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            allowInReadOnly
            onClick={() => onDownload(file)}
            aria-label={i18n._({ id: 'documents.downloadFile', message: 'Download {name}', values: { name: file.name } })}
          >
            <Download aria-hidden="true" /> {i18n._({ id: 'documents.download', message: 'Download' })}
          </Button>
          {ownActions}
        </div>
      ) : (
        <span className="text-xs text-muted-foreground">{i18n._({ id: 'documents.noFile', message: 'No file yet' })}</span>
      )}
    </li>
  );
}
