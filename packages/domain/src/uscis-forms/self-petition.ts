import { BENEFICIARY_SIGNED_FORMS } from './petitioner-signature.ts';

/**
 * Who signs a form by hand (migrations 0093, 0097, 0119). The beneficiary always signs her own I-765
 * (BENEFICIARY_SIGNED_FORMS). An EB-1A petition without a petitioner company is a
 * self-petition: the beneficiary is the petitioner (the packet's cover reads "None (self-petition)"), so they sign
 * every form the petitioner would: the I-140's Part 8, the G-28's client consent (they are the attorney's client) and
 * the I-907's requestor certification. Otherwise the petitioner's authorized signatory signs
 * (HAND_SIGNATURE_PARTS). The database's app_private.form_signer answers the same when staff ask for a
 * signature, and its check holds a beneficiary's signature to the forms a self-petition files.
 */
export type FormSigner = 'PETITIONER' | 'BENEFICIARY';

/** The visa class a person may petition for themselves. */
export const SELF_PETITION_VISA_CLASS = 'eb_1a';

/** The forms a self-petitioner signs: those an EB-1A petition files (no I-129, which a company always files). */
export const SELF_PETITIONER_SIGNED_FORMS = ['g-28', 'i-907', 'i-140'] as const;

/**
 * Whether a petition for this visa class may be created without a petitioner company: an EB-1A, which the
 * beneficiary may file for herself. Reads the stored code ('eb_1a') and the research agent's spelling ('eb-1a').
 */
export function allowsSelfPetition(visaClass: string | null | undefined): boolean {
  return (visaClass ?? '').trim().toLowerCase().replaceAll('-', '_') === SELF_PETITION_VISA_CLASS;
}

/** What staff read for the petitioner of a self-petition (the petition page, the packet's cover). */
export const SELF_PETITION_PETITIONER_LABEL = 'None (self-petition)';

export function isSelfPetition(petition: { visaClass: string; hasPetitionerCompany: boolean }): boolean {
  return allowsSelfPetition(petition.visaClass) && !petition.hasPetitionerCompany;
}

export function formSigner(form: string, petition: { visaClass: string; hasPetitionerCompany: boolean }): FormSigner {
  if ((BENEFICIARY_SIGNED_FORMS as readonly string[]).includes(form)) return 'BENEFICIARY';
  return isSelfPetition(petition) && (SELF_PETITIONER_SIGNED_FORMS as readonly string[]).includes(form)
    ? 'BENEFICIARY'
    : 'PETITIONER';
}

/** How staff name who signs ("Ask the beneficiary to sign"). */
export function formSignerNoun(signer: string | null | undefined): 'petitioner' | 'beneficiary' {
  return signer === 'BENEFICIARY' ? 'beneficiary' : 'petitioner';
}
