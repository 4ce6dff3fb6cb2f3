/**
 * The header boxes of a USCIS Form I-797 notice (receipt-notice.ts reads the rest): the petitioner's and
 * beneficiary's names and the received and notice dates are each read from the box its label prints, never from
 * the notice's sentences ("The petitioner must submit…", "the notice date shown above") or the first date anywhere.
 * Notices come as PDF text layers and as OCR of photos, so a box's value may be on its label's line, or under a row
 * of labels, one label a line. An approval's validity box is read with these helpers in receipt-notice-validity.ts.
 */

const DATE =
  /\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b|\b(January|February|March|April|May|June|July|August|September|October|November|December)\s+(\d{1,2}),\s*(\d{4})\b/gi;
const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

function isoOf(match: RegExpMatchArray): string | null {
  const [month, day, year] = match[1]
    ? [Number(match[1]), Number(match[2]), Number(match[3])]
    : [MONTHS.indexOf(match[4]!.toLowerCase()) + 1, Number(match[5]), Number(match[6])];
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 1990 || year > 2100) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** The date `text` starts with ("10/01/2026 Priority Date …", "March 4, 2026"), or null. */
export function leadingDate(text: string): string | null {
  const match = [...text.matchAll(DATE)][0];
  return match && match.index === 0 ? isoOf(match) : null;
}

/** What joins a period's two dates: "10/15/2026 to 10/14/2029", "10/15/2026 - 10/14/2029", "… through …". */
const JOIN = String.raw`\s*(?:to|through|thru|until|[-–—])\s*`;
const RANGE_JOIN = new RegExp(`^${JOIN}$`, 'i');
/** A period as printed, both dates and what joins them: a row's values drop it whole, not leaving its "-" behind. */
const PERIOD = new RegExp(`(?:${DATE.source})${JOIN}(?:${DATE.source})`, 'gi');

/**
 * The dates printed in `line` (null: a date that is none, such as 13/45/2026), each with the column it starts at.
 * A period's second date ("10/15/2026 - 10/14/2029") is `joined` to the first and given its column: both are printed
 * in one box, so in a row of boxes it belongs with its first date, not with the box it happens to reach under.
 */
export function datesIn(line: string): { iso: string | null; column: number; joined: boolean }[] {
  const dates: { iso: string | null; column: number; joined: boolean }[] = [];
  let previousEnd = -1;
  for (const match of line.matchAll(DATE)) {
    const previous = dates.at(-1);
    const joined = previous !== undefined && RANGE_JOIN.test(line.slice(previousEnd, match.index));
    dates.push({ iso: isoOf(match), column: joined ? previous.column : match.index, joined });
    previousEnd = match.index + match[0].length;
  }
  return dates;
}

/** A name as a notice prints it ("ACME ROBOTICS INC", "SHARMA, PRIYA"): letters, spaces and . , & ' -. */
const NAME = /^[\p{L}0-9][\p{L}0-9 .,&'/-]{1,118}[\p{L}0-9.]$/u;
/**
 * Words a name may hold in lower case ("Bank of the West", "Ana de la Cruz", "Alphabet Inc. d/b/a Google"); any other
 * lower-case word is prose. A name may start with a digit ("3M Company").
 */
// "in", "at", "on": "The Trustees of Columbia University in the City of New York"; "d/b/a": a trade name after it.
const NAME_CONNECTORS = new Set(
  'of and the in at on de del della da das do dos du di la le van von der den y e bin al for & d/b/a dba'.split(' '),
);

/** Words that mark a line as labels, not a value. */
const LABEL_WORDS = /\b(date|page|notice|petitioner|beneficiary|receipt|case type|applicant)\b/i;
/** The labels of the I-797's header boxes ("Received Date", "PETITIONER:", an approval's "Valid from"). */
const HEADER_LABEL =
  /\b(?:receipt\s+number|case\s+type|received\s+date|priority\s+date|notice\s+date|notice\s+type|validity\s+dates?|validity|valid\s+from|page|petitioner|beneficiary|applicant)\b\s*:?/gi;
/**
 * The header boxes that hold dates: the received, priority and notice dates (one each) and an approval's validity
 * ("Valid from 10/01/2026 to 09/30/2029", two). In a row of labels, the dates under it are in this order.
 */
const DATE_LABEL = /\b(?:received\s+date|priority\s+date|notice\s+date|validity\s+dates?|validity|valid\s+from)\b/gi;
const datesOfBox = (label: string) => (/^valid/i.test(label) ? 2 : 1);
/** A line that starts another box (its labels), where the values under a row of labels end. */
const isLabelLine = (line: string) => LABEL_WORDS.test(line) || /\bvalid(?:ity|\s+from)\b/i.test(line);
/** A line of nothing but header labels ("Received Date   Priority Date   Petitioner"). */
export const isLabelOnly = (line: string) => line.trim() !== '' && line.replace(HEADER_LABEL, '').trim() === '';
/** The header boxes that hold a name: in a row of labels, the values under it are in this order. */
const NAME_LABEL = /\b(?:petitioner|beneficiary|applicant)\b/gi;
/** A word after which "Petitioner" is the prose's noun ("the Petitioner must…", "evidence that Petitioner…"). */
const PROSE_BEFORE = /\b(?:the|a|an|this|that|said|each|its|of|by|from|to|for|and|or|with|whether|if|as)\s*$/i;
/** "1 of 1" as printed, or as OCR misreads it ("lofl", "lof1l"). */
const PAGE_OF = /\b[0-9lI|]{1,2}\s?o[fl]\s?[0-9lI|]{1,2}\b/gi;

/**
 * Whether `value` reads as a printed name: every word capitalised (or a digit, "eBay", or a connector such as "of")
 * and no label words. Prose after the word ("Petitioner must submit…", "GLOBEX CORPORATION controls it") is not.
 */
function isName(value: string): boolean {
  if (!NAME.test(value) || LABEL_WORDS.test(value)) return false;
  const words = value.split(/\s+/).map((word) => word.replace(/^[^\p{L}0-9&]+|[^\p{L}0-9&]+$/gu, ''));
  if (NAME_CONNECTORS.has(words[0]!)) return false;
  return words.every((word) => word === '' || /^[\p{Lu}0-9]|^\p{Ll}+\p{Lu}/u.test(word) || NAME_CONNECTORS.has(word));
}

const cleanName = (value: string) => value.replace(/\s+/g, ' ').replace(/[.,]$/, '').trim();

/**
 * The text up to the next header label printed as one (capitalised), where the next box starts on the same line. A
 * bare "Page" does not end a name ("PAGE INDUSTRIES"): such a name is then refused whole (LABEL_WORDS), not cut
 * short. After a date it does ("Notice Date 10/06/2026 Page 1 of 1"): `pageEnds`.
 */
export function untilNextLabel(text: string, pageEnds = false): string {
  for (const match of text.matchAll(HEADER_LABEL)) {
    if (!pageEnds && /^page/i.test(match[0])) continue;
    if (/^[A-Z]/.test(match[0]) && (match.index === 0 || /\s/.test(text[match.index - 1]!))) {
      return text.slice(0, match.index);
    }
  }
  return text;
}

/**
 * The value under a row of labels ("Received Date Priority Date Petitioner"), from the next few lines once the other
 * columns' dates and page numbers are taken out. With two name boxes in the row ("Petitioner Beneficiary") the
 * value is its column's cell, which only a wide gap (two spaces or more) tells apart; otherwise it is not guessed.
 */
function valueUnder(lines: readonly string[], labelRow: string, labelIndex: number, column: number): string | null {
  const nameBoxes = [...labelRow.matchAll(NAME_LABEL)].length;
  const following = lines
    .slice(labelIndex + 1)
    .filter((candidate) => candidate.trim() !== '')
    .slice(0, 3);
  for (const candidate of following) {
    // The next row of labels starts another box: the value was not found.
    if (LABEL_WORDS.test(candidate)) return null;
    const cells = candidate
      .replace(PERIOD, '  ')
      .replace(DATE, '  ')
      .replace(PAGE_OF, '  ')
      .split(/\s{2,}|\t/)
      .map((cell) => cell.trim())
      .filter(Boolean);
    if (cells.length === 0) continue;
    const value = nameBoxes > 1 ? (cells.length === nameBoxes ? cells[column]! : null) : cells.join(' ');
    if (value === null) return null;
    if (isName(value)) return cleanName(value);
  }
  return null;
}

/**
 * Whether a label matched in `line` is printed as a header box's label: capitalised ("Notice Date", "NOTICE DATE:"),
 * not the noun of a sentence ("the notice date shown above", "Petitioner must…" after "that"), and followed by a
 * colon, a space or the line's end.
 */
export function isPrintedLabel(line: string, match: RegExpMatchArray): boolean {
  const before = line.slice(0, match.index);
  const after = line.slice(match.index! + match[0].length);
  return /^[A-Z]/.test(match[0]) && !PROSE_BEFORE.test(before) && /^(\s*:)?(\s|$)/.test(after);
}

/**
 * The name printed in the header box labelled `label` ("petitioner"): only a label as the header prints it counts,
 * never the word in the notice's sentences ("The petitioner must submit…", "evidence that the Petitioner has…").
 * A label is capitalised ("Petitioner", "PETITIONER:"), is not the noun of a sentence (after "the", "that", …), and
 * is followed on its line by the name ("Petitioner: ACME LABS", also after other boxes: "Received Date 10/01/2026
 * Petitioner ACME LABS") or ends a row of labels with the names on the next lines (the I-797's columns, or OCR's
 * one label a line). The first such box with a readable name wins, wherever the header is in the text's order.
 */
export function headerName(lines: readonly string[], label: string): string | null {
  const labelPattern = new RegExp(`\\b${label}\\b`, 'gi');
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    for (const match of line.matchAll(labelPattern)) {
      if (!isPrintedLabel(line, match)) continue;
      const before = line.slice(0, match.index);
      const after = line.slice(match.index + match[0].length);
      const sameLine = untilNextLabel(after.replace(/^[\s:]+/, '')).trim();
      if (sameLine) {
        if (isName(sameLine)) return cleanName(sameLine);
        continue;
      }
      const isLabelRow = line.replace(HEADER_LABEL, '').trim() === '';
      if (!isLabelRow) continue;
      const column = [...before.matchAll(NAME_LABEL)].length;
      const value = valueUnder(lines, line, index, column);
      if (value) return value;
    }
  }
  return null;
}

/**
 * The date in the box whose label is on line `index` at `column`, in a row of labels with the dates on the lines
 * under it: its first, or with `nth` 1 the second of a box that holds two (an approval's validity). The row is every
 * label-only line around it (OCR gives one label a line: "Received Date   Priority Date" then "Petitioner"); its
 * date boxes are read in order. As many dates under it as the boxes hold: the dates are theirs in that order. Fewer
 * (a box left empty, such as an I-129's priority date): each date belongs to the box it is printed under, the one
 * whose label starts nearest its column (a period's second date, its first's); a date under another box is never ours.
 */
export function dateUnder(lines: readonly string[], index: number, column: number, nth = 0): string | null {
  const isBlank = (line: string) => line.trim() === '';
  let first = index;
  for (let previous = index - 1; previous >= 0; previous--) {
    if (isBlank(lines[previous]!)) continue;
    if (!isLabelOnly(lines[previous]!)) break;
    first = previous;
  }
  let last = index;
  for (let next = index + 1; next < lines.length; next++) {
    if (isBlank(lines[next]!)) continue;
    if (!isLabelOnly(lines[next]!)) break;
    last = next;
  }
  const boxes: { line: number; column: number; dates: number }[] = [];
  for (let line = first; line <= last; line++) {
    for (const match of lines[line]!.matchAll(DATE_LABEL)) {
      boxes.push({ line, column: match.index, dates: datesOfBox(match[0]) });
    }
  }
  const ours = boxes.findIndex((box) => box.line === index && box.column === column);
  if (ours < 0 || nth >= boxes[ours]!.dates) return null;
  // The values: the next few lines, until the next row of labels starts another box.
  const dates: { iso: string; column: number }[] = [];
  const values = lines
    .slice(last + 1)
    .filter((line) => !isBlank(line))
    .slice(0, 3);
  for (const line of values) {
    if (isLabelLine(line)) break;
    for (const { iso, column: dateColumn } of datesIn(line)) {
      if (iso) dates.push({ iso, column: dateColumn });
    }
  }
  const held = boxes.reduce((count, box) => count + box.dates, 0);
  if (dates.length >= held) {
    const offset = boxes.slice(0, ours).reduce((count, box) => count + box.dates, 0);
    return dates[offset + nth]?.iso ?? null;
  }
  // Boxes as far from the date (labels one a line, "PRIORITY DATE:" left empty above "NOTICE DATE:"): the lower one,
  // right above the date.
  const nearestBox = (dateColumn: number) =>
    boxes.reduce((best, box, position) => {
      const distance = Math.abs(box.column - dateColumn);
      const bestDistance = Math.abs(boxes[best]!.column - dateColumn);
      return distance < bestDistance || (distance === bestDistance && box.line > boxes[best]!.line) ? position : best;
    }, 0);
  return dates.filter((date) => nearestBox(date.column) === ours)[nth]?.iso ?? null;
}

/**
 * The date printed in the header box labelled `label` ("Received Date", "Notice Date"): the received, priority and
 * notice dates and an approval's validity are different boxes, and the notice's sentences hold other dates (a
 * response's due date, "the notice date shown above"). So only a printed label counts (isPrintedLabel), and its date
 * is the one on its line right after it ("Received Date: 10/01/2026", also after other boxes: "Petitioner ACME
 * Received Date 10/01/2026") or the one under it in a row of labels (dateUnder). The first such box with a date
 * wins, wherever the header is in the text's order; none is null, never the next date somewhere after the label.
 */
export function headerDate(lines: readonly string[], label: RegExp): string | null {
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    for (const match of line.matchAll(label)) {
      if (!isPrintedLabel(line, match)) continue;
      const after = line.slice(match.index + match[0].length);
      const sameLine = untilNextLabel(after.replace(/^[\s:]+/, ''), true).trim();
      if (sameLine) {
        const date = leadingDate(sameLine);
        if (date) return date;
        continue;
      }
      if (!isLabelOnly(line)) continue;
      const date = dateUnder(lines, index, match.index);
      if (date) return date;
    }
  }
  return null;
}
