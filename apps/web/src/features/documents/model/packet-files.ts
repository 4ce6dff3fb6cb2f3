import type { PetitionExhibits } from './exhibit-files.ts';

/** A petition's exhibits and the compiled packets the account can read (the Documents query's answer). */
export interface PetitionPackets extends PetitionExhibits {
  compiledPetitionsByPetitionId: {
    nodes: readonly { id: string; displayName: string; finishedAt?: string | null; createdAt: string }[];
  };
}

/**
 * The packets a file went into: completed packets of a petition the file was on an exhibit of when the packet
 * was compiled (linked before it finished). The page asks before deleting or replacing such a file, since the
 * filed packet keeps the old copy (issue 26). Packets staff have not shared are not visible, so not counted.
 */
export function packetsHoldingFile(petitions: readonly PetitionPackets[], fileId: string): string[] {
  const names: string[] = [];
  for (const petition of petitions) {
    const linkedAt = petition.exhibitsByPetitionId.nodes
      .flatMap((exhibit) => exhibit.exhibitFilesByExhibitId.nodes)
      .filter((link) => link.fileId === fileId)
      .map((link) => link.createdAt)
      .sort()[0];
    if (!linkedAt) continue;
    for (const packet of petition.compiledPetitionsByPetitionId.nodes) {
      const compiledAt = packet.finishedAt ?? packet.createdAt;
      if (Date.parse(linkedAt) <= Date.parse(compiledAt) && !names.includes(packet.displayName)) names.push(packet.displayName);
    }
  }
  return names;
}

/** The exhibits a file is on (ids), to upload its replacement to the first of them. */
export function exhibitIdsOfFile(petitions: readonly PetitionExhibits[], fileId: string): string[] {
  return petitions.flatMap((petition) =>
    petition.exhibitsByPetitionId.nodes
      .filter((exhibit) => exhibit.exhibitFilesByExhibitId.nodes.some((link) => link.fileId === fileId))
      .map((exhibit) => exhibit.id),
  );
}
