import { describe, expect, it } from 'vitest';
import { buildWorkspaceTree, readJsonObject, treeFiles, type RawExhibit, type RawPetition } from './workspace-tree.ts';

function exhibit(id: string, extra: Partial<RawExhibit> = {}): RawExhibit {
  return {
    id,
    name: `Exhibit ${id}`,
    status: 'PENDING_DOCUMENTS',
    ownedBy: 'BENEFICIARY',
    visible: true,
    metadata: '{}',
    ...extra,
  };
}

function petition(extra: Partial<RawPetition> = {}): RawPetition {
  return {
    id: 'p1',
    beneficiaryId: 'u1',
    visaClass: 'o_1a',
    modulesByPetitionId: {
      nodes: [
        {
          id: 'm1',
          type: 'press',
          name: 'Press',
          visible: true,
          autogen: false,
          data: '{"notes":"call the editor","other":1}',
          exhibitsByModuleId: {
            nodes: [
              exhibit('e1'),
              exhibit('s1', { parentExhibitId: 'e1' }),
              exhibit('e2', { metadata: '{"status":"CUSTOMER_APPROVED"}' }),
            ],
          },
        },
        {
          id: 'm2',
          type: 'awards',
          name: 'Awards',
          visible: false,
          autogen: false,
          data: '{}',
          exhibitsByModuleId: { nodes: [] },
        },
      ],
    },
    ...extra,
  };
}

describe('buildWorkspaceTree', () => {
  it('keeps the modules in order, nests sub-exhibits under their parent and reads the notes', () => {
    const tree = buildWorkspaceTree(petition(), () => {});
    expect(tree?.map((module) => module.id)).toEqual(['m1', 'm2']);
    const [first] = tree!;
    expect(first!.notes).toBe('call the editor');
    expect(first!.data).toEqual({ notes: 'call the editor', other: 1 });
    expect(first!.exhibits.map((top) => top.id)).toEqual(['e1', 'e2']);
    expect(first!.exhibits[0]!.subExhibits.map((sub) => sub.id)).toEqual(['s1']);
  });

  it('maps the display status case-insensitively, defaults to requested and logs an unknown one as pending', () => {
    const logged: string[] = [];
    const raw = petition();
    raw.modulesByPetitionId!.nodes[0]!.exhibitsByModuleId!.nodes = [
      exhibit('a', { metadata: '{"status":"CUSTOMER_APPROVED"}' }),
      exhibit('b', { metadata: '{}' }),
      exhibit('c', { metadata: '{"status":"lost in the mail"}' }),
    ];
    const tree = buildWorkspaceTree(raw, (message) => logged.push(message));
    expect(tree![0]!.exhibits.map((top) => top.displayStatus)).toEqual(['customer-approved', 'requested', 'pending']);
    expect(logged).toEqual(['unknown status']);
  });

  it.each([
    ['an id', { id: null }],
    ['a beneficiary', { beneficiaryId: null }],
    ['a visa class', { visaClass: '' }],
  ])('ignores and logs a petition lacking %s', (_what, extra) => {
    const logged: string[] = [];
    expect(buildWorkspaceTree(petition(extra), (message) => logged.push(message))).toBeNull();
    expect(logged).toHaveLength(1);
  });
});

describe('treeFiles', () => {
  it('skips files without an id or a name, and deleted files', () => {
    const files = treeFiles([
      { fileByFileId: { id: 'f1', name: 'cv.pdf', mimeType: 'application/pdf', deleted: false } },
      { fileByFileId: { id: null, name: 'no-id.pdf', mimeType: 'application/pdf', deleted: false } },
      { fileByFileId: { id: 'f3', name: '', mimeType: 'application/pdf', deleted: false } },
      { fileByFileId: { id: 'f4', name: 'gone.pdf', mimeType: 'application/pdf', deleted: true } },
      { fileByFileId: null },
    ]);
    expect(files).toEqual([{ id: 'f1', name: 'cv.pdf', mimeType: 'application/pdf' }]);
  });
});

describe('readJsonObject', () => {
  it('reads JSON text and objects, and logs text that cannot be parsed', () => {
    const logged: string[] = [];
    expect(readJsonObject('{"a":1}')).toEqual({ a: 1 });
    expect(readJsonObject({ b: 2 })).toEqual({ b: 2 });
    expect(readJsonObject('[1]')).toEqual({});
    expect(readJsonObject('{oops', (message) => logged.push(message))).toEqual({});
    expect(logged).toEqual(['tree data could not be parsed']);
  });
});
