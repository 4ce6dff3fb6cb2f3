import { describe, expect, it } from 'vitest';
import { exhibitContext, exhibitNamesByFile, providedExhibitFiles, type PetitionExhibits } from './exhibit-files.ts';

const file = (id: string, ownerId: string, deleted = false) => ({
  id,
  name: `${id}.pdf`,
  mimeType: 'application/pdf',
  ownerId,
  deleted,
});
const petition: PetitionExhibits = {
  exhibitsByPetitionId: {
    nodes: [
      {
        id: 'e1',
        name: 'Org chart',
        exhibitFilesByExhibitId: {
          nodes: [
            { fileId: 'mine', createdAt: '2026-11-02T10:00:00Z', fileByFileId: file('mine', 'priya') },
            { fileId: 'staff', createdAt: '2026-11-03T10:00:00Z', fileByFileId: file('staff', 'oa') },
            { fileId: 'gone', createdAt: '2026-11-04T10:00:00Z', fileByFileId: file('gone', 'priya', true) },
          ],
        },
      },
      {
        id: 'e2',
        name: 'Passport',
        exhibitFilesByExhibitId: {
          nodes: [
            { fileId: 'passport', createdAt: '2026-11-05T10:00:00Z', fileByFileId: file('passport', 'priya') },
            { fileId: 'mine', createdAt: '2026-11-06T10:00:00Z', fileByFileId: file('mine', 'priya') },
          ],
        },
      },
    ],
  },
};

describe('the Documents page’s exhibit files', () => {
  it('names every exhibit a file belongs to by its title', () => {
    const names = exhibitNamesByFile([petition]);
    expect(names.get('mine')).toEqual(['Org chart', 'Passport']);
    expect(exhibitContext(names.get('mine'))).toBe('Exhibits: Org chart, Passport');
    expect(exhibitContext(names.get('passport'))).toBe('Exhibit: Passport');
    expect(exhibitContext(undefined)).toBe('');
  });

  it('lists the files the person provided once, newest first, leaving out others’, deleted and already listed ones', () => {
    const rows = providedExhibitFiles([petition], new Set(['priya']), new Set(['passport']));
    expect(rows.map((row) => [row.file.name, row.exhibitNames])).toEqual([['mine.pdf', ['Org chart', 'Passport']]]);
    expect(providedExhibitFiles([petition], new Set(['priya']), new Set()).map((row) => row.file.id)).toEqual([
      'passport',
      'mine',
    ]);
  });
});
