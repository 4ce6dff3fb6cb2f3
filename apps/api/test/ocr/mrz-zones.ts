import { checkDigit } from './passport-image.ts';

/** Synthetic machine-readable zones of every ICAO 9303 format, with computed check digits. */
export interface ZoneData {
  documentCode: string;
  issuingState: string;
  surname: string;
  givenNames: string;
  documentNumber: string;
  nationality: string;
  /** YYMMDD */
  birthDate: string;
  sex: 'M' | 'F' | '<';
  /** YYMMDD */
  expiryDate: string;
  optionalData: string;
  /** TD1 line 2 only. */
  optionalData2?: string;
}

export type ZoneFormat = 'TD1' | 'TD2' | 'TD3' | 'MRV-A' | 'MRV-B';

const fit = (value: string, length: number) => value.replace(/ /g, '<').padEnd(length, '<').slice(0, length);
const names = (d: ZoneData, length: number) => fit(`${d.surname}<<${d.givenNames}`, length);

function twoLine(d: ZoneData, length: number, optionalLength: number, composite: boolean, personalCheck: boolean) {
  const line1 = `${fit(d.documentCode, 2)}${fit(d.issuingState, 3)}${names(d, length - 5)}`;
  const doc = fit(d.documentNumber, 9);
  const optional = fit(d.optionalData, optionalLength);
  const optionalPart = personalCheck ? `${optional}${/^<+$/.test(optional) ? '<' : checkDigit(optional)}` : optional;
  const head = `${doc}${checkDigit(doc)}${fit(d.nationality, 3)}${d.birthDate}${checkDigit(d.birthDate)}${d.sex}${d.expiryDate}${checkDigit(d.expiryDate)}${optionalPart}`;
  if (!composite) return [line1, head];
  const covered = head.slice(0, 10) + head.slice(13, 20) + head.slice(21);
  return [line1, `${head}${checkDigit(covered)}`];
}

function td1(d: ZoneData): string[] {
  const doc = fit(d.documentNumber, 9);
  const line1 = `${fit(d.documentCode, 2)}${fit(d.issuingState, 3)}${doc}${checkDigit(doc)}${fit(d.optionalData, 15)}`;
  const head = `${d.birthDate}${checkDigit(d.birthDate)}${d.sex}${d.expiryDate}${checkDigit(d.expiryDate)}${fit(d.nationality, 3)}${fit(d.optionalData2 ?? '', 11)}`;
  const covered = line1.slice(5) + head.slice(0, 7) + head.slice(8, 15) + head.slice(18);
  return [line1, `${head}${checkDigit(covered)}`, names(d, 30)];
}

export function zoneLines(format: ZoneFormat, d: ZoneData): string[] {
  switch (format) {
    case 'TD3':
      return twoLine(d, 44, 14, true, true);
    case 'MRV-A':
      return twoLine(d, 44, 16, false, false);
    case 'TD2':
      return twoLine(d, 36, 7, true, false);
    case 'MRV-B':
      return twoLine(d, 36, 8, false, false);
    case 'TD1':
      return td1(d);
  }
}

/** A small deterministic generator, so a failing case can be replayed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';

/** A random zone's data (names and codes of letters; numbers mixing letters and digits). */
export function randomZoneData(random: () => number, documentCode: string): ZoneData {
  const pick = (chars: string, n: number) => Array.from({ length: n }, () => chars[Math.floor(random() * chars.length)]).join('');
  const date = () =>
    `${pick(DIGITS, 2)}${String(1 + Math.floor(random() * 12)).padStart(2, '0')}${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`;
  return {
    documentCode,
    issuingState: pick(LETTERS, 3),
    surname: pick(LETTERS, 3 + Math.floor(random() * 6)),
    givenNames: `${pick(LETTERS, 4)} ${pick(LETTERS, 3)}`,
    documentNumber: `${pick(LETTERS, 2)}${pick(DIGITS + LETTERS, 7)}`,
    nationality: pick(LETTERS, 3),
    birthDate: date(),
    sex: random() < 0.5 ? 'M' : 'F',
    expiryDate: date(),
    optionalData: pick(DIGITS, 6),
    optionalData2: pick(DIGITS, 4),
  };
}
