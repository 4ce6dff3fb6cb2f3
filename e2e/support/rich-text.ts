import type { Page } from 'playwright-core';

interface EditorElement extends HTMLElement {
  /** TipTap keeps its Editor on the editable element (`dom.editor`), for tests like these. */
  editor?: {
    commands: { focus: (position: 'end') => boolean };
    state: { selection: { to: number }; doc: { content: { size: number } } };
  };
}

/**
 * Puts the caret at the end of a rich-text editor's last block. Through the editor's own focus command:
 * a DOM selection set from outside reaches ProseMirror only on its next `selectionchange`, so keys pressed
 * right after it could land at the old caret (the start) on a busy machine.
 */
export async function caretAtEnd(page: Page, editorName = 'Letter'): Promise<void> {
  const editable = page.getByRole('textbox', { name: editorName, exact: true });
  await editable.evaluate((element: EditorElement) => {
    if (!element.editor) throw new Error('Not a TipTap editor');
    element.editor.commands.focus('end');
  });
  // The caret is where the next key goes: at the document's end (inside its last block).
  const handle = await editable.elementHandle();
  await page.waitForFunction((element) => {
    const state = (element as EditorElement).editor?.state;
    return !!state && document.activeElement === element && state.selection.to >= state.doc.content.size - 1;
  }, handle);
}
