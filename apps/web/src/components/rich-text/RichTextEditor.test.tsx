import type { Editor } from '@tiptap/core';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { Toaster } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDomStubs, renderInApp } from '../form/test-support.tsx';
import { installEditorLayoutStubs } from './editor-test-support.ts';
import { RichTextEditor } from './RichTextEditor.tsx';

beforeAll(() => {
  installDomStubs();
  installEditorLayoutStubs();
});
afterEach(cleanup);

function renderEditor(value = '<p>Hello</p>', onSave = vi.fn(() => Promise.resolve())) {
  renderInApp(<RichTextEditor value={value} onSave={onSave} label="Description" />);
  const textbox = screen.getByRole('textbox', { name: 'Description' });
  // TipTap keeps its instance on the editing element; used to place the cursor, as a click would.
  const editor = (textbox as HTMLElement & { editor: Editor }).editor;
  return { textbox, editor, onSave };
}

describe('RichTextEditor', () => {
  it('toggles bold from the toolbar (aria-pressed) and autosaves the HTML after 1 s', async () => {
    // When the save came, measured rather than checked at one moment: on a busy machine the click itself can take
    // longer than the pause, and "not saved yet" read after it then failed although the pause was kept.
    let savedAt = 0;
    const { textbox, editor, onSave } = renderEditor(
      '<p>Hello</p>',
      vi.fn(() => {
        savedAt = performance.now();
        return Promise.resolve();
      }),
    );
    const bold = screen.getByRole('button', { name: 'Bold' });
    expect(bold.getAttribute('aria-pressed')).toBe('false');
    act(() => {
      editor.commands.selectAll();
    });
    const clickedAt = performance.now();
    await userEvent.click(bold);
    expect(textbox.innerHTML).toContain('<strong>Hello</strong>');
    expect(bold.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1), { timeout: 5000 });
    // The edit happened during the click, so the save waited the 1 s pause after a moment no earlier than clickedAt.
    expect(savedAt - clickedAt).toBeGreaterThanOrEqual(1000);
    // TipTap 3 writes the default alignment out, so stored HTML keeps it wherever it is shown.
    expect(onSave).toHaveBeenCalledWith('<p style="text-align: justify"><strong>Hello</strong></p>');
    expect(screen.getByRole('status').textContent).toContain('All changes saved');
  });

  it('saves nothing when opened and left alone, though its HTML writes the alignment the stored value lacks', async () => {
    const { onSave } = renderEditor('<p>Stored before alignments were written out</p>');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('labels every toolbar button', () => {
    renderEditor();
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    for (const button of within(toolbar).getAllByRole('button')) {
      expect(button.getAttribute('aria-label') ?? button.textContent?.trim()).toBeTruthy();
    }
    for (const name of [
      'Italic',
      'Underline',
      'Strikethrough',
      'Highlight',
      'Subscript',
      'Superscript',
      'Justify',
      'Task list',
      'Two columns',
      'Insert table',
      'Insert image',
    ]) {
      expect(within(toolbar).getByRole('button', { name })).toBeTruthy();
    }
    expect((within(toolbar).getByRole('combobox', { name: 'Font size' }) as HTMLSelectElement).value).toBe('Medium');
    expect((within(toolbar).getByRole('combobox', { name: 'Font family' }) as HTMLSelectElement).value).toBe('Inter');
  });

  it('shows the character count against the 50,000 limit', () => {
    renderEditor('<p>Hello world</p>');
    expect(screen.getByText('11 / 50,000 characters')).toBeTruthy();
  });

  it("opens the slash menu on '/', lists its commands, moves with the arrows and inserts a table with Enter", async () => {
    const { textbox, editor } = renderEditor('<p></p>');
    act(() => {
      editor.chain().focus('end').insertContent('/').run();
    });
    const menu = await screen.findByRole('listbox', { name: 'Insert block' });
    const titles = within(menu)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(titles).toEqual([
      'Heading 1',
      'Heading 2',
      'Heading 3',
      'Bullet List',
      'Numbered List',
      'Task List',
      'Blockquote',
      'Code Block',
      'Horizontal Rule',
      'Table',
      'Two Columns',
    ]);
    act(() => {
      editor.commands.insertContent('tab');
    });
    await waitFor(() =>
      expect(
        within(screen.getByRole('listbox'))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Table']),
    );
    fireEvent.keyDown(textbox, { key: 'Enter' });
    await waitFor(() => expect(textbox.querySelector('table')).not.toBeNull());
    expect(textbox.textContent).not.toContain('/tab');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('hides Code Block in the slash menu inside a column; Escape closes the menu', async () => {
    const { textbox, editor } = renderEditor(
      '<div data-type="columns"><div data-type="column"><p></p></div><div data-type="column"><p>b</p></div></div>',
    );
    act(() => {
      // Position 3: inside the first column's empty paragraph (document > columns > column > paragraph).
      editor.chain().focus().setTextSelection(3).insertContent('/').run();
    });
    const menu = await screen.findByRole('listbox');
    const titles = within(menu)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(titles).toContain('Blockquote');
    expect(titles).not.toContain('Code Block');
    fireEvent.keyDown(textbox, { key: 'ArrowDown' });
    expect(within(menu).getAllByRole('option')[1]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(textbox, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  });

  it("keeps 'Set Link' disabled for javascript: and text without a scheme", async () => {
    const { editor, textbox } = renderEditor();
    act(() => {
      editor.commands.selectAll();
    });
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    const url = await screen.findByLabelText('URL');
    const setLink = screen.getByRole('button', { name: 'Set Link' });
    for (const bad of ['javascript:alert(1)', 'notalink']) {
      await userEvent.clear(url);
      await userEvent.type(url, bad);
      expect((setLink as HTMLButtonElement).disabled).toBe(true);
    }
    await userEvent.clear(url);
    await userEvent.type(url, 'https://example.com');
    expect((setLink as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(setLink);
    expect(textbox.innerHTML).toContain('<a target="_blank" rel="noopener noreferrer" href="https://example.com">Hello</a>');
  });

  it("clears a colour that is not '#' and 3 or 6 hex digits, and applies one that is", async () => {
    const { editor, textbox } = renderEditor();
    act(() => {
      editor.commands.selectAll();
    });
    await userEvent.click(screen.getByRole('button', { name: 'Text colour' }));
    const input = await screen.findByLabelText('Hex colour');
    await userEvent.type(input, '#12{Enter}');
    expect((input as HTMLInputElement).value).toBe('');
    expect(textbox.innerHTML).not.toContain('color');
    await userEvent.type(input, '#FF0000{Enter}');
    // The DOM writes colours as rgb(); the allow-list keeps both forms.
    expect(textbox.innerHTML).toContain('<span style="color: rgb(255, 0, 0);">Hello</span>');
  });

  it('has no axe violations', async () => {
    renderEditor('<h2>Title</h2><p>Text with <a href="https://example.com">a link</a></p>');
    const results = await axe.run(document.body, {
      // A component, not a page: landmarks are the page's; jsdom has no colours to measure.
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(
      results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`),
    ).toEqual([]);
  });

  it("'AI Tools' → 'Generate Description': a failed request is logged, the content kept and editing re-enabled", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderInApp(
      <RichTextEditor
        value="<p>Mine</p>"
        onSave={() => Promise.resolve()}
        label="Exhibit description"
        generate={{ kind: 'exhibit', id: '00000000-0000-4000-8000-000000000001' }}
      />,
    );
    const textbox = screen.getByRole('textbox', { name: 'Exhibit description' });
    await userEvent.click(screen.getByRole('button', { name: 'AI Tools' }));
    // No API server answers in this test, so the request fails as a dropped network would.
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Generate Description' }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Generate Description failed', expect.anything()));
    await waitFor(() => expect(textbox.getAttribute('contenteditable')).toBe('true'));
    expect(textbox.textContent).toBe('Mine');
    logged.mockRestore();
  });

  it("uploads pasted images only when every file is one; a failed upload is logged and shows 'Something went wrong'", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderInApp(
      <>
        <RichTextEditor value="<p>Hello</p>" onSave={() => Promise.resolve()} label="Description" />
        <Toaster />
      </>,
    );
    const textbox = screen.getByRole('textbox', { name: 'Description' });
    const paste = (files: File[]) => fireEvent.paste(textbox, { clipboardData: { files, types: ['Files'], getData: () => '' } });
    paste([new File(['x'], 'chart.png', { type: 'image/png' }), new File(['x'], 'notes.pdf', { type: 'application/pdf' })]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logged).not.toHaveBeenCalled();
    // No API server answers in this test: the presign request fails as a dropped network would.
    paste([new File(['x'], 'chart.png', { type: 'image/png' })]);
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Editor image upload failed', expect.anything()));
    expect(textbox.querySelector('img')).toBeNull();
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    logged.mockRestore();
  });

  it('opens a link on click in a new tab without the opener', () => {
    const opened = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { textbox } = renderEditor('<p>See <a href="https://example.com/a">the source</a></p>');
    fireEvent.click(within(textbox).getByText('the source'));
    expect(opened).toHaveBeenCalledWith('https://example.com/a', '_blank', 'noopener,noreferrer');
    opened.mockRestore();
  });

  it('is read-only when asked: no editing and a disabled toolbar', () => {
    renderInApp(<RichTextEditor value="<p>Fixed</p>" onSave={() => Promise.resolve()} label="Notes" readOnly />);
    expect(screen.getByRole('textbox', { name: 'Notes' }).getAttribute('contenteditable')).toBe('false');
    expect((screen.getByRole('button', { name: 'Bold' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
