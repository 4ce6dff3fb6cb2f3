import { graphql } from '@/lib/gql/index.ts';

export const WorkspaceNotesQuery = graphql(`
  query WorkspaceNotes($petitionId: UUID!) {
    allNotes(condition: { petitionId: $petitionId }, orderBy: [CREATED_AT_DESC, ID_DESC]) {
      nodes {
        id
        content
        createdAt
        updatedAt
        userBySenderId {
          id
          fullName
        }
      }
    }
  }
`);

export const WorkspaceCreateNote = graphql(`
  mutation WorkspaceCreateNote($note: NoteInput!) {
    createNote(input: { note: $note }) {
      note {
        id
      }
    }
  }
`);

export const WorkspaceUpdateNote = graphql(`
  mutation WorkspaceUpdateNote($id: UUID!, $content: String!) {
    updateNoteById(input: { id: $id, notePatch: { content: $content } }) {
      note {
        id
        content
        updatedAt
      }
    }
  }
`);

export const WorkspaceDeleteNote = graphql(`
  mutation WorkspaceDeleteNote($id: UUID!) {
    deleteNoteById(input: { id: $id }) {
      note {
        id
      }
    }
  }
`);
