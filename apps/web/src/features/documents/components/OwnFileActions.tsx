import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { RefreshCw, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog.tsx';
import { uploadFailureToastText } from '@/components/files/upload-failure-text.ts';
import { undoFocusTarget } from '@/components/files/use-undoable-delete.ts';
import { useFormTexts } from '@/components/form/form-texts.ts';
import { UploadError, uploadOneFile, type UploadRegistration } from '@/lib/file-upload.ts';

export const DOCUMENT_DELETE_FAILED_TEXT = /*i18n*/ { id: 'documents.deleteFailed', message: 'The file could not be deleted.' };
const DOCUMENT_REPLACE_FAILED_TEXT = /*i18n*/ { id: 'documents.replaceFailed', message: 'The file could not be replaced.' };

/** 'This file is in the compiled packet "…"': the warning before deleting or replacing it. */
export function packetWarning(i18n: I18n, packets: readonly string[]): string {
  const names = packets.map((name) => `"${name}"`).join(', ');
  return i18n._({
    id: 'documents.packetWarning',
    message:
      'This file is in the compiled {count, plural, one {packet} other {packets}} {names}. The packet keeps the copy it was compiled with; your case team compiles a new one to include the change.',
    values: { count: packets.length, names },
  });
}

/**
 * Delete and Replace for a file the person or team member uploaded on Documents (issue 26). Delete hides the
 * file with an Undo toast (the page's useUndoableDelete); Replace uploads the chosen file where the old one was
 * filed and the server swaps them in one step (replacesFileId): the old one goes only when the new one is stored,
 * and it makes room under the target's file limit (an original code exhibit holding its 4). A refused file keeps
 * the old one, and the toast says why. A file already in a compiled packet asks first, with a warning.
 */
export function OwnFileActions({
  file,
  packets,
  replaceTo,
  uploaderKind,
  onDelete,
  onReplaced,
}: {
  file: { id: string; name: string };
  /** The compiled packets holding the file (packetsHoldingFile). */
  packets: readonly string[];
  /** Where a replacement is filed; null when the file cannot be replaced from here. */
  replaceTo: UploadRegistration | null;
  uploaderKind: 'beneficiary' | 'employerOnboarding';
  onDelete: () => void;
  onReplaced: () => Promise<unknown>;
}) {
  const { i18n } = useLingui();
  const { message: translate } = useFormTexts();
  const [asking, setAsking] = useState<'delete' | 'replace' | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const replace = async (chosen: File) => {
    if (!replaceTo) return;
    setBusy(true);
    try {
      await uploadOneFile({
        file: chosen,
        kind: uploaderKind,
        registration: replaceTo,
        onProgress: () => {},
        replacesFileId: file.id,
      });
      toast.success(
        i18n._({
          id: 'documents.replaced',
          message: 'Replaced {old} with {new}',
          values: { old: file.name, new: chosen.name },
        }),
      );
      await onReplaced();
    } catch (error) {
      console.error('replacing a document failed:', error);
      const failed = i18n._(DOCUMENT_REPLACE_FAILED_TEXT);
      // A file the server refused for itself (a PDF with active content, …): its reason, as the uploader's toast.
      toast.error(error instanceof UploadError ? uploadFailureToastText(error, failed, translate) : failed);
    } finally {
      setBusy(false);
    }
  };
  const start = (action: 'delete' | 'replace') => {
    if (packets.length > 0) setAsking(action);
    else if (action === 'delete') onDelete();
    else input.current?.click();
  };

  return (
    <>
      {replaceTo && (
        <>
          <Button
            size="sm"
            variant="ghost"
            disabled={busy}
            onClick={() => start('replace')}
            aria-label={i18n._({ id: 'documents.replaceFile', message: 'Replace {name}', values: { name: file.name } })}
          >
            <RefreshCw aria-hidden="true" />{' '}
            {busy
              ? i18n._({ id: 'documents.replacing', message: 'Replacing...' })
              : i18n._({ id: 'documents.replace', message: 'Replace' })}
          </Button>
          <input
            ref={input}
            type="file"
            className="hidden"
            aria-hidden="true"
            tabIndex={-1}
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              event.target.value = '';
              if (chosen) void replace(chosen);
            }}
          />
        </>
      )}
      <Button
        size="sm"
        variant="ghost"
        disabled={busy}
        // Undo in the toast gives the focus back here (use-undoable-delete.ts), not to the page's body.
        {...undoFocusTarget(file.id)}
        onClick={() => start('delete')}
        aria-label={i18n._({ id: 'documents.deleteFile', message: 'Delete {name}', values: { name: file.name } })}
      >
        <Trash2 aria-hidden="true" /> {i18n._({ id: 'documents.delete', message: 'Delete' })}
      </Button>
      {/* Mounted only while it asks: the list has one per row, and a closed dialog per row still cost its
          set-up on a phone (issue 35). */}
      {asking && (
        <Dialog open onOpenChange={(open) => !open && setAsking(null)}>
          <DialogContent role="alertdialog">
            <FileActionQuestion
              action={asking}
              fileName={file.name}
              packets={packets}
              onConfirm={() => {
                setAsking(null);
                if (asking === 'delete') onDelete();
                else input.current?.click();
              }}
              onCancel={() => setAsking(null)}
            />
          </DialogContent>
        </Dialog>
      )}
    </>
  );
}

/** The question before deleting or replacing a file that is in a compiled packet, with the packets named. */
function FileActionQuestion({
  action,
  fileName,
  packets,
  onConfirm,
  onCancel,
}: {
  action: 'delete' | 'replace';
  fileName: string;
  packets: readonly string[];
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { i18n } = useLingui();
  return (
    <>
      <DialogHeader>
        <DialogTitle>
          {action === 'replace'
            ? i18n._({ id: 'documents.replaceQuestion', message: 'Replace {name}?', values: { name: fileName } })
            : i18n._({ id: 'documents.deleteQuestion', message: 'Delete {name}?', values: { name: fileName } })}
        </DialogTitle>
        <DialogDescription>{packetWarning(i18n, packets)}</DialogDescription>
      </DialogHeader>
      <div className="flex justify-end gap-2">
        <Button type="button" variant={action === 'delete' ? 'destructive' : 'default'} onClick={onConfirm}>
          {action === 'replace'
            ? i18n._({ id: 'documents.chooseNewFile', message: 'Choose the new file' })
            : i18n._({ id: 'documents.delete', message: 'Delete' })}
        </Button>
        <Button type="button" variant="outline" autoFocus onClick={onCancel}>
          {i18n._({ id: 'common.cancel', message: 'Cancel' })}
        </Button>
      </div>
    </>
  );
}
