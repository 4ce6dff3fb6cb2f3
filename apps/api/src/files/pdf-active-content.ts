import { constants as zlibConstants, inflateSync } from 'node:zlib';
import { PDFArray, PDFDict, PDFInvalidObject, PDFName, PDFStream, type PDFContext, type PDFObject } from 'pdf-lib';

/**
 * Names that make a PDF do something besides show pages, with the reason given to the uploader.
 * Evidence and forms never need them (decisions API-FILE). Links to web pages (/URI) and jumps
 * inside the document (/GoTo) stay allowed: they are ordinary in CVs and articles.
 */
const ACTIVE_NAMES: ReadonlyMap<string, string> = new Map([
  ['JS', 'JavaScript'],
  ['JavaScript', 'JavaScript'],
  ['Launch', 'a launch action (it can start a program)'],
  ['EmbeddedFiles', 'embedded files'],
  ['EmbeddedFile', 'embedded files'],
  ['EF', 'embedded files'],
  ['FileAttachment', 'embedded files'],
  ['XFA', 'an XFA form (XFA forms run scripts)'],
  ['GoToR', 'a link that opens another file'],
  ['GoToE', 'a link that opens another file'],
  ['ImportData', 'a form action that imports data'],
  ['SubmitForm', 'a form action that sends data away'],
  ['RichMedia', 'embedded media (RichMedia)'],
]);

/** The largest inflated size of a damaged object's stream that is still searched (a deflate bomb stops here). */
const MAX_INFLATED_BYTES = 4 * 1024 * 1024;

/**
 * A name as a viewer reads it: pdf-lib decodes `#xx` escapes in upper-case hex only, so
 * `/#4aavaScript` would otherwise slip through as "#4aavaScript".
 */
export function viewerName(name: PDFName): string {
  return decodeNameEscapes(name.decodeText());
}

/** Raw PDF syntax with every `#xx` escape decoded, in either case, as a viewer reads names. */
export function decodeNameEscapes(text: string): string {
  return text.replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * The first active feature found in any object of the document: every indirect object the parser
 * read, referenced or not (a script in an orphan object is one edit away from running), including
 * those pdf-lib unpacked from object streams and those of every incremental update. Objects pdf-lib
 * could not parse are searched as text (their streams inflated), so damage does not hide a payload.
 * Walked with an explicit stack: nesting depth is the attacker's choice.
 */
export function findActiveContent(context: PDFContext): string | null {
  for (const [, root] of context.enumerateIndirectObjects()) {
    const pending: PDFObject[] = [root];
    while (pending.length > 0) {
      const object = pending.pop()!;
      if (object instanceof PDFName) {
        const reason = ACTIVE_NAMES.get(viewerName(object));
        if (reason) return reason;
      } else if (object instanceof PDFDict) {
        for (const [key, value] of object.entries()) pending.push(key, value);
      } else if (object instanceof PDFArray) {
        pending.push(...object.asArray());
      } else if (object instanceof PDFStream) {
        pending.push(object.dict);
      } else if (object instanceof PDFInvalidObject) {
        const reason = activeNameInText(damagedObjectText(object));
        if (reason) return reason;
      }
    }
  }
  return null;
}

/** Names written in raw PDF syntax (`/Name`, with `#xx` escapes), looked up in ACTIVE_NAMES. */
export function activeNameInText(text: string): string | null {
  for (const match of text.matchAll(/\/([^\s/<>[\]()%{}]+)/g)) {
    const reason = ACTIVE_NAMES.get(decodeNameEscapes(match[1]!));
    if (reason) return reason;
  }
  return null;
}

/** A damaged object's bytes as text, with its stream (often an object stream) inflated when it is one. */
function damagedObjectText(object: PDFInvalidObject): string {
  const bytes = Buffer.alloc(object.sizeInBytes());
  object.copyBytesInto(bytes, 0);
  const raw = bytes.toString('latin1');
  const streamStart = /stream\r?\n/.exec(raw);
  if (!streamStart) return raw;
  try {
    const data = bytes.subarray(streamStart.index + streamStart[0].length);
    return (
      raw + inflateSync(data, { maxOutputLength: MAX_INFLATED_BYTES, finishFlush: zlibConstants.Z_SYNC_FLUSH }).toString('latin1')
    );
  } catch {
    return raw;
  }
}
