import { graphql } from '@/lib/gql/index.ts';

/** Saves the editor pane's fields (spec 2 §7.1: name, description, visible, ownedBy, deleted, types). */
export const UpdateReusableExhibitMutation = graphql(`
  mutation UpdateReusableExhibit($id: UUID!, $patch: ReusableExhibitPatch!) {
    updateReusableExhibitById(input: { id: $id, reusableExhibitPatch: $patch }) {
      reusableExhibit {
        id
        name
        description
        visible
        deleted
        ownedBy
        moduleType
        exhibitType
        updatedAt
      }
    }
  }
`);

export const ReorderReusableExhibitFilesMutation = graphql(`
  mutation ReorderReusableExhibitFiles($reusableExhibitId: UUID!, $fileIds: [UUID]!) {
    reorderReusableExhibitFiles(input: { reusableExhibitId: $reusableExhibitId, fileIds: $fileIds }) {
      clientMutationId
    }
  }
`);

export const ReorderReusableSubExhibitsMutation = graphql(`
  mutation ReorderReusableSubExhibits($reusableExhibitIds: [UUID]!) {
    reorderReusableSubExhibits(input: { reusableExhibitIds: $reusableExhibitIds }) {
      clientMutationId
    }
  }
`);

/** Removes a file from the exhibit (the file itself stays stored). */
export const RemoveReusableExhibitFileMutation = graphql(`
  mutation RemoveReusableExhibitFile($reusableExhibitId: UUID!, $fileId: UUID!) {
    deleteReusableExhibitFileByReusableExhibitIdAndFileId(input: { reusableExhibitId: $reusableExhibitId, fileId: $fileId }) {
      clientMutationId
    }
  }
`);

export const LinkReusableExhibitEntityMutation = graphql(`
  mutation LinkReusableExhibitEntity($reusableExhibitId: UUID!, $entityId: UUID!) {
    createReusableExhibitEntity(
      input: { reusableExhibitEntity: { reusableExhibitId: $reusableExhibitId, entityId: $entityId } }
    ) {
      clientMutationId
    }
  }
`);

export const UnlinkReusableExhibitEntityMutation = graphql(`
  mutation UnlinkReusableExhibitEntity($reusableExhibitId: UUID!, $entityId: UUID!) {
    deleteReusableExhibitEntityByReusableExhibitIdAndEntityId(
      input: { reusableExhibitId: $reusableExhibitId, entityId: $entityId }
    ) {
      clientMutationId
    }
  }
`);
