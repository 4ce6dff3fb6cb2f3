import { lazy, Suspense, useState } from 'react';
import { cn } from '@/lib/utils.ts';
import type { RichTextEditor as LoadedEditorComponent, RichTextEditorProps } from './RichTextEditor.tsx';
import { RichTextView } from './RichTextView.tsx';

/**
 * TipTap and ProseMirror are ~140 KiB gzipped and take long to evaluate on a slow phone: they load when an
 * editor is first shown (an exhibit opened, a letter chosen), not with the page (issue 35), or a moment earlier
 * when the person points at or focuses what will show one (preloadRichTextEditor).
 */
let editorCode: Promise<typeof LoadedEditorComponent> | null = null;
/** The editor once its code has arrived: an editor shown after that renders at once, without the loading line. */
let loadedEditor: typeof LoadedEditorComponent | null = null;

function loadEditorCode(): Promise<typeof LoadedEditorComponent> {
  editorCode ??= import('./RichTextEditor.tsx').then(
    (module) => (loadedEditor = module.RichTextEditor),
    (error: unknown) => {
      // A failed download (a new deployment, a dropped connection) is tried again by the next editor shown.
      editorCode = null;
      throw error;
    },
  );
  return editorCode;
}

/**
 * Starts loading the editor's code, for a control about to show an editor (pointed at or focused): by the
 * click it has usually arrived, so the editor opens in place of the text instead of a loading line that it
 * then pushes down.
 */
export function preloadRichTextEditor(): Promise<unknown> {
  return loadEditorCode().catch((error: unknown) => console.error('loading the editor failed:', error));
}

const LazyEditor = lazy(async () => ({ default: await loadEditorCode() }));

/** The shared rich-text editor; until its code has loaded, the saved text read-only under a labelled loading line. */
export function RichTextEditor(props: RichTextEditorProps) {
  // Decided when this editor appears and kept: switching from the lazy path to the loaded component on a later
  // render would mount a new editor and lose what is being typed.
  const [Editor] = useState(() => loadedEditor);
  if (Editor) return <Editor {...props} />;
  return (
    <Suspense fallback={<EditorLoading {...props} />}>
      <LazyEditor {...props} />
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
