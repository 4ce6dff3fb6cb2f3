import { useLingui } from '@lingui/react';
import { FileUploader } from '@/components/files/FileUploader.tsx';

/**
 * The uploader of a beneficiary's file task whose exhibit no checklist item collects (exhibitUploadedInPlace): an
 * RFE item's, most often. The file is registered on the awaited exhibit (POST /db/upload/exhibit), where staff read
 * it on the RFE item and the response packet takes it; the task closes by itself (awaited EXHIBIT_FILE, migration
 * 0036) and the list refetches, so it shows done.
 */
export function TaskFileUploader({
  exhibitId,
  title,
  onUploaded,
}: {
  exhibitId: string;
  /** The task as the customer reads it: the drop zone's label names it, as several may be open. */
  title: string;
  onUploaded: () => Promise<unknown>;
}) {
  const { i18n } = useLingui();
  return (
    <FileUploader
      kind="builder"
      className="mt-1"
      label={i18n._({ id: 'actions.uploadFor', message: 'Upload the file for “{task}”', values: { task: title } })}
      registration={{ path: 'exhibit', fields: { exhibitId } }}
      onUploaded={onUploaded}
    />
  );
}
