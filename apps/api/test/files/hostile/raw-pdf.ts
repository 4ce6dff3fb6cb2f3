import { deflateSync } from 'node:zlib';

/**
 * Hand-written PDFs for the hostile corpus: pdf-lib writes only well-formed files, while attacks
 * live in what it never writes (escaped names, broken objects, incremental updates). Objects are
 * numbered from 1 in the order given; the cross-reference table points at their real offsets, so
 * viewers open the file without repairing it.
 */
export type RawObject = string | { dictionary: string; stream: Buffer | string; deflate?: boolean };

const latin1 = (text: string) => Buffer.from(text, 'latin1');

function objectBody(object: RawObject): Buffer {
  if (typeof object === 'string') return latin1(object);
  const data = typeof object.stream === 'string' ? latin1(object.stream) : object.stream;
  const encoded = object.deflate ? deflateSync(data) : data;
  const filter = object.deflate ? ' /Filter /FlateDecode' : '';
  return Buffer.concat([
    latin1(`<< ${object.dictionary}${filter} /Length ${encoded.length} >>\nstream\n`),
    encoded,
    latin1('\nendstream'),
  ]);
}

export interface RawPdfOptions {
  /** Leave `endobj` off these object numbers (a damaged file). */
  withoutEndobj?: readonly number[];
  /** Extra trailer entries besides /Size and /Root (which is object 1). */
  trailer?: string;
}

export function rawPdf(objects: readonly RawObject[], options: RawPdfOptions = {}): Buffer {
  const parts: Buffer[] = [latin1('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    const number = index + 1;
    offsets.push(length);
    const end = options.withoutEndobj?.includes(number) ? '\n' : '\nendobj\n';
    const bytes = Buffer.concat([latin1(`${number} 0 obj\n`), objectBody(object), latin1(end)]);
    parts.push(bytes);
    length += bytes.length;
  });
  parts.push(xrefSection(offsets, 1, length, `/Root 1 0 R ${options.trailer ?? ''}`));
  return Buffer.concat(parts);
}

/**
 * An incremental update appended to `original` (as editors save changes): the given objects
 * replace or add object numbers, with their own cross-reference section chained by /Prev.
 */
export function incrementalUpdate(original: Buffer, objects: ReadonlyMap<number, string>, rootNumber: number): Buffer {
  const previousXref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(original.toString('latin1'));
  if (!previousXref) throw new Error('the original has no startxref');
  const size = Number(/\/Size\s+(\d+)/.exec(original.toString('latin1'))?.[1] ?? 0);
  const parts: Buffer[] = [original];
  let length = original.length;
  const sections: string[] = [];
  for (const [number, body] of objects) {
    const bytes = latin1(`${number} 0 obj\n${body}\nendobj\n`);
    sections.push(`${number} 1\n${String(length).padStart(10, '0')} 00000 n \n`);
    parts.push(bytes);
    length += bytes.length;
  }
  const highest = Math.max(size - 1, ...objects.keys());
  parts.push(
    latin1(
      `xref\n${sections.join('')}trailer\n<< /Size ${highest + 1} /Root ${rootNumber} 0 R /Prev ${previousXref[1]} >>\nstartxref\n${length}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(parts);
}

function xrefSection(offsets: readonly number[], first: number, at: number, trailer: string): Buffer {
  const rows = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  return latin1(
    `xref\n0 ${offsets.length + first}\n0000000000 65535 f \n${rows}trailer\n<< /Size ${offsets.length + first} ${trailer} >>\nstartxref\n${at}\n%%EOF\n`,
  );
}

/** The smallest page tree around one page whose content draws a line of text. */
export const PAGE_OBJECTS = {
  catalog: (extra = '') => `<< /Type /Catalog /Pages 2 0 R ${extra} >>`,
  pages: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  page: (extra = '') =>
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> ${extra} >>`,
  content: (text = 'Evidence') => ({ dictionary: '', stream: `BT /F1 14 Tf 20 100 Td (${text}) Tj ET` }),
  font: '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
};

/** Objects 1–5 of a one-page PDF; hostile files add their own from 6 on. */
export function onePage(options: { catalog?: string; page?: string; text?: string } = {}): RawObject[] {
  return [
    PAGE_OBJECTS.catalog(options.catalog),
    PAGE_OBJECTS.pages,
    PAGE_OBJECTS.page(options.page),
    PAGE_OBJECTS.content(options.text),
    PAGE_OBJECTS.font,
  ];
}

/**
 * An object stream (/Type /ObjStm, FlateDecode) holding the given objects, as PDF 1.5 writers
 * compress small objects: what sits inside is invisible to a scan of the raw bytes.
 */
export function objectStream(objects: ReadonlyArray<readonly [number, string]>): RawObject {
  let offset = 0;
  const header: string[] = [];
  for (const [number, body] of objects) {
    header.push(`${number} ${offset}`);
    offset += body.length + 1;
  }
  const head = `${header.join(' ')}\n`;
  return {
    dictionary: `/Type /ObjStm /N ${objects.length} /First ${head.length}`,
    stream: head + objects.map(([, body]) => `${body}\n`).join(''),
    deflate: true,
  };
}
