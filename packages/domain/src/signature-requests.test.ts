import { describe, expect, it } from 'vitest';
import { notificationWords } from './notifications.ts';
import {
  electronicSigningConsent,
  maskEmail,
  signatureStatusLabel,
  signedCopyEmailWords,
  SIGNATURE_STATUSES,
  ZSendForSignatureSchema,
  ZSignLetterSchema,
} from './signature-requests.ts';

const LETTER_ID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';

describe('signature requests (issue 32)', () => {
  it('words every status, and a letter never sent as Draft', () => {
    for (const status of SIGNATURE_STATUSES) expect(signatureStatusLabel(status)).not.toMatch(/-/);
    expect(signatureStatusLabel(null)).toBe('Draft');
    expect(signatureStatusLabel('changes-requested')).toBe('Changes requested');
  });

  it('checks the signatory and the signature once for form, API and database', () => {
    expect(ZSendForSignatureSchema.safeParse({ letterId: LETTER_ID, signerName: ' ', signerEmail: 'x@y.z' }).success).toBe(false);
    expect(ZSendForSignatureSchema.safeParse({ letterId: LETTER_ID, signerName: 'Eli', signerEmail: 'eli' }).success).toBe(false);
    expect(ZSignLetterSchema.safeParse({ session: 's', consent: false, style: 'typed', typedName: 'Eli' }).success).toBe(false);
    expect(ZSignLetterSchema.safeParse({ session: 's', consent: true, style: 'typed' }).success).toBe(false);
    expect(
      ZSignLetterSchema.safeParse({ session: 's', consent: true, style: 'drawn', drawnSignature: 'data:text/html,x' }).success,
    ).toBe(false);
    expect(ZSignLetterSchema.safeParse({ session: 's', consent: true, style: 'typed', typedName: 'Eli Park' }).success).toBe(
      true,
    );
  });

  it('states the paper copy and how to withdraw in the consent, and masks the address', () => {
    const consent = electronicSigningConsent('Plymouth').join(' ');
    expect(consent).toMatch(/paper copy/);
    expect(consent).toMatch(/withdraw/);
    expect(maskEmail('dana@acme.test')).toBe('d…@acme.test');
  });

  it('words the notifications staff get', () => {
    expect(notificationWords({ kind: 'signature-signed', data: { signer: 'Dana Cole', letter: 'Support letter' } }).title).toBe(
      'Dana Cole signed Support letter',
    );
    expect(
      notificationWords({
        kind: 'signature-waiting',
        data: { signer: 'Dana Cole', letter: 'Support letter', expiresOn: '2026-12-01' },
      }),
    ).toMatchObject({ title: 'Dana Cole has not signed Support letter yet', detail: expect.stringContaining('12/01/2026') });
  });

  it('tells staff whether the signatory was e-mailed their copy, and what to do when not', () => {
    const email = { address: 'dana@acme.test', attached: true, attempts: 1, lastError: null, sentAt: '2026-12-05T14:05:00Z' };
    const when = (iso: string) => `<${iso}>`;
    expect(signedCopyEmailWords({ ...email, status: 'sent' }, when)).toBe(
      'Signed copy e-mailed to dana@acme.test on <2026-12-05T14:05:00Z>',
    );
    expect(signedCopyEmailWords({ ...email, status: 'sent', attached: false }, when)).toBe(
      'Signed copy e-mailed to dana@acme.test on <2026-12-05T14:05:00Z>, without the PDF: too large to attach, the e-mail links to the signing page',
    );
    expect(signedCopyEmailWords({ ...email, status: 'queued', attempts: 0, sentAt: null }, when)).toBe(
      'Signed copy being e-mailed to dana@acme.test',
    );
    expect(
      signedCopyEmailWords({ ...email, status: 'queued', attempts: 2, lastError: 'Mail server down', sentAt: null }, when),
    ).toBe('Signed copy not e-mailed yet: the mail server did not take it (Mail server down); trying again (2 tries so far)');
    expect(signedCopyEmailWords({ ...email, status: 'failed', lastError: 'Refused', sentAt: null }, when)).toBe(
      'Signed copy could not be e-mailed to dana@acme.test (Refused). Send the signatory the signed PDF yourself.',
    );
    expect(signedCopyEmailWords({ ...email, status: 'kept', sentAt: null }, when)).toMatch(
      /^Signed copy not e-mailed: no mail server/,
    );
  });
});
