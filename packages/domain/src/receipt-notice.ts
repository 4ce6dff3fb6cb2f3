import { headerDate, headerName } from './receipt-notice-header.ts';
import { headerValidity } from './receipt-notice-validity.ts';
import { USCIS_RECEIPT_NUMBER_PATTERN } from './uscis-case-status.ts';

/**
 * Reading a USCIS Form I-797 notice (issue 31): the receipt notice (I-797C), the approval notice (I-797, I-797A/B)
 * and the request for evidence (I-797E). From the notice's text (its PDF text layer, or OCR of a photo) it reads the
 * receipt number, the notice type, the received and notice dates, the form, the petitioner's and beneficiary's
 * names, and an approval's validity. Nothing is guessed: a field it cannot find is null, and a receipt number counts only when its three
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
  /** YYYY-MM-DD: the approved period of an approval notice, both or neither (null on a receipt notice or RFE). */
  validFrom: string | null;
  /** YYYY-MM-DD */
  validTo: string | null;
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

function formTypeOf(text: string): string | null {
  const afterLabel = /case\s+type/i.exec(text);
  const scope = afterLabel ? text.slice(afterLabel.index) : text;
  // OCR reads the I of "I129" as 1 or l: after the Case Type label those count too.
  const match = /\b[I1l][-\s]?(129|140|907|539|765|131|485|824)[A-Z]?\b/.exec(scope) ?? /\bI[-\s]?(129|140)\b/i.exec(text);
  return match ? `I-${match[1]!.toUpperCase()}` : null;
}

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
    receivedDate: headerDate(lines, /\breceived\s+date\b/gi),
    noticeDate: headerDate(lines, /\bnotice\s+date\b/gi),
    formType: formTypeOf(normalised),
    petitioner: headerName(lines, 'petitioner'),
    beneficiary: headerName(lines, 'beneficiary'),
    ...headerValidity(lines),
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
