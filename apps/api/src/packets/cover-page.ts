import { SELF_PETITION_PETITIONER_LABEL } from '@app/domain';
import { StandardFonts, type PDFDocument } from 'pdf-lib';
import type { PacketCover } from './packet-plan.ts';
import { LETTER, MARGIN, printable, wrapText } from './page-layout.ts';

/** The packet's first page: who, for whom, which classification, the receipt number once USCIS gave one, and the date. */
export async function addCoverPage(doc: PDFDocument, cover: PacketCover): Promise<void> {
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([LETTER.width, LETTER.height]);
  const width = LETTER.width - 2 * MARGIN;
  let y = LETTER.height - 200;
  for (const line of wrapText(printable(cover.title ?? `${cover.visaClass} Petition`, bold), bold, 26, width)) {
    page.drawText(line, { x: MARGIN, y, size: 26, font: bold });
    y -= 34;
  }
  y -= 30;
  const rows: Array<[string, string | null]> = [
    ['Beneficiary', cover.beneficiaryName],
    [cover.companyRole ?? 'Petitioner', cover.petitionerName ?? SELF_PETITION_PETITIONER_LABEL],
    ['Visa classification', cover.visaClass],
    ['USCIS receipt number', cover.receiptNumber],
    ['Date', cover.date],
  ];
  for (const [label, value] of rows) {
    if (value === null || value === '') continue;
    page.drawText(`${label}:`, { x: MARGIN, y, size: 13, font: bold });
    for (const line of wrapText(printable(value, regular), regular, 13, width - 170)) {
      page.drawText(line, { x: MARGIN + 170, y, size: 13, font: regular });
      y -= 19;
    }
    y -= 8;
  }
}
