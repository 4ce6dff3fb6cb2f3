/** The shared rich-text editor (spec 2 §2.5), loaded on first use, and its safe read-only view. */
export { preloadRichTextEditor, RichTextEditor } from './LazyRichTextEditor.tsx';
export type { RichTextEditorProps } from './RichTextEditor.tsx';
export { RichTextView } from './RichTextView.tsx';
export { sanitizeRichText } from './sanitize-html.ts';
export type { TextAlignment } from './rich-text-styles.ts';
