import { useLingui } from '@lingui/react';
import { toast } from 'sonner';
import { FileUploader } from '@/components/files/FileUploader.tsx';
import { undoFocusTarget, useUndoableDelete } from '@/components/files/use-undoable-delete.ts';
import { useFormTexts } from '@/components/form/form-texts.ts';
import { Button } from '@/components/ui/button.tsx';
import { BENEFICIARY_TEXTS } from './screen-schemas.ts';
import type { ExhibitFiles } from './use-exhibit-files.ts';

/**
 * The files a screen holds (with Delete, undoable for a few seconds: use-undoable-delete.ts) and the uploader;
 * read-only mode disables both (spec 3 §4.3).
 */
export function FilesSection({
  label,
  files,
  problem,
  guidance,
  maxFiles,
  onUploaded,
}: {
  label: string;
  files: ExhibitFiles;
  /** 'Please upload at least one file' after a submit without any. */
  problem?: string | null;
  /** The screen's guidance text (spec 3 §2.3). */
  guidance?: string | undefined;
  /** The exhibit type's own file limit (exhibitFileLimit), counting the files already held; else the uploader's. */
  maxFiles?: number | undefined;
  onUploaded?: () => void;
}) {
  const { i18n } = useLingui();
  const { message: translate } = useFormTexts();
  const { isPending, remove, commitWaiting } = useUndoableDelete(async (fileId: string) => {
    try {
      await files.remove(fileId);
    } catch {
      toast.error(translate(BENEFICIARY_TEXTS.deleteFailed));
    }
  });
  const shown = files.files.filter((file) => !isPending(file.id));
  return (
    <section aria-label={label} className="flex flex-col gap-2">
      {guidance && <p className="rounded border bg-muted p-3 text-sm">{guidance}</p>}
      {shown.length > 0 && (
        <ul aria-label={i18n._({ id: 'onboarding.files.uploaded', message: 'Uploaded files' })} className="flex flex-col gap-1">
          {shown.map((file) => (
            <li key={file.id} className="flex items-center gap-2 text-sm">
              <span className="min-w-0 flex-1 break-words">{file.name}</span>
              <Button
                type="button"
                variant="outline"
                size="sm"
                aria-label={i18n._({ id: 'onboarding.files.deleteFile', message: 'Delete {name}', values: { name: file.name } })}
                // Undo in the toast gives the focus back here (use-undoable-delete.ts), not to the page's body.
                {...undoFocusTarget(file.id)}
                onClick={() => remove(file.id, file.name)}
              >
                {i18n._({ id: 'onboarding.files.delete', message: 'Delete' })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <FileUploader
        kind={files.uploaderKind}
        label={label}
        registration={files.registration}
        existingNames={shown.map((file) => file.name)}
        // A file deleted a moment ago is really deleted before the next upload (else: "already uploaded", 409).
        beforeUpload={commitWaiting}
        {...(maxFiles === undefined ? {} : { maxFiles })}
        onUploaded={async () => {
          await files.refetch();
          onUploaded?.();
        }}
        failureToast={translate(BENEFICIARY_TEXTS.uploadFailed)}
      />
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
    </section>
  );
}
