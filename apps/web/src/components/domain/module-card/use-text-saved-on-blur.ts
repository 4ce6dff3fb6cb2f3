import { useState, type ChangeEvent } from 'react';

/**
 * A text field that keeps what is typed to itself and hands it on only when focus leaves it, so a
 * note does not trigger a save (and a re-render of the whole builder) on every key. While the field
 * is not being edited it shows the saved value, so changes from elsewhere appear at once.
 */
export function useTextSavedOnBlur(saved: string, save: (text: string) => void) {
  const [draft, setDraft] = useState<string | null>(null);
  return {
    value: draft ?? saved,
    onChange: (event: ChangeEvent<HTMLTextAreaElement | HTMLInputElement>) => setDraft(event.target.value),
    onBlur: () => {
      if (draft !== null && draft !== saved) save(draft);
      setDraft(null);
    },
  };
}
