import { useMutation } from '@apollo/client/react';
import { SortableFileList } from '@/components/domain/exhibit-files/SortableFileList.tsx';
import { FileUploader } from '@/components/files/FileUploader.tsx';
import { WorkspaceDeleteFile, WorkspaceReorderExhibitFiles, WorkspaceUnlinkExhibitFile } from '../api/exhibit-file-mutations.ts';
import type { TreeExhibit } from '../model/workspace-tree.ts';

export const NO_EXHIBIT_FILES_TEXT = 'No files yet.';

/** The exhibit's files (reorder, preview, download, unlink, delete) and the shared uploader that adds to them. */
export function ExhibitFiles({ exhibit, onUploaded }: { exhibit: TreeExhibit; onUploaded: () => Promise<unknown> }) {
  const [reorder] = useMutation(WorkspaceReorderExhibitFiles);
  const [unlink] = useMutation(WorkspaceUnlinkExhibitFile);
  const [deleteFile] = useMutation(WorkspaceDeleteFile);
  const exhibitId = exhibit.id;
  return (
    <div className="space-y-2">
      <SortableFileList
        files={exhibit.files}
        subject={exhibit.name}
        emptyText={NO_EXHIBIT_FILES_TEXT}
        withDownload
        reorder={(fileIds) => reorder({ variables: { exhibitId, fileIds } })}
        refetch={onUploaded}
        remove={(fileId) => unlink({ variables: { exhibitId, fileId } })}
        destroy={(fileId) => deleteFile({ variables: { id: fileId } })}
      />
      <FileUploader
        kind="builder"
        label={`Upload files to ${exhibit.name}`}
        registration={{ path: 'exhibit', fields: { exhibitId } }}
        existingNames={exhibit.files.map((file) => file.name)}
        onUploaded={onUploaded}
      />
    </div>
  );
}
