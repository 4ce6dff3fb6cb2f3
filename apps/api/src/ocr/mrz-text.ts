import type { TMrzCheckDigitName, TMrzDetails, TPassportFields } from '@app/domain';
import { parse, type ParseResult } from 'mrz';

/** Length of each of the two lines of a TD3 (passport booklet) machine-readable zone. */
export const TD3_LINE_LENGTH = 44;

/** The check digits of a TD3 zone, in the order the format defines them. */
const CHECK_DIGIT_FIELDS = {
  documentNumber: 'documentNumberCheckDigit',
  dateOfBirth: 'birthDateCheckDigit',
  expirationDate: 'expirationDateCheckDigit',
  personalNumber: 'personalNumberCheckDigit',
  composite: 'compositeCheckDigit',
} as const satisfies Record<TMrzCheckDigitName, string>;

export type CheckDigitName = keyof typeof CHECK_DIGIT_FIELDS;

/** The passport's fields and the zone's details, as the OCR route's contract (ocrContract) defines them. */
export type PassportFields = TPassportFields;
export type MrzDetails = TMrzDetails;

export interface ParsedMrz {
  fields: PassportFields;
  mrz: MrzDetails;
  /** Share of the five check digits that match, 0..1. */
  checkScore: number;
}

const MRZ_CHARS = /^[A-Z0-9<]+$/;

/** Upper-cases and strips what OCR adds around MRZ characters (spaces, stray punctuation). */
export function cleanOcrLine(line: string): string {
  return line
    .toUpperCase()
    .replace(/[«‹]/g, '<')
    .replace(/[^A-Z0-9<]/g, '');
}

/**
 * Brings an OCR'd line 1 (document code, issuing state, names) to 44
 * characters: the tail is filler, so it is padded or trimmed there.
 */
function normaliseNameLine(line: string): string {
  if (line.length > TD3_LINE_LENGTH) {
    const body = line.replace(/<+$/, '');
    return body.length >= TD3_LINE_LENGTH ? body.slice(0, TD3_LINE_LENGTH) : body.padEnd(TD3_LINE_LENGTH, '<');
  }
  return line.padEnd(TD3_LINE_LENGTH, '<');
}

/**
 * Brings an OCR'd line 2 to 44 characters. Its fixed fields come first; the
 * optional personal-number field (columns 29-42) is mostly filler, so a lost
 * or doubled '<' is repaired in the longest filler run there.
 */
function normaliseDataLine(line: string): string {
  let result = line;
  while (result.length !== TD3_LINE_LENGTH) {
    const runs = [...result.matchAll(/<+/g)].filter((m) => (m.index ?? 0) >= 20);
    const longest = runs.sort((a, b) => b[0].length - a[0].length)[0];
    if (!longest || longest.index === undefined) break;
    const at = longest.index;
    result =
      result.length < TD3_LINE_LENGTH
        ? `${result.slice(0, at)}<${result.slice(at)}`
        : `${result.slice(0, at)}${result.slice(at + 1)}`;
  }
  if (result.length < TD3_LINE_LENGTH) return result.padEnd(TD3_LINE_LENGTH, '<');
  return result.slice(0, TD3_LINE_LENGTH);
}

/** Look-alikes OCR gives for the sex field (column 21 of line 2), which no check digit covers. */
const SEX_LOOKALIKES: Record<string, string> = { H: 'M', N: 'M', W: 'M', E: 'F', P: 'F', K: '<', L: '<', X: '<' };

function repairSex(line: string): string {
  const sex = line[20];
  const fixed = sex ? SEX_LOOKALIKES[sex] : undefined;
  return fixed ? `${line.slice(0, 20)}${fixed}${line.slice(21)}` : line;
}

/** Candidate (line 1, line 2) pairs found in OCR output, best guesses first. */
export function findTd3Candidates(ocrLines: readonly string[]): Array<[string, string]> {
  const cleaned = ocrLines.map(cleanOcrLine).filter((l) => l.length >= 30 && MRZ_CHARS.test(l));
  const pairs: Array<[string, string]> = [];
  for (let i = 0; i + 1 < cleaned.length; i += 1) {
    const first = cleaned[i]!;
    const second = cleaned[i + 1]!;
    // Line 1 starts with the document code P (OCR sometimes reads the filler after it oddly).
    if (!first.startsWith('P')) continue;
    pairs.push([normaliseNameLine(first), repairSex(normaliseDataLine(second))]);
  }
  return pairs;
}

/** YYMMDD → YYYY-MM-DD. Birth dates are never in the future; expiry dates are at most 20 years ahead. */
export function mrzDateToIso(value: string | null | undefined, kind: 'birth' | 'expiry', now = new Date()): string | null {
  if (!value || !/^\d{6}$/.test(value)) return null;
  const yy = Number(value.slice(0, 2));
  const mm = Number(value.slice(2, 4));
  const dd = Number(value.slice(4, 6));
  const thisYear = now.getUTCFullYear();
  const century = Math.floor(thisYear / 100) * 100;
  let year = century + yy;
  if (kind === 'birth' && year > thisYear) year -= 100;
  if (kind === 'expiry' && year > thisYear + 20) year -= 100;
  const date = new Date(Date.UTC(year, mm - 1, dd));
  if (date.getUTCMonth() !== mm - 1 || date.getUTCDate() !== dd) return null;
  return `${String(year).padStart(4, '0')}-${value.slice(2, 4)}-${value.slice(4, 6)}`;
}

function nameOrNull(value: string | null | undefined): string | null {
  const trimmed = value?.replace(/\s+/g, ' ').trim();
  return trimmed ? trimmed : null;
}

function codeOrNull(value: string | null | undefined): string | null {
  const trimmed = value?.replace(/</g, '').trim();
  return trimmed ? trimmed : null;
}

/** A three-letter ICAO code as printed ('D<<' is Germany); null when it is not letters. */
function stateCode(value: string | null): string | null {
  if (!value || !/^[A-Z][A-Z<]{2}$/.test(value)) return null;
  return codeOrNull(value);
}

function checkDigits(result: ParseResult): Record<CheckDigitName, boolean> {
  const valid = (field: string) => result.details.find((d) => d.field === field)?.valid ?? false;
  return {
    documentNumber: valid(CHECK_DIGIT_FIELDS.documentNumber),
    dateOfBirth: valid(CHECK_DIGIT_FIELDS.dateOfBirth),
    expirationDate: valid(CHECK_DIGIT_FIELDS.expirationDate),
    personalNumber: valid(CHECK_DIGIT_FIELDS.personalNumber),
    composite: valid(CHECK_DIGIT_FIELDS.composite),
  };
}

/** Parses a TD3 pair of lines; null when they are not a passport zone at all. */
export function parseTd3(lines: [string, string], now = new Date()): ParsedMrz | null {
  let result: ParseResult;
  try {
    result = parse(lines, { autocorrect: true });
  } catch {
    return null;
  }
  if (result.format !== 'TD3') return null;
  const f = result.fields;
  const checks = checkDigits(result);
  const checkScore = Object.values(checks).filter(Boolean).length / Object.keys(checks).length;
  // The zone as the parser saw it after its own autocorrection (e.g. O→0 in digit fields).
  const corrected = applyAutocorrect(lines, result);
  const [givenName = null, ...middle] = (nameOrNull(f.firstName) ?? '').split(' ').filter(Boolean);
  const sex = f.sex === 'male' ? 'M' : f.sex === 'female' ? 'F' : f.sex === 'nonspecified' ? 'X' : null;
  const fields: PassportFields = {
    passportNumber: codeOrNull(f.documentNumber ?? result.documentNumber),
    surname: nameOrNull(f.lastName),
    givenName,
    middleName: middle.length ? middle.join(' ') : null,
    dateOfBirth: mrzDateToIso(f.birthDate, 'birth', now),
    sex,
    // Codes as printed (TD3 columns): the parser answers state names, and none for codes it does not list.
    nationality: stateCode(corrected[1].slice(10, 13)),
    countryOfIssue: stateCode(corrected[0].slice(2, 5)),
    expirationDate: mrzDateToIso(f.expirationDate, 'expiry', now),
    dateOfIssue: null,
    cityOfIssue: null,
    placeOfBirth: null,
  };
  const complete = fields.sex !== null && fields.dateOfBirth !== null && fields.expirationDate !== null;
  return {
    fields,
    mrz: { format: 'TD3', lines: corrected, valid: checkScore === 1 && complete, checkDigits: checks },
    checkScore,
  };
}

function applyAutocorrect(lines: [string, string], result: ParseResult): [string, string] {
  const chars = lines.map((l) => l.split(''));
  for (const detail of result.details) {
    for (const fix of detail.autocorrect) {
      const row = chars[fix.line];
      if (row && fix.column < row.length) row[fix.column] = fix.corrected;
    }
  }
  return [chars[0]!.join(''), chars[1]!.join('')];
}
