/**
 * The ICAO 9303 machine-readable zone layouts: where each field sits, what
 * characters it may hold, and which check digits cover it. Positions are
 * 0-based columns of a line.
 */
export type MrzFormat = 'TD1' | 'TD2' | 'TD3' | 'MRV-A' | 'MRV-B';

/**
 * numeric: digits only (dates, check digits) — letters read there are digits misread;
 * alpha: letters and fillers (names, state codes) — digits read there are letters misread;
 * alnum: either (document numbers, optional data), so only check digits can settle a look-alike;
 * sex: M, F, X or '<'.
 */
export type CharClass = 'numeric' | 'alpha' | 'alnum' | 'sex';

export type MrzFieldName =
  | 'documentCode'
  | 'issuingState'
  | 'names'
  | 'documentNumber'
  | 'nationality'
  | 'birthDate'
  | 'sex'
  | 'expiryDate'
  | 'optionalData'
  | 'optionalData2';

export interface Span {
  line: number;
  start: number;
  length: number;
}

export interface FieldLayout extends Span {
  name: MrzFieldName;
  chars: CharClass;
  /** Where the field's own check digit is printed, if it has one. */
  check?: { line: number; at: number };
}

export interface FormatLayout {
  format: MrzFormat;
  lineLength: number;
  lineCount: number;
  fields: readonly FieldLayout[];
  /** The composite check digit and the spans it covers, if the format has one. */
  composite?: { line: number; at: number; covers: readonly Span[] };
}

const field = (
  name: MrzFieldName,
  line: number,
  start: number,
  length: number,
  chars: CharClass,
  checkAt?: number,
): FieldLayout => ({ name, line, start, length, chars, ...(checkAt === undefined ? {} : { check: { line, at: checkAt } }) });

/** Line 1 of the two-line formats: document code, issuing state, names. */
const twoLineHeader = (lineLength: number) => [
  field('documentCode', 0, 0, 2, 'alpha'),
  field('issuingState', 0, 2, 3, 'alpha'),
  field('names', 0, 5, lineLength - 5, 'alpha'),
];

/** Line 2 of the two-line formats up to the expiry date's check digit (columns 0-27). */
const twoLineData = [
  field('documentNumber', 1, 0, 9, 'alnum', 9),
  field('nationality', 1, 10, 3, 'alpha'),
  field('birthDate', 1, 13, 6, 'numeric', 19),
  field('sex', 1, 20, 1, 'sex'),
  field('expiryDate', 1, 21, 6, 'numeric', 27),
];

/** The composite of the two-line formats: number+check, birth+check, expiry+check and the optional data. */
const twoLineComposite = (at: number) => ({
  line: 1,
  at,
  covers: [
    { line: 1, start: 0, length: 10 },
    { line: 1, start: 13, length: 7 },
    { line: 1, start: 21, length: at - 21 },
  ],
});

export const LAYOUTS: Record<MrzFormat, FormatLayout> = {
  TD3: {
    format: 'TD3',
    lineLength: 44,
    lineCount: 2,
    fields: [...twoLineHeader(44), ...twoLineData, field('optionalData', 1, 28, 14, 'alnum', 42)],
    composite: twoLineComposite(43),
  },
  'MRV-A': {
    format: 'MRV-A',
    lineLength: 44,
    lineCount: 2,
    fields: [...twoLineHeader(44), ...twoLineData, field('optionalData', 1, 28, 16, 'alnum')],
  },
  TD2: {
    format: 'TD2',
    lineLength: 36,
    lineCount: 2,
    fields: [...twoLineHeader(36), ...twoLineData, field('optionalData', 1, 28, 7, 'alnum')],
    composite: twoLineComposite(35),
  },
  'MRV-B': {
    format: 'MRV-B',
    lineLength: 36,
    lineCount: 2,
    fields: [...twoLineHeader(36), ...twoLineData, field('optionalData', 1, 28, 8, 'alnum')],
  },
  TD1: {
    format: 'TD1',
    lineLength: 30,
    lineCount: 3,
    fields: [
      field('documentCode', 0, 0, 2, 'alpha'),
      field('issuingState', 0, 2, 3, 'alpha'),
      field('documentNumber', 0, 5, 9, 'alnum', 14),
      field('optionalData', 0, 15, 15, 'alnum'),
      field('birthDate', 1, 0, 6, 'numeric', 6),
      field('sex', 1, 7, 1, 'sex'),
      field('expiryDate', 1, 8, 6, 'numeric', 14),
      field('nationality', 1, 15, 3, 'alpha'),
      field('optionalData2', 1, 18, 11, 'alnum'),
      field('names', 2, 0, 30, 'alpha'),
    ],
    composite: {
      line: 1,
      at: 29,
      covers: [
        { line: 0, start: 5, length: 25 },
        { line: 1, start: 0, length: 7 },
        { line: 1, start: 8, length: 7 },
        { line: 1, start: 18, length: 11 },
      ],
    },
  },
};

/** Visa foils start with V; everything else of the same size is a travel document. */
export function layoutForCode(lineLength: number, lineCount: number, documentCode: string): FormatLayout | null {
  const visa = documentCode.startsWith('V');
  if (lineCount === 3 && lineLength === 30) return LAYOUTS.TD1;
  if (lineCount !== 2) return null;
  if (lineLength === 44) return visa ? LAYOUTS['MRV-A'] : LAYOUTS.TD3;
  if (lineLength === 36) return visa ? LAYOUTS['MRV-B'] : LAYOUTS.TD2;
  return null;
}
