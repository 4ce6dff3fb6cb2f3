import { describe, expect, it } from 'vitest';
import { letterBlocks, lineText } from '../../src/letters/letter-blocks.ts';

describe('letterBlocks: the editor HTML as the exports lay it out', () => {
  it('reads headings, aligned paragraphs, line breaks, marks and nested lists', () => {
    const blocks = letterBlocks(
      '<h1>Title</h1><p style="text-align: center">A <strong>bold</strong> <em>and</em> <u>under</u><br>second line</p>' +
        '<ol><li><p>One</p><ul><li><p>Nested</p></li></ul></li><li><p>Two</p></li></ol>',
    );
    expect(blocks.map((block) => ({ kind: block.kind, level: block.level, number: block.number, align: block.align }))).toEqual([
      { kind: 'heading', level: 1, number: null, align: null },
      { kind: 'paragraph', level: 0, number: null, align: 'center' },
      { kind: 'list-item', level: 0, number: 1, align: null },
      { kind: 'list-item', level: 1, number: null, align: null },
      { kind: 'list-item', level: 0, number: 2, align: null },
    ]);
    expect(blocks.map((block) => block.lines.map(lineText))).toEqual([
      ['Title'],
      ['A bold and under', 'second line'],
      ['One'],
      ['Nested'],
      ['Two'],
    ]);
    const marks = blocks[1]!.lines[0]!.filter((run) => run.text.trim() !== '');
    expect(marks.map(({ text, bold, italic, underline }) => ({ text, bold, italic, underline }))).toEqual([
      { text: 'A ', bold: false, italic: false, underline: false },
      { text: 'bold', bold: true, italic: false, underline: false },
      { text: 'and', bold: false, italic: true, underline: false },
      { text: 'under', bold: false, italic: false, underline: true },
    ]);
  });
});
