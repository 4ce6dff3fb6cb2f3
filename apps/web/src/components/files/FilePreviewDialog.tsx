import { Download } from 'lucide-react';
import { toast } from 'sonner';
import { fetchDownloadLink, saveFromLink } from '@/lib/file-download.ts';
import { Button, buttonVariants } from '../ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog.tsx';
import type { PreviewKind } from './preview-kind.ts';
import { FAILED_TO_LOAD_FILE, useFilePreview, type FilePreviewState, type PreviewFile } from './use-file-preview.ts';

export type { PreviewFile } from './use-file-preview.ts';

export interface FilePreviewDialogProps {
  /** The file to show; the dialog stays closed while null. */
  file: PreviewFile | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const DESCRIPTIONS: Record<PreviewKind, string> = {
  pdf: 'PDF document preview.',
  image: 'Image preview.',
  heic: 'Photo preview (JPEG rendition of the HEIC original).',
  text: 'Text preview, shown as plain text.',
  other: 'This file type cannot be previewed; download it instead.',
};

/**
 * The shared file preview (DLG-011…016): a PDF in a frame, PNG/JPEG (and HEIC through the server's
 * JPEG rendition) as an image, text, HTML and Markdown as their source text (never rendered), any
 * other type as a download link. A Download button is always offered, read-only mode included.
 */
export function FilePreviewDialog({ file, open, onOpenChange }: FilePreviewDialogProps) {
  const { state, kind, reportContentError } = useFilePreview(file, open);

  const download = async () => {
    if (!file) return;
    // The bytes already fetched (not for HEIC, whose preview is a rendition) need no new link.
    if (state.status === 'ready' && 'original' in state && state.original) {
      const url = URL.createObjectURL(state.original);
      saveFromLink(url, file.name);
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      return;
    }
    try {
      saveFromLink(await fetchDownloadLink(file.id), file.name);
    } catch (error) {
      console.error('file download failed:', error);
      toast.error(FAILED_TO_LOAD_FILE);
    }
  };

  return (
    <Dialog open={open && file !== null} onOpenChange={onOpenChange}>
      {file && kind && (
        <DialogContent style={{ maxWidth: 'min(72rem, calc(100% - 2rem))' }} className="flex max-h-[95vh] flex-col">
          <DialogHeader className="pr-8">
            <DialogTitle className="break-words">{file.name}</DialogTitle>
            <DialogDescription>{DESCRIPTIONS[kind]}</DialogDescription>
          </DialogHeader>
          <div className="min-h-0 flex-1 overflow-auto">
            <PreviewBody file={file} state={state} onContentError={reportContentError} />
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="outline" allowInReadOnly onClick={() => void download()}>
              <Download aria-hidden="true" /> Download
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}

function PreviewBody({
  file,
  state,
  onContentError,
}: {
  file: PreviewFile;
  state: FilePreviewState;
  onContentError: () => void;
}) {
  if (state.status === 'loading') {
    return (
      <p role="status" className="py-8 text-center text-muted-foreground">
        Loading...
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <p role="alert" className="py-8 text-center text-destructive">
        {state.message}
      </p>
    );
  }
  switch (state.kind) {
    case 'pdf':
      // No sandbox attribute: Chrome's PDF viewer does not run in a sandboxed frame. The blob is
      // typed application/pdf by us, whatever the server answered, so only a PDF is ever shown.
      return <iframe src={state.objectUrl} title={file.name} className="h-[70vh] w-full rounded-md border" />;
    case 'image':
    case 'heic':
      return (
        <img
          src={state.objectUrl}
          alt={file.name}
          onError={onContentError}
          className="mx-auto max-h-[70vh] max-w-full object-contain"
        />
      );
    case 'text':
      return (
        <div className="flex flex-col gap-2">
          {/* Source text only: React escapes it, so HTML in the file is never rendered. */}
          <pre
            tabIndex={0}
            aria-label={`Contents of ${file.name}`}
            className="max-h-[70vh] overflow-auto whitespace-pre-wrap break-words rounded-md border bg-muted p-4 font-mono text-sm"
          >
            {state.text}
          </pre>
          {state.truncated && (
            <p className="text-sm text-muted-foreground">Only the beginning is shown; download the file to see all of it.</p>
          )}
        </div>
      );
    case 'other':
      return (
        <div className="flex flex-col items-center gap-3 py-8 text-center">
          <p className="text-muted-foreground">No preview is available for this file type.</p>
          <a href={state.link} download={file.name} rel="noopener" className={buttonVariants({ variant: 'link' })}>
            Download {file.name}
          </a>
        </div>
      );
  }
}
