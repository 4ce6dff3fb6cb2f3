import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import sharp from 'sharp';
import { renderPdfPages } from '../../src/ocr/pdf-pages.ts';

/**
 * An I-797C-like receipt notice: the header, the receipt number and case type, the dates and the names laid out in
 * labelled columns as USCIS prints them. The PDF has a text layer (as a notice downloaded from the USCIS account);
 * `photoOf` turns it into a phone photo (rendered, tilted, on a grey desk, JPEG). `NoticeLayout` makes other I-797s:
 * an I-797E with upper-case labels and sentences of its own, its header drawn after them (a text layer keeps the
 * order text was drawn in, so the sentences are read first, as with a form whose boxes are stamped last).
 */
export interface NoticeFacts {
  receiptNumber: string;
  caseType: string;
  receivedDate: string;
  noticeDate: string;
  petitioner: string;
  beneficiary: string;
  noticeType: string;
  /** An approval's validity box (MM/DD/YYYY), printed "Valid from … to …" under the notice type. */
  validity?: { from: string; to: string };
}

export interface NoticeLayout {
  /** The form's title, top right: "I-797C, Notice of Action" unless said. */
  form?: string;
  upperCaseLabels?: boolean;
  /** The notice's sentences, one line each, under the header (instead of the receipt notice's). */
  body?: readonly string[];
  headerAfterBody?: boolean;
}

export async function i797NoticePdf(facts: NoticeFacts, layout: NoticeLayout = {}): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const text = (value: string, x: number, y: number, size = 10, font = regular) =>
    page.drawText(value, { x, y, size, font, color: rgb(0, 0, 0) });
  const label = (value: string, x: number, y: number) =>
    text(layout.upperCaseLabels ? value.toUpperCase() : value, x, y, 9, bold);
  const drawBody = () => (layout.body ?? []).forEach((line, index) => text(line, 40, 440 - index * 14, 9));
  if (layout.headerAfterBody) drawBody();
  text('Department of Homeland Security', 40, 750, 11, bold);
  text('U.S. Citizenship and Immigration Services', 40, 736, 11);
  text(layout.form ?? 'I-797C, Notice of Action', 420, 750, 11, bold);
  text('THE UNITED STATES OF AMERICA', 200, 705, 12, bold);
  label('Receipt Number', 40, 670);
  label('Case Type', 250, 670);
  text(facts.receiptNumber, 40, 655, 11);
  text(facts.caseType, 250, 655, 11);
  label('Received Date', 40, 625);
  label('Priority Date', 150, 625);
  label('Petitioner', 250, 625);
  text(facts.receivedDate, 40, 610, 11);
  text(facts.petitioner, 250, 610, 11);
  label('Notice Date', 40, 580);
  label('Page', 150, 580);
  label('Beneficiary', 250, 580);
  text(facts.noticeDate, 40, 565, 11);
  text('1 of 1', 150, 565, 11);
  text(facts.beneficiary, 250, 565, 11);
  text(`Notice Type: ${facts.noticeType}`, 40, 520, 11, bold);
  if (facts.validity) text(`Valid from ${facts.validity.from} to ${facts.validity.to}`, 40, 505, 10);
  if (layout.body) {
    if (!layout.headerAfterBody) drawBody();
  } else {
    // Under the validity line when there is one, so the two do not overlap.
    text('Amount received: $2,805.00 U.S.', 40, facts.validity ? 488 : 500, 10);
    text('The above application or petition has been received. It usually takes 2 to 4 months to process.', 40, 470, 9);
  }
  return Buffer.from(await doc.save());
}

export async function photoOf(pdf: Buffer): Promise<Buffer> {
  const [page] = await renderPdfPages(pdf, 1);
  return sharp(page!)
    .rotate(2, { background: '#9a9a9a' })
    .extend({ top: 60, bottom: 60, left: 60, right: 60, background: '#8c8c8c' })
    .jpeg({ quality: 82 })
    .toBuffer();
}
