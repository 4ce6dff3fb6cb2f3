/** Classes shared by the editor and RichTextView (kept apart from TipTap so read-only pages stay light). */

export type TextAlignment = 'left' | 'center' | 'right' | 'justify';

/** The class that aligns text without its own alignment (TipTap stores only non-default alignments). */
export const ALIGNMENT_CLASS: Readonly<Record<TextAlignment, string>> = {
  left: 'text-left',
  center: 'text-center',
  right: 'text-right',
  justify: 'text-justify',
};

/**
 * Styles of the editor's content and of RichTextView (headings, lists, tables, task lists, the
 * two-column layout), so stored HTML looks the same wherever it is shown.
 */
export const RICH_TEXT_CONTENT_CLASS = [
  'max-w-none text-sm leading-relaxed break-words',
  '[&_h1]:text-3xl [&_h1]:font-bold [&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:text-xl [&_h3]:font-semibold',
  '[&_h4]:text-lg [&_h4]:font-semibold [&_h5]:text-base [&_h5]:font-semibold [&_h6]:text-sm [&_h6]:font-semibold',
  '[&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_ul[data-type=taskList]]:list-none [&_ul[data-type=taskList]]:pl-0 [&_li[data-type=taskItem]]:flex [&_li[data-type=taskItem]]:gap-2',
  '[&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_pre]:rounded [&_pre]:bg-muted [&_pre]:p-3 [&_pre]:font-mono [&_code]:font-mono',
  '[&_hr]:my-4 [&_a]:text-primary [&_a]:underline [&_mark]:rounded-sm [&_img]:max-w-full',
  '[&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:p-2 [&_th]:border [&_th]:p-2 [&_th]:bg-muted',
  '[&_[data-type=columns]]:grid [&_[data-type=columns]]:grid-cols-2 [&_[data-type=columns]]:gap-4',
  '[&_[data-type=column]]:min-w-0 [&_[data-type=column]]:rounded [&_[data-type=column]]:border [&_[data-type=column]]:border-dashed [&_[data-type=column]]:px-2',
].join(' ');
