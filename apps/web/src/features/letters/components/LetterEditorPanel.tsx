import type { LetterType } from '@app/domain';
import { RichTextEditor } from '@/components/rich-text/index.ts';
import { ProvenancePanel } from '@/components/rich-text/ProvenancePanel.tsx';
import type { useLetterDraft } from '../hooks/use-letter-draft.ts';
import { SaveLetterPanel, type OpenedLetter } from './SaveLetterPanel.tsx';

export interface LetterEditorPanelProps {
  draft: ReturnType<typeof useLetterDraft>;
  letterType: LetterType;
  defaultName: string;
  opened: OpenedLetter | null;
  onOpened: (letter: OpenedLetter) => void;
  /** Saves to this petition only (/admin/new_lettergen); otherwise the panel offers a petition search. */
  petition?: { id: string; label: string };
}

/**
 * The right panel of the letter pages: the letter in the rich-text editor (disabled until a letter
 * exists and while one is generated), its provenance, and saving to a petition.
 */
export function LetterEditorPanel({ draft, letterType, defaultName, opened, onOpened, petition }: LetterEditorPanelProps) {
  const { status, content, html, load, onEditorSave } = draft;
  const busy = status === 'uploading';
  return (
    <section aria-labelledby="letter-editor-heading" className="space-y-3" aria-busy={busy}>
      <h2 id="letter-editor-heading" className="text-base font-semibold">
        Letter
      </h2>
      <RichTextEditor
        key={content?.key ?? 0}
        value={content?.html ?? ''}
        onSave={onEditorSave}
        label="Letter"
        readOnly={!content || busy}
        placeholder="Fill in the inputs and press Draft to write the letter."
      />
      {content?.generationId && <ProvenancePanel generationId={content.generationId} isTemplate={content.isTemplate} />}
      <SaveLetterPanel
        html={html}
        letterType={letterType}
        generationId={content?.generationId ?? null}
        defaultName={defaultName}
        opened={opened}
        onOpened={onOpened}
        onLoadHtml={(saved) => load({ html: saved, generationId: null, isTemplate: false })}
        disabled={!content || busy}
        {...(petition ? { petition } : {})}
      />
    </section>
  );
}
