/** The shared rich-text editor (spec 2 §2.5) and its safe read-only view. */
export { RichTextEditor, type RichTextEditorProps } from './RichTextEditor.tsx';
export { RichTextView } from './RichTextView.tsx';
export { sanitizeRichText } from './sanitize-html.ts';
export type { TextAlignment } from './rich-text-styles.ts';
