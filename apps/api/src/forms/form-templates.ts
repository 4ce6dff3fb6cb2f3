import { readFile } from 'node:fs/promises';
import {
  ParseSpeeds,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFInvalidObject,
  PDFName,
  PDFRef,
  PDFStream,
  type PDFObject,
} from '@cantoo/pdf-lib';
import type { FormEdition } from '@app/domain';

/** The blank official PDFs shipped with the API (apps/api/assets/uscis-forms, public domain). */
const TEMPLATES_DIR = new URL('../../assets/uscis-forms/', import.meta.url);

export function templateUrl(edition: FormEdition): URL {
  return new URL(edition.fileName, TEMPLATES_DIR);
}

/**
 * Decrypts a USCIS PDF (AES-128 with an empty user password) and drops its XFA layer, so every viewer shows
 * the AcroForm fields the app fills (an XFA-aware viewer would otherwise show the empty XFA form instead).
 * Also drops what decryption leaves behind: the /Encrypt dictionary and the original cross-reference streams,
 * which @cantoo/pdf-lib keeps as unparsed objects and which still name /Encrypt (a reader seeing one of them
 * takes the saved, unencrypted file for an encrypted one).
 */
export async function openBlankForm(bytes: Uint8Array): Promise<PDFDocument> {
  // preserveXFA: the XFA is removed here, explicitly, instead of by getForm() with a console warning.
  const doc = await PDFDocument.load(bytes, {
    password: '',
    preserveXFA: true,
    updateMetadata: false,
    parseSpeed: ParseSpeeds.Fastest,
  });
  for (const [ref, object] of doc.context.enumerateIndirectObjects()) {
    if (object instanceof PDFInvalidObject) {
      const raw = new Uint8Array(object.sizeInBytes());
      object.copyBytesInto(raw, 0);
      const text = Buffer.from(raw).toString('latin1');
      if (text.includes('/XRef') || text.includes('/Encrypt')) doc.context.delete(ref);
      continue;
    }
    const dict = object instanceof PDFDict ? object : object instanceof PDFStream ? object.dict : undefined;
    if (dict?.get(PDFName.of('Filter')) === PDFName.of('Standard') && dict.has(PDFName.of('O')) && dict.has(PDFName.of('U'))) {
      doc.context.delete(ref);
    }
  }
  delete doc.context.trailerInfo.Encrypt;
  const acroForm = doc.catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict);
  const xfa = acroForm?.get(PDFName.of('XFA'));
  acroForm?.delete(PDFName.of('XFA'));
  // The XFA packets are indirect streams: delete them too, or they stay in the file unreferenced.
  if (xfa) for (const ref of xfaStreamRefs(xfa)) doc.context.delete(ref);
  doc.catalog.delete(PDFName.of('NeedsRendering'));
  return doc;
}

/** The XFA entry is one stream or an array of (name, stream) pairs: the streams' references. */
function xfaStreamRefs(xfa: PDFObject): PDFRef[] {
  if (xfa instanceof PDFRef) return [xfa];
  if (xfa instanceof PDFArray) return xfa.asArray().filter((item): item is PDFRef => item instanceof PDFRef);
  return [];
}

const prepared = new Map<string, Promise<Uint8Array>>();

/**
 * The blank form, decrypted and without XFA, as bytes: prepared once per process (decrypting the 38-page I-129
 * takes seconds; loading the prepared copy a fraction of that), then each fill loads its own copy.
 */
export function preparedTemplate(edition: FormEdition): Promise<Uint8Array> {
  const key = edition.fileName;
  let bytes = prepared.get(key);
  if (!bytes) {
    bytes = readFile(templateUrl(edition))
      .then(openBlankForm)
      .then((doc) => doc.save({ objectsPerTick: Infinity, useObjectStreams: false }));
    // A failed read is not cached, so the next request tries again.
    bytes.catch(() => prepared.delete(key));
    prepared.set(key, bytes);
  }
  return bytes;
}
