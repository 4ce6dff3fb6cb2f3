import { graphql } from '@/lib/gql/index.ts';

/**
 * One case field of the petition (the header saves each field on its own). It answers with the header's
 * WorkspaceCaseFields and the assigned staff, so Apollo's cache updates everything the page shows of the edit
 * (issue 35: a field edit is one round trip; its live echo refetches nothing).
 */
export const WorkspaceUpdatePetition = graphql(`
  mutation WorkspaceUpdatePetition($id: UUID!, $patch: PetitionPatch!) {
    updatePetitionById(input: { id: $id, petitionPatch: $patch }) {
      petition {
        ...WorkspaceCaseFields
        # The tree shows the assigned staff by name: a changed assignee comes back with the edit.
        userByOaUserId {
          id
          fullName
          email
        }
        userByCsmUserId {
          id
          fullName
          email
        }
      }
    }
  }
`);

/**
 * One of the builder's case details in the petition's metadata (fieldOfEndeavor, proposedUSRole, proposedUSSalary,
 * worksiteLocation), set in place by the database (migration 0068) so the other metadata keys are kept; staff only.
 * It answers with the header's case fields, metadata included, so Apollo's cache updates what the page shows.
 */
export const WorkspaceSetPetitionCaseDetail = graphql(`
  mutation WorkspaceSetPetitionCaseDetail($petitionId: UUID!, $field: String!, $value: String) {
    setPetitionCaseDetail(input: { petitionId: $petitionId, field: $field, value: $value }) {
      petition {
        ...WorkspaceCaseFields
      }
    }
  }
`);

export const WorkspaceUpdateModule = graphql(`
  mutation WorkspaceUpdateModule($id: UUID!, $patch: ModulePatch!) {
    updateModuleById(input: { id: $id, modulePatch: $patch }) {
      module {
        id
        type
        name
        orderIndex
        visible
        autogen
        data
      }
    }
  }
`);

export const WorkspaceUpdateExhibit = graphql(`
  mutation WorkspaceUpdateExhibit($id: UUID!, $patch: ExhibitPatch!) {
    updateExhibitById(input: { id: $id, exhibitPatch: $patch }) {
      # Every field of the exhibit the tree shows, derived ones included (customerProgress follows the status),
      # so the edit's live echo need not refetch the tree.
      exhibit {
        id
        parentExhibitId
        exhibitType
        name
        description
        status
        ownedBy
        visible
        packetToFollow
        autogen
        data
        orderIndex
        metadata
        customerProgress
      }
    }
  }
`);

export const WorkspaceDeleteModule = graphql(`
  mutation WorkspaceDeleteModule($id: UUID!) {
    deleteModuleById(input: { id: $id }) {
      module {
        id
      }
    }
  }
`);

export const WorkspaceDeleteExhibit = graphql(`
  mutation WorkspaceDeleteExhibit($id: UUID!) {
    deleteExhibitById(input: { id: $id }) {
      exhibit {
        id
      }
    }
  }
`);

export const WorkspaceReorderModules = graphql(`
  mutation WorkspaceReorderModules($petitionId: UUID!, $moduleIds: [UUID]!) {
    reorderModules(input: { petitionId: $petitionId, moduleIds: $moduleIds }) {
      modules {
        id
        orderIndex
      }
    }
  }
`);

export const WorkspaceReorderExhibits = graphql(`
  mutation WorkspaceReorderExhibits($exhibitIds: [UUID]!) {
    reorderExhibits(input: { exhibitIds: $exhibitIds }) {
      exhibits {
        id
        moduleId
        orderIndex
      }
    }
  }
`);
