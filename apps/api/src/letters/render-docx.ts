import { AlignmentType, Document, HeadingLevel, LevelFormat, Packer, Paragraph, TextRun, type ParagraphChild } from 'docx';
import type { LetterAlignment, LetterBlock } from './letter-blocks.ts';

const ALIGNMENT = {
  left: AlignmentType.LEFT,
  center: AlignmentType.CENTER,
  right: AlignmentType.RIGHT,
  justify: AlignmentType.JUSTIFIED,
} as const satisfies Record<LetterAlignment, unknown>;

const HEADINGS = [
  HeadingLevel.HEADING_1,
  HeadingLevel.HEADING_2,
  HeadingLevel.HEADING_3,
  HeadingLevel.HEADING_4,
  HeadingLevel.HEADING_5,
  HeadingLevel.HEADING_6,
] as const;

const NUMBERED = 'letter-numbered';

function runsOf(block: LetterBlock): ParagraphChild[] {
  return block.lines.flatMap((line, index) =>
    line.map(
      (run, position) =>
        new TextRun({
          text: run.text,
          bold: run.bold,
          italics: run.italic,
          ...(run.underline ? { underline: {} } : {}),
          // A <br> before the line's first run.
          ...(index > 0 && position === 0 ? { break: 1 } : {}),
        }),
    ),
  );
}

function paragraphOf(block: LetterBlock, defaultAlignment: LetterAlignment): Paragraph {
  const alignment = ALIGNMENT[block.align ?? (block.kind === 'paragraph' ? defaultAlignment : 'left')];
  const children = runsOf(block);
  if (block.kind === 'heading') return new Paragraph({ children, alignment, heading: HEADINGS[block.level - 1] });
  if (block.kind === 'list-item') {
    const level = Math.min(block.level, 8);
    return block.number === null
      ? new Paragraph({ children, alignment, bullet: { level } })
      : new Paragraph({ children, alignment, numbering: { reference: NUMBERED, level } });
  }
  return new Paragraph({ children, alignment, spacing: { after: 200 } });
}

/** Who wrote the letter, as the DOCX's properties (docProps/core.xml) say: people's names, never the library's. */
export interface LetterAuthors {
  /** dc:creator: who first saved the letter. */
  creator: string;
  /** cp:lastModifiedBy: who saved this version (the `docx` package writes "Un-named" when it is not given). */
  lastModifiedBy: string;
}

/** The letter as a Word document (the `docx` package): Times New Roman 12 pt, one page style. */
export async function renderLetterDocx(blocks: readonly LetterBlock[], title: string, authors: LetterAuthors): Promise<Buffer> {
  const document = new Document({
    title,
    creator: authors.creator,
    lastModifiedBy: authors.lastModifiedBy,
    styles: { default: { document: { run: { font: 'Times New Roman', size: 24 } } } },
    numbering: {
      config: [
        {
          reference: NUMBERED,
          levels: Array.from({ length: 9 }, (_unused, level) => ({
            level,
            format: LevelFormat.DECIMAL,
            text: `%${level + 1}.`,
            alignment: AlignmentType.START,
            style: { paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } },
          })),
        },
      ],
    },
    sections: [{ children: blocks.map((block) => paragraphOf(block, 'justify')) }],
  });
  return Packer.toBuffer(document);
}
