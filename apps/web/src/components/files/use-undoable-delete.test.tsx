import { act, cleanup, render, screen, within } from '@testing-library/react';
import { toast, Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNDO_DELETE_MS, undoFocusTarget, useUndoableDelete } from './use-undoable-delete.ts';

const FILES = [
  { id: 'a', name: 'a.pdf' },
  { id: 'b', name: 'b.pdf' },
];

function List({ commit }: { commit: (id: string) => Promise<void> }) {
  const { isPending, remove } = useUndoableDelete(commit);
  return (
    <>
      <ul aria-label="Files">
        {FILES.filter((file) => !isPending(file.id)).map((file) => (
          <li key={file.id}>
            {file.name}
            <button type="button" {...undoFocusTarget(file.id)} onClick={() => remove(file.id, file.name)}>
              Delete {file.name}
            </button>
          </li>
        ))}
      </ul>
      <Toaster />
    </>
  );
}

/** Rows with Open and Delete; `locked` disables Delete (the screen became read-only while the toast showed). */
function LockableList({ locked }: { locked: boolean }) {
  const { isPending, remove } = useUndoableDelete(async () => {});
  return (
    <>
      <ul aria-label="Files">
        {FILES.filter((file) => !isPending(file.id)).map((file) => (
          <li key={file.id}>
            {file.name}
            <button type="button">Open {file.name}</button>
            <button type="button" disabled={locked} {...undoFocusTarget(file.id)} onClick={() => remove(file.id, file.name)}>
              Delete {file.name}
            </button>
          </li>
        ))}
      </ul>
      <Toaster />
    </>
  );
}

afterEach(() => {
  // sonner keeps its toasts in a module-wide store.
  toast.dismiss();
  cleanup();
  vi.useRealTimers();
});

const listed = () =>
  within(screen.getByRole('list', { name: 'Files' }))
    .queryAllByRole('listitem')
    .map((item) => item.firstChild?.textContent);

describe('useUndoableDelete', () => {
  it('hides the file at once and deletes it only when the undo time is over', async () => {
    vi.useFakeTimers();
    const deleted: string[] = [];
    render(<List commit={async (id) => void deleted.push(id)} />);
    act(() => screen.getByRole('button', { name: 'Delete a.pdf' }).click());
    expect(listed()).toEqual(['b.pdf']);
    await act(async () => vi.advanceTimersByTimeAsync(50));
    expect(screen.getByText('Deleted a.pdf')).toBeTruthy();
    await act(async () => vi.advanceTimersByTimeAsync(UNDO_DELETE_MS - 100));
    expect(deleted).toEqual([]);
    await act(async () => vi.advanceTimersByTimeAsync(100));
    expect(deleted).toEqual(['a']);
  });

  it('Undo brings the file back and never deletes it', async () => {
    vi.useFakeTimers();
    const deleted: string[] = [];
    render(<List commit={async (id) => void deleted.push(id)} />);
    act(() => screen.getByRole('button', { name: 'Delete b.pdf' }).click());
    await act(async () => vi.advanceTimersByTimeAsync(50));
    act(() => screen.getByRole('button', { name: 'Undo' }).click());
    expect(listed()).toEqual(['a.pdf', 'b.pdf']);
    // The focus goes back to the restored file's Delete button (its marked control), not the closing toast.
    await act(async () => vi.advanceTimersByTimeAsync(100));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete b.pdf' }));
    await act(async () => vi.advanceTimersByTimeAsync(UNDO_DELETE_MS * 2));
    expect(deleted).toEqual([]);
  });

  it('Undo with the restored Delete disabled: the focus goes to the restored row, not the page', async () => {
    vi.useFakeTimers();
    const { rerender } = render(<LockableList locked={false} />);
    act(() => screen.getByRole('button', { name: 'Delete b.pdf' }).click());
    await act(async () => vi.advanceTimersByTimeAsync(50));
    rerender(<LockableList locked />);
    act(() => screen.getByRole('button', { name: 'Undo' }).click());
    await act(async () => vi.advanceTimersByTimeAsync(100));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open b.pdf' }));
  });

  it('leaving the screen deletes the waiting files at once', () => {
    const deleted: string[] = [];
    const { unmount } = render(<List commit={async (id) => void deleted.push(id)} />);
    act(() => screen.getByRole('button', { name: 'Delete a.pdf' }).click());
    unmount();
    expect(deleted).toEqual(['a']);
  });

  it('a failed delete shows the file again', async () => {
    vi.useFakeTimers();
    render(<List commit={() => Promise.reject(new Error('refused')).catch(() => undefined)} />);
    act(() => screen.getByRole('button', { name: 'Delete a.pdf' }).click());
    expect(listed()).toEqual(['b.pdf']);
    await act(async () => vi.advanceTimersByTimeAsync(UNDO_DELETE_MS + 10));
    expect(listed()).toEqual(['a.pdf', 'b.pdf']);
  });
});
