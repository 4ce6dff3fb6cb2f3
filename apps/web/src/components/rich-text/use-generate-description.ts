import type { Editor } from '@tiptap/core';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { plainTextToHtml } from './editor-validation.ts';
import { requestDescription, type GenerateTarget } from './generate-description.ts';
import { sanitizeRichText } from './sanitize-html.ts';

export const GENERATE_FAILED = 'Failed to generate description.';

export interface Provenance {
  generationId: string;
  isTemplate: boolean;
}

/**
 * 'Generate Description' (spec 2 §4): the editor is read-only while it runs; the returned plain text
 * replaces the content (through the editor, so autosave saves it); a failure or empty text is logged
 * and editing re-enabled. Returns the last generation's provenance for the panel.
 */
export function useGenerateDescription(editor: Editor | null, target: GenerateTarget | undefined, editable: boolean) {
  const [running, setRunning] = useState(false);
  const [provenance, setProvenance] = useState<Provenance | null>(null);

  const generate = useCallback(async () => {
    if (!editor || !target || running) return;
    setRunning(true);
    // Toggling editable emits no update (TipTap's default would): only the generated content is saved.
    editor.setEditable(false, false);
    try {
      const generated = await requestDescription(target);
      const html = plainTextToHtml(generated.text);
      if (!html) throw new Error('Generate Description answered no text');
      editor.setEditable(editable, false);
      // The character limit refuses content past it: then nothing changed and that is a failure too.
      if (!editor.commands.setContent(sanitizeRichText(html), { emitUpdate: true })) {
        throw new Error('Generate Description answered more than the editor holds');
      }
      setProvenance(generated.generationId ? { generationId: generated.generationId, isTemplate: generated.isTemplate } : null);
    } catch (error) {
      console.error('Generate Description failed', error);
      toast.error(GENERATE_FAILED);
    } finally {
      editor.setEditable(editable, false);
      setRunning(false);
    }
  }, [editor, target, running, editable]);

  return { running, provenance, generate };
}
