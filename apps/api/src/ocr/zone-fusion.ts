/**
 * Joins two recognisers' readings of one zone. Their errors differ: PaddleOCR's
 * recogniser tells M from H and W from H but sometimes drops a narrow letter
 * (I, L, J) of OCR-B's wide spacing; tesseract's legacy engine keeps every
 * character but confuses look-alikes. The two readings of each line are
 * aligned and merged; lines with check digits are tried as each engine read
 * them and merged either way, and the check digits choose. The names line,
 * which has none, is merged with paddle's letters preferred.
 */
import type { FormatLayout } from './mrz-formats.ts';
import { findZoneCandidates, normaliseZone, parseZone, type ParsedMrz } from './mrz-text.ts';
import { chooseSpelling, type VizVerdict } from './viz-names.ts';

export interface EngineLines {
  lines: string[];
  /** The engine's mean confidence in them, 0..100. */
  confidence: number;
}

/**
 * Two readings of a line aligned by edit distance and merged: where they
 * disagree the preferred reading's character is kept (in names, never a digit:
 * names hold none); a character only one of them has is kept, since a dropped
 * character is the likelier error. Answers the merged text, fillers included.
 */
export function mergeLines(preferred: string, other: string, names = false): string {
  const a = preferred;
  const b = other;
  // cost[i][j]: edit distance between a[i..] and b[j..].
  const cost = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length; i >= 0; i -= 1) {
    for (let j = b.length; j >= 0; j -= 1) {
      if (i === a.length) cost[i]![j] = b.length - j;
      else if (j === b.length) cost[i]![j] = a.length - i;
      else cost[i]![j] = Math.min(cost[i + 1]![j + 1]! + (a[i] === b[j] ? 0 : 1), cost[i + 1]![j]! + 1, cost[i]![j + 1]! + 1);
    }
  }
  let merged = '';
  let [i, j] = [0, 0];
  while (i < a.length || j < b.length) {
    const here = cost[i]![j]!;
    if (i < a.length && j < b.length && here === cost[i + 1]![j + 1]! + (a[i] === b[j] ? 0 : 1)) {
      merged += names && /\d/.test(a[i]!) && !/\d/.test(b[j]!) ? b[j] : a[i];
      i += 1;
      j += 1;
    } else if (i < a.length && here === cost[i + 1]![j]! + 1) {
      merged += a[i];
      i += 1;
    } else {
      merged += b[j];
      j += 1;
    }
  }
  return merged;
}

/** The names line from paddle's and tesseract's readings, at the format's length. */
export function mergeNamesLine(paddle: string, tesseract: string): string {
  const merged = mergeLines(paddle.replace(/<+$/, ''), tesseract.replace(/<+$/, ''), true);
  return merged.length >= paddle.length ? merged.slice(0, paddle.length) : merged.padEnd(paddle.length, '<');
}

/** Most spellings compared: each disagreement doubles them. */
const MAX_SPELLINGS = 16;
/**
 * The spellings of a names line the two readings support: the merged line
 * (paddle's letters preferred) first, then each letter tesseract read
 * differently at the same place swapped in. One spelling when they agree.
 */
export function nameSpellings(paddle: string, tesseract: string): string[] {
  const merged = mergeNamesLine(paddle, tesseract);
  const other = mergeNamesLine(tesseract, paddle);
  if (other.length !== merged.length) return [merged];
  const differing: number[] = [];
  for (let i = 0; i < merged.length; i += 1) {
    // Only letters compete: a digit or a filler in a name is no spelling of it.
    if (merged[i] !== other[i] && /[A-Z]/.test(other[i]!) && /[A-Z<]/.test(merged[i]!)) differing.push(i);
  }
  let spellings = [merged];
  for (const at of differing) {
    if (spellings.length * 2 > MAX_SPELLINGS) break;
    spellings = spellings.flatMap((s) => [s, s.slice(0, at) + other[at] + s.slice(at + 1)]);
  }
  return spellings;
}

export interface FusedReading {
  parsed: ParsedMrz;
  confidence: number;
  /** The names line's letters were disagreed on: whether the printed names settled them (absent: not consulted). */
  names?: { ambiguous: boolean; verdict?: VizVerdict };
}

/**
 * Paddle's lines as a zone of `layout` (tesseract read as `tesseract`): its own
 * reading of it when it found one, else its lines taken as the zone's, one per
 * detected line (its first line may have lost the document code that marks a zone).
 */
function paddleZone(layout: FormatLayout, paddle: readonly string[], tesseract: readonly string[]): string[] | null {
  const own = findZoneCandidates(paddle).find((c) => c.layout === layout);
  if (own) return own.lines;
  if (paddle.length !== layout.lineCount || paddle.some((l) => l.length < 10)) return null;
  const lines = normaliseZone(layout, paddle);
  // Taken by position only when each line resembles tesseract's: not a caption the detector put beside the zone.
  return lines.every((line, i) => distance(line, tesseract[i]!) <= 0.4 * line.length) ? lines : null;
}

/** Edit distance. */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const next = [i];
    for (let j = 1; j <= b.length; j += 1) {
      next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    row = next;
  }
  return row[b.length]!;
}

const MAX_COMBINATIONS = 32;

/**
 * Readings of each zone tesseract found in paddle's lines too: every data line
 * as either engine read it or merged either way, the names line merged. With
 * `printed` (viz-names.ts vizText of the page's text outside the zone), a names
 * line the engines disagree on takes the spelling the printed names confirm.
 */
export function fuseReadings(paddle: EngineLines, tesseract: EngineLines, printed?: string): FusedReading[] {
  const fused: FusedReading[] = [];
  const confidence = (paddle.confidence + tesseract.confidence) / 2;
  for (const t of findZoneCandidates(tesseract.lines)) {
    const p = paddleZone(t.layout, paddle.lines, t.lines);
    if (!p) continue;
    const namesAt = t.layout.lineCount === 3 ? 2 : 0;
    const spellings = nameSpellings(p[namesAt]!, t.lines[namesAt]!);
    // A TD3 names line starts with the document code and issuing state.
    const choice = printed === undefined ? null : chooseSpelling(spellings, printed, namesAt === 0 ? 5 : 0);
    const names = { ambiguous: spellings.length > 1, ...(choice?.verdict ? { verdict: choice.verdict } : {}) };
    const options = t.lines.map((tLine, i) => {
      if (i === namesAt) return [{ line: choice?.line ?? spellings[0]!, exact: false }];
      const length = t.layout.lineLength;
      const fit = (line: string) =>
        normaliseZone(
          t.layout,
          t.lines.map((l, k) => (k === i ? line : l)),
        )[i]!;
      // Paddle's own reading keeps its letters among digits; the others may hold tesseract's zeros.
      const all = [
        { line: p[i]!, exact: true },
        { line: tLine, exact: false },
        { line: fit(mergeLines(p[i]!, tLine)), exact: false },
        { line: fit(mergeLines(tLine, p[i]!)), exact: false },
      ].filter((o) => o.line.length === length);
      return all.filter((o, k) => all.findIndex((x) => x.line === o.line) === k);
    });
    for (const choice of combinations(options).slice(0, MAX_COMBINATIONS)) {
      const lines = choice.map((o) => o.line);
      const exactLines = choice.map((o) => o.exact);
      fused.push({ parsed: parseZone(t.layout, lines, new Date(), { exactLines }), confidence, names });
    }
  }
  return fused;
}

function combinations<T>(options: T[][]): T[][] {
  return options.reduce<T[][]>((acc, opts) => acc.flatMap((prefix) => opts.map((o) => [...prefix, o])), [[]]);
}
