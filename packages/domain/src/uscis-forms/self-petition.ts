/**
 * Who signs a form by hand (migration 0093). An EB-1A petition without a petitioner company is a self-petition: the
 * beneficiary is the petitioner (the packet's cover reads "None (self-petition)") and signs the I-140's Part 8
 * themselves. Every other form is signed by the petitioner's authorized signatory (PETITIONER_SIGNATURE_PARTS).
 * The database's app_private.form_signer answers the same when staff ask for a signature.
 */
export type FormSigner = 'PETITIONER' | 'BENEFICIARY';

/** The visa class a person may petition for themselves. */
export const SELF_PETITION_VISA_CLASS = 'eb_1a';

export function isSelfPetition(petition: { visaClass: string; hasPetitionerCompany: boolean }): boolean {
  return petition.visaClass === SELF_PETITION_VISA_CLASS && !petition.hasPetitionerCompany;
}

export function formSigner(form: string, petition: { visaClass: string; hasPetitionerCompany: boolean }): FormSigner {
  return form === 'i-140' && isSelfPetition(petition) ? 'BENEFICIARY' : 'PETITIONER';
}

/** How staff name who signs ("Ask the beneficiary to sign"). */
export function formSignerNoun(signer: string | null | undefined): 'petitioner' | 'beneficiary' {
  return signer === 'BENEFICIARY' ? 'beneficiary' : 'petitioner';
}
