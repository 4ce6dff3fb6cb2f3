import type { Editor } from '@tiptap/core';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installDomStubs, renderInApp } from '../form/test-support.tsx';
import { installEditorLayoutStubs } from './editor-test-support.ts';
import { RichTextEditor } from './RichTextEditor.tsx';

beforeAll(() => {
  installDomStubs();
  installEditorLayoutStubs();
});
afterEach(cleanup);

const LETTER = '<p>Dear Sir or Madam,</p><p>Priya Sharma is our engineer.</p>';

/**
 * A page that re-renders around the editor while the user types (as the letter pages do when their
 * saved-letters list arrives or the editor hands over its HTML): same value, new callbacks each time.
 */
function Page({ readOnly = false }: { readOnly?: boolean }) {
  const [renders, setRenders] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Re-render {renders}
      </button>
      <RichTextEditor value={LETTER} onSave={() => Promise.resolve()} label="Letter" readOnly={readOnly} />
    </>
  );
}

const editorOf = (textbox: HTMLElement) => (textbox as HTMLElement & { editor: Editor }).editor;

/*
 * jsdom cannot focus a contenteditable, so ProseMirror never writes its selection back to the DOM here;
 * e2e/letters-audit.e2e.test.ts types in Chromium across the page's re-renders for the DOM side.
 */
describe('RichTextEditor when its page re-renders with the same value', () => {
  it('keeps its instance, content and caret, so typing continues where it was', () => {
    renderInApp(<Page />);
    const textbox = screen.getByRole('textbox', { name: 'Letter' });
    const editor = editorOf(textbox);
    const end = editor.state.doc.content.size - 1;
    act(() => {
      editor.commands.focus();
      editor.commands.setTextSelection(end);
    });

    for (let i = 0; i < 3; i += 1) fireEvent.click(screen.getByRole('button', { name: /^Re-render/ }));

    const after = screen.getByRole('textbox', { name: 'Letter' });
    expect(after).toBe(textbox);
    expect(editorOf(after)).toBe(editor);
    expect(editor.state.selection.from).toBe(end);

    act(() => {
      editor.commands.insertContent(' Typed.');
    });
    expect(editor.getText()).toMatch(/is our engineer\. Typed\.$/);
  });

  it('keeps the content typed into it when the page re-renders (the value is read once)', () => {
    renderInApp(<Page />);
    const editor = editorOf(screen.getByRole('textbox', { name: 'Letter' }));
    act(() => {
      editor.chain().focus('end').insertContent(' Edited.').run();
    });
    fireEvent.click(screen.getByRole('button', { name: /^Re-render/ }));
    expect(editor.getText()).toMatch(/Edited\.$/);
    expect(editor.state.selection.from).toBe(editor.state.doc.content.size - 1);
  });
});
