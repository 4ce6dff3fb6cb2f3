/**
 * Turns a corrected zone into the route's answer: the format's fields with
 * their confidence, the check digits, and the passport fields the web app
 * fills its form from (the same for every format).
 */
import type { TMrzDetails, TMrzFieldName, TMrzFieldReading, TPassportFields } from '@app/domain';
import type { MrzFieldName } from './mrz-formats.ts';
import type { FieldConfidence, ZoneReading } from './mrz-reading.ts';
import { settleStateCode } from './state-codes.ts';

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

const withoutFillers = (value: string) => value.replace(/</g, ' ').replace(/\s+/g, ' ').trim() || null;

/**
 * A three-letter ICAO code as printed ('D<<' is Germany), a look-alike letter
 * corrected when that makes an unknown code a known one; null when it is not letters.
 */
function stateCode(value: string): { code: string | null; known: boolean } {
  if (!/^[A-Z][A-Z<]{2}$/.test(value)) return { code: null, known: false };
  const settled = settleStateCode(value);
  return { code: settled.code.replace(/</g, ''), known: settled.known };
}

/**
 * Surname, then '<<', then given names separated by single '<'. What follows the
 * given names is filler, which OCR sometimes reads as stray letters: anything
 * after the next '<<' is dropped.
 */
function splitNames(raw: string): { surname: string | null; givenNames: string | null } {
  const [surname = '', ...rest] = raw.replace(/^<+/, '').split('<<');
  const given = rest.find((part) => part.replace(/</g, '') !== '') ?? '';
  return { surname: withoutFillers(surname), givenNames: withoutFillers(given) };
}

function sexOf(raw: string): 'M' | 'F' | 'X' | null {
  if (raw === 'M' || raw === 'F') return raw;
  return raw === '<' || raw === 'X' ? 'X' : null;
}

const CHECK_FOR: Partial<Record<MrzFieldName, 'documentNumber' | 'birthDate' | 'expiryDate' | 'optionalData'>> = {
  documentNumber: 'documentNumber',
  birthDate: 'birthDate',
  expiryDate: 'expiryDate',
  optionalData: 'optionalData',
};

export function zoneAnswer(zone: ZoneReading, now = new Date()): { fields: TPassportFields; mrz: TMrzDetails } {
  const { raw, checks } = zone;
  const allPass = Object.values(checks).every(Boolean);
  const confidenceOf = (name: MrzFieldName, value: string | null): TMrzFieldReading => {
    const checkName = CHECK_FOR[name];
    const own = checkName ? checks[checkName] : undefined;
    const checkDigitValid = own === undefined ? null : own;
    let confidence: FieldConfidence;
    if (own === false || value === null) confidence = 'low';
    else if (own === true) confidence = checks.composite !== false && !zone.guessedFields.includes(name) ? 'high' : 'medium';
    else confidence = allPass && !zone.guessedFields.includes(name) ? 'high' : 'medium';
    return { value, confidence, checkDigitValid };
  };
  const names = splitNames(raw.names);
  const birth = mrzDateToIso(raw.birthDate, 'birth', now);
  const expiry = mrzDateToIso(raw.expiryDate, 'expiry', now);
  const documentNumber = withoutFillers(raw.documentNumber)?.replace(/ /g, '') ?? null;
  const sex = sexOf(raw.sex);
  const nationalityCode = stateCode(raw.nationality);
  const issuingCode = stateCode(raw.issuingState);
  const nationality = nationalityCode.code;
  const issuingState = issuingCode.code;
  // A code no state has is a misread no check digit catches.
  const unknownCode = (code: { known: boolean }, reading: TMrzFieldReading): TMrzFieldReading =>
    code.known || reading.confidence !== 'high' ? reading : { ...reading, confidence: 'medium' };
  const fields: Record<TMrzFieldName, TMrzFieldReading> = {
    documentNumber: confidenceOf('documentNumber', documentNumber),
    surname: confidenceOf('names', names.surname),
    givenNames: confidenceOf('names', names.givenNames),
    issuingState: unknownCode(issuingCode, confidenceOf('issuingState', issuingState)),
    nationality: unknownCode(nationalityCode, confidenceOf('nationality', nationality)),
    dateOfBirth: confidenceOf('birthDate', birth),
    sex: confidenceOf('sex', sex),
    expirationDate: confidenceOf('expiryDate', expiry),
    optionalData: confidenceOf('optionalData', withoutFillers(raw.optionalData ?? '')),
    optionalData2: confidenceOf('optionalData2', raw.optionalData2 === undefined ? null : withoutFillers(raw.optionalData2)),
  };
  // An empty optional field is not a doubtful one.
  for (const name of ['optionalData', 'optionalData2'] as const) {
    if (fields[name].value === null && fields[name].checkDigitValid !== false) fields[name].confidence = 'high';
  }
  const [givenName = null, ...middle] = (names.givenNames ?? '').split(' ').filter(Boolean);
  const documentCode = raw.documentCode.replace(/</g, '');
  const complete = sex !== null && birth !== null && expiry !== null;
  return {
    fields: {
      passportNumber: documentNumber,
      surname: names.surname,
      givenName,
      middleName: middle.length ? middle.join(' ') : null,
      dateOfBirth: birth,
      sex,
      nationality,
      countryOfIssue: issuingState,
      expirationDate: expiry,
      dateOfIssue: null,
      cityOfIssue: null,
      placeOfBirth: null,
    },
    mrz: {
      format: zone.format,
      documentType: documentCode.slice(0, 1) || '<',
      documentCode,
      lines: zone.lines,
      valid: allPass && complete && !zone.swapped,
      checkDigits: {
        documentNumber: checks.documentNumber ?? false,
        dateOfBirth: checks.birthDate ?? false,
        expirationDate: checks.expiryDate ?? false,
        personalNumber: checks.optionalData ?? null,
        composite: checks.composite ?? null,
      },
      fields,
    },
  };
}
