import { useMemo } from 'react';
import { cn } from '@/lib/utils.ts';
import { ALIGNMENT_CLASS, RICH_TEXT_CONTENT_CLASS, type TextAlignment } from './rich-text-styles.ts';
import { sanitizeRichText } from './sanitize-html.ts';

/**
 * Stored rich text shown read-only, sanitised on render (spec 2 §2.5) whatever the database holds.
 * `empty` is shown when there is no text (e.g. 'No description provided').
 */
export function RichTextView({
  html,
  empty,
  defaultAlignment = 'justify',
  className,
}: {
  html: string | null | undefined;
  empty?: string;
  defaultAlignment?: TextAlignment;
  className?: string;
}) {
  const safe = useMemo(() => sanitizeRichText(html ?? ''), [html]);
  const hasText = safe.replace(/<[^>]*>/g, '').trim() !== '' || /<(img|hr|table)\b/.test(safe);
  if (!hasText) return empty ? <p className={cn('text-sm italic text-muted-foreground', className)}>{empty}</p> : null;
  return (
    <div
      className={cn(RICH_TEXT_CONTENT_CLASS, ALIGNMENT_CLASS[defaultAlignment], className)}
      // Sanitised above with the shared allow-list: the only place stored HTML reaches the page.
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
