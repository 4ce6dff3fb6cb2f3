/**
 * From OCR text lines to zone readings: finds groups of lines shaped like a
 * machine-readable zone (2×44, 2×36 or 3×30 characters), brings them to the
 * format's length, and reads them with check-digit correction.
 */
import type { TMrzDetails, TPassportFields } from '@app/domain';
import { layoutForCode, LAYOUTS, type FormatLayout } from './mrz-formats.ts';
import { readZone, type ZoneOptions } from './mrz-reading.ts';
import { zoneAnswer } from './zone-answer.ts';

export { mrzDateToIso } from './zone-answer.ts';

/** The passport's fields and the zone's details, as the OCR route's contract (ocrContract) defines them. */
export type PassportFields = TPassportFields;
export type MrzDetails = TMrzDetails;

export interface ParsedMrz {
  fields: PassportFields;
  mrz: MrzDetails;
  /** Share of the format's check digits that match, 0..1. */
  checkScore: number;
  /** Characters the check digits changed from the reading, and fields they only made likely. */
  corrections: number;
}

/** Upper-cases and strips what OCR adds around MRZ characters (spaces, stray punctuation). */
export function cleanOcrLine(line: string): string {
  return line
    .toUpperCase()
    .replace(/[«‹]/g, '<')
    .replace(/[^A-Z0-9<]/g, '');
}

/** Brings a names line to length: its tail is filler, so it is padded or trimmed there. */
function normaliseNameLine(line: string, length: number): string {
  if (line.length > length) {
    const body = line.replace(/<+$/, '');
    return body.length >= length ? body.slice(0, length) : body.padEnd(length, '<');
  }
  return line.padEnd(length, '<');
}

/**
 * Brings a data line to length. Its fixed fields come first and its optional
 * data is mostly filler, so a lost or doubled '<' is repaired in the longest
 * filler run after `from`. A line that lost its whole run (a recogniser that
 * merges a row of identical marks into one) gets it back where the optional
 * data ends: `tail` characters (check digits) before the line's end.
 */
function normaliseDataLine(line: string, length: number, from: number, tail: number): string {
  let result = line;
  while (result.length !== length) {
    const runs = [...result.matchAll(/<+/g)].filter((m) => (m.index ?? 0) >= from);
    const longest = runs.sort((a, b) => b[0].length - a[0].length)[0];
    if (!longest || longest.index === undefined) {
      if (result.length > length || result.length <= from) break;
      // Not inside the fixed fields: an empty field's '<' check digit went with the run.
      const at = Math.max(from, result.length - tail);
      result = `${result.slice(0, at)}<${result.slice(at)}`;
      continue;
    }
    const at = longest.index;
    result =
      result.length < length ? `${result.slice(0, at)}<${result.slice(at)}` : `${result.slice(0, at)}${result.slice(at + 1)}`;
  }
  return result.length < length ? result.padEnd(length, '<') : result.slice(0, length);
}

/** Document codes begin with P (passport), I, A, C (cards) or V (visa). */
const DOCUMENT_CODE_START = /^[PIACV]/;

/** Characters after a line's optional data (its check digits), from the layout. */
function tailOf(layout: FormatLayout, line: number): number {
  const optional = layout.fields.filter((f) => f.line === line && f.name.startsWith('optionalData'));
  const end = Math.max(0, ...optional.map((f) => f.start + f.length));
  return end === 0 ? 0 : layout.lineLength - end;
}

export function normaliseZone(layout: FormatLayout, lines: readonly string[]): string[] {
  const n = layout.lineLength;
  if (layout.lineCount === 3) {
    return [
      normaliseDataLine(lines[0]!, n, 15, tailOf(layout, 0)),
      normaliseDataLine(lines[1]!, n, 18, tailOf(layout, 1)),
      normaliseNameLine(lines[2]!, n),
    ];
  }
  return [normaliseNameLine(lines[0]!, n), normaliseDataLine(lines[1]!, n, 28, tailOf(layout, 1))];
}

const near = (lines: readonly string[], length: number, slack: number) =>
  lines.every((l) => Math.abs(l.length - length) <= slack);

/** Candidate zones in OCR output (layout and lines at its length), in reading order. */
export function findZoneCandidates(ocrLines: readonly string[]): Array<{ layout: FormatLayout; lines: string[] }> {
  const cleaned = ocrLines.map(cleanOcrLine).filter((l) => l.length >= 24);
  const found: Array<{ layout: FormatLayout; lines: string[] }> = [];
  for (let i = 0; i < cleaned.length; i += 1) {
    const triple = cleaned.slice(i, i + 3);
    if (triple.length === 3 && near(triple, 30, 4) && DOCUMENT_CODE_START.test(triple[0]!)) {
      found.push({ layout: LAYOUTS.TD1, lines: normaliseZone(LAYOUTS.TD1, triple) });
    }
    const pair = cleaned.slice(i, i + 2);
    if (pair.length < 2 || !DOCUMENT_CODE_START.test(pair[0]!)) continue;
    for (const [length, slack] of [
      [44, 5],
      [36, 3],
    ] as const) {
      if (!near(pair, length, slack)) continue;
      const layout = layoutForCode(length, 2, pair[0]!.slice(0, 2))!;
      found.push({ layout, lines: normaliseZone(layout, pair) });
    }
  }
  return found;
}

/** Reads zone lines already at the layout's length. */
export function parseZone(
  layout: FormatLayout,
  lines: readonly string[],
  now = new Date(),
  options: ZoneOptions = {},
): ParsedMrz {
  const zone = readZone(layout, lines, options);
  const results = Object.values(zone.checks);
  const checkScore = results.filter(Boolean).length / results.length;
  return { ...zoneAnswer(zone, now), checkScore, corrections: zone.corrections.settled + zone.corrections.guessed };
}

/** Every reading the OCR lines hold, as parsed zones. */
export function parseOcrLines(ocrLines: readonly string[], now = new Date(), options: { exact?: boolean } = {}): ParsedMrz[] {
  return findZoneCandidates(ocrLines).map(({ layout, lines }) =>
    parseZone(layout, lines, now, { exactLines: lines.map(() => options.exact ?? false) }),
  );
}
