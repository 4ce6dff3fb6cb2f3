import { lazy, Suspense } from 'react';
import { cn } from '@/lib/utils.ts';
import type { RichTextEditorProps } from './RichTextEditor.tsx';
import { RichTextView } from './RichTextView.tsx';

/**
 * TipTap and ProseMirror are ~140 KiB gzipped and take long to evaluate on a slow phone: they load when an
 * editor is first shown (an exhibit opened, a letter chosen), not with the page (issue 35).
 */
const LoadedEditor = lazy(async () => ({ default: (await import('./RichTextEditor.tsx')).RichTextEditor }));

/** The shared rich-text editor; until its code has loaded, the saved text read-only under a labelled loading line. */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<EditorLoading {...props} />}>
      <LoadedEditor {...props} />
    </Suspense>
  );
}

function EditorLoading({ value, label, defaultAlignment, className }: RichTextEditorProps) {
  return (
    <div className={cn('rounded-md border', className)} aria-busy="true">
      <p role="status" className="border-b px-3 py-2 text-sm text-muted-foreground">
        Loading the editor for {label.charAt(0).toLowerCase() + label.slice(1)}…
      </p>
      <RichTextView html={value} defaultAlignment={defaultAlignment} className="min-h-40 px-3 py-2" />
    </div>
  );
}
