import { SIGNATURE_EVENT_LABELS, type SignatureEventKind } from '@app/domain';
import { StandardFonts, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';

/** One audit event as the certificate prints it. */
export interface AuditEvent {
  kind: SignatureEventKind;
  letterVersion: number;
  occurredAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
  detail: string | null;
  /** The staff member who acted (sent, reminded, voided); null for the signatory's own steps. */
  actorName?: string | null;
}

export interface AuditFacts {
  providerName: string;
  letterName: string;
  letterVersion: number;
  /** SHA-256 of the letter version's PDF as it was sent for review. */
  sentDocumentSha256: string | null;
  /** SHA-256 of the signed pages (letter with signature), before this page was added and the seal applied. */
  signedPagesSha256: string;
  signerName: string;
  signerEmail: string;
  /** Who at the provider sent the letter for signature, in words (name and e-mail); null when unknown. */
  sentBy: string | null;
  emailVerifiedAt: Date | null;
  signedAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
  signatureStyle: 'typed' | 'drawn';
  events: readonly AuditEvent[];
  /** Whether the seal's certificate is the development one (said on the page, so nobody mistakes it). */
  developmentCertificate: boolean;
}

const PAGE = { width: 612, height: 792, margin: 54 };
const SIZE = 9;
const LINE = 12.5;

const time = (date: Date) => `${date.toISOString().replace('T', ' ').slice(0, 19)} UTC`;

class CertificateWriter {
  private page!: PDFPage;
  private y = 0;

  private readonly pdf: PDFDocument;
  private readonly regular: PDFFont;
  private readonly bold: PDFFont;

  constructor(pdf: PDFDocument, regular: PDFFont, bold: PDFFont) {
    this.pdf = pdf;
    this.regular = regular;
    this.bold = bold;
    this.newPage();
  }

  private newPage(): void {
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  private clean(text: string, font: PDFFont): string {
    const supported = new Set(font.getCharacterSet());
    return Array.from(text.replace(/\s+/g, ' '), (char) => (supported.has(char.codePointAt(0)!) ? char : '?')).join('');
  }

  /** Wrapped text at `x`, no wider than `width`; long unbroken words (hashes, user agents) are cut anywhere. */
  text(value: string, options: { x?: number; width?: number; font?: PDFFont; size?: number } = {}): void {
    const font = options.font ?? this.regular;
    const size = options.size ?? SIZE;
    const x = options.x ?? PAGE.margin;
    const width = options.width ?? PAGE.width - PAGE.margin - x;
    const lines: string[] = [];
    let current = '';
    for (const char of this.clean(value, font)) {
      if (font.widthOfTextAtSize(current + char, size) > width) {
        const cut = current.lastIndexOf(' ');
        lines.push(cut > current.length / 2 ? current.slice(0, cut) : current);
        current = cut > current.length / 2 ? current.slice(cut + 1) + char : char;
      } else current += char;
    }
    lines.push(current);
    for (const line of lines) {
      if (this.y - LINE < PAGE.margin) this.newPage();
      this.y -= LINE * (size / SIZE);
      this.page.drawText(line, { x, y: this.y, size, font });
    }
  }

  row(label: string, value: string): void {
    const top = this.y;
    this.page.drawText(label, { x: PAGE.margin, y: top - LINE, size: SIZE, font: this.bold });
    this.text(value, { x: PAGE.margin + 150 });
  }

  gap(points: number): void {
    this.y -= points;
  }
}

/**
 * Appends the audit certificate: the document, the signer and how they were identified, and every event with its
 * time, address and browser. Drawn before the seal, so the seal covers it and it cannot be edited either.
 */
export async function appendAuditCertificate(pdf: PDFDocument, facts: AuditFacts): Promise<void> {
  const writer = new CertificateWriter(
    pdf,
    await pdf.embedFont(StandardFonts.Helvetica),
    await pdf.embedFont(StandardFonts.HelveticaBold),
  );
  writer.text('Audit certificate', { size: 16, font: await pdf.embedFont(StandardFonts.HelveticaBold) });
  writer.gap(6);
  writer.text(
    `This page is part of the signed document. ${facts.providerName} sealed the whole file with its certificate after this page was added; any change to the file breaks the seal.`,
  );
  writer.gap(8);
  writer.row('Document', `${facts.letterName} (version ${facts.letterVersion})`);
  writer.row(
    'Sent for review (SHA-256)',
    facts.sentDocumentSha256 ?? 'none: the version had no PDF when it was sent; its saved text is what was shown and signed',
  );
  writer.row('Signed pages (SHA-256)', facts.signedPagesSha256);
  writer.row('Sent by', facts.sentBy ?? 'unknown');
  writer.row('Signer', facts.signerName);
  writer.row(
    'E-mail',
    `${facts.signerEmail}, verified by a one-time code${facts.emailVerifiedAt ? ` at ${time(facts.emailVerifiedAt)}` : ''}`,
  );
  writer.row('Signed at', time(facts.signedAt));
  writer.row('Signature', facts.signatureStyle === 'typed' ? 'Typed name' : 'Drawn by hand');
  writer.row('IP address', facts.ipAddress ?? 'unknown');
  writer.row('Browser', facts.userAgent ?? 'unknown');
  writer.row('Consent', 'Consent to electronic records and signatures (ESIGN Act, UETA) shown and accepted before signing');
  if (facts.developmentCertificate) {
    writer.row('Seal', 'A self-signed development certificate: valid as a tamper seal, not issued by a trusted authority');
  }
  writer.gap(10);
  writer.text('Events', { size: 12, font: await pdf.embedFont(StandardFonts.HelveticaBold) });
  writer.gap(4);
  for (const event of facts.events) {
    const where = [event.ipAddress, event.userAgent].filter(Boolean).join(' · ');
    writer.row(
      time(event.occurredAt),
      `${SIGNATURE_EVENT_LABELS[event.kind]} (version ${event.letterVersion})${event.actorName ? ` by ${event.actorName}` : ''}${event.detail ? `: ${event.detail}` : ''}`,
    );
    if (where) writer.text(where, { x: PAGE.margin + 150, size: 7.5 });
  }
}
