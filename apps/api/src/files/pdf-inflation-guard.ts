import { inflateSync } from 'node:zlib';

/**
 * The most one object stream may inflate to. pdf-lib inflates object streams whole while loading,
 * and deflate reaches about 1000:1, so a 25 MB upload could ask for 25 GB; real object streams hold
 * small dictionaries (a few MB even in thousand-page files).
 */
export const MAX_OBJECT_STREAM_BYTES = 64 * 1024 * 1024;

/** How far before `stream` its dictionary is looked for. */
const DICTIONARY_WINDOW = 2048;

/**
 * True when some compressed object stream inflates past MAX_OBJECT_STREAM_BYTES (a deflate bomb):
 * checked on the raw bytes before pdf-lib sees them. Names in the dictionary are read with `#xx`
 * escapes decoded, as a viewer reads them; a stream that does not inflate is left to the parser.
 */
export function hasObjectStreamBomb(bytes: Buffer): boolean {
  const text = bytes.toString('latin1');
  for (const start of text.matchAll(/stream\r?\n/g)) {
    if (text.startsWith('end', start.index - 3)) continue;
    const dataStart = start.index + start[0].length;
    const before = text.slice(Math.max(0, start.index - DICTIONARY_WINDOW), start.index);
    const dictionary = before.slice(before.lastIndexOf('obj') + 1);
    const decoded = dictionary.replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (!/\/Type\s*\/ObjStm\b/.test(decoded) || !/\/FlateDecode\b/.test(decoded)) continue;
    const end = text.indexOf('endstream', dataStart);
    try {
      inflateSync(bytes.subarray(dataStart, end < 0 ? bytes.length : end), { maxOutputLength: MAX_OBJECT_STREAM_BYTES });
    } catch (error) {
      if (error instanceof RangeError) return true;
    }
  }
  return false;
}
