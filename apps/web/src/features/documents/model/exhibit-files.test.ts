import { describe, expect, it } from 'vitest';
import { loadI18n } from '@/lib/i18n/i18n-runtime.tsx';
import {
  exhibitContext,
  exhibitDisplayName,
  exhibitNamesByFile,
  providedExhibitFiles,
  type PetitionExhibits,
} from './exhibit-files.ts';

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
        exhibitType: 'passport',
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
  it('names every exhibit a file belongs to by its title', async () => {
    const english = await loadI18n('en');
    const names = exhibitNamesByFile([petition]);
    expect(names.get('mine')).toEqual(['Org chart', 'Passport']);
    expect(exhibitContext(english, names.get('mine'))).toBe('Exhibits: Org chart and Passport');
    expect(exhibitContext(english, names.get('passport'))).toBe('Exhibit: Passport');
    expect(exhibitContext(english, undefined)).toBe('');
  });

  it('reads the word and the catalogue names in the reader’s language, a name staff wrote as written', async () => {
    const spanish = await loadI18n('es');
    const typed = { ...petition.exhibitsByPetitionId.nodes[0]!, name: 'Org chart (2026)', exhibitType: 'org-chart' };
    const typedPetition = { exhibitsByPetitionId: { nodes: [typed, ...petition.exhibitsByPetitionId.nodes.slice(1)] } };
    const names = exhibitNamesByFile([typedPetition], spanish);
    expect(names.get('passport')).toEqual(['Pasaporte']);
    expect(names.get('mine')).toEqual(['Org chart (2026)', 'Pasaporte']);
    expect(exhibitContext(spanish, names.get('passport'))).toBe('Anexo: Pasaporte');
    expect(exhibitContext(spanish, names.get('mine'))).toBe('Anexos: Org chart (2026) y Pasaporte');
    // The onboarding's spelling of a type (PASSPORT) is the same type; an exhibit without a type keeps its name.
    expect(exhibitDisplayName({ name: 'Passport', exhibitType: 'PASSPORT' }, spanish)).toBe('Pasaporte');
    expect(exhibitDisplayName({ name: 'Passport', exhibitType: null }, spanish)).toBe('Passport');
    expect(exhibitDisplayName({ name: 'I-94 record', exhibitType: 'i-94' }, spanish)).not.toBe('I-94 record');
  });

  it('names the CV exhibit as the beneficiary knows it (“CV (résumé)”), not staff’s “Beneficiary CV”', async () => {
    const [english, spanish] = await Promise.all([loadI18n('en'), loadI18n('es')]);
    const cv = { name: 'Beneficiary CV', exhibitType: 'beneficiary-cv' };
    expect(exhibitDisplayName(cv, english)).toBe('CV (résumé)');
    expect(exhibitDisplayName(cv, spanish)).toBe('CV (currículum)');
    expect(exhibitDisplayName({ ...cv, name: 'CV of Dr. Rao (2026)' }, spanish)).toBe('CV of Dr. Rao (2026)');
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
