import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { eachFrameUntil } from '@/lib/each-frame-until.ts';
import { keepFocusWhenRemoved } from '@/lib/focus-after-removal.ts';
import { ENGLISH_UPLOADER_TEXTS, UploaderTextsContext } from './uploader-texts.ts';

/** How long a deleted file can be brought back before it is really deleted (docs/decisions.md). */
export const UNDO_DELETE_MS = 6000;

/** The toast's words in English (the customer shell provides them in the reader's language: UploaderTextsContext). */
export const deletedText = ENGLISH_UPLOADER_TEXTS.deleted;
export const UNDO_TEXT = ENGLISH_UPLOADER_TEXTS.undo;
const toastIdOf = (id: string) => `undo-delete-${id}`;

/**
 * Marks the control that takes the focus back when the deletion of `id` is undone: the restored row's Delete button.
 * Without it the focus stayed on the closing toast, then fell to the page's body or to wherever it was before Undo.
 */
export const undoFocusTarget = (id: string) => ({ 'data-undo-focus': id });

/** Controls that can take the focus from script (a disabled button cannot: focus() on it does nothing). */
const ENABLED_CONTROL = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), [tabindex]';

/**
 * The marked control when it can take the focus; else (the row is back without a usable Delete: read-only since, or
 * its Delete now asks elsewhere) the row's first usable control, else the row itself (made focusable from script,
 * not a tab stop), so the focus still lands on the restored row rather than the page's body.
 */
function focusableFor(marked: HTMLElement): HTMLElement {
  if (marked.matches(ENABLED_CONTROL)) return marked;
  const row = marked.closest<HTMLElement>('[data-removable-item], li, article');
  const control = row?.querySelector<HTMLElement>(ENABLED_CONTROL);
  if (control) return control;
  if (row) {
    row.tabIndex = -1;
    return row;
  }
  return marked;
}

/** After Undo: once the row is back, its marked control takes the focus (a few frames at most: one render). */
function focusRestored(id: string): void {
  eachFrameUntil(() => {
    const marked = document.querySelectorAll<HTMLElement>('[data-undo-focus]');
    const found = Array.from(marked).find((element) => element.dataset.undoFocus === id);
    if (!found) return false;
    const target = focusableFor(found);
    // Leaving the toast first lets it give the focus back to where it came from (sonner does so when the focus leaves
    // it), so that it does not take the focus from the row again as it closes; then the row's control takes it.
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== target) active.blur();
    target.focus();
    return true;
  }, 2000);
}

/**
 * Deleting an upload with an undo instead of a confirm dialog: the file leaves the list at once and a toast
 * offers Undo for a few seconds; only then is `commit` called (it deletes and refetches, and says itself when
 * that failed; the file then shows again). Leaving the screen deletes the waiting files at once, since the
 * toast's Undo could no longer bring them back into view. A reload inside the window keeps the file.
 * The `commit` of the moment Delete was pressed is the one called (a screen may switch to another exhibit
 * inside the window).
 */
export function useUndoableDelete(commit: (id: string) => Promise<void>): {
  isPending: (id: string) => boolean;
  /** `said`: the toast's words when "Deleted {name}" is not enough (e.g. "Deleted worksite Austin office"). */
  remove: (id: string, name: string, said?: string) => void;
  /**
   * Deletes the waiting files now, without their Undo, and resolves when that is done. For an upload to the same
   * place: the person has moved on, and the server still holding the file would refuse its re-upload as a duplicate
   * (or as over the file limit) until the window ended.
   */
  commitWaiting: () => Promise<void>;
} {
  const texts = useContext(UploaderTextsContext);
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const waiting = useRef(new Map<string, { timer: ReturnType<typeof setTimeout>; commit: () => Promise<void> }>());

  const settle = useCallback((id: string) => {
    waiting.current.delete(id);
    setPending((current) => {
      const next = new Set(current);
      next.delete(id);
      return next;
    });
  }, []);

  const remove = useCallback(
    (id: string, name: string, said?: string) => {
      if (waiting.current.has(id)) return;
      // The file leaves the list at once, and with it the Delete button that has the focus.
      keepFocusWhenRemoved(document.activeElement);
      setPending((current) => new Set(current).add(id));
      const timer = setTimeout(() => {
        waiting.current.delete(id);
        void commit(id).finally(() => settle(id));
      }, UNDO_DELETE_MS);
      waiting.current.set(id, { timer, commit: () => commit(id) });
      toast(said ?? texts.deleted(name), {
        id: toastIdOf(id),
        duration: UNDO_DELETE_MS,
        action: {
          label: texts.undo,
          onClick: () => {
            clearTimeout(waiting.current.get(id)?.timer);
            settle(id);
            focusRestored(id);
          },
        },
      });
    },
    [commit, settle, texts],
  );

  const commitWaiting = useCallback(async () => {
    const now = [...waiting.current];
    waiting.current.clear();
    await Promise.all(
      now.map(async ([id, { timer, commit: deleteNow }]) => {
        clearTimeout(timer);
        toast.dismiss(toastIdOf(id));
        await deleteNow().finally(() => settle(id));
      }),
    );
  }, [settle]);

  useEffect(() => {
    const left = waiting.current;
    return () => {
      for (const [id, { timer, commit: deleteNow }] of left) {
        clearTimeout(timer);
        toast.dismiss(toastIdOf(id));
        void deleteNow();
      }
      left.clear();
    };
  }, []);

  return { isPending: (id) => pending.has(id), remove, commitWaiting };
}
