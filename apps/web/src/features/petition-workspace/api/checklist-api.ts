import { graphql } from '@/lib/gql/index.ts';

/**
 * The checklist catalogue (sections → tasks), this petition's items, petition-wide and per module, and what decides
 * which tasks it has (its visa class, filing type and whether it has a petitioner company: @app/domain checklistTaskApplies).
 */
export const WorkspaceChecklistQuery = graphql(`
  query WorkspaceChecklist($petitionId: UUID!) {
    petitionById(id: $petitionId) {
      id
      visaClass
      companyId
      filingType
    }
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
