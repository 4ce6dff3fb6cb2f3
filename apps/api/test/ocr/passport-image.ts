import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp, { type OverlayOptions } from 'sharp';

/**
 * Renders passport-like test images: a TD3 data page (photo box, printed
 * fields, a two-line machine-readable zone in OCR-B). The font is OCRB.otf
 * from Debian's fonts-ocr-b (public domain / permissive, see fixtures/README.md).
 */
const FONT_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'OCRB.otf');
const FONT_FAMILY = 'OCR B';

const PAGE_WIDTH = 1250;
const PAGE_HEIGHT = 880;

/** ICAO 9303 check digit (weights 7, 3, 1; '<' = 0, A = 10 … Z = 35). */
export function checkDigit(value: string): string {
  const weights = [7, 3, 1];
  let sum = 0;
  for (let i = 0; i < value.length; i += 1) {
    const c = value[i]!;
    const v = c === '<' ? 0 : /\d/.test(c) ? Number(c) : c.charCodeAt(0) - 55;
    sum += v * weights[i % 3]!;
  }
  return String(sum % 10);
}

export interface PassportData {
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
  personalNumber: string;
}

const fit = (value: string, length: number) => value.replace(/ /g, '<').padEnd(length, '<').slice(0, length);

/** The two 44-character lines of a TD3 zone with correct check digits. */
export function td3Lines(d: PassportData): [string, string] {
  const line1 = fit(`P<${fit(d.issuingState, 3)}${d.surname}<<${d.givenNames}`, 44);
  const doc = fit(d.documentNumber, 9);
  const personal = fit(d.personalNumber, 14);
  const personalCheck = /^<+$/.test(personal) ? '<' : checkDigit(personal);
  const docPart = `${doc}${checkDigit(doc)}`;
  const birthPart = `${d.birthDate}${checkDigit(d.birthDate)}`;
  const expiryPart = `${d.expiryDate}${checkDigit(d.expiryDate)}`;
  const composite = checkDigit(`${docPart}${birthPart}${expiryPart}${personal}${personalCheck}`);
  const line2 = `${docPart}${fit(d.nationality, 3)}${birthPart}${d.sex}${expiryPart}${personal}${personalCheck}${composite}`;
  return [line1, line2];
}

/** ICAO 9303 part 4 specimen (Anna Maria Eriksson of Utopia). */
export const ICAO_SPECIMEN: PassportData = {
  issuingState: 'UTO',
  surname: 'ERIKSSON',
  givenNames: 'ANNA MARIA',
  documentNumber: 'L898902C3',
  nationality: 'UTO',
  birthDate: '740812',
  sex: 'F',
  expiryDate: '120415',
  personalNumber: 'ZE184226B',
};

export const SAMPLE_USA: PassportData = {
  issuingState: 'USA',
  surname: 'OCONNOR',
  givenNames: 'JOHN PAUL DAVID',
  documentNumber: '563927014',
  nationality: 'IND',
  birthDate: '910305',
  sex: 'M',
  expiryDate: '330917',
  personalNumber: '',
};

const escapeMarkup = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function textImage(text: string, size: number, color = '#111111'): Promise<Buffer> {
  return sharp({
    text: {
      text: `<span foreground="${color}">${escapeMarkup(text)}</span>`,
      font: `${FONT_FAMILY} ${size}`,
      fontfile: FONT_FILE,
      dpi: 72,
      rgba: true,
    },
  })
    .png()
    .toBuffer();
}

export interface RenderOptions {
  /** Foreground colour of all text; a pale one gives a low-contrast scan. */
  ink?: string;
  background?: string;
  /** Gaussian blur sigma applied to the finished page. */
  blur?: number;
  /** Clockwise rotation of the finished scan. */
  rotate?: 0 | 90 | 180 | 270;
  /** Leave the zone out (a page without a machine-readable zone). */
  withoutMrz?: boolean;
  /** Print these lines as the zone instead of the correct ones (e.g. with a wrong check digit). */
  mrzLines?: [string, string];
}

/** A passport data page as a PNG. */
export async function renderDataPage(d: PassportData, options: RenderOptions = {}): Promise<Buffer> {
  const ink = options.ink ?? '#141414';
  const background = options.background ?? '#efe9dc';
  const [line1, line2] = options.mrzLines ?? td3Lines(d);
  const decor = `<svg xmlns="http://www.w3.org/2000/svg" width="${PAGE_WIDTH}" height="${PAGE_HEIGHT}">
    <rect width="100%" height="100%" fill="${background}"/>
    <path d="M0 560 C 300 480, 900 640, 1250 540" stroke="#d9cfbd" stroke-width="3" fill="none"/>
    <path d="M0 600 C 300 520, 900 680, 1250 580" stroke="#d9cfbd" stroke-width="3" fill="none"/>
    <rect x="50" y="140" width="300" height="380" fill="#b9b4ac" stroke="#8a857d" stroke-width="2"/>
    <circle cx="200" cy="280" r="80" fill="#9d988f"/>
    <rect x="90" y="380" width="220" height="140" rx="60" fill="#9d988f"/>
  </svg>`;
  const labels: Array<[string, number, number, number]> = [
    ['PASSPORT  PASSEPORT', 380, 40, 34],
    [`Type P   Code ${d.issuingState}   Passport No. ${d.documentNumber}`, 380, 110, 22],
    ['Surname', 380, 160, 16],
    [d.surname, 380, 182, 26],
    ['Given names', 380, 230, 16],
    [d.givenNames, 380, 252, 26],
    ['Nationality', 380, 300, 16],
    [d.nationality, 380, 322, 26],
    ['Date of birth    Sex    Place of birth', 380, 370, 16],
    [`${d.birthDate}    ${d.sex}    SPRINGFIELD`, 380, 392, 26],
    ['Date of issue    Authority    Date of expiry', 380, 440, 16],
    [`150101    PASSPORT OFFICE    ${d.expiryDate}`, 380, 462, 26],
  ];
  const composites: OverlayOptions[] = await Promise.all(
    labels.map(async ([text, left, top, size]) => ({ input: await textImage(text, size, ink), left, top })),
  );
  if (!options.withoutMrz) {
    composites.push({ input: await textImage(line1, 35, ink), left: 50, top: 700 });
    composites.push({ input: await textImage(line2, 35, ink), left: 50, top: 750 });
  }
  let page = sharp(Buffer.from(decor)).composite(composites).flatten({ background });
  const flat = await page.png().toBuffer();
  page = sharp(flat);
  if (options.blur) page = page.blur(options.blur);
  if (options.rotate) page = page.rotate(options.rotate);
  return page.jpeg({ quality: 88 }).toBuffer();
}

/** An image with text but no machine-readable zone (a letter-like page). */
export async function renderNonPassport(): Promise<Buffer> {
  const lines = [
    'INVOICE 2024-0117',
    'ACME WIDGETS LLC  42 MAIN STREET',
    'QTY 3   WIDGET LARGE   USD 120.00',
    'QTY 1   SHIPPING       USD 15.00',
    'TOTAL DUE              USD 135.00',
  ];
  const composites = await Promise.all(
    lines.map(async (text, i) => ({ input: await textImage(text, 28), left: 60, top: 80 + i * 90 })),
  );
  return sharp({ create: { width: 1000, height: 700, channels: 3, background: '#ffffff' } })
    .composite(composites)
    .png()
    .toBuffer();
}
