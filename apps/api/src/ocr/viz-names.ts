/**
 * The names line has no check digit: where paddle and tesseract disagree on a
 * letter of it, the printed names of the visual zone (the page's text outside
 * the zone) break the tie. Only spellings the engines produced compete; the
 * printed text never adds a letter, it only confirms one of them.
 */
/** Name parts this short match printed text by chance. */
const MIN_PART = 2;

/** Confirmed: one spelling's names are printed on the page. Unconfirmed: none or several are, and the names stay uncertain. */
export type VizVerdict = 'confirmed' | 'unconfirmed';

export interface NamesChoice {
  line: string;
  /** Absent when the readings agreed and the printed names were not consulted. */
  verdict?: VizVerdict;
}

/** Printed text in the zone's alphabet with separators dropped (the recogniser reads spaces as nothing). */
export function vizText(lines: readonly string[]): string {
  return lines
    .map((l) =>
      l
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .toUpperCase()
        .replace(/[^A-Z]/g, ''),
    )
    .join('|');
}

/** The name parts of a names line (after `prefix` characters: a TD3 line's document code and state). */
function nameParts(line: string, prefix: number): string[] {
  return line
    .slice(prefix)
    .split('<')
    .filter((p) => p.length >= MIN_PART && /^[A-Z]+$/.test(p));
}

/**
 * The spelling the printed names confirm: the one with the most of its name
 * parts printed on the page, when it alone has that many. Otherwise the merged
 * line stays, its names unconfirmed (uncertain).
 */
export function chooseSpelling(spellings: readonly string[], printed: string, prefix: number): NamesChoice {
  const [merged] = spellings;
  if (merged === undefined) throw new Error('no spelling');
  if (spellings.length === 1) return { line: merged };
  const found = spellings.map((s) => nameParts(s, prefix).filter((p) => printed.includes(p)).length);
  const top = Math.max(...found);
  const winners = spellings.filter((_, i) => found[i] === top);
  if (top === 0 || winners.length !== 1) return { line: merged, verdict: 'unconfirmed' };
  return { line: winners[0]!, verdict: 'confirmed' };
}
