import { inflateRawSync } from 'node:zlib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The entries of a ZIP package (a DOCX), read from its central directory: enough of the format to
 * prove a file is a well-formed package and read its parts, without a ZIP library of our own.
 */
export function readZipEntries(bytes: Buffer): Map<string, Buffer> {
  const endOffset = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (endOffset < 0) throw new Error('Not a ZIP package: no end of central directory');
  const count = bytes.readUInt16LE(endOffset + 10);
  let offset = bytes.readUInt32LE(endOffset + 16);
  const entries = new Map<string, Buffer>();
  for (let index = 0; index < count; index += 1) {
    if (bytes.readUInt32LE(offset) !== 0x02014b50) throw new Error('Broken central directory');
    const method = bytes.readUInt16LE(offset + 10);
    const compressedSize = bytes.readUInt32LE(offset + 20);
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    const localOffset = bytes.readUInt32LE(offset + 42);
    const name = bytes.subarray(offset + 46, offset + 46 + nameLength).toString('utf8');
    if (bytes.readUInt32LE(localOffset) !== 0x04034b50) throw new Error(`Broken local header of ${name}`);
    const dataStart = localOffset + 30 + bytes.readUInt16LE(localOffset + 26) + bytes.readUInt16LE(localOffset + 28);
    const data = bytes.subarray(dataStart, dataStart + compressedSize);
    entries.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The text of each paragraph (<w:p>) of a DOCX's word/document.xml. */
export function docxParagraphs(bytes: Buffer): string[] {
  const xml = readZipEntries(bytes).get('word/document.xml')?.toString('utf8');
  if (!xml) throw new Error('No word/document.xml in the package');
  const paragraphs = xml.match(/<w:p[ >][\s\S]*?<\/w:p>/g) ?? [];
  const decode = (text: string) =>
    text
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&');
  return paragraphs.map((paragraph) =>
    [...paragraph.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((match) => decode(match[1]!)).join(''),
  );
}

/** All text of a PDF as pdf.js reads it, pages joined, whitespace collapsed, and its number of pages. */
export async function readPdf(bytes: Buffer): Promise<{ text: string; pages: number }> {
  const loading = getDocument({ data: new Uint8Array(bytes), disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  const document = await loading.promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(
      content.items.map((item) => ('str' in item ? item.str : '') + ('hasEOL' in item && item.hasEOL ? ' ' : '')).join(''),
    );
  }
  await loading.destroy();
  return { text: pages.join(' ').replace(/\s+/g, ' '), pages: pages.length };
}

export async function pdfText(bytes: Buffer): Promise<string> {
  return (await readPdf(bytes)).text;
}
