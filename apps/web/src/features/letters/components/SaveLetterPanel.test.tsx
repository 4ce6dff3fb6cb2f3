import { LETTER_NAME_MAX, LETTER_NAME_TEXTS } from '@app/domain';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SaveLetterPanel } from './SaveLetterPanel.tsx';

const api = vi.hoisted(() => ({
  saveLetter: vi.fn(),
  listLetters: vi.fn(async () => ({ letters: [] })),
  loadLetter: vi.fn(),
  exportLetter: vi.fn(),
}));
vi.mock('../api/saved-letters.ts', () => api);
vi.mock('../api/letter-petitions.ts', () => ({ useLetterPetitions: () => ({ options: [] }) }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderPanel() {
  render(
    <SaveLetterPanel
      html="<p>The letter.</p>"
      letterType="ev-letter"
      generationId={null}
      defaultName="Employment verification letter"
      opened={null}
      onOpened={() => {}}
      onLoadHtml={() => {}}
      disabled={false}
      petition={{ id: '6f1c2b9e-8d4a-4c1e-9f3b-2a7d5e8c0b14', label: 'Priya Sharma — O-1A' }}
    />,
  );
  return { name: screen.getByLabelText('Letter name'), save: screen.getByRole('button', { name: 'Save letter' }) };
}

/** The Save to petition panel holds the letter name's rule (letterNameSchema), as the route and the database do. */
describe('the letter name on the Save to petition panel', () => {
  it.each([
    ['a tab pasted into it', 'Expert\tletter', LETTER_NAME_TEXTS.notOneLine],
    ['over 200 characters', 'é'.repeat(LETTER_NAME_MAX + 1), LETTER_NAME_TEXTS.tooLong],
  ])('says why a name with %s cannot be saved, and does not send it', async (_kind, typed, sentence) => {
    const { name, save } = renderPanel();
    await waitFor(() => expect(api.listLetters).toHaveBeenCalled());
    fireEvent.change(name, { target: { value: typed } });
    expect(screen.getByText(sentence)).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe(screen.getByText(sentence).id);
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.click(save);
    expect(api.saveLetter).not.toHaveBeenCalled();
  });

  it('takes 200 characters counted as the database counts them (emoji are one each), with no sentence', async () => {
    const { name, save } = renderPanel();
    fireEvent.change(name, { target: { value: '📨'.repeat(LETTER_NAME_MAX) } });
    expect((name as HTMLInputElement).value).toBe('📨'.repeat(LETTER_NAME_MAX));
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(save.hasAttribute('disabled')).toBe(false);
  });
});
