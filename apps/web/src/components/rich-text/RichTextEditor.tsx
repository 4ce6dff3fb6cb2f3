import { EDITOR_AUTOSAVE_DEBOUNCE_MS, EDITOR_CHARACTER_LIMIT, uploadAcceptAttribute } from '@app/domain';
import { EditorContent, useEditor } from '@tiptap/react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { AutosaveStatus } from '../form/autosave-status.tsx';
import { useAutosave } from '@/lib/autosave/use-autosave.ts';
import { useReadOnly } from '@/lib/read-only-context.tsx';
import { cn } from '@/lib/utils.ts';
import { AiToolsMenu } from './AiToolsMenu.tsx';
import { editorExtensions } from './editor-extensions.ts';
import { ALIGNMENT_CLASS, RICH_TEXT_CONTENT_CLASS, type TextAlignment } from './rich-text-styles.ts';
import { characterCountLabel } from './editor-validation.ts';
import type { GenerateTarget } from './generate-description.ts';
import { openLinkOnClick } from './open-link.ts';
import { ProvenancePanel } from './ProvenancePanel.tsx';
import { cleanPastedHtml, sanitizeRichText } from './sanitize-html.ts';
import { SlashCommandMenu, useSlashMenu } from './SlashCommandMenu.tsx';
import { Toolbar } from './Toolbar.tsx';
import { useEditorImages } from './use-editor-images.ts';
import { useGenerateDescription } from './use-generate-description.ts';

export interface RichTextEditorProps {
  /**
   * The stored HTML, read when the editor is created; later changes come from the editor itself, so
   * give the editor a `key` of the record it edits to load another record.
   */
  value: string;
  /** Saves the sanitised HTML; called through the shared autosave (1000 ms debounce, retried). */
  onSave: (html: string) => Promise<void>;
  /** The accessible name of the editing area. */
  label: string;
  /** Alignment of text without its own (spec 2 §2.5: given by the caller, plain default justify). */
  defaultAlignment?: TextAlignment;
  /** Most characters (spec 2 §5: 50,000). */
  maxLength?: number;
  /** Enables 'AI Tools' → 'Generate Description' for this exhibit or module. */
  generate?: GenerateTarget;
  readOnly?: boolean;
  placeholder?: string;
  className?: string;
}

/**
 * The shared rich-text editor (TipTap 3, spec 2 §2.5): toolbar, slash menu, images, character
 * counter, autosave and, with `generate`, the AI description and its provenance. HTML is sanitised
 * on paste, on save and (RichTextView) on render; the server sanitises again on write.
 */
export function RichTextEditor({
  value,
  onSave,
  label,
  defaultAlignment = 'justify',
  maxLength = EDITOR_CHARACTER_LIMIT,
  generate,
  readOnly = false,
  placeholder,
  className,
}: RichTextEditorProps) {
  const pageReadOnly = useReadOnly();
  const editable = !readOnly && !pageReadOnly;
  const [html, setHtml] = useState(value);
  const { bridge, menu, activeIndex } = useSlashMenu();
  const slashListId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  // The image handlers need the editor, which the editor's own props cannot reference while it is created.
  const imageHandlers = useRef<{ drop: (files: FileList | null) => boolean }>({ drop: () => false });

  // Created once: extensions cannot change after the editor exists.
  const [extensions] = useState(() =>
    editorExtensions({ defaultAlignment, maxLength, slashMenu: bridge, ...(placeholder ? { placeholder } : {}) }),
  );
  const editor = useEditor({
    extensions,
    content: sanitizeRichText(value),
    editable,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        class: cn(
          RICH_TEXT_CONTENT_CLASS,
          'min-h-40 px-3 py-2 focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring',
          ALIGNMENT_CLASS[defaultAlignment],
        ),
      },
      // Word / Google Docs markup is reduced to the allow-list before TipTap reads it.
      transformPastedHTML: cleanPastedHtml,
      handleDrop: (_view, event) => imageHandlers.current.drop((event as DragEvent).dataTransfer?.files ?? null),
      handlePaste: (_view, event) => imageHandlers.current.drop(event.clipboardData?.files ?? null),
      handleDOMEvents: { click: (_view, event) => openLinkOnClick(event) },
    },
    onUpdate: ({ editor: current }) => setHtml(current.isEmpty ? '' : current.getHTML()),
  });

  const images = useEditorImages(editor);
  useEffect(() => {
    imageHandlers.current = { drop: images.insertDropped };
  }, [images.insertDropped]);

  const ai = useGenerateDescription(editor, generate, editable);

  useEffect(() => {
    // Without an update event: TipTap emits one by default, and the editor's HTML (with its alignment written out) then
    // differed from the stored value, so merely opening a description saved it a second later.
    if (editor && !ai.running) editor.setEditable(editable, false);
  }, [editor, editable, ai.running]);

  const save = useCallback((next: string) => onSave(sanitizeRichText(next)), [onSave]);
  const autosave = useAutosave({ value: html, save, debounceMs: EDITOR_AUTOSAVE_DEBOUNCE_MS });

  const characters = editor?.storage.characterCount.characters() ?? 0;

  if (!editor) return null;
  return (
    <div className={cn('flex flex-col gap-3 lg:flex-row', className)}>
      <div className="min-w-0 flex-1 rounded-md border bg-background" aria-busy={ai.running || images.uploading}>
        <Toolbar
          editor={editor}
          disabled={!editable || ai.running}
          onPickImage={() => fileInput.current?.click()}
          extra={generate && <AiToolsMenu running={ai.running} disabled={!editable} onGenerate={() => void ai.generate()} />}
        />
        <input
          ref={fileInput}
          type="file"
          className="hidden"
          accept={uploadAcceptAttribute('editorImage')}
          multiple
          tabIndex={-1}
          aria-hidden="true"
          disabled={!editable}
          onChange={(event) => {
            images.insertDropped(event.target.files);
            event.target.value = '';
          }}
        />
        <EditorContent editor={editor} />
        <SlashCommandMenu menu={menu} activeIndex={activeIndex} listId={slashListId} />
        <div className="flex items-center justify-between gap-2 border-t px-3 py-1">
          <AutosaveStatus status={autosave.status} />
          <p className={cn('text-xs text-muted-foreground', characters >= maxLength && 'text-destructive')} aria-live="polite">
            {characterCountLabel(characters, maxLength)}
          </p>
        </div>
      </div>
      {ai.provenance && (
        <div className="lg:w-72">
          <ProvenancePanel generationId={ai.provenance.generationId} isTemplate={ai.provenance.isTemplate} />
        </div>
      )}
    </div>
  );
}
