import { PDFHexString, PDFName, type PDFDocument } from 'pdf-lib';

/** A run of pages labelled alike: from `pageIndex` on (0-based), `prefix` and a decimal number from `start`. */
interface LabelRange {
  pageIndex: number;
  prefix: string;
  /** The first page's number; none: the label is the prefix alone. */
  start?: number;
}

/**
 * The packet's page labels (what a PDF viewer shows and accepts in its page box): each form's pages "G-28 page 1…",
 * the cover letter's "Cover letter page 1…", and from the cover page on the Bates number stamped on the page, so an
 * officer who reads "SHARMA000012" in an index, a letter or an RFE types it to go there. A label's number is not
 * zero-padded, so the Bates numbers' leading zeros are part of the prefix, and a new run starts wherever the count
 * of digits grows (000009 → 000010).
 */
export function addPageLabels(
  doc: PDFDocument,
  layout: {
    forms: Array<{ number: string; firstPage: number; pageCount: number }>;
    coverLetter: { firstPage: number; pageCount: number } | null;
    /** 0-based index of the cover page, Bates number `firstNumber`; every page after it is numbered. */
    firstNumberedPage: number;
    firstNumber: number;
    batesPrefix: string;
  },
): void {
  const ranges: LabelRange[] = [];
  for (const form of layout.forms) {
    if (form.pageCount > 0) ranges.push({ pageIndex: form.firstPage, prefix: `${form.number} page `, start: 1 });
  }
  if (layout.coverLetter && layout.coverLetter.pageCount > 0) {
    ranges.push({ pageIndex: layout.coverLetter.firstPage, prefix: 'Cover letter page ', start: 1 });
  }
  const lastNumber = layout.firstNumber + doc.getPageCount() - layout.firstNumberedPage - 1;
  for (let number = layout.firstNumber; number <= lastNumber;) {
    const digits = String(number).length;
    ranges.push({
      pageIndex: layout.firstNumberedPage + number - layout.firstNumber,
      prefix: `${layout.batesPrefix}${'0'.repeat(Math.max(0, 6 - digits))}`,
      start: number,
    });
    number = 10 ** digits;
  }
  if (ranges.length === 0) return;
  const nums = ranges.flatMap(({ pageIndex, prefix, start }) => [
    pageIndex,
    doc.context.obj({ S: 'D', P: PDFHexString.fromText(prefix), ...(start !== undefined ? { St: start } : {}) }),
  ]);
  doc.catalog.set(PDFName.of('PageLabels'), doc.context.obj({ Nums: nums }));
}
