import { graphql } from '@/lib/gql/index.ts';

/**
 * One case field of the petition (the header saves each field on its own). It answers with the header's
 * WorkspaceCaseFields, so Apollo's cache updates the fields the header shows.
 */
export const WorkspaceUpdatePetition = graphql(`
  mutation WorkspaceUpdatePetition($id: UUID!, $patch: PetitionPatch!) {
    updatePetitionById(input: { id: $id, petitionPatch: $patch }) {
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
        name
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
      exhibit {
        id
        name
        description
        status
        ownedBy
        visible
        autogen
        data
      }
    }
  }
`);

export const WorkspaceCreateModule = graphql(`
  mutation WorkspaceCreateModule($module: ModuleInput!) {
    createModule(input: { module: $module }) {
      module {
        id
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
