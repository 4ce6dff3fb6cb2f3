import { describe, expect, it } from 'vitest';
import { packetPreflight, type PreflightExhibit, type PreflightModule } from './packet-preflight.ts';

function exhibit(id: string, overrides: Partial<PreflightExhibit> = {}): PreflightExhibit {
  return {
    id,
    name: `Exhibit ${id}`,
    visible: true,
    hasDocuments: true,
    packetToFollow: false,
    stillRequested: false,
    subExhibits: [],
    ...overrides,
  };
}
function module(id: string, exhibits: PreflightExhibit[], visible = true): PreflightModule {
  return { id, name: `Module ${id}`, visible, exhibits };
}

describe('packetPreflight', () => {
  it('finds nothing for a petition whose packet exhibits all have documents, letters signed, forms complete', () => {
    expect(
      packetPreflight({
        modules: [module('m', [exhibit('a'), exhibit('b')])],
        letters: [{ id: 'l', name: 'Support letter', signed: true }],
        forms: [{ name: 'Form G-28', missingFields: [] }],
      }),
    ).toEqual([]);
  });

  it('lists an exhibit without documents, kept "to follow" or not, with where it is', () => {
    const findings = packetPreflight({
      modules: [
        module('m', [
          exhibit('a'),
          exhibit('e', { hasDocuments: false, stillRequested: true }),
          exhibit('f', { hasDocuments: false, packetToFollow: true }),
        ]),
      ],
      letters: [],
      forms: [],
    });
    expect(findings).toEqual([
      {
        kind: 'empty-exhibit',
        exhibitId: 'e',
        // Left out of the packet: no number.
        packetLabel: null,
        moduleId: 'm',
        moduleName: 'Module m',
        exhibitName: 'Exhibit e',
        packetToFollow: false,
        stillRequested: true,
      },
      {
        kind: 'empty-exhibit',
        exhibitId: 'f',
        // Kept "to follow": numbered after A-1, the left-out exhibit taking no number.
        packetLabel: 'A-2',
        moduleId: 'm',
        moduleName: 'Module m',
        exhibitName: 'Exhibit f',
        packetToFollow: true,
        stillRequested: false,
      },
    ]);
  });

  it('does not call a parent empty when a sub-exhibit goes into the packet, but lists an empty sub-exhibit', () => {
    const findings = packetPreflight({
      modules: [
        module('m', [
          exhibit('parent', {
            hasDocuments: false,
            subExhibits: [exhibit('child'), exhibit('empty-child', { hasDocuments: false })],
          }),
        ]),
      ],
      letters: [],
      forms: [],
    });
    expect(findings.map((finding) => finding.kind === 'empty-exhibit' && finding.exhibitId)).toEqual(['empty-child']);
  });

  it('leaves out what is not filed: hidden modules, hidden exhibits and their sub-exhibits', () => {
    const findings = packetPreflight({
      modules: [
        module('hidden', [exhibit('x', { hasDocuments: false })], false),
        module('m', [
          exhibit('h', { visible: false, hasDocuments: false, subExhibits: [exhibit('s', { hasDocuments: false })] }),
        ]),
      ],
      letters: [],
      forms: [],
    });
    expect(findings).toEqual([]);
  });

  it('lists an exhibit with documents the customer was still asked for, unsigned letters and forms missing fields', () => {
    const findings = packetPreflight({
      modules: [module('m', [exhibit('r', { stillRequested: true })])],
      letters: [
        { id: 'signed', name: 'Support letter', signed: true },
        { id: 'draft', name: 'Expert letter', signed: false },
      ],
      forms: [{ name: 'Form I-129', missingFields: ['Beneficiary passport number — enter it in the person data'] }],
    });
    expect(findings).toEqual([
      {
        kind: 'requested-exhibit',
        exhibitId: 'r',
        packetLabel: 'A-1',
        moduleId: 'm',
        moduleName: 'Module m',
        exhibitName: 'Exhibit r',
      },
      { kind: 'unsigned-letter', letterId: 'draft', letterName: 'Expert letter' },
      {
        kind: 'form-fields-missing',
        formName: 'Form I-129',
        missingFields: ['Beneficiary passport number — enter it in the person data'],
      },
    ]);
  });
});
