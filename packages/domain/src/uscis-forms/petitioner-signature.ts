import { z } from 'zod';
import type { UscisFormId } from './field-map.ts';
import { lazySchema } from '../lazy-schema.ts';

/**
 * The part of each form signed by hand (USCIS accepts a scan of an original handwritten signature, never a typed
 * one). Every form the app fills has one: the G-28's client consent (the client is the petitioner), the I-129's and
 * I-140's petitioner signature, the I-907's requestor (the petitioning company), all signed by the petitioner's
 * authorized signatory; and the I-765's applicant's signature, which only its applicant, the beneficiary, gives, as
 * she gives the client consent of the firm's G-28 for her I-765 (BENEFICIARY_SIGNED_FORMS). The attorney's own parts
 * are signed by staff and are not asked through the portal. Migrations 0087, 0119 and 0121 hold petition_form_signatures.form and the SIGNED_FORM action items to these keys.
 */
export const HAND_SIGNATURE_PARTS = {
  'g-28': 'Part 4, Client’s Consent to Representation and Signature',
  'i-907': 'Part 3, the requestor’s certification and signature',
  'i-129': 'Part 7, the petitioner’s declaration and signature',
  'i-140': 'Part 8, the petitioner’s certification and signature',
  'i-765': 'Part 3, the applicant’s statement, certification and signature',
  'g-28-i-765': 'Part 4, Client’s Consent to Representation and Signature',
} as const satisfies Partial<Record<UscisFormId, string>>;

/** A form whose signature is asked through the portal (of the petitioner, a self-petitioner or the beneficiary). */
export type HandSignedForm = keyof typeof HAND_SIGNATURE_PARTS;

export const HAND_SIGNED_FORMS = [
  'g-28',
  'i-907',
  'i-129',
  'i-140',
  'i-765',
  'g-28-i-765',
] as const satisfies readonly (keyof typeof HAND_SIGNATURE_PARTS)[];

/**
 * The forms the beneficiary signs whoever petitions: her own application, the I-765 (Part 3, the applicant's
 * signature), and the firm's G-28 for it, whose client she is (its Part 4). Migrations 0119 and 0121
 * (app_private.form_signer, the check on petition_form_signatures.signer) say the same.
 */
export const BENEFICIARY_SIGNED_FORMS = ['i-765', 'g-28-i-765'] as const satisfies readonly HandSignedForm[];

/** What an action item waits for when it asks the petitioner to sign a form (its awaited_type is the form). */
export const SIGNED_FORM_AWAITED_KIND = 'SIGNED_FORM';

export function isHandSignedForm(value: string | null | undefined): value is HandSignedForm {
  return typeof value === 'string' && Object.hasOwn(HAND_SIGNATURE_PARTS, value);
}

/** The reason staff give when they refuse a signed copy: the signatory reads it (database: 1 to 500 characters). */
export const SIGNED_COPY_REFUSAL_MAX = 500;
export const SignedCopyRefusalSchema = lazySchema(() =>
  z.object({
    reason: z
      .string()
      .trim()
      .min(1, 'Say why the copy cannot be used')
      .max(SIGNED_COPY_REFUSAL_MAX, `Use at most ${SIGNED_COPY_REFUSAL_MAX} characters`),
  }),
);
export type SignedCopyRefusal = z.infer<typeof SignedCopyRefusalSchema>;

export interface FormSignatureState {
  requestedFileId: string;
  signedFileId: string | null;
  refusedReason: string | null;
}

/**
 * Where a form's signature stands against its latest generated copy (generatedFileId):
 * - none: never asked;
 * - awaited: asked for this generation, no copy yet (refused counts as awaited again);
 * - received: a signed copy of this generation (the packet files it);
 * - outdated: asked or signed for an earlier generation: the form was regenerated and needs a new signature.
 */
export type FormSignatureStatus = 'none' | 'awaited' | 'received' | 'outdated';

export function formSignatureStatus(signature: FormSignatureState | null, generatedFileId: string | null): FormSignatureStatus {
  if (!signature) return 'none';
  if (generatedFileId && signature.requestedFileId !== generatedFileId) return 'outdated';
  return signature.signedFileId ? 'received' : 'awaited';
}
