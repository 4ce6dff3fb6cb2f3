import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDomStubs, renderInApp } from '../form/test-support.tsx';
import { installEditorLayoutStubs } from './editor-test-support.ts';
import { preloadRichTextEditor, RichTextEditor } from './LazyRichTextEditor.tsx';

// A file of its own: the editor's code must not have been loaded by an earlier test of the same module graph.
beforeAll(() => {
  installDomStubs();
  installEditorLayoutStubs();
});
afterEach(cleanup);

describe('RichTextEditor after preloadRichTextEditor', () => {
  it('opens as the editor at once: no loading line that the editor then replaces', async () => {
    await preloadRichTextEditor();
    renderInApp(<RichTextEditor value="<p>Saved text</p>" onSave={vi.fn()} label="Description of Press" />);
    expect(screen.queryByText(/Loading the editor/)).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Description of Press' }).textContent).toBe('Saved text');
  });
});
