import { USCIS_RECEIPT_NUMBER_PATTERN } from './uscis-case-status.ts';

/**
 * Reading a USCIS Form I-797 notice (issue 31): the receipt notice (I-797C), the approval notice (I-797, I-797A/B)
 * and the request for evidence (I-797E). From the notice's text (its PDF text layer, or OCR of a photo) it reads the
 * receipt number, the notice type, the received and notice dates, the form, and the petitioner's and beneficiary's
 * names. Nothing is guessed: a field it cannot find is null, and a receipt number counts only when its three
 * letters are a USCIS office code and it has ten digits.
 */
export interface ReceiptNoticeReading {
  receiptNumber: string | null;
  noticeType: string | null;
  /** YYYY-MM-DD */
  receivedDate: string | null;
  /** YYYY-MM-DD */
  noticeDate: string | null;
  /** "I-129", "I-140", … */
  formType: string | null;
  petitioner: string | null;
  beneficiary: string | null;
}

/**
 * The offices that issue receipt numbers: the service centres (EAC/VSC Vermont, WAC/CSC California, LIN/NSC
 * Nebraska, SRC/TSC Texas, YSC Potomac), the National Benefits Center (NBC, MSC), the Online filing (IOE) and a
 * few field offices' older prefixes.
 */
export const USCIS_RECEIPT_OFFICE_CODES = [
  'EAC',
  'VSC',
  'WAC',
  'CSC',
  'LIN',
  'NSC',
  'SRC',
  'TSC',
  'YSC',
  'NBC',
  'MSC',
  'IOE',
  'ESC',
] as const;

const NOTICE_TYPES: readonly [RegExp, string][] = [
  [/request\s+for\s+evidence/i, 'Request for Evidence'],
  [/approval\s+notice/i, 'Approval Notice'],
  [/receipt\s+notice/i, 'Receipt Notice'],
  [/transfer\s+notice/i, 'Transfer Notice'],
  [/rejection\s+notice/i, 'Rejection Notice'],
];

/** OCR's usual confusions inside what must be digits. */
const digitsOf = (text: string) => text.replace(/[Oo]/g, '0').replace(/[Il|]/g, '1').replace(/[Ss]/g, '5').replace(/B/g, '8');

/** The first receipt number in the text: a known office code and ten digits, spaces and dashes allowed between. */
export function findReceiptNumber(text: string): string | null {
  const candidates = text.toUpperCase().matchAll(/\b([A-Z]{3})[\s-]?((?:[0-9OIlSB|][\s-]?){10})(?![0-9])/g);
  for (const match of candidates) {
    const office = match[1]!;
    if (!(USCIS_RECEIPT_OFFICE_CODES as readonly string[]).includes(office)) continue;
    const number = `${office}${digitsOf(match[2]!.replace(/[\s-]/g, ''))}`;
    if (USCIS_RECEIPT_NUMBER_PATTERN.test(number)) return number;
  }
  return null;
}

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

function isoOf(match: RegExpExecArray): string | null {
  const [month, day, year] = match[1]
    ? [Number(match[1]), Number(match[2]), Number(match[3])]
    : [MONTHS.indexOf(match[4]!.toLowerCase()) + 1, Number(match[5]), Number(match[6])];
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 1990 || year > 2100) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** The first date written after `label` (on its line or the next ones: notices put values under their labels). */
function dateAfter(text: string, label: RegExp): string | null {
  const at = text.search(label);
  if (at < 0) return null;
  const rest = text.slice(at);
  DATE.lastIndex = 0;
  for (let match = DATE.exec(rest); match; match = DATE.exec(rest)) {
    const iso = isoOf(match);
    if (iso) return iso;
  }
  return null;
}

function formTypeOf(text: string): string | null {
  const afterLabel = /case\s+type/i.exec(text);
  const scope = afterLabel ? text.slice(afterLabel.index) : text;
  // OCR reads the I of "I129" as 1 or l: after the Case Type label those count too.
  const match = /\b[I1l][-\s]?(129|140|907|539|765|131|485|824)[A-Z]?\b/.exec(scope) ?? /\bI[-\s]?(129|140)\b/i.exec(text);
  return match ? `I-${match[1]!.toUpperCase()}` : null;
}

/** A name as a notice prints it ("ACME ROBOTICS INC", "SHARMA, PRIYA"): letters, spaces and . , & ' -. */
const NAME = /^\p{L}[\p{L}0-9 .,&'-]{1,118}[\p{L}0-9.]$/u;

/** Words that mark a line as labels, not a value. */
const LABEL_WORDS = /\b(date|page|notice|petitioner|beneficiary|receipt|case type|applicant)\b/i;
/** "1 of 1" as printed, or as OCR misreads it ("lofl", "lof1l"). */
const PAGE_OF = /\b[0-9lI|]{1,2}\s?o[fl]\s?[0-9lI|]{1,2}\b/gi;

/**
 * The name printed for `label`: on the label's own line after it ("Beneficiary: SHARMA, PRIYA"), or, where the labels
 * are a header row with the values under them (the I-797's boxes), on the next lines once the dates and page
 * numbers of the other columns are taken out.
 */
function nameFor(lines: readonly string[], label: RegExp): string | null {
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const match = label.exec(line);
    if (!match) continue;
    const sameLine = line
      .slice(match.index + match[0].length)
      .replace(/^[\s:]+/, '')
      .trim();
    if (sameLine && NAME.test(sameLine) && !LABEL_WORDS.test(sameLine)) return cleanName(sameLine);
    const following = lines
      .slice(index + 1)
      .filter((candidate) => candidate.trim() !== '')
      .slice(0, 3);
    for (const candidate of following) {
      // The next row of labels starts another box: the value was not found.
      if (LABEL_WORDS.test(candidate)) break;
      const value = candidate
        .replace(DATE, ' ')
        .replace(PAGE_OF, ' ')
        .replace(/\s{2,}/g, ' ')
        .trim();
      if (value && NAME.test(value)) return cleanName(value);
    }
    return null;
  }
  return null;
}

const cleanName = (value: string) => value.replace(/\s+/g, ' ').replace(/[.,]$/, '').trim();

export function readReceiptNoticeText(text: string): ReceiptNoticeReading {
  const normalised = text.replace(/\r\n?/g, '\n');
  const lines = normalised.split('\n');
  const noticeTypeLine = /notice\s+type\s*:?\s*([^\n]+)/i.exec(normalised)?.[1] ?? '';
  const noticeType =
    NOTICE_TYPES.find(([pattern]) => pattern.test(noticeTypeLine))?.[1] ??
    NOTICE_TYPES.find(([pattern]) => pattern.test(normalised))?.[1] ??
    null;
  return {
    receiptNumber: findReceiptNumber(normalised),
    noticeType,
    receivedDate: dateAfter(normalised, /received\s+date/i),
    noticeDate: dateAfter(normalised, /notice\s+date/i),
    formType: formTypeOf(normalised),
    petitioner: nameFor(lines, /petitioner\b/i),
    beneficiary: nameFor(lines, /beneficiary\b/i),
  };
}

/** Letters only, in order, for comparing names however they are written ("SHARMA, PRIYA" = "Priya Sharma"). */
function nameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z ]/g, ' ')
    .split(/\s+/)
    .filter((word) => word && !['inc', 'llc', 'corp', 'corporation', 'ltd', 'co', 'the'].includes(word))
    .sort()
    .join(' ');
}

/** Whether two names are the same person or company, whatever the order, case, accents and punctuation. */
export function sameName(a: string, b: string): boolean {
  return nameKey(a) !== '' && nameKey(a) === nameKey(b);
}

/** The notice's names that differ from the petition's, in words ("The beneficiary on the notice is …"). */
export function receiptNoticeMismatches(
  reading: Pick<ReceiptNoticeReading, 'petitioner' | 'beneficiary'>,
  petition: { beneficiaryName: string | null; petitionerName: string | null },
): string[] {
  const problems: string[] = [];
  if (reading.beneficiary && petition.beneficiaryName && !sameName(reading.beneficiary, petition.beneficiaryName)) {
    problems.push(`The beneficiary on the notice is ${reading.beneficiary}, not ${petition.beneficiaryName}.`);
  }
  if (reading.petitioner && petition.petitionerName && !sameName(reading.petitioner, petition.petitionerName)) {
    problems.push(`The petitioner on the notice is ${reading.petitioner}, not ${petition.petitionerName}.`);
  }
  return problems;
}
