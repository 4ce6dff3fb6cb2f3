import { newHtmlWindow } from '../rich-text/html-window.ts';

/** A piece of text with the marks the exports keep (bold, italic, underline). */
export interface LetterRun {
  text: string;
  bold: boolean;
  italic: boolean;
  underline: boolean;
}

export type LetterAlignment = 'left' | 'center' | 'right' | 'justify';

/** One block of a letter as both exports lay it out. */
export interface LetterBlock {
  kind: 'paragraph' | 'heading' | 'list-item';
  /** Headings: 1–6; list items: nesting depth from 0. */
  level: number;
  /** Ordered list items: their number; otherwise null. */
  number: number | null;
  align: LetterAlignment | null;
  /** Lines of the block (a <br> starts a new line), each a list of runs. */
  lines: LetterRun[][];
}

const BLOCK_TAGS = new Set(['P', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'LI', 'BLOCKQUOTE', 'PRE']);
const CONTAINER_TAGS = new Set(['UL', 'OL', 'DIV', 'BLOCKQUOTE', 'BODY', 'SECTION', 'LABEL']);

interface Marks {
  bold: boolean;
  italic: boolean;
  underline: boolean;
}

function marksOf(element: Element, inherited: Marks): Marks {
  const tag = element.tagName;
  return {
    bold: inherited.bold || tag === 'STRONG' || tag === 'B' || /^H[1-6]$/.test(tag),
    italic: inherited.italic || tag === 'EM' || tag === 'I',
    underline: inherited.underline || tag === 'U',
  };
}

function alignmentOf(element: Element): LetterAlignment | null {
  const match = /text-align:\s*(left|center|right|justify)/i.exec(element.getAttribute('style') ?? '');
  return match ? (match[1]!.toLowerCase() as LetterAlignment) : null;
}

/** The runs of an inline tree, split into lines at <br>; nested blocks are left to the caller. */
function collectLines(node: Node, marks: Marks, lines: LetterRun[][]): void {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === 3) {
      const text = (child.textContent ?? '').replace(/\s+/g, ' ');
      if (text !== '') lines[lines.length - 1]!.push({ text, ...marks });
    } else if (child.nodeType === 1) {
      const element = child as Element;
      if (element.tagName === 'BR') lines.push([]);
      else if (element.tagName === 'UL' || element.tagName === 'OL') continue;
      else collectLines(element, marksOf(element, marks), lines);
    }
  }
}

/** Lines without leading/trailing spaces; an all-empty block keeps one empty line (a blank paragraph). */
function tidy(lines: LetterRun[][]): LetterRun[][] {
  return lines.map((runs) => {
    const kept = runs.filter((run) => run.text !== '');
    if (kept[0]) kept[0] = { ...kept[0], text: kept[0].text.trimStart() };
    const last = kept.length - 1;
    if (kept[last]) kept[last] = { ...kept[last], text: kept[last].text.trimEnd() };
    return kept.filter((run) => run.text !== '');
  });
}

const NO_MARKS: Marks = { bold: false, italic: false, underline: false };

function walk(container: Element, blocks: LetterBlock[], depth: number): void {
  let ordinal = 0;
  for (const child of Array.from(container.children)) {
    const tag = child.tagName;
    if (tag === 'UL' || tag === 'OL') {
      walk(child, blocks, tag === container.tagName || container.tagName === 'LI' ? depth + 1 : depth);
      continue;
    }
    if (tag === 'LI') {
      ordinal += 1;
      const lines: LetterRun[][] = [[]];
      collectLines(child, NO_MARKS, lines);
      blocks.push({
        kind: 'list-item',
        level: depth,
        number: container.tagName === 'OL' ? ordinal : null,
        align: alignmentOf(child),
        lines: tidy(lines),
      });
      for (const nested of Array.from(child.children)) {
        if (nested.tagName === 'UL' || nested.tagName === 'OL') walk(nested, blocks, depth + 1);
      }
      continue;
    }
    if (BLOCK_TAGS.has(tag) && !(tag === 'BLOCKQUOTE' && child.querySelector('p'))) {
      const lines: LetterRun[][] = [[]];
      collectLines(child, marksOf(child, NO_MARKS), lines);
      const heading = /^H([1-6])$/.exec(tag);
      blocks.push({
        kind: heading ? 'heading' : 'paragraph',
        level: heading ? Number(heading[1]) : 0,
        number: null,
        align: alignmentOf(child),
        lines: tidy(lines),
      });
      continue;
    }
    if (CONTAINER_TAGS.has(tag)) {
      walk(child, blocks, depth);
      continue;
    }
    // Inline content at block level (e.g. a bare <strong>): its own paragraph.
    const lines: LetterRun[][] = [[]];
    collectLines({ childNodes: [child] } as unknown as Node, NO_MARKS, lines);
    const tidied = tidy(lines);
    if (tidied.some((line) => line.length > 0))
      blocks.push({ kind: 'paragraph', level: 0, number: null, align: null, lines: tidied });
  }
}

/**
 * The blocks of a letter's sanitised HTML (the editor's allow-list): paragraphs, headings and list
 * items with their alignment, lines and marks. Images, links' targets and colours are not part of a
 * letter's printed text and are left out; their text stays.
 */
export function letterBlocks(html: string): LetterBlock[] {
  const window = newHtmlWindow();
  const body = window.document.createElement('body');
  body.innerHTML = html;
  const blocks: LetterBlock[] = [];
  walk(body, blocks, 0);
  window.close();
  return blocks;
}

/** The plain text of a block's line. */
export function lineText(line: readonly LetterRun[]): string {
  return line.map((run) => run.text).join('');
}
