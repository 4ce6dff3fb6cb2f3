import { describe, expect, it } from 'vitest';
import { exhibitTitle, isInPacket, moduleLetter, packetExhibitLabels, type LabelExhibit } from './exhibit-labels.ts';

function exhibit(id: string, extra: Partial<LabelExhibit> = {}): LabelExhibit {
  return { id, visible: true, hasDocuments: true, packetToFollow: false, subExhibits: [], ...extra };
}

describe('packet exhibit labels', () => {
  it('letters modules like spreadsheet columns', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(moduleLetter)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'AZ', 'BA', 'ZZ', 'AAA']);
  });

  it('numbers exhibits, letters sub-exhibits and numbers the level below again', () => {
    const labels = packetExhibitLabels([
      {
        visible: true,
        exhibits: [
          exhibit('a1'),
          exhibit('a2', {
            subExhibits: [exhibit('a2a', { subExhibits: [exhibit('a2a1'), exhibit('a2a2')] }), exhibit('a2b')],
          }),
        ],
      },
      { visible: true, exhibits: [exhibit('b1')] },
    ]);
    expect(Object.fromEntries(labels)).toEqual({
      a1: 'A-1',
      a2: 'A-2',
      a2a: 'A-2.a',
      a2a1: 'A-2.a.1',
      a2a2: 'A-2.a.2',
      a2b: 'A-2.b',
      b1: 'B-1',
    });
  });

  it('closes the gaps left by hidden and empty exhibits and by modules with nothing in the packet', () => {
    const labels = packetExhibitLabels([
      { visible: true, exhibits: [exhibit('empty', { hasDocuments: false })] },
      { visible: false, exhibits: [exhibit('in-hidden-module')] },
      {
        visible: true,
        exhibits: [
          exhibit('hidden', { visible: false, subExhibits: [exhibit('under-hidden')] }),
          exhibit('first'),
          exhibit('empty-2', { hasDocuments: false }),
          exhibit('to-follow', { hasDocuments: false, packetToFollow: true }),
          exhibit('group', { hasDocuments: false, subExhibits: [exhibit('empty-sub', { hasDocuments: false }), exhibit('sub')] }),
        ],
      },
    ]);
    expect(Object.fromEntries(labels)).toEqual({ first: 'A-1', 'to-follow': 'A-2', group: 'A-3', sub: 'A-3.a' });
  });

  it('keeps an exhibit without documents only when kept "to follow" or holding one in the packet', () => {
    expect(isInPacket(exhibit('x', { hasDocuments: false }))).toBe(false);
    expect(isInPacket(exhibit('x', { hasDocuments: false, packetToFollow: true }))).toBe(true);
    expect(isInPacket(exhibit('x', { visible: false }))).toBe(false);
    expect(isInPacket(exhibit('x', { hasDocuments: false, subExhibits: [exhibit('y')] }))).toBe(true);
    expect(isInPacket(exhibit('x', { hasDocuments: false, subExhibits: [exhibit('y', { visible: false })] }))).toBe(false);
  });
});

describe('exhibit titles', () => {
  it('prints the override name, else the name, never a number of their own beside the label', () => {
    expect(exhibitTitle({ name: 'Code contribution', compilerOverrideName: 'Exhibit 3-3: Code contribution' })).toBe(
      'Code contribution',
    );
    expect(exhibitTitle({ name: 'Judge notes', compilerOverrideName: 'Judging invitation' })).toBe('Judging invitation');
    expect(exhibitTitle({ name: 'Judge notes', compilerOverrideName: '  ' })).toBe('Judge notes');
    expect(exhibitTitle({ name: 'Judge notes', compilerOverrideName: null })).toBe('Judge notes');
    expect(exhibitTitle({ name: 'Award', compilerOverrideName: 'Exhibit B-2' })).toBe('Award');
    for (const numbered of ['Ex. B-2 – Award', 'Exh B-2: Award', 'Tab 4. Award', 'EXHIBIT A-1.a.2 - Award', 'Exhibit A) Award']) {
      expect(exhibitTitle({ name: numbered }), numbered).toBe('Award');
    }
    expect(exhibitTitle({ name: '' })).toBe('Untitled exhibit');
  });

  it('keeps names that only start like a number', () => {
    for (const name of ['Exhibition catalogue', 'Exhibition: works shown', 'Exhibit Summary: impact', 'Tablet patent']) {
      expect(exhibitTitle({ name }), name).toBe(name);
    }
  });
});
