import type { LetterType } from '@app/domain';
import { useCallback, useState } from 'react';
import { requestLetter } from '../api/request-letter.ts';
import type { DraftInputs } from '../draft-fields.ts';
import { letterTextToHtml } from '../letter-html.ts';

/** Letter generation (spec 2 §4): idle → uploading → idle (letter filled) or error; inputs are kept either way. */
export type DraftStatus = 'idle' | 'uploading' | 'error';

/** What the editor shows: `key` changes whenever new content is loaded (the editor reads `value` once). */
export interface EditorContent {
  key: number;
  html: string;
  generationId: string | null;
  isTemplate: boolean;
}

/**
 * The generated letter of /admin/draft and /admin/new_lettergen: the generation's state, the content
 * loaded into the editor and the HTML the editor last handed over (what Save sends).
 */
export function useLetterDraft() {
  const [status, setStatus] = useState<DraftStatus>('idle');
  const [content, setContent] = useState<EditorContent | null>(null);
  const [html, setHtml] = useState('');

  const load = useCallback((next: Omit<EditorContent, 'key'>) => {
    setContent((current) => ({ ...next, key: (current?.key ?? 0) + 1 }));
    setHtml(next.html);
  }, []);

  const draft = useCallback(
    async (type: LetterType, inputs: DraftInputs) => {
      setStatus('uploading');
      try {
        const letter = await requestLetter(type, inputs);
        load({ html: letterTextToHtml(letter.text), generationId: letter.generationId, isTemplate: letter.isTemplate });
        setStatus('idle');
      } catch (error) {
        console.error('Letter generation failed', error);
        setStatus('error');
      }
    },
    [load],
  );

  /** Empties the editor (another petition chosen: its letter starts afresh). */
  const clear = useCallback(() => {
    setContent(null);
    setHtml('');
    setStatus('idle');
  }, []);

  const onEditorSave = useCallback(async (next: string) => setHtml(next), []);

  return { status, content, html, load, draft, clear, onEditorSave };
}
