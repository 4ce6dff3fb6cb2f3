import { describe, expect, it } from 'vitest';
import type { FormEdition } from '../field-map.ts';
import { editionWithNewNames, mapByTooltip, type BlankPdfField } from './map-by-tooltip.ts';

const text = (name: string, tooltip: string): BlankPdfField => ({ name, kind: 'text', tooltip, exportValue: null });
const box = (name: string, tooltip: string, exportValue: string): BlankPdfField => ({
  name,
  kind: 'checkbox',
  tooltip,
  exportValue,
});

describe('finding the shipped fields in another edition by tooltip', () => {
  it('matches on the tooltip whatever its spacing and case, and on the kind and export value', () => {
    const shipped = [
      text('a', 'Part 1. 2.a. Family Name'),
      box('yes', 'Is it? Select Yes.', 'Y'),
      box('no', 'Is it? Select No.', 'N'),
    ];
    const offered = [
      text('A2', '  part 1.  2.a.\nFAMILY name '),
      box('Yes2', 'Is it? Select Yes.', '1'),
      text('No2', 'Is it? Select No.'),
    ];
    expect(mapByTooltip(['a', 'yes', 'no'], shipped, offered)).toEqual({
      translation: new Map([['a', 'A2']]),
      unmatched: ['yes', 'no'],
    });
  });

  it('pairs repeated tooltips in order when both editions repeat them as often, and matches none otherwise', () => {
    const shipped = [text('w1', 'Worksite name'), text('w2', 'Worksite name'), text('c1', 'Child'), text('c2', 'Child')];
    const offered = [text('W1', 'Worksite name'), text('W2', 'Worksite name'), text('C1', 'Child')];
    expect(mapByTooltip(['w2', 'w1', 'c1', 'c2'], shipped, offered)).toEqual({
      translation: new Map([
        ['w2', 'W2'],
        ['w1', 'W1'],
      ]),
      unmatched: ['c1', 'c2'],
    });
  });

  it('moves the map onto the new names and leaves out what was not found', () => {
    const shipped: FormEdition = {
      form: 'i-907',
      edition: '2018-10-01',
      title: 'I-907',
      fileName: 'i-907-2018-10-01.pdf',
      fields: [
        { field: 'name', kind: 'text', label: 'Name', source: 'petitioner', value: () => 'x' },
        { field: 'gone', kind: 'text', label: 'Gone', source: 'petitioner', value: () => 'y' },
        {
          field: 'header',
          kind: 'text',
          label: 'Header',
          source: 'petitioner',
          value: () => 'z',
          onlyWithTextIn: ['name', 'gone'],
        },
      ],
    };
    const moved = editionWithNewNames(shipped, {
      edition: '2024-04-01',
      fileName: 'added.pdf',
      translation: new Map([
        ['name', 'Name2'],
        ['header', 'Header2'],
      ]),
    });
    expect([moved.edition, moved.fileName]).toEqual(['2024-04-01', 'added.pdf']);
    expect(moved.fields.map((entry) => [entry.field, entry.onlyWithTextIn])).toEqual([
      ['Name2', undefined],
      ['Header2', ['Name2']],
    ]);
  });
});
