import { describe, expect, it } from 'vitest';
import { exhibitIdsOfFile, packetsHoldingFile, type PetitionPackets } from './packet-files.ts';

const link = (fileId: string, createdAt: string) => ({ fileId, createdAt });
const petition = (
  links: { fileId: string; createdAt: string }[],
  packets: { displayName: string; finishedAt: string | null; createdAt: string }[],
): PetitionPackets => ({
  exhibitsByPetitionId: { nodes: [{ id: 'exhibit-1', name: 'Award', exhibitFilesByExhibitId: { nodes: links } }] },
  compiledPetitionsByPetitionId: { nodes: packets.map((packet, index) => ({ id: `packet-${index}`, ...packet })) },
});

describe('packetsHoldingFile', () => {
  it('names the packets compiled after the file was on an exhibit of their petition', () => {
    const petitions = [
      petition(
        [link('f1', '2026-11-01T10:00:00Z')],
        [
          { displayName: 'Packet before', finishedAt: '2026-10-30T10:00:00Z', createdAt: '2026-10-30T09:00:00Z' },
          { displayName: 'Packet after', finishedAt: '2026-11-02T10:00:00Z', createdAt: '2026-11-02T09:00:00Z' },
          { displayName: 'Packet no finish time', finishedAt: null, createdAt: '2026-11-03T09:00:00Z' },
        ],
      ),
    ];
    expect(packetsHoldingFile(petitions, 'f1')).toEqual(['Packet after', 'Packet no finish time']);
  });

  it('is empty for a file on no exhibit or a petition without packets', () => {
    const petitions = [petition([link('f1', '2026-11-01T10:00:00Z')], [])];
    expect(packetsHoldingFile(petitions, 'f1')).toEqual([]);
    expect(packetsHoldingFile(petitions, 'f2')).toEqual([]);
  });
});

describe('exhibitIdsOfFile', () => {
  it('lists the exhibits a file is on', () => {
    const petitions = [petition([link('f1', '2026-11-01T10:00:00Z')], [])];
    expect(exhibitIdsOfFile(petitions, 'f1')).toEqual(['exhibit-1']);
    expect(exhibitIdsOfFile(petitions, 'f2')).toEqual([]);
  });
});
