import { z } from 'zod';
import type { UscisFormId } from './field-map.ts';
import { lazySchema } from '../lazy-schema.ts';

/**
 * The part of each form the petitioner's authorized signatory signs by hand (USCIS accepts a scan of an original
 * handwritten signature, never a typed one). Every form the app fills has one: the G-28's client consent (the
 * client is the petitioner), the I-129's and I-140's petitioner signature, the I-907's requestor (the petitioning
 * company). The attorney's own parts are signed by staff and are not asked of the petitioner. Migration 0087 holds
 * petition_form_signatures.form and the SIGNED_FORM action items to these keys. The I-765 is not among them: its
 * applicant, the beneficiary, signs it, which the portal's signature requests do not ask yet.
 */
export const PETITIONER_SIGNATURE_PARTS = {
  'g-28': 'Part 4, Client’s Consent to Representation and Signature',
  'i-907': 'Part 3, the requestor’s certification and signature',
  'i-129': 'Part 7, the petitioner’s declaration and signature',
  'i-140': 'Part 8, the petitioner’s certification and signature',
} as const satisfies Partial<Record<UscisFormId, string>>;

/** A form the petitioner (or a self-petitioner) is asked to sign through the portal. */
export type PetitionerSignedForm = keyof typeof PETITIONER_SIGNATURE_PARTS;

export const PETITIONER_SIGNED_FORMS = [
  'g-28',
  'i-907',
  'i-129',
  'i-140',
] as const satisfies readonly (keyof typeof PETITIONER_SIGNATURE_PARTS)[];

/** What an action item waits for when it asks the petitioner to sign a form (its awaited_type is the form). */
export const SIGNED_FORM_AWAITED_KIND = 'SIGNED_FORM';

export function isPetitionerSignedForm(value: string | null | undefined): value is PetitionerSignedForm {
  return typeof value === 'string' && Object.hasOwn(PETITIONER_SIGNATURE_PARTS, value);
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
