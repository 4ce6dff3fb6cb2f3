import type { ExhibitTypeId } from './exhibit-types.ts';
import type { PetitionModuleType } from './module-types.ts';

/** Exhibit kinds that offer a list of allowed evidence types (spec 1 §3, decisions PB-041). */
export const DOCUMENT_SUGGESTION_KINDS = [
  'memo-starter',
  'beneficiary-background',
  'membership',
  'judging',
  'critical-role',
  'awards',
  'original-contribution',
  'press',
  'high-remuneration',
  'authorship',
  'tn-support-letter-offer-of-employment',
  'tn-occupation-list',
  'tn-beneficiary-education-docs',
] as const satisfies readonly PetitionModuleType[];
export type DocumentSuggestionKind = (typeof DOCUMENT_SUGGESTION_KINDS)[number];

/**
 * Evidence types each kind allows: every catalogue type that proves the kind,
 * then types from other kinds that also support it (noted per kind).
 */
export const DOCUMENT_SUGGESTIONS: Readonly<Record<DocumentSuggestionKind, readonly ExhibitTypeId[]>> = {
  // The memo opens with who the beneficiary is and the role offered.
  'memo-starter': ['beneficiary-cv', 'ao-letter', 'offer-letter', 'ev-letter', 'org-chart', 'pitch-deck'],
  // Who the beneficiary is: the CV first, then the degrees behind it.
  'beneficiary-background': ['beneficiary-cv', 'degree-certificate', 'transcript'],
  membership: [
    'membership',
    'membership-documentation',
    'proof-of-membership-letter-or-email',
    'proof-of-membership-profile-page',
    'evidence-of-selection-criteria',
    'evidence-of-selectivity',
    // who decides admission
    'judges',
  ],
  judging: [
    'judging',
    'judging-invite-or-confirmation',
    'judging-documentation',
    'judges',
    // the event judged and its standing
    'link-to-event',
    'profile-of-judges',
    'evidence-of-selectivity',
  ],
  'critical-role': [
    'critical-role',
    'distinguished-reputation',
    'org-chart',
    'ev-letter',
    'expert-letter',
    'pitch-deck',
    'cap-table',
    'internal-docs',
    'promotion-evidence',
    'calendar',
    'customer-contract',
    // what the role produced
    'product-roadmap',
    'press-article',
  ],
  awards: [
    'awards',
    'award-evidence',
    'evidence-of-industry-awards',
    'evidence-of-recognition',
    'screenshot-of-event-or-prizes',
    'link-to-event',
    'profile-of-judges',
    'vc-evidence',
    'funding-signature',
    // how selective the award is and who noticed it
    'evidence-of-selection-criteria',
    'evidence-of-selectivity',
    'judges',
    'press-article',
  ],
  'original-contribution': [
    'original-contribution',
    'original-contributions-summary',
    'original-contribution-evidence',
    'product-roadmap',
    'technical-doc',
    'original-code',
    'code-contribution',
    'code-contributor-page',
    'code-project-ownership',
    'user-count-or-revenue',
    'evidence-of-commercial-adoption',
    'evidence-of-significant-usage',
    'patent',
    'academic-contract-proposal',
    // others' view of its significance
    'expert-letter',
    'evidence-of-citation',
    'journal-article',
    'press-article',
    'pitch-deck',
  ],
  press: ['press', 'press-article', 'press-summary', 'publication-prominence'],
  'high-remuneration': [
    'high-remuneration',
    'offer-letter',
    'pay-stubs',
    'tax-return',
    'pay-bonus',
    'pay-raise-evidence',
    'equity-statement',
    'wage-comparison',
    // the role and stake the pay is for
    'ev-letter',
    'cap-table',
  ],
  authorship: [
    'authorship',
    'journal-article',
    'academic-paper',
    'conference-presentation',
    'google-scholar-page',
    'evidence-of-citation',
    'major-publication-work',
    // the standing of where it was published
    'publication-prominence',
  ],
  'tn-support-letter-offer-of-employment': ['support-letter', 'offer-letter', 'ev-letter'],
  'tn-occupation-list': ['tn-occupation-list', 'occupational-outlook-handbook'],
  'tn-beneficiary-education-docs': ['transcript', 'cv', 'proof-of-enrollment', 'degree-certificate', 'beneficiary-cv'],
};
