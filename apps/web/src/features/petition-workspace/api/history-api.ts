import { graphql } from '@/lib/gql/index.ts';

/** The petition's change history (migration 0026), newest first; unused filters stay out of the condition. */
export const WorkspacePetitionChangesQuery = graphql(`
  query WorkspacePetitionChanges($condition: PetitionChangeCondition!, $first: Int!, $after: Cursor) {
    allPetitionChanges(condition: $condition, orderBy: [CREATED_AT_DESC, ID_DESC], first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        tableName
        recordId
        operation
        changed
        createdAt
        moduleId
        exhibitId
        userByActorId {
          id
          fullName
        }
        userBySignedInUserId {
          id
          fullName
        }
        followsUscisStatus
        module {
          id
          name
        }
        exhibit {
          id
          name
        }
        # The people its values name by user id (Completed by, Assignee…), shown by name (migration 0065).
        peopleNamed(first: 5) {
          nodes {
            id
            fullName
          }
        }
      }
    }
  }
`);
