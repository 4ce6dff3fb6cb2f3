import { graphql } from '@/lib/gql/index.ts';

/** The exhibit's files in the order given, in one call (reorder_exhibit_files). */
export const WorkspaceReorderExhibitFiles = graphql(`
  mutation WorkspaceReorderExhibitFiles($exhibitId: UUID!, $fileIds: [UUID]!) {
    reorderExhibitFiles(input: { exhibitId: $exhibitId, fileIds: $fileIds }) {
      clientMutationId
    }
  }
`);

/** Takes a file off the exhibit; the file stays where else it is used. */
export const WorkspaceUnlinkExhibitFile = graphql(`
  mutation WorkspaceUnlinkExhibitFile($exhibitId: UUID!, $fileId: UUID!) {
    deleteExhibitFileByExhibitIdAndFileId(input: { exhibitId: $exhibitId, fileId: $fileId }) {
      exhibitFile {
        fileId
      }
    }
  }
`);

/** Deletes the file itself (its links go with it). */
export const WorkspaceDeleteFile = graphql(`
  mutation WorkspaceDeleteFile($id: UUID!) {
    deleteFileById(input: { id: $id }) {
      file {
        id
      }
    }
  }
`);
