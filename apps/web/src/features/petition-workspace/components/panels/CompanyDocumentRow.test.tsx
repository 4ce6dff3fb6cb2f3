import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CompanyDocumentRow, type CompanyDocument } from './CompanyDocumentRow.tsx';

afterEach(cleanup);

const EXHIBITS = [
  { id: 'exhibit-a', label: 'Petitioner › Articles' },
  { id: 'exhibit-b', label: 'Petitioner › Tax ID' },
];

function companyDocument(onExhibits: string[]): CompanyDocument {
  return {
    __typename: 'CompanyDocument',
    companyId: 'company-1',
    fileId: 'file-1',
    type: 'ARTICLES_OF_INCORPORATION',
    createdAt: '2026-12-01T15:30:00Z',
    fileByFileId: {
      __typename: 'File',
      id: 'file-1',
      name: 'articles.pdf',
      mimeType: 'application/pdf',
      deleted: false,
      exhibitFilesByFileId: {
        __typename: 'ExhibitFilesConnection',
        nodes: onExhibits.map((exhibitId) => ({ __typename: 'ExhibitFile' as const, exhibitId })),
      },
    },
  } as CompanyDocument;
}

describe('CompanyDocumentRow', () => {
  it('names the type and the date in words and offers only the exhibits not holding the file', () => {
    render(
      <CompanyDocumentRow document={companyDocument(['exhibit-a'])} exhibits={EXHIBITS} onPreview={vi.fn()} onAdd={vi.fn()} />,
    );
    const row = screen.getByRole('article', { name: 'Articles of Incorporation articles.pdf' });
    expect(row.textContent).not.toContain('ARTICLES_OF_INCORPORATION');
    expect(row.textContent).not.toContain('2026-12-01');
    expect(within(row).getByText('On Petitioner › Articles')).toBeTruthy();
    const choices = within(screen.getByLabelText('Exhibit for articles.pdf')).getAllByRole('option');
    expect(choices.map((option) => option.textContent)).toEqual(['Choose an exhibit', 'Petitioner › Tax ID']);
  });

  it('adds the file to the chosen exhibit and gives the focus back to the choice', async () => {
    const onAdd = vi.fn(() => Promise.resolve(true));
    render(<CompanyDocumentRow document={companyDocument([])} exhibits={EXHIBITS} onPreview={vi.fn()} onAdd={onAdd} />);
    const user = userEvent.setup();
    const add = screen.getByRole('button', { name: 'Add to exhibit: articles.pdf' });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    const choice = screen.getByLabelText('Exhibit for articles.pdf');
    await user.selectOptions(choice, 'Petitioner › Tax ID');
    await user.click(add);
    expect(onAdd).toHaveBeenCalledWith('exhibit-b');
    expect(document.activeElement).toBe(choice);
  });
});
