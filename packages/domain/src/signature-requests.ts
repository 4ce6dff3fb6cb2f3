import { z } from 'zod';
import { choiceField, idField, textField } from './contracts/fields.ts';
import { defineContract } from './contracts/rest-contract.ts';
import { lazySchema } from './lazy-schema.ts';
import { LOCALE_NAMES, type Locale } from './locale.ts';
import { localeSchema } from './locale-schema.ts';

/**
 * Letters reviewed and signed in the portal (issue 32, migration 0054). Staff send a saved letter version to its
 * signatory; the signatory (no account) opens a one-time link, proves the e-mail address with a code, reads the
 * letter, asks for changes or consents and signs. These words, limits and request shapes are the one copy the
 * API, the signing page and the Letters panel share; the database checks the same limits.
 */

export const SIGNATURE_STATUSES = ['sent', 'viewed', 'changes-requested', 'signed', 'declined', 'expired', 'voided'] as const;
export type SignatureStatus = (typeof SIGNATURE_STATUSES)[number];

/** The statuses in words (the petition page); 'Draft' is a letter never sent. */
export const SIGNATURE_STATUS_LABELS: Record<SignatureStatus | 'draft', string> = {
  draft: 'Draft',
  sent: 'Sent for signature',
  viewed: 'Viewed by the signatory',
  'changes-requested': 'Changes requested',
  signed: 'Signed',
  declined: 'Declined',
  expired: 'Link expired',
  voided: 'Voided',
};

export function signatureStatusLabel(status: string | null | undefined): string {
  return (SIGNATURE_STATUSES as readonly string[]).includes(status ?? '')
    ? SIGNATURE_STATUS_LABELS[status as SignatureStatus]
    : 'Draft';
}

/** Statuses in which the signatory can still act (and staff can void). */
export const OPEN_SIGNATURE_STATUSES: readonly SignatureStatus[] = ['sent', 'viewed', 'changes-requested'];

export const SIGNATURE_EVENT_KINDS = [
  'sent',
  'new-version-sent',
  'reminded',
  'code-sent',
  'code-failed',
  'email-verified',
  'viewed',
  'changes-requested',
  'consented',
  'signed',
  'declined',
  'voided',
  'expired',
] as const;
export type SignatureEventKind = (typeof SIGNATURE_EVENT_KINDS)[number];

/** Each audit event in words (the audit certificate page and the Letters panel). */
export const SIGNATURE_EVENT_LABELS: Record<SignatureEventKind, string> = {
  sent: 'Sent for signature',
  'new-version-sent': 'New version sent',
  reminded: 'Reminder sent',
  'code-sent': 'Verification code e-mailed',
  'code-failed': 'Wrong verification code entered',
  'email-verified': 'E-mail address verified',
  viewed: 'Letter opened',
  'changes-requested': 'Changes requested',
  consented: 'Consented to sign electronically',
  signed: 'Signed',
  declined: 'Declined to sign',
  voided: 'Voided by staff',
  expired: 'Link expired',
};

/** How long a sent link works, and a code, and a signing session once the code is entered. */
export const SIGNING_LINK_DAYS = 14;
export const SIGNING_CODE_MINUTES = 15;
export const SIGNING_SESSION_MINUTES = 60;
/** Codes one request may e-mail per hour, and wrong codes before the link stops working. */
export const SIGNING_CODES_PER_HOUR = 5;
export const SIGNING_CODE_FAILURES_MAX = 5;
/** Digits of the e-mailed code. */
export const SIGNING_CODE_LENGTH = 6;

export const SIGNER_NAME_MAX = 200;
export const SIGNER_EMAIL_MAX = 254;
export const SIGNING_COMMENT_MAX = 4000;
/** A drawn signature as a PNG data URL: at most 200 KB of base64. */
export const DRAWN_SIGNATURE_MAX = 200_000;

/**
 * The ESIGN Act / UETA consent the signatory reads and accepts before signing: what they agree to, that they may
 * have a paper copy, how to withdraw, and what they need. `provider` is the firm's name.
 */
export function electronicSigningConsent(provider: string): string[] {
  return [
    `You agree to use electronic records and signatures with ${provider} for this letter, and that your electronic signature has the same effect as signing on paper.`,
    `You may ask ${provider} for a paper copy of this letter, and sign on paper instead, at any time and at no charge: ask the person at ${provider} who sent you this letter.`,
    'You may withdraw this consent before you sign by closing this page or choosing "Decline to sign"; withdrawing does not affect anything you signed before.',
    'To read and keep this letter you need a current web browser and a way to open PDF files; you can download the signed copy once you have signed.',
  ];
}

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export const ZSignerNameSchema = lazySchema(() =>
  z.string({ error: 'is required' }).trim().min(1, { error: 'is required' }).max(SIGNER_NAME_MAX, { error: 'is too long' }),
);
export const ZSignerEmailSchema = lazySchema(() =>
  z
    .string({ error: 'is required' })
    .trim()
    .max(SIGNER_EMAIL_MAX, { error: 'is too long' })
    .regex(EMAIL, { error: 'must be an e-mail address' }),
);

// Staff: POST /signature-requests (send a letter's current version), GET /signature-requests?petitionId=.

export const ZSendForSignatureSchema = lazySchema(() =>
  z.object({
    letterId: idField(),
    signerName: ZSignerNameSchema,
    signerEmail: ZSignerEmailSchema,
    /**
     * The language of the e-mails and the signing page, as staff chose it (a portal language; the database's
     * signature_requests_locale_known holds the same list). Left out: the signatory's portal language when they
     * have one, else English e-mails and a page that follows their browser.
     */
    locale: localeSchema.optional(),
  }),
);
export type TSendForSignature = z.input<typeof ZSendForSignatureSchema>;

export const sendForSignatureContract = lazySchema(() =>
  defineContract({
    method: 'POST',
    path: '/signature-requests',
    request: ZSendForSignatureSchema,
    response: z.object({ requestId: z.uuid() }),
  }),
);

const ZSignatureEventSchema = lazySchema(() =>
  z.object({
    kind: z.enum(SIGNATURE_EVENT_KINDS),
    letterVersion: z.int(),
    occurredAt: z.string(),
    detail: z.string().nullable(),
  }),
);

/** The e-mail giving the signatory their signed copy (migration 0080), as staff read it on the letter's signature. */
export const ZSignedCopyEmailSchema = lazySchema(() =>
  z.object({
    address: z.string(),
    status: z.enum(['queued', 'sent', 'kept', 'failed']),
    /** Whether the PDF was attached (false: too large, the e-mail links to the signing page); null before a try. */
    attached: z.boolean().nullable(),
    attempts: z.int(),
    lastError: z.string().nullable(),
    sentAt: z.string().nullable(),
  }),
);
export type TSignedCopyEmail = z.infer<typeof ZSignedCopyEmailSchema>;

/**
 * Whether the signatory was e-mailed their copy, in one sentence for staff; `when` writes the moment it went (the
 * app's MM/DD/YYYY). Staff who read it failed or kept know to send the signed PDF themselves.
 */
export function signedCopyEmailWords(email: TSignedCopyEmail, when: (iso: string) => string): string {
  const why = email.lastError ? ` (${email.lastError})` : '';
  switch (email.status) {
    case 'sent':
      return `Signed copy e-mailed to ${email.address} on ${when(email.sentAt ?? '')}${
        email.attached === false ? ', without the PDF: too large to attach, the e-mail links to the signing page' : ''
      }`;
    case 'queued':
      return email.attempts === 0
        ? `Signed copy being e-mailed to ${email.address}`
        : `Signed copy not e-mailed yet: the mail server did not take it${why}; trying again (${email.attempts} ${email.attempts === 1 ? 'try' : 'tries'} so far)`;
    case 'kept':
      return 'Signed copy not e-mailed: no mail server is configured. Send the signatory the signed PDF yourself.';
    case 'failed':
      return `Signed copy could not be e-mailed to ${email.address}${why}. Send the signatory the signed PDF yourself.`;
  }
}

/**
 * A request's language as staff read it on the letter's signature (staff screens are English; the language is named
 * in itself, as the signatory's picker names it): "E-mails and the signing page in Español".
 */
export function signingLanguageForStaff(locale: Locale | null): string {
  if (!locale) return 'E-mails in English; the signing page follows the signatory’s browser';
  return `E-mails and the signing page in ${LOCALE_NAMES[locale]}`;
}

export const ZSignatureRequestSummarySchema = lazySchema(() =>
  z.object({
    id: z.uuid(),
    letterId: z.uuid(),
    letterVersion: z.int(),
    signerName: z.string(),
    signerEmail: z.string(),
    status: z.enum(SIGNATURE_STATUSES),
    changesComment: z.string().nullable(),
    expiresAt: z.string(),
    signedAt: z.string().nullable(),
    signedFileId: z.uuid().nullable(),
    /** The language of its e-mails and signing page (null: not known, English e-mails, the page follows the browser). */
    locale: localeSchema.nullable(),
    events: z.array(ZSignatureEventSchema),
    /** The signatory's copy by e-mail, once signed. */
    signedCopyEmail: ZSignedCopyEmailSchema.nullable(),
  }),
);
export type TSignatureRequestSummary = z.infer<typeof ZSignatureRequestSummarySchema>;

export const listSignatureRequestsContract = lazySchema(() =>
  defineContract({
    method: 'GET',
    path: '/signature-requests',
    request: z.object({ petitionId: idField() }),
    response: z.object({ requests: z.array(ZSignatureRequestSummarySchema) }),
  }),
);

/** POST /signature-requests/{id}/resend: the letter's current version with a new link (after changes, or a reminder). */
export const resendForSignatureContract = lazySchema(() =>
  defineContract({
    method: 'POST',
    path: '/signature-requests/{id}/resend',
    request: z.object({}),
    response: z.object({ requestId: z.uuid(), letterVersion: z.int() }),
  }),
);

export const voidSignatureRequestContract = lazySchema(() =>
  defineContract({
    method: 'POST',
    path: '/signature-requests/{id}/void',
    request: z.object({}),
    response: z.object({ requestId: z.uuid() }),
  }),
);

// The signatory (public, authorised by the link and the e-mailed code): POST /signing/...

const linkToken = () => textField({ max: 100 });

export const openSigningLinkContract = lazySchema(() =>
  defineContract({
    method: 'POST',
    path: '/signing/open',
    /** locale: the language the signing page shows (the link's, the browser's or the signatory's choice); the code
     * e-mail is written in it unless the signatory chose a portal language, which the answer gives (portalLocale). */
    request: z.object({ token: linkToken(), locale: localeSchema.optional() }),
    response: z.object({
      letterName: z.string(),
      maskedEmail: z.string(),
      providerName: z.string(),
      portalLocale: localeSchema.nullable(),
    }),
  }),
);

export const ZVerifySigningCodeSchema = lazySchema(() =>
  z.object({
    token: linkToken(),
    code: z
      .string({ error: 'is required' })
      .trim()
      .regex(new RegExp(`^\\d{${SIGNING_CODE_LENGTH}}$`), { error: `must be the ${SIGNING_CODE_LENGTH}-digit code` }),
  }),
);
export const verifySigningCodeContract = lazySchema(() =>
  defineContract({
    method: 'POST',
    path: '/signing/verify',
    request: ZVerifySigningCodeSchema,
    response: z.object({ session: z.string() }),
  }),
);

const sessionField = () => textField({ max: 100 });

export const ZSigningDocumentSchema = lazySchema(() =>
  z.object({
    letterName: z.string(),
    letterVersion: z.int(),
    html: z.string(),
    signerName: z.string(),
    providerName: z.string(),
    /** Whom to ask about the letter, in words: the staff member who sent it, at the provider, with their e-mail. */
    contact: z.string(),
    status: z.enum(SIGNATURE_STATUSES),
    consent: z.array(z.string()),
  }),
);
export type TSigningDocument = z.infer<typeof ZSigningDocumentSchema>;

export const signingDocumentContract = lazySchema(() =>
  defineContract({
    method: 'POST',
    path: '/signing/document',
    request: z.object({ session: sessionField() }),
    response: ZSigningDocumentSchema,
  }),
);

export const ZRequestChangesSchema = lazySchema(() =>
  z.object({
    session: sessionField(),
    comment: z
      .string({ error: 'is required' })
      .trim()
      .min(1, { error: 'is required' })
      .max(SIGNING_COMMENT_MAX, { error: 'is too long' }),
  }),
);
export const requestChangesContract = lazySchema(() =>
  defineContract({
    method: 'POST',
    path: '/signing/request-changes',
    request: ZRequestChangesSchema,
    response: z.object({ status: z.enum(SIGNATURE_STATUSES) }),
  }),
);

export const SIGNATURE_STYLES = ['typed', 'drawn'] as const;

/** Signing: consent must be given, and the signature typed (the signer's name) or drawn (a PNG data URL). */
export const ZSignLetterSchema = lazySchema(() =>
  z
    .object({
      session: sessionField(),
      consent: z.literal(true, { error: 'must be given before signing' }),
      /** The language the page was read in: the signed-copy e-mail is written in it (the signed PDF stays English). */
      locale: localeSchema.optional(),
      style: choiceField(SIGNATURE_STYLES, 'signature style'),
      typedName: z.string().trim().max(SIGNER_NAME_MAX, { error: 'is too long' }).optional(),
      drawnSignature: z
        .string()
        .max(DRAWN_SIGNATURE_MAX, { error: 'is too large' })
        .regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/, { error: 'must be a drawn signature' })
        .optional(),
    })
    .superRefine((value, ctx) => {
      if (value.style === 'typed' && !value.typedName)
        ctx.addIssue({ code: 'custom', path: ['typedName'], message: 'is required' });
      if (value.style === 'drawn' && !value.drawnSignature) {
        ctx.addIssue({ code: 'custom', path: ['drawnSignature'], message: 'is required' });
      }
    }),
);
export type TSignLetter = z.input<typeof ZSignLetterSchema>;

export const signLetterContract = lazySchema(() =>
  defineContract({
    method: 'POST',
    path: '/signing/sign',
    request: ZSignLetterSchema,
    /** copyEmailedTo: the masked address the signed copy is e-mailed to (by the job queue, retried), null without a mail server. */
    response: z.object({ status: z.enum(SIGNATURE_STATUSES), copyEmailedTo: z.string().nullable() }),
  }),
);

export const declineSigningContract = lazySchema(() =>
  defineContract({
    method: 'POST',
    path: '/signing/decline',
    request: z.object({
      session: sessionField(),
      reason: z.string().trim().max(SIGNING_COMMENT_MAX, { error: 'is too long' }).optional(),
    }),
    response: z.object({ status: z.enum(SIGNATURE_STATUSES) }),
  }),
);

/** POST /signing/signed-copy {session}: the sealed PDF itself (application/pdf), the signatory's own copy. */
export const signedCopyContract = lazySchema(() =>
  defineContract({
    method: 'POST',
    path: '/signing/signed-copy',
    request: z.object({ session: sessionField() }),
    response: z.unknown(),
  }),
);

/** "a…@example.com": enough for the signatory to recognise the address, not enough to harvest it. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}…@${domain}`;
}
