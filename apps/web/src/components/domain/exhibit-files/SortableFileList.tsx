import { X } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useOptimisticOrder } from '@/lib/use-optimistic-order.ts';
import { keepFocusWhenRemoved } from '@/lib/focus-after-removal.ts';
import { FileActions } from '../../files/FileActions.tsx';
import { FilePreviewDialog, type PreviewFile } from '../../files/FilePreviewDialog.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmDeleteButton } from '../confirm-delete/ConfirmDeleteButton.tsx';
import { SortableList } from '../sortable/SortableList.tsx';

interface SortableFileListProps {
  files: readonly PreviewFile[];
  /** What the files belong to, for the list's accessible names ('Files of Offer letter'). */
  subject: string;
  emptyText: string;
  /** Saves the new order (all ids, in order); a refusal reverts with a toast. */
  reorder: (fileIds: string[]) => Promise<unknown>;
  /** Refreshes the files after a reorder, removal or deletion. */
  refetch: () => Promise<unknown>;
  /** Takes the file off this record (the file itself stays). */
  remove: (fileId: string) => Promise<unknown>;
  /** Deletes the file for good, after a confirmation; left out where files are only unlinked. */
  destroy?: (fileId: string) => Promise<unknown>;
  withDownload?: boolean;
}

/**
 * The files of an exhibit (petition or reusable) in order: reordered by drag or keyboard, previewed,
 * downloaded, unlinked, and optionally deleted. Changing buttons follow the page's read-only mode.
 */
export function SortableFileList({
  files,
  subject,
  emptyText,
  reorder,
  refetch,
  remove,
  destroy,
  withDownload = false,
}: SortableFileListProps) {
  const [previewing, setPreviewing] = useState<PreviewFile | null>(null);
  const { ordered, move } = useOptimisticOrder(files, reorder, refetch);
  const act = (what: string, action: () => Promise<unknown>) =>
    void action()
      .catch((error: unknown) => {
        console.error(`${what} failed:`, error);
        toast.error(`Failed to ${what}`);
      })
      .then(() => refetch());
  return (
    <>
      {ordered.length === 0 ? (
        <p className="text-sm italic text-muted-foreground">{emptyText}</p>
      ) : (
        <SortableList
          items={ordered}
          label={`Files of ${subject}, in order`}
          className="grid gap-1"
          onMove={move}
          itemKind="file"
          itemName={(file) => file.name}
          renderItem={(file, handle) => (
            <div className="flex items-center gap-2 rounded-md border bg-background px-2 py-1 text-sm">
              {handle}
              <span className="min-w-0 flex-1 truncate">{file.name}</span>
              <FileActions file={file} onPreview={setPreviewing} withDownload={withDownload} />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove ${file.name}`}
                onClick={(event) => {
                  keepFocusWhenRemoved(event.currentTarget);
                  act('remove the file', () => remove(file.id));
                }}
              >
                <X aria-hidden="true" />
              </Button>
              {destroy && (
                <ConfirmDeleteButton
                  label={`Delete file ${file.name}`}
                  question={`Delete "${file.name}" for good? It is removed from every place it is used.`}
                  onDelete={() => act('delete the file', () => destroy(file.id))}
                />
              )}
            </div>
          )}
        />
      )}
      <FilePreviewDialog file={previewing} open={previewing !== null} onOpenChange={(open) => !open && setPreviewing(null)} />
    </>
  );
}
