import { PDFTextField, StandardFonts, rgb, type PDFDocument, type PDFField, type PDFFont, type PDFPage } from '@cantoo/pdf-lib';
import { printedEdition, sheetHeaderFields, type ContinuedValue, type FormCaseData, type FormEdition } from '@app/domain';
import { fontSafeText } from './font-safe-text.ts';
import type { TemplateLayout } from './template-fields.ts';

/**
 * The separate sheet USCIS's instructions ask for when the form's Additional Information part runs out of rows
 * ("attach a separate sheet of paper. Type or print your name and A-Number (if any) at the top of each sheet; indicate
 * the Page Number, Part Number, and Item Number to which your answer refers; and sign and date each sheet"): plain
 * Letter pages appended to the filled form, each headed with the form's name and edition and the part's own header
 * (the boxes the fill printed there: the name, the A-Number), then each value's page, part and item and its full text,
 * and a line for the signature and date.
 */

const LETTER: [number, number] = [612, 792];
const MARGIN = 54;
const SIZE = 10;
const LEADING = 14;

interface SheetInput {
  edition: FormEdition;
  data: FormCaseData;
  layout: TemplateLayout;
  /** The filled form's fields by name: the part's header boxes are read from what the fill wrote in them. */
  fields: ReadonlyMap<string, PDFField>;
  continued: readonly ContinuedValue[];
}

/** The header's lines: the part's header boxes that carry text, and the beneficiary's name when none is a name. */
function headerLines({ data, layout, fields }: SheetInput): string[] {
  const part = layout.additionalInformation!;
  const lines = sheetHeaderFields(layout.fields, part).flatMap(({ label, field }) => {
    const box = fields.get(field);
    const text = box instanceof PDFTextField ? box.getText()?.trim() : undefined;
    return text ? [`${label}: ${text}`] : [];
  });
  // The I-129's part asks only for an A-Number, which the case may not have: the page still says whose it is.
  if (!lines.some((line) => line.startsWith('Family Name'))) {
    const { familyName, givenName, middleName } = data.beneficiary;
    const name = [familyName, [givenName, middleName].filter(Boolean).join(' ')].filter(Boolean).join(', ');
    if (name) lines.unshift(`Beneficiary: ${name}`);
  }
  return lines;
}

/** The text in lines no wider than `width`; a word wider than a line is broken where it must be. */
function wrap(text: string, font: PDFFont, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  const fitsLine = (candidate: string) => font.widthOfTextAtSize(candidate, SIZE) <= width;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fitsLine(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    for (const letter of word) {
      if (!fitsLine(line + letter)) {
        lines.push(line);
        line = '';
      }
      line += letter;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Appends the continuation page(s) for `continued` to the filled form. */
export async function appendContinuationSheet(doc: PDFDocument, input: SheetInput): Promise<void> {
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const width = LETTER[0] - 2 * MARGIN;
  const part = input.layout.additionalInformation!.part;
  const title = `${input.edition.title} (Edition ${printedEdition(input.edition.edition)})`;
  const header = headerLines(input).map((line) => fontSafeText(regular, line));
  let page: PDFPage;
  let y = 0;
  let sheet = 0;
  const draw = (text: string, font: PDFFont = regular) => {
    page.drawText(text, { x: MARGIN, y, size: SIZE, font, color: rgb(0, 0, 0) });
    y -= LEADING;
  };
  const newPage = () => {
    page = doc.addPage(LETTER);
    sheet++;
    y = LETTER[1] - MARGIN;
    draw(fontSafeText(bold, title), bold);
    draw(`Part ${part}. Additional Information (continued), sheet ${sheet}`, bold);
    for (const line of header) draw(line);
    y -= LEADING / 2;
  };
  // The signature and date line closes every sheet: USCIS asks for both on each.
  const SIGNATURE_SPACE = 3 * LEADING;
  const sign = () => {
    y = MARGIN + LEADING;
    draw('Signature: ________________________________________     Date (mm/dd/yyyy): ______________');
  };
  newPage();
  for (const value of input.continued) {
    const place = `Page Number: ${value.place.page}    Part Number: ${value.place.part}    Item Number: ${value.place.item}`;
    const lines = wrap(fontSafeText(regular, value.text), regular, width);
    for (const [index, line] of [place, ...lines].entries()) {
      // A value's place line is never left alone at the foot of a sheet.
      const needed = index === 0 ? 2 * LEADING : LEADING;
      if (y - needed < MARGIN + SIGNATURE_SPACE) {
        sign();
        newPage();
      }
      draw(line, index === 0 ? bold : regular);
    }
    y -= LEADING / 2;
  }
  sign();
}
