import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import type { PDFDocument } from 'pdf-lib';
import { CadesSigner } from './cades-signer.ts';
import type { SigningKey } from './signing-key.ts';

/** What the signature dictionary records besides the certificate. */
export interface SealDetails {
  /** Who signed (the signatory's name). */
  name: string;
  reason: string;
  contactInfo: string;
  location: string;
  signingTime: Date;
}

/**
 * Seals a finished document with the provider's certificate (PAdES baseline B-B): a signature field covering the whole file
 * (every byte but the signature itself), so any later change breaks it. The document must be complete —
 * signature appearance and audit certificate page drawn — before this is called.
 */
export async function sealPdf(pdfDoc: PDFDocument, key: SigningKey, details: SealDetails): Promise<Buffer> {
  pdflibAddPlaceholder({
    pdfDoc,
    reason: details.reason,
    contactInfo: details.contactInfo,
    name: details.name,
    location: details.location,
    signingTime: details.signingTime,
    // The CMS with a 2048-bit key and a short chain fits well within 16 KiB; a provider chain of several certificates too.
    signatureLength: 16_384,
    appName: 'Petition Studio',
    // PAdES baseline B-B: a CAdES signature (cades-signer.ts); the signing time is the dictionary's M entry.
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
  });
  // Without object streams, so the placeholder's ByteRange is written as plain text signpdf can find and fill.
  const unsigned = Buffer.from(await pdfDoc.save({ useObjectStreams: false }));
  return new SignPdf().sign(unsigned, new CadesSigner(key.p12, key.passphrase), details.signingTime);
}
