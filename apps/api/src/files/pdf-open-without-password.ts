import { ParseSpeeds, PDFDict, PDFDocument, PDFInvalidObject, PDFName, PDFStream } from '@cantoo/pdf-lib';

/**
 * Opens a PDF encrypted with an empty user password: anyone can open it, the encryption only carries the
 * author's permissions (no copying, no editing). The USCIS forms are made so, and so are many bank statements
 * and transcripts. Decryption leaves objects behind that @cantoo/pdf-lib keeps unparsed and that still name
 * /Encrypt (the original cross-reference streams) and the encryption dictionary itself; they are deleted, since a
 * reader seeing one takes the saved, unencrypted file for an encrypted one. Throws when a password is needed.
 */
export async function openWithoutPassword(bytes: Uint8Array, options: { preserveXFA?: boolean } = {}): Promise<PDFDocument> {
  const doc = await PDFDocument.load(bytes, {
    password: '',
    preserveXFA: options.preserveXFA ?? false,
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
  return doc;
}

/**
 * An upload encrypted with an empty user password, decrypted (to be checked and stored as any PDF: the packet
 * compiler and the viewers then read it as it is), or null when opening it needs a password.
 */
export async function decryptOpenablePdf(bytes: Uint8Array): Promise<Buffer | null> {
  try {
    const doc = await openWithoutPassword(bytes);
    return Buffer.from(await doc.save({ objectsPerTick: Infinity, useObjectStreams: false }));
  } catch {
    return null;
  }
}
