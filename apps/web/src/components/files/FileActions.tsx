import { Download, Eye } from 'lucide-react';
import { toast } from 'sonner';
import type { PreviewFile } from './FilePreviewDialog.tsx';
import { Button } from '../ui/button.tsx';
import { fetchDownloadLink, saveFromLink } from '@/lib/file-download.ts';

export const FILE_DOWNLOAD_FAILED_TEXT = 'Failed to load file';

async function download(file: PreviewFile) {
  try {
    saveFromLink(await fetchDownloadLink(file.id), file.name);
  } catch (error) {
    console.error('file download failed:', error);
    toast.error(FILE_DOWNLOAD_FAILED_TEXT);
  }
}

/**
 * Preview and download of one stored file (GET /db/download); the list that shows it owns the one preview
 * dialog and is told which file to open. Both only read, so they stay enabled in read-only mode.
 */
export function FileActions({
  file,
  onPreview,
  withDownload = true,
}: {
  file: PreviewFile;
  onPreview: (file: PreviewFile) => void;
  withDownload?: boolean;
}) {
  return (
    <span className="flex shrink-0 gap-1">
      <Button
        type="button"
        variant="ghost"
        size="icon"
        allowInReadOnly
        aria-label={`Preview ${file.name}`}
        onClick={() => onPreview(file)}
      >
        <Eye aria-hidden="true" />
      </Button>
      {withDownload && (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          allowInReadOnly
          aria-label={`Download ${file.name}`}
          onClick={() => void download(file)}
        >
          <Download aria-hidden="true" />
        </Button>
      )}
    </span>
  );
}
