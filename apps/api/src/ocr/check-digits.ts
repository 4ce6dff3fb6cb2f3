/**
 * ICAO 9303 check digits, and the corrections they settle: OCR confuses
 * characters that look alike (O/0, I/1, B/8, S/5 …); in a numeric field a
 * letter must be a digit, in an alphabetic one a digit must be a letter, and
 * where a field may hold both, the reading whose check digit passes wins.
 */
import type { CharClass } from './mrz-formats.ts';

/** ICAO 9303 check digit (weights 7, 3, 1; '<' = 0, A = 10 … Z = 35). */
export function checkDigit(value: string): string {
  const weights = [7, 3, 1];
  let sum = 0;
  for (let i = 0; i < value.length; i += 1) {
    const c = value.charCodeAt(i);
    const v = c >= 48 && c <= 57 ? c - 48 : c >= 65 && c <= 90 ? c - 55 : 0;
    sum += v * weights[i % 3]!;
  }
  return String(sum % 10);
}

/** Letters OCR reads where an OCR-B digit was printed. */
const LETTER_AS_DIGIT: Record<string, string> = {
  O: '0',
  Q: '0',
  D: '0',
  U: '0',
  I: '1',
  L: '1',
  T: '1',
  Z: '2',
  S: '5',
  G: '6',
  B: '8',
  A: '4',
};

/** Digits OCR reads where an OCR-B letter was printed. */
const DIGIT_AS_LETTER: Record<string, string> = { '0': 'O', '1': 'I', '2': 'Z', '4': 'A', '5': 'S', '6': 'G', '8': 'B' };

/** Look-alikes OCR gives for the sex field, which no check digit covers. */
const SEX_LOOKALIKES: Record<string, string> = { H: 'M', N: 'M', W: 'M', E: 'F', P: 'F', K: '<', L: '<' };

/**
 * Where a field may hold letters and digits, each look-alike may be either.
 * G and 6 are left out: their values (16 and 6) differ by ten, so no check
 * digit can tell them apart (see `checkBlind`).
 */
const ALNUM_ALTERNATIVES: Record<string, string[]> = {
  O: ['0'],
  Q: ['0'],
  D: ['0'],
  '0': ['O', 'D'],
  I: ['1'],
  '1': ['I'],
  B: ['8'],
  '8': ['B'],
  S: ['5'],
  '5': ['S'],
  Z: ['2'],
  '2': ['Z'],
  M: ['H'],
  H: ['M'],
};

/** Digits OCR mixes up with each other: tried one at a time, only when nothing else passes. */
const DIGIT_CONFUSIONS: Record<string, string[]> = {
  '0': ['8', '6', '9'],
  '1': ['7', '4'],
  '3': ['8', '5'],
  '4': ['1'],
  '5': ['6', '3', '8'],
  '6': ['5', '8', '0'],
  '7': ['1'],
  '8': ['0', '3', '6', '9', '5'],
  '9': ['8', '0'],
};

/** The characters a class allows, with misread look-alikes mapped where the class settles them. */
export function coerce(text: string, chars: CharClass): string {
  const map = chars === 'numeric' ? LETTER_AS_DIGIT : chars === 'alpha' ? DIGIT_AS_LETTER : chars === 'sex' ? SEX_LOOKALIKES : {};
  return [...text].map((c) => map[c] ?? c).join('');
}

/** Letters OCR reads for an OCR-B zero. */
const ZERO_LIKE = /[ODQU]/;

/**
 * In a field of letters and digits, a zero-like letter (O, D, Q, U) next to a
 * digit or to another zero-like character is read as 0: document numbers run
 * digits together, and several misread zeros can cancel out in a check digit
 * (O for 0 three times passes as often as not), so the digits must be the
 * reading the check digit is asked about first.
 */
export function zerosAmongDigits(text: string): string {
  const chars = [...text];
  const zeroish = (c: string | undefined) => c !== undefined && (c === '0' || ZERO_LIKE.test(c));
  const digit = (c: string | undefined) => c !== undefined && /\d/.test(c);
  return chars
    .map((c, i) => {
      if (!ZERO_LIKE.test(c)) return c;
      const [before, after] = [chars[i - 1], chars[i + 1]];
      return digit(before) || digit(after) || zeroish(before) || zeroish(after) ? '0' : c;
    })
    .join('');
}

export interface CheckedCandidate {
  /** The field's characters followed by its check digit. */
  text: string;
  /** Characters changed from what the OCR read (after coercion). */
  changes: number;
  /**
   * True when the check digit only makes the reading likely: a digit swapped for
   * another, two look-alikes changed, or another reading as close passes too.
   */
  guessed: boolean;
  /** True when a digit was swapped for another digit: only an independent check (the composite) may confirm it. */
  swapped: boolean;
}

/** Characters a check digit cannot verify in a field that may hold letters and digits: G reads as 6 and counts the same. */
export function checkBlind(text: string): boolean {
  return /[G6]/.test(text);
}

/** Most candidate readings tried for one field: look-alikes multiply. */
const MAX_COMBINATIONS = 1024;
/** How many passing candidates a field hands on to the composite check. */
const MAX_PASSING = 6;
/**
 * Most look-alikes changed in one field: each candidate passes a check digit by
 * chance one time in ten, so a reading that needs many changes is more likely
 * a coincidence than the document.
 */
const MAX_LOOKALIKE_CHANGES = 2;

function passes(text: string, check: (t: string) => boolean): boolean {
  return checkDigit(text.slice(0, -1)) === text.slice(-1) && check(text);
}

/**
 * Readings of a field plus its check digit (the last character) whose check digit
 * passes, fewest changes first. Look-alikes are combined (at most two changed);
 * if none passes, one digit at a time is swapped for a digit OCR confuses it
 * with, and kept only when exactly one swap passes. `accept` rejects
 * readings that are not valid values (e.g. impossible dates).
 */
export function checkedCandidates(
  read: string,
  chars: CharClass,
  accept: (text: string) => boolean = () => true,
  /** False for a recogniser that tells O, D, Q and U from 0 (PaddleOCR's): its letters among digits are letters. */
  zeroLikeLetters = true,
): CheckedCandidate[] {
  const fieldPart =
    chars === 'alnum'
      ? zeroLikeLetters
        ? zerosAmongDigits(read.slice(0, -1))
        : read.slice(0, -1)
      : coerce(read.slice(0, -1), chars);
  const checkPart = read.slice(-1) === '<' ? '<' : coerce(read.slice(-1), 'numeric');
  const base = fieldPart + checkPart;
  const options = [...fieldPart].map((c) => (chars === 'alnum' ? [c, ...(ALNUM_ALTERNATIVES[c] ?? [])] : [c]));
  options.push([checkPart]);
  const found: CheckedCandidate[] = [];
  let count = 0;
  const walk = (at: number, prefix: string, changes: number): void => {
    if (count >= MAX_COMBINATIONS) return;
    if (at === options.length) {
      count += 1;
      if (passes(prefix, accept)) found.push({ text: prefix, changes, guessed: false, swapped: false });
      return;
    }
    for (const option of options[at]!) {
      const next = changes + (option === base[at] ? 0 : 1);
      if (next <= MAX_LOOKALIKE_CHANGES) walk(at + 1, prefix + option, next);
    }
  };
  walk(0, '', 0);
  // A reading is settled when it is the only one with its number of changes, needed
  // at most one and holds nothing the check digit is blind to; otherwise it is only likely.
  for (const candidate of found) {
    const rivals = found.filter((other) => other.changes === candidate.changes).length;
    candidate.guessed = candidate.changes > 1 || rivals > 1 || (chars === 'alnum' && checkBlind(candidate.text.slice(0, -1)));
  }
  if (found.length === 0) {
    const guesses: CheckedCandidate[] = [];
    for (let i = 0; i < base.length; i += 1) {
      for (const swap of DIGIT_CONFUSIONS[base[i]!] ?? []) {
        const text = base.slice(0, i) + swap + base.slice(i + 1);
        if (passes(text, accept)) guesses.push({ text, changes: 1, guessed: true, swapped: true });
      }
    }
    // Two swaps that both pass are a coin toss: the field stays as read, its check failed.
    if (guesses.length === 1) found.push(guesses[0]!);
  }
  return found.sort((a, b) => a.changes - b.changes).slice(0, MAX_PASSING);
}

/** A field no check digit of its own covers (optional data under a composite) as read, then with each single look-alike changed. */
export function lookalikeVariants(read: string): string[] {
  const variants: string[] = [read];
  for (let i = 0; i < read.length; i += 1) {
    for (const alt of ALNUM_ALTERNATIVES[read[i]!] ?? []) variants.push(read.slice(0, i) + alt + read.slice(i + 1));
  }
  return variants;
}
