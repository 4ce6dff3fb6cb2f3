import { SortableFileList } from '@/components/domain/exhibit-files/SortableFileList.tsx';
import { FileUploader } from '@/components/files/FileUploader.tsx';
import type { ExhibitActions } from '../hooks/use-exhibit-actions.ts';
import type { EditorExhibit } from '../model/editor-exhibit.ts';

export const NO_FILES_TEXT = 'No files provided';

interface ExhibitFileListProps {
  exhibit: EditorExhibit;
  actions: ExhibitActions;
  refetch: () => Promise<unknown>;
}

/**
 * The exhibit's files in order (spec 2 §2.2): reordered by drag or keyboard, previewed, removed, and
 * uploaded with the shared uploader (registration /db/upload/reusable-exhibit, staff only).
 */
export function ExhibitFileList({ exhibit, actions, refetch }: ExhibitFileListProps) {
  const subject = exhibit.name || 'the exhibit';
  return (
    <section className="grid gap-2" aria-label={`Files of ${subject}`}>
      <h3 className="text-sm font-medium">Files</h3>
      <SortableFileList
        files={exhibit.files}
        subject={subject}
        emptyText={NO_FILES_TEXT}
        reorder={actions.reorderFiles}
        refetch={refetch}
        remove={actions.removeFile}
      />
      <FileUploader
        kind="builder"
        label={`Upload files to ${subject}`}
        registration={{ path: 'reusable-exhibit', fields: { reusableExhibitId: exhibit.id } }}
        existingNames={exhibit.files.map((file) => file.name)}
        onUploaded={() => refetch()}
      />
    </section>
  );
}
