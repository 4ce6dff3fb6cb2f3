import { graphql } from '@/lib/gql/index.ts';

/** The checklist catalogue (sections → tasks) and this petition's items, petition-wide and per module. */
export const WorkspaceChecklistQuery = graphql(`
  query WorkspaceChecklist($petitionId: UUID!) {
    allChecklistSections(orderBy: [POSITION_ASC]) {
      nodes {
        id
        name
        position
        checklistTasksBySectionId(orderBy: [POSITION_ASC]) {
          nodes {
            id
            code
            label
            position
          }
        }
      }
    }
    allPetitionChecklistItems(condition: { petitionId: $petitionId }) {
      nodes {
        id
        moduleId
        taskId
        completedAt
        note
        dueDate
        priority
        assigneeId
        userByCompletedBy {
          id
          fullName
        }
        userByAssigneeId {
          id
          fullName
        }
      }
    }
  }
`);

export const WorkspaceCreateChecklistItem = graphql(`
  mutation WorkspaceCreateChecklistItem($item: PetitionChecklistItemInput!) {
    createPetitionChecklistItem(input: { petitionChecklistItem: $item }) {
      petitionChecklistItem {
        id
      }
    }
  }
`);

export const WorkspaceUpdateChecklistItem = graphql(`
  mutation WorkspaceUpdateChecklistItem($id: UUID!, $patch: PetitionChecklistItemPatch!) {
    updatePetitionChecklistItemById(input: { id: $id, petitionChecklistItemPatch: $patch }) {
      petitionChecklistItem {
        id
        completedAt
        completedBy
        note
        dueDate
        priority
        assigneeId
      }
    }
  }
`);
