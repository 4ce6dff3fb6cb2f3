import { activeNameInText, decodeNameEscapes } from './pdf-active-content.ts';
import { MAX_OBJECT_STREAM_BYTES } from './pdf-inflation-guard.ts';
import { decodeStream, StreamTooLargeError, type FilterStage } from './pdf-stream-filters.ts';

/**
 * A second look at a PDF's active content that does not depend on how any one parser resolves the
 * file (issue 29). pdf-lib keeps one copy of each object number (the last it reads), while viewers
 * follow the cross-reference offsets, so a payload object shadowed by a later harmless copy of the
 * same number was invisible; and an object stream pdf-lib cannot decode hides everything in it. Here
 * every `N G obj` in the bytes is read, wherever it sits (after `%%EOF`, inside another object's
 * stream data, in any incremental update), its dictionary searched for active names with `#xx`
 * escapes decoded, and every object stream is decoded through its whole filter chain and searched
 * too. Ordinary content streams (page text, images, fonts) are not searched: their bytes are not
 * PDF objects, and names in them cannot act.
 */
export type RawScanResult =
  { kind: 'clean' } | { kind: 'active'; what: string } | { kind: 'undecodable' } | { kind: 'inflation-bomb' };

/** All object streams of a file together may decode to this much before the file counts as a bomb. */
const MAX_TOTAL_DECODED_BYTES = 4 * MAX_OBJECT_STREAM_BYTES;

const OBJECT_HEADER = /(?<![0-9])\d+\s+\d+\s+obj(?![A-Za-z])/g;
/** Where an object's dictionary part ends: `endobj`, or the `stream` keyword that starts its data. */
const OBJECT_END = /endobj|(?<!end)stream(?=\r\n|\n|\r)/g;

export function scanRawObjects(bytes: Buffer): RawScanResult {
  const text = bytes.toString('latin1');
  const ends = [...text.matchAll(OBJECT_END)].map((match) => ({ at: match.index, isStream: match[0] === 'stream' }));
  const headers = [...text.matchAll(OBJECT_HEADER)];
  let nextEnd = 0;
  let decodedTotal = 0;
  for (const [index, header] of headers.entries()) {
    const bodyStart = header.index + header[0].length;
    while (nextEnd < ends.length && ends[nextEnd]!.at < bodyStart) nextEnd += 1;
    // No body reaches past the next object's header, so each byte is searched about once.
    const nextHeader = headers[index + 1]?.index ?? text.length;
    const found = ends[nextEnd];
    const end = found && found.at <= nextHeader ? found : undefined;
    const body = text.slice(bodyStart, end?.at ?? nextHeader);
    const reason = activeNameInText(body);
    if (reason) return { kind: 'active', what: reason };
    if (!end?.isStream) continue;
    const dictionary = decodeNameEscapes(body);
    if (!isObjectStream(dictionary)) continue;
    const data = streamData(bytes, text, end.at, dictionary);
    let decoded: Buffer | null;
    try {
      decoded = decodeStream(data, filterStages(dictionary), MAX_OBJECT_STREAM_BYTES);
    } catch (error) {
      if (error instanceof StreamTooLargeError) return { kind: 'inflation-bomb' };
      throw error;
    }
    if (!decoded) return { kind: 'undecodable' };
    decodedTotal += decoded.length;
    if (decodedTotal > MAX_TOTAL_DECODED_BYTES) return { kind: 'inflation-bomb' };
    const inner = activeNameInText(decoded.toString('latin1'));
    if (inner) return { kind: 'active', what: inner };
  }
  return { kind: 'clean' };
}

/** An object stream by its type, or by the /N and /First a viewer reads it with. */
function isObjectStream(dictionary: string): boolean {
  return /\/Type\s*\/ObjStm(?![A-Za-z])/.test(dictionary) || (/\/N\s+\d/.test(dictionary) && /\/First\s+\d/.test(dictionary));
}

/** The stream's bytes: by a direct /Length that lands on `endstream`, else up to the next `endstream`. */
function streamData(bytes: Buffer, text: string, keywordAt: number, dictionary: string): Buffer {
  const eol = text.startsWith('\r\n', keywordAt + 6) ? 2 : 1;
  const start = keywordAt + 6 + eol;
  const declared = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dictionary);
  if (declared) {
    const end = start + Number(declared[1]);
    if (/^\s*endstream/.test(text.slice(end, end + 20))) return bytes.subarray(start, end);
  }
  const end = text.indexOf('endstream', start);
  return bytes.subarray(start, end < 0 ? bytes.length : end);
}

/** The /Filter chain with each stage's predictor parameters (object streams rarely have any). */
function filterStages(dictionary: string): FilterStage[] {
  const filter = /\/Filter\s*(\[[^\]]*\]|\/[^\s/<>[\]()]+)/.exec(dictionary)?.[1] ?? '';
  const names = [...filter.matchAll(/\/([^\s/<>[\]()]+)/g)].map((match) => match[1]!);
  const number = (key: string, fallback: number) => Number(new RegExp(`/${key}\\s+(\\d+)`).exec(dictionary)?.[1] ?? fallback);
  return names.map((name) => ({
    name,
    predictor: number('Predictor', 1),
    columns: number('Columns', 1),
    colors: number('Colors', 1),
    bitsPerComponent: number('BitsPerComponent', 8),
  }));
}
