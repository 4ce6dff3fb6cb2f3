/** A petition's exhibits with their files, as the Documents query answers them. */
export interface PetitionExhibits {
  exhibitsByPetitionId: {
    nodes: readonly {
      id: string;
      name: string;
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

/** Exhibit names by file id: the exhibits a file belongs to, by their titles (never ids). */
export function exhibitNamesByFile(petitions: readonly PetitionExhibits[]): Map<string, string[]> {
  const names = new Map<string, string[]>();
  for (const petition of petitions) {
    for (const exhibit of petition.exhibitsByPetitionId.nodes) {
      for (const link of exhibit.exhibitFilesByExhibitId.nodes) {
        const held = names.get(link.fileId) ?? [];
        if (exhibit.name && !held.includes(exhibit.name)) held.push(exhibit.name);
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

/** 'Exhibit: Passport' / 'Exhibits: Passport, Visa stamp'; empty when the file is on no exhibit. */
export function exhibitContext(names: readonly string[] | undefined): string {
  if (!names || names.length === 0) return '';
  return `${names.length === 1 ? 'Exhibit' : 'Exhibits'}: ${names.join(', ')}`;
}
