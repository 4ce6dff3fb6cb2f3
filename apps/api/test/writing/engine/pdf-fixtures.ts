import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A generated PDF with `pages` pages; each page carries its number and `linesPerPage` lines of prose. */
export async function makeTextPdf(pages: number, linesPerPage = 3): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let number = 1; number <= pages; number++) {
    const page = doc.addPage([612, 792]);
    page.drawText(`Page ${number} of the award dossier`, { x: 50, y: 740, size: 14, font });
    for (let line = 0; line < linesPerPage; line++) {
      page.drawText(`Line ${line + 1}: the committee reviewed the nominee's contributions to robotics.`, {
        x: 50,
        y: 710 - line * 16,
        size: 10,
        font,
      });
    }
  }
  return Buffer.from(await doc.save());
}
