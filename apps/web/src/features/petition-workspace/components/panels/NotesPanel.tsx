import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { QueryState } from '@/components/QueryState.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { formatTimestamp } from '@/lib/dates.ts';
import { mutateWithFeedback } from '@/lib/mutation-feedback.ts';
import { useSession } from '@/lib/session.tsx';
import { WorkspaceCreateNote, WorkspaceDeleteNote, WorkspaceNotesQuery, WorkspaceUpdateNote } from '../../api/notes-api.ts';
import { LIVE_QUERY_CONTEXT } from '@/lib/live-refetch.ts';
import { useRefetchOnPetitionChange } from '../../hooks/use-refetch-on-petition-change.ts';
import { ConfirmDeleteButton } from '@/components/domain/confirm-delete/ConfirmDeleteButton.tsx';
import { focusTreeNodeWhenShown } from './scroll-to-tree-node.ts';

/** The element id of a note, which takes the focus once it is added. */
const noteElementId = (noteId: string) => `workspace-note-${noteId}`;

/** Notes on the petition, newest first: staff add, edit and delete them (spec 1 §3 Note). */
export function NotesPanel({ petitionId }: { petitionId: string }) {
  const { signedInUserId } = useSession();
  const query = useQuery(WorkspaceNotesQuery, {
    variables: { petitionId },
    fetchPolicy: 'cache-and-network',
    context: LIVE_QUERY_CONTEXT,
  });
  const { refetch } = query;
  useRefetchOnPetitionChange(petitionId, refetch);
  const [createNote, creating] = useMutation(WorkspaceCreateNote);
  const [deleteNote] = useMutation(WorkspaceDeleteNote);
  const [draft, setDraft] = useState('');
  const draftId = useId();
  const notes = query.data?.allNotes?.nodes ?? [];

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const content = draft.trim();
    if (!content) return;
    let noteId: string | undefined;
    const saved = await mutateWithFeedback(
      'adding a note',
      async () => {
        const result = await createNote({ variables: { note: { petitionId, senderId: signedInUserId, content } } });
        noteId = result.data?.createNote?.note?.id;
      },
      refetch,
    );
    // A note that was not saved stays in the box, to try again. A saved one takes the focus (read out as the note):
    // the emptied box disables Add note, which dropped the focus to the page's body.
    if (saved) setDraft('');
    if (noteId) focusTreeNodeWhenShown(noteElementId(noteId));
  };

  const remove = (id: string) => mutateWithFeedback('deleting a note', () => deleteNote({ variables: { id } }), refetch);

  return (
    <section aria-labelledby={`${draftId}-heading`} className="space-y-3">
      <h2 id={`${draftId}-heading`} className="text-base font-semibold">
        Notes
      </h2>
      <form onSubmit={(event) => void add(event)} className="space-y-2">
        <Label htmlFor={draftId}>New note</Label>
        <Textarea id={draftId} value={draft} maxLength={20000} onChange={(event) => setDraft(event.target.value)} />
        <Button type="submit" size="sm" disabled={!draft.trim()} busy={creating.loading}>
          Add note
        </Button>
      </form>
      <QueryState
        loading={query.loading}
        error={query.error}
        hasData={Boolean(query.data)}
        isEmpty={notes.length === 0}
        empty="No notes yet."
      >
        <ul className="space-y-2" aria-label="Notes">
          {notes.map((note) => (
            <li key={note.id}>
              <NoteItem note={note} onDelete={() => void remove(note.id)} onSaved={refetch} />
            </li>
          ))}
        </ul>
      </QueryState>
    </section>
  );
}

interface NoteItemProps {
  note: { id: string; content: string; createdAt: string; userBySenderId?: { fullName: string } | null };
  onDelete: () => void;
  onSaved: () => Promise<unknown>;
}

function NoteItem({ note, onDelete, onSaved }: NoteItemProps) {
  const [editing, setEditing] = useState<string | null>(null);
  const [updateNote, updating] = useMutation(WorkspaceUpdateNote);
  const editId = useId();
  const editButton = useRef<HTMLButtonElement>(null);
  const author = note.userBySenderId?.fullName ?? 'Unknown author';
  // Saving or cancelling takes the form (and the focused control) away: focus goes back to Edit.
  const stopEditing = () => {
    flushSync(() => setEditing(null));
    editButton.current?.focus();
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const content = editing?.trim();
    if (!content) return;
    if (await mutateWithFeedback('saving a note', () => updateNote({ variables: { id: note.id, content } }), onSaved)) {
      stopEditing();
    }
  };

  return (
    <article
      id={noteElementId(note.id)}
      tabIndex={-1}
      aria-label={`Note by ${author}`}
      className="space-y-1 rounded-md border p-3"
    >
      <div className="flex items-start justify-between gap-2">
        <p className="text-xs text-muted-foreground">
          <span className="font-medium text-foreground">{author}</span> ·{' '}
          <time dateTime={note.createdAt}>{formatTimestamp(note.createdAt)}</time>
        </p>
        {editing === null && (
          <div className="flex shrink-0 gap-1">
            <Button ref={editButton} type="button" variant="ghost" size="sm" onClick={() => setEditing(note.content)}>
              Edit
            </Button>
            <ConfirmDeleteButton label={`Delete note by ${author}`} question="Delete this note?" onDelete={onDelete} />
          </div>
        )}
      </div>
      {editing === null ? (
        <p className="whitespace-pre-wrap break-words text-sm">{note.content}</p>
      ) : (
        <form onSubmit={(event) => void save(event)} className="space-y-2">
          <Label htmlFor={editId} className="sr-only">
            Edit note
          </Label>
          {/* Edit, which had the focus, is gone while editing: the text takes it. */}
          <Textarea
            id={editId}
            autoFocus
            value={editing}
            maxLength={20000}
            onChange={(event) => setEditing(event.target.value)}
          />
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={!editing.trim()} busy={updating.loading}>
              Save note
            </Button>
            <Button type="button" variant="outline" size="sm" onClick={stopEditing}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </article>
  );
}
