import { graphql } from '@/lib/gql/index.ts';

export const WorkspacePendingTasksQuery = graphql(`
  query WorkspacePendingTasks($petitionId: UUID!) {
    allPendingPetitionTasks(condition: { petitionId: $petitionId }, orderBy: [CREATED_AT_DESC, ID_DESC]) {
      nodes {
        id
        content
        link
        party
        awaitedKind
        awaitedType
        createdAt
        completedAt
        closedReason
        dueDate
        priority
        assigneeId
        userByAssigneeId {
          id
          fullName
        }
        exhibitId
        exhibitByExhibitId {
          id
          name
          moduleId
        }
        userByCreatedBy {
          id
          fullName
        }
        userByCompletedBy {
          id
          fullName
        }
      }
    }
  }
`);

export const WorkspaceCreatePendingTask = graphql(`
  mutation WorkspaceCreatePendingTask($task: PendingPetitionTaskInput!) {
    createPendingPetitionTask(input: { pendingPetitionTask: $task }) {
      pendingPetitionTask {
        id
      }
    }
  }
`);

export const WorkspaceSetPendingTaskCompleted = graphql(`
  mutation WorkspaceSetPendingTaskCompleted($id: UUID!, $completedAt: Datetime, $completedBy: UUID) {
    updatePendingPetitionTaskById(
      input: { id: $id, pendingPetitionTaskPatch: { completedAt: $completedAt, completedBy: $completedBy } }
    ) {
      pendingPetitionTask {
        id
        completedAt
        completedBy
      }
    }
  }
`);

export const WorkspaceDeletePendingTask = graphql(`
  mutation WorkspaceDeletePendingTask($id: UUID!) {
    deletePendingPetitionTaskById(input: { id: $id }) {
      pendingPetitionTask {
        id
      }
    }
  }
`);

/** Due date, priority and assignee of a task (staff only; migration 0048). */
export const WorkspacePlanPendingTask = graphql(`
  mutation WorkspacePlanPendingTask($id: UUID!, $patch: PendingPetitionTaskPatch!) {
    updatePendingPetitionTaskById(input: { id: $id, pendingPetitionTaskPatch: $patch }) {
      pendingPetitionTask {
        id
        dueDate
        priority
        assigneeId
      }
    }
  }
`);

/** The staff members a task can be assigned to, by name. */
export const WorkspaceStaffMembersQuery = graphql(`
  query WorkspaceStaffMembers {
    allAdmins(first: 200) {
      nodes {
        userId
        userByUserId {
          id
          fullName
        }
      }
    }
  }
`);
