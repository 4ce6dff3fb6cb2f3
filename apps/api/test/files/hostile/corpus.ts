import { refused, type CorpusEntry } from './corpus-entry.ts';
import * as images from './hostile-images.ts';
import * as other from './hostile-other.ts';
import * as pdfs from './hostile-pdfs.ts';
import { PDF_CORPUS } from './pdf-corpus.ts';

const PDF = 'application/pdf';

/**
 * The hostile-file corpus: one entry per category of the third-party files of issue 18, each
 * generated here (no binary files are committed).
 */
export const HOSTILE_CORPUS: readonly CorpusEntry[] = [
  ...PDF_CORPUS,
  // Images
  {
    category: 'image',
    label: 'a PNG with corrupt image data',
    name: 'corrupt.png',
    type: 'image/png',
    make: images.pngWithCorruptImageData,
    expected: refused(415, /^"corrupt\.png" could not be read as a PNG image: its image data is damaged/),
  },
  {
    category: 'image',
    label: 'a truncated JPEG',
    name: 'truncated.jpg',
    type: 'image/jpeg',
    make: images.truncatedJpeg,
    expected: refused(415, /^"truncated\.jpg" could not be read as a JPEG image/),
  },
  {
    category: 'image',
    label: 'a tiny invalid PNG',
    name: 'tiny.png',
    type: 'image/png',
    make: images.tinyInvalidPng,
    expected: refused(415, /^"tiny\.png" could not be read as a PNG image/),
  },
  {
    category: 'image',
    label: 'a tiny invalid JPEG',
    name: 'tiny.jpg',
    type: 'image/jpeg',
    make: images.tinyInvalidJpeg,
    expected: refused(415, /^"tiny\.jpg" could not be read as a JPEG image/),
  },
  {
    category: 'image',
    label: 'a pixel bomb (60,000 × 60,000 in a tiny file)',
    name: 'bomb.png',
    type: 'image/png',
    make: images.pixelBombPng,
    expected: refused(422, /^"bomb\.png" is too large an image \(3600 megapixels; the limit is 40\)/),
  },
  {
    category: 'image',
    label: 'a JPEG with a ZIP appended',
    name: 'jpegzip.jpg',
    type: 'image/jpeg',
    make: images.jpegZipPolyglot,
    expected: 'stored',
  },
  {
    category: 'image',
    label: 'a PNG carrying a ZIP in a private chunk',
    name: 'payload.png',
    type: 'image/png',
    make: images.pngWithPayloadChunk,
    expected: 'stored',
  },

  // Markup, archives and executables under accepted names or types
  {
    category: 'spoofed',
    label: 'SVG with script named .png',
    name: 'logo.png',
    type: 'image/png',
    make: () => other.SVG_WITH_SCRIPT,
    expected: refused(415, /^"logo\.png" is not a valid PNG image/),
  },
  {
    category: 'spoofed',
    label: 'XML with an external entity named .pdf',
    name: 'data.pdf',
    type: PDF,
    make: () => other.XML_WITH_ENTITY,
    expected: refused(415, /^"data\.pdf" is not a valid PDF/),
  },
  {
    category: 'spoofed',
    label: 'a ZIP named .pdf',
    name: 'archive.pdf',
    type: PDF,
    make: () => other.zipArchive(),
    expected: refused(415, /^"archive\.pdf" is not a valid PDF/),
  },
  {
    category: 'spoofed',
    label: 'a Word document named .pdf',
    name: 'letter-docx.pdf',
    type: PDF,
    make: other.docxArchive,
    expected: refused(415, /^"letter-docx\.pdf" is not a valid PDF/),
  },
  {
    category: 'spoofed',
    label: 'a RAR named .jpg',
    name: 'photo.jpg',
    type: 'image/jpeg',
    make: other.rarArchive,
    expected: refused(415, /^"photo\.jpg" is not a valid JPEG image/),
  },
  {
    category: 'spoofed',
    label: 'a 7-Zip archive named .png',
    name: 'scan.png',
    type: 'image/png',
    make: other.sevenZipArchive,
    expected: refused(415, /^"scan\.png" is not a valid PNG image/),
  },
  {
    category: 'spoofed',
    label: 'a gzip archive named .txt',
    name: 'notes.txt',
    type: 'text/plain',
    make: other.gzipArchive,
    expected: refused(415, /^"notes\.txt" is not a valid text file/),
  },
  {
    category: 'spoofed',
    label: 'an ELF executable named .heic',
    name: 'IMG_1.heic',
    type: 'image/heic',
    make: other.elfExecutable,
    expected: refused(415, /^"IMG_1\.heic" is not a valid HEIC photo/),
  },
  {
    category: 'spoofed',
    label: 'a PNG claimed to be a PDF',
    name: 'award.png',
    type: PDF,
    make: images.goodPng,
    expected: refused(415, /^"award\.png" is not an accepted file type|^"award\.png" was sent as application\/pdf/),
  },
  {
    category: 'spoofed',
    label: 'a PDF named .jpg',
    name: 'cert.jpg',
    type: 'image/jpeg',
    make: pdfs.pdfLibDocument,
    expected: refused(415, /^"cert\.jpg" is not a valid JPEG image/),
  },
];
