/**
 * Who signs an expert letter, relative to the beneficiary (issue 33): the letter's kind, title and
 * opening follow it — an employer's own officer writes an employer letter, not an expert opinion.
 */
export const SIGNER_RELATIONS = ['independent-expert', 'employer', 'collaborator', 'client'] as const;
export type SignerRelation = (typeof SIGNER_RELATIONS)[number];

export const SIGNER_RELATION_LABELS: Readonly<Record<SignerRelation, string>> = {
  'independent-expert': 'Independent expert',
  employer: 'Employer (the petitioner)',
  collaborator: 'Collaborator',
  client: 'Client or customer',
};

/** The kind of letter each signer writes, as its RE line names it. */
export const SIGNER_LETTER_KINDS: Readonly<Record<SignerRelation, string>> = {
  'independent-expert': 'Expert opinion letter',
  employer: 'Employer support letter',
  collaborator: 'Collaborator support letter',
  client: 'Client support letter',
};
