import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDomStubs, renderInApp } from '../form/test-support.tsx';
import { installEditorLayoutStubs } from './editor-test-support.ts';
import { RichTextEditor } from './index.ts';

beforeAll(() => {
  installDomStubs();
  installEditorLayoutStubs();
});
afterEach(cleanup);

describe('RichTextEditor (loaded on first use)', () => {
  it('shows the saved text read-only under a labelled loading line, then the editor in its place', async () => {
    function Page() {
      const [renders, setRenders] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setRenders(renders + 1)}>
            Render again ({renders})
          </button>
          <RichTextEditor value="<p>Saved <strong>text</strong></p>" onSave={vi.fn()} label="Description of Press" />
        </>
      );
    }
    renderInApp(<Page />);
    // Before TipTap's code has loaded: the saved HTML (sanitised) and what is awaited, in words; nothing editable.
    expect(screen.getByRole('status').textContent).toBe('Loading the editor for description of Press…');
    expect(screen.getByText('text').tagName).toBe('STRONG');
    expect(screen.queryByRole('textbox')).toBeNull();

    const textbox = await screen.findByRole('textbox', { name: 'Description of Press' }, { timeout: 10_000 });
    expect(textbox.textContent).toBe('Saved text');
    expect(screen.queryByText(/Loading the editor/)).toBeNull();

    // The page renders again once the code is there: the editor stays the one being typed in, not a new one.
    fireEvent.click(screen.getByRole('button', { name: /Render again/ }));
    expect(screen.getByRole('button', { name: 'Render again (1)' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Description of Press' })).toBe(textbox);
  });
});
