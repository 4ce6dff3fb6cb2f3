import type { I18n } from '@lingui/core';
import { exhibitDisplayName } from '@/lib/i18n/exhibit-type-messages.ts';

/** A petition's exhibits with their files, as the Documents query answers them. */
export interface PetitionExhibits {
  exhibitsByPetitionId: {
    nodes: readonly {
      id: string;
      name: string;
      exhibitType?: string | null;
      exhibitFilesByExhibitId: {
        nodes: readonly {
          fileId: string;
          createdAt: string;
          fileByFileId?: {
            id: string;
            name: string;
            mimeType: string;
            sizeBytes?: string | null;
            ownerId?: string | null;
            deleted: boolean;
          } | null;
        }[];
      };
    }[];
  };
}

export interface ProvidedExhibitFile {
  key: string;
  file: { id: string; name: string; mimeType: string; sizeBytes?: string | null };
  date: string;
  exhibitNames: string[];
}

export { exhibitDisplayName } from '@/lib/i18n/exhibit-type-messages.ts';

/**
 * Exhibit names by file id: the exhibits a file belongs to, by their titles (never ids), in the reader's language
 * where they are catalogue names (exhibitDisplayName).
 */
export function exhibitNamesByFile(petitions: readonly PetitionExhibits[], i18n?: I18n): Map<string, string[]> {
  const names = new Map<string, string[]>();
  for (const petition of petitions) {
    for (const exhibit of petition.exhibitsByPetitionId.nodes) {
      const name = exhibitDisplayName(exhibit, i18n);
      for (const link of exhibit.exhibitFilesByExhibitId.nodes) {
        const held = names.get(link.fileId) ?? [];
        if (name && !held.includes(name)) held.push(name);
        names.set(link.fileId, held);
      }
    }
  }
  return names;
}

/**
 * The exhibit files the person or team provided (uploaded by one of `uploaders`) that no other group of the
 * page lists already, newest first, each once with every exhibit it belongs to.
 */
export function providedExhibitFiles(
  petitions: readonly PetitionExhibits[],
  uploaders: ReadonlySet<string>,
  listedElsewhere: ReadonlySet<string>,
): ProvidedExhibitFile[] {
  const names = exhibitNamesByFile(petitions);
  const rows = new Map<string, ProvidedExhibitFile>();
  for (const petition of petitions) {
    for (const exhibit of petition.exhibitsByPetitionId.nodes) {
      for (const link of exhibit.exhibitFilesByExhibitId.nodes) {
        const file = link.fileByFileId;
        if (!file || file.deleted || !file.ownerId || !uploaders.has(file.ownerId)) continue;
        if (listedElsewhere.has(file.id) || rows.has(file.id)) continue;
        rows.set(file.id, {
          key: `exhibit-file-${file.id}`,
          file: { id: file.id, name: file.name, mimeType: file.mimeType, sizeBytes: file.sizeBytes ?? null },
          date: link.createdAt,
          exhibitNames: names.get(file.id) ?? [],
        });
      }
    }
  }
  return [...rows.values()].sort((a, b) => b.date.localeCompare(a.date));
}

const EXHIBIT_CONTEXT = /*i18n*/ {
  id: 'documents.exhibitContext',
  message: '{count, plural, one {Exhibit: {names}} other {Exhibits: {names}}}',
};

/**
 * 'Exhibit: Passport' / 'Exhibits: Passport and Visa stamp' in the reader's language (the names listed the way their
 * language lists things); empty when the file is on no exhibit.
 */
export function exhibitContext(i18n: I18n, names: readonly string[] | undefined): string {
  if (!names || names.length === 0) return '';
  const listed = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(names);
  return i18n._({ ...EXHIBIT_CONTEXT, values: { count: names.length, names: listed } });
}
