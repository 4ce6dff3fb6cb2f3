import { useCallback, useState } from 'react';
import { useAutosave } from './use-autosave.ts';

interface Draft<T> {
  value: T;
}

/**
 * A value edited in place and saved through the shared autosave (debounced, retried). Only the user's
 * edits are saved (a new draft box each time); once a draft is saved it is dropped, so the field
 * follows the saved value again and a change from another editor shows at once.
 */
export function useAutosavedValue<T>(saved: T, save: (value: T) => Promise<unknown>, debounceMs?: number) {
  const [draft, setDraft] = useState<Draft<T> | null>(null);
  const saveDraft = useCallback(
    async (box: Draft<T> | null) => {
      if (!box) return;
      await save(box.value);
      setDraft((current) => (current === box ? null : current));
    },
    [save],
  );
  const autosave = useAutosave({ value: draft, save: saveDraft, ...(debounceMs === undefined ? {} : { debounceMs }) });
  const change = useCallback((value: T) => setDraft({ value }), []);
  return { value: draft ? draft.value : saved, change, status: autosave.status };
}
