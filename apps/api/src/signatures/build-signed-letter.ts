import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { letterBlocks } from '../letters/letter-blocks.ts';
import { renderLetterPdfLayout } from '../letters/render-pdf.ts';
import { appendAuditCertificate, type AuditFacts } from './audit-certificate.ts';
import { sealPdf } from './seal-pdf.ts';
import { drawSignature, type SignatureMark } from './signature-appearance.ts';
import type { SigningKey } from './signing-key.ts';

export interface SignedLetterInput {
  /** The letter version's sanitised HTML, as the signatory read it. */
  html: string;
  mark: SignatureMark;
  audit: Omit<AuditFacts, 'signedPagesSha256' | 'signatureStyle' | 'developmentCertificate'>;
}

/**
 * The signed letter: the version rendered as its PDF is, the signature on its signature line, the audit
 * certificate appended, then the whole sealed with the provider's key (PAdES-style detached CMS).
 */
export async function buildSignedLetter(input: SignedLetterInput, key: SigningKey): Promise<Buffer> {
  const layout = await renderLetterPdfLayout(letterBlocks(input.html), input.audit.letterName);
  const pdf = await PDFDocument.load(layout.bytes);
  await drawSignature(pdf, layout, input.mark, input.audit.signedAt, input.audit.signerName);
  const signedPages = await pdf.save({ useObjectStreams: false });
  const sealed = await PDFDocument.load(signedPages);
  await appendAuditCertificate(sealed, {
    ...input.audit,
    signedPagesSha256: createHash('sha256').update(signedPages).digest('hex'),
    signatureStyle: input.mark.style,
    developmentCertificate: key.source === 'development',
  });
  return sealPdf(sealed, key, {
    name: input.audit.signerName,
    reason: `Signed by ${input.audit.signerName} (${input.audit.signerEmail}), e-mail verified`,
    contactInfo: input.audit.signerEmail,
    location: input.audit.providerName,
    signingTime: input.audit.signedAt,
  });
}
