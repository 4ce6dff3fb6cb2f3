import { describe, expect, it } from 'vitest';
import { treeLeftOutReasons, treePacketLabels } from './packet-labels.ts';
import { buildWorkspaceTree, type RawExhibit } from './workspace-tree.ts';

const withFile = { exhibitFilesByExhibitId: { nodes: [{ fileByFileId: { id: 'f', name: 'a.pdf' } }] } };

function exhibit(id: string, extra: Partial<RawExhibit> = {}): RawExhibit {
  return { id, name: id, status: 'PENDING_DOCUMENTS', ownedBy: 'BENEFICIARY', visible: true, ...extra };
}

/** A petition's tree of these modules (id, type and name; visible unless said), as the workspace reads it. */
function tree(modules: { id: string; type: string; visible?: boolean; exhibits: RawExhibit[] }[]) {
  const built = buildWorkspaceTree({
    id: 'p1',
    beneficiaryId: 'u1',
    visaClass: 'o_1a',
    modulesByPetitionId: {
      nodes: modules.map((module) => ({
        id: module.id,
        type: module.type,
        name: module.type,
        visible: module.visible ?? true,
        autogen: false,
        exhibitsByModuleId: { nodes: module.exhibits },
      })),
    },
  });
  return built!;
}

describe('the packet labels the workspace tree shows', () => {
  it('are the compiled packet numbers: empty exhibits left out unless kept to follow, hidden ones too', () => {
    const modules = tree([
      { id: 'm0', type: 'press', exhibits: [exhibit('empty')] },
      {
        id: 'm1',
        type: 'awards',
        exhibits: [
          exhibit('medal', withFile),
          exhibit('medal-photo', { parentExhibitId: 'medal', ...withFile }),
          exhibit('no-files'),
          exhibit('pending', { packetToFollow: true }),
          exhibit('hidden', { visible: false, ...withFile }),
          exhibit('prize', withFile),
        ],
      },
    ]);
    expect(Object.fromEntries(treePacketLabels(modules))).toEqual({
      medal: 'A-1',
      'medal-photo': 'A-1.a',
      pending: 'A-2',
      prize: 'A-3',
    });
  });

  it('say why an exhibit is left out: its module hidden, itself (or the exhibit above it) hidden, or no documents', () => {
    const modules = tree([
      { id: 'm0', type: 'memo-starter', visible: false, exhibits: [exhibit('cv', withFile)] },
      {
        id: 'm1',
        type: 'awards',
        exhibits: [
          exhibit('hidden', { visible: false, ...withFile }),
          exhibit('under-hidden', { parentExhibitId: 'hidden', ...withFile }),
          exhibit('no-files'),
          exhibit('medal', withFile),
        ],
      },
    ]);
    const labels = treePacketLabels(modules);
    const reasons = treeLeftOutReasons(modules);
    const leftOut = ['cv', 'hidden', 'under-hidden', 'no-files'].filter((id) => !labels.has(id));
    expect(Object.fromEntries(leftOut.map((id) => [id, reasons.get(id)]))).toEqual({
      cv: 'module hidden',
      hidden: 'hidden',
      'under-hidden': 'hidden',
      'no-files': 'no documents',
    });
    expect(labels.get('medal')).toBe('A-1');
  });
});
