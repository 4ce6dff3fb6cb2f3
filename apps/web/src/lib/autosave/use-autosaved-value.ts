import { useCallback, useState } from 'react';
import type { AutosaveStatus } from './autosave-controller.ts';
import { useAutosave } from './use-autosave.ts';

interface Draft<T> {
  value: T;
}

/**
 * A value edited in place and saved through the shared autosave (debounced, retried). Only the user's
 * edits are saved (a new draft box each time); once a draft is saved it is dropped, so the field
 * follows the saved value again and a change from another editor shows at once.
 * `validate` (issue 26) gives the message of a draft that breaks the field's rule: such a draft is never
 * saved and stays on screen (so the user can fix it), and the status reads 'invalid' until it is fixed.
 */
export function useAutosavedValue<T>(
  saved: T,
  save: (value: T) => Promise<unknown>,
  debounceMs?: number,
  validate?: (value: T) => string | null,
) {
  const [draft, setDraft] = useState<Draft<T> | null>(null);
  const saveDraft = useCallback(
    async (box: Draft<T> | null) => {
      if (!box) return;
      await save(box.value);
      setDraft((current) => (current === box ? null : current));
    },
    [save],
  );
  const error = draft && validate ? validate(draft.value) : null;
  // An invalid draft is replaced by "nothing to save", which also drops a pending save of an earlier edit.
  const autosave = useAutosave({
    value: error ? null : draft,
    save: saveDraft,
    ...(debounceMs === undefined ? {} : { debounceMs }),
  });
  const change = useCallback((value: T) => setDraft({ value }), []);
  const status: AutosaveStatus = error ? 'invalid' : autosave.status;
  // flush: a submit that needs the value stored (e.g. compiling with the Bates prefix) saves a pending edit now.
  return { value: draft ? draft.value : saved, change, status, error, flush: autosave.flush };
}
