import { isVisibleByDefault, type OwnedBy } from './owned-by.ts';
import type { PetitionModuleType } from './module-types.ts';

/**
 * The catalogue of exhibit (evidence document) types: the exhibit_types
 * reference table, the builder's exhibit-type chips and the beneficiary's
 * upload screens all come from here. Ids are kebab-case; onboarding screens
 * use the same ids in UPPER_SNAKE (see onboarding-exhibit-types.ts).
 *
 * Default owner (spec 1 §3, PB-038/039): each type is listed once, so its
 * entry is its "first occurrence"; the overrides below win over it, and every
 * employer-documents type belongs to the petitioner. Exhibits the provider's
 * staff own are hidden from customers by default.
 */

/** An extra field the builder asks for on an exhibit of this type, stored in exhibit data under `key`. */
export interface ExhibitTypeInput {
  key: string;
  label: string;
  kind: 'url' | 'text' | 'select' | 'company';
  options?: readonly string[];
  /** The research agent cannot generate the exhibit without it (spec 1 §5). */
  requiredForAutogen: boolean;
}

export interface ExhibitTypeDefinition {
  id: string;
  name: string;
  description: string;
  /** The petition module this evidence usually proves. */
  moduleType: PetitionModuleType;
  defaultOwnedBy: OwnedBy;
  defaultVisible: boolean;
  inputs: readonly ExhibitTypeInput[];
  /**
   * Most files the customer may upload to one exhibit of this type (e.g. 'original-code': at most 4
   * screenshots, BEN-051); the uploader, the upload route and the guidance text all read it. Unset: the
   * general limit of an uploader (MAX_FILES_PER_UPLOADER) applies.
   */
  maxFiles?: number;
}

/** Owner overrides of spec 1 §3, applied after an entry's own owner. */
export const EXHIBIT_OWNER_OVERRIDES: Readonly<Record<string, OwnedBy>> = {
  'expert-letter': 'BENEFICIARY',
  'offer-letter': 'BENEFICIARY',
  'beneficiary-cv': 'BENEFICIARY',
  'ev-letter': 'PLYMOUTH',
};

/** Module whose every exhibit the petitioner provides. */
export const PETITIONER_OWNED_MODULE_TYPE: PetitionModuleType = 'employer-documents';

/** A patent is identified either by its Google Patents URL or by its number. */
export const PATENT_KEYS = ['google_patent_url', 'patent_id'] as const;
export type PatentKey = (typeof PATENT_KEYS)[number];

export function defaultOwnerFor(id: string, moduleType: PetitionModuleType, listedOwner: OwnedBy): OwnedBy {
  const override = EXHIBIT_OWNER_OVERRIDES[id];
  if (override) return override;
  if (moduleType === PETITIONER_OWNED_MODULE_TYPE) return 'PETITIONER';
  return listedOwner;
}

function exhibitType<const Id extends string>(
  id: Id,
  moduleType: PetitionModuleType,
  name: string,
  description: string,
  options: { owner?: OwnedBy; inputs?: readonly ExhibitTypeInput[]; maxFiles?: number } = {},
): ExhibitTypeDefinition & { id: Id } {
  const defaultOwnedBy = defaultOwnerFor(id, moduleType, options.owner ?? 'BENEFICIARY');
  return {
    id,
    name,
    description,
    moduleType,
    defaultOwnedBy,
    defaultVisible: isVisibleByDefault(defaultOwnedBy),
    inputs: options.inputs ?? [],
    ...(options.maxFiles === undefined ? {} : { maxFiles: options.maxFiles }),
  };
}

const PROVIDER = { owner: 'PLYMOUTH' } as const;

/** BEN-051: "Upload at most 4 screenshots of your original code." */
export const ORIGINAL_CODE_MAX_FILES = 4;

export const EXHIBIT_TYPES = [
  // Who the beneficiary is: filed first, asked of the beneficiary on her checklist (migration 0116)
  exhibitType('beneficiary-cv', 'beneficiary-background', 'Beneficiary CV', "The beneficiary's current resume or CV."),

  // Opening of the memo
  exhibitType(
    'ao-letter',
    'memo-starter',
    'Advisory opinion letter',
    'Consultation from a peer group or labor organization that O-1 petitions need; drafted by the provider.',
    PROVIDER,
  ),

  // Critical role at an organization with a distinguished reputation
  exhibitType('critical-role', 'critical-role', 'Critical role', 'One critical role; its proof is attached as sub-exhibits.'),
  exhibitType(
    'distinguished-reputation',
    'critical-role',
    'Evidence of distinguished reputation',
    'Shows the organization has a distinguished reputation: press, funding, rankings, notable customers.',
    { inputs: [{ key: 'company_id', label: 'Company', kind: 'company', requiredForAutogen: true }] },
  ),
  exhibitType(
    'org-chart',
    'critical-role',
    'Org chart',
    "Organization chart showing the beneficiary's position; it must fit an 8.5 by 11 inch page.",
  ),
  exhibitType(
    'ev-letter',
    'critical-role',
    'Employment verification letter',
    "Employer letter confirming the beneficiary's role, duties, dates and pay; drafted by the provider for signature.",
  ),
  exhibitType(
    'expert-letter',
    'critical-role',
    'Expert letter',
    "An independent expert on the significance of the beneficiary's work: U.S.-based, 5-10 years of experience, no financial ties.",
  ),
  exhibitType('pitch-deck', 'critical-role', 'Pitch deck', "The company's investor presentation, 4-10 slides."),
  exhibitType('cap-table', 'critical-role', 'Cap table', "Capitalization table showing the beneficiary's ownership."),
  exhibitType(
    'internal-docs',
    'critical-role',
    'Internal documents',
    'Plans, reports or e-mails showing decisions the beneficiary led.',
  ),
  exhibitType(
    'promotion-evidence',
    'critical-role',
    'Promotion evidence',
    'Proof of promotions to positions of growing responsibility.',
  ),
  exhibitType(
    'calendar',
    'critical-role',
    'Calendar',
    'Calendar excerpts showing the beneficiary leading key meetings with executives, customers or investors.',
  ),
  exhibitType(
    'customer-contract',
    'critical-role',
    'Customer contract',
    'Contracts with major customers the beneficiary won or is responsible for.',
  ),

  // Original contributions of major significance
  exhibitType(
    'original-contribution',
    'original-contribution',
    'Original contribution',
    'One contribution of major significance; its proof is attached as sub-exhibits.',
  ),
  exhibitType(
    'original-contributions-summary',
    'original-contribution',
    'Original contributions summary',
    "The beneficiary's own account of each contribution and why it matters.",
  ),
  exhibitType(
    'original-contribution-evidence',
    'original-contribution',
    'Original contribution evidence',
    'Proof the contribution is original and theirs: 1-2 authorship documents and 1-2 documents of its adoption.',
  ),
  exhibitType(
    'product-roadmap',
    'original-contribution',
    'Product roadmap',
    'Roadmap showing the product or feature the beneficiary created.',
  ),
  exhibitType(
    'technical-doc',
    'original-contribution',
    'Technical document',
    'Design documents, specifications or white papers the beneficiary wrote.',
  ),
  exhibitType(
    'original-code',
    'original-contribution',
    'Original code',
    `Screenshots of code the beneficiary wrote, at most ${ORIGINAL_CODE_MAX_FILES}.`,
    { maxFiles: ORIGINAL_CODE_MAX_FILES },
  ),
  exhibitType(
    'code-contribution',
    'original-contribution',
    'Code contribution',
    'Commits or pull requests to significant software projects.',
  ),
  exhibitType(
    'code-contributor-page',
    'original-contribution',
    'Code contributor page',
    "A project's contributor page listing the beneficiary.",
  ),
  exhibitType(
    'code-project-ownership',
    'original-contribution',
    'Code project ownership',
    'Proof the beneficiary created or maintains a widely used project.',
  ),
  exhibitType(
    'user-count-or-revenue',
    'original-contribution',
    'User count or revenue',
    'Usage or revenue figures of the product built on the contribution.',
  ),
  exhibitType(
    'evidence-of-commercial-adoption',
    'original-contribution',
    'Evidence of commercial adoption',
    'Companies or customers that adopted the contribution.',
  ),
  exhibitType(
    'evidence-of-significant-usage',
    'original-contribution',
    'Evidence of significant usage',
    'Downloads, installs, stars or similar figures showing wide use.',
  ),
  exhibitType(
    'patent',
    'original-contribution',
    'Patent',
    'A granted patent or published application naming the beneficiary as inventor.',
    {
      inputs: [
        { key: 'key', label: 'Identified by', kind: 'select', options: PATENT_KEYS, requiredForAutogen: true },
        { key: 'value', label: 'Google Patents URL or patent number', kind: 'text', requiredForAutogen: true },
      ],
    },
  ),
  exhibitType(
    'academic-contract-proposal',
    'original-contribution',
    'Academic contract or proposal',
    'Research grants, contracts or funded proposals the beneficiary led.',
  ),

  // High salary or other remuneration
  exhibitType(
    'high-remuneration',
    'high-remuneration',
    'High remuneration',
    "Summary of the beneficiary's pay; its proof is attached as sub-exhibits.",
  ),
  exhibitType(
    'offer-letter',
    'high-remuneration',
    'Offer letter',
    'The offer of employment stating position, salary and start date.',
  ),
  exhibitType('pay-stubs', 'high-remuneration', 'Pay stubs', 'Three consecutive pay stubs.'),
  exhibitType('tax-return', 'high-remuneration', 'Tax return', 'Personal tax returns or W-2 forms showing earnings.'),
  exhibitType('pay-bonus', 'high-remuneration', 'Bonus payments', 'Proof of bonuses paid.'),
  exhibitType('pay-raise-evidence', 'high-remuneration', 'Pay raise evidence', 'Letters or records of salary increases.'),
  exhibitType(
    'equity-statement',
    'high-remuneration',
    'Equity statement',
    'Stock option or equity grant statements and their value.',
  ),
  exhibitType(
    'wage-comparison',
    'high-remuneration',
    'Wage comparison',
    'Market wage data for the occupation and location showing the pay is high; prepared by the provider.',
    PROVIDER,
  ),

  // Membership in associations requiring outstanding achievements
  exhibitType(
    'membership',
    'membership',
    'Membership',
    'One association the beneficiary belongs to; its proof is attached as sub-exhibits.',
  ),
  exhibitType(
    'membership-documentation',
    'membership',
    'Membership documentation',
    'Certificate, card or letter confirming the membership.',
  ),
  exhibitType(
    'proof-of-membership-letter-or-email',
    'membership',
    'Proof of membership (letter or e-mail)',
    'The letter or e-mail admitting the beneficiary.',
  ),
  exhibitType(
    'proof-of-membership-profile-page',
    'membership',
    'Proof of membership (profile page)',
    "The beneficiary's member profile on the association's site.",
  ),
  exhibitType(
    'evidence-of-selection-criteria',
    'membership',
    'Evidence of selection criteria',
    'Admission rules showing members must have outstanding achievements judged by experts.',
  ),
  exhibitType(
    'evidence-of-selectivity',
    'membership',
    'Evidence of selectivity',
    'Acceptance rates or figures showing how few applicants are admitted or win.',
  ),

  // Nationally or internationally recognized prizes or awards
  exhibitType(
    'awards',
    'awards',
    'Award',
    'One prize or award, reusable across petitions; its proof is attached as sub-exhibits.',
  ),
  exhibitType('award-evidence', 'awards', 'Award evidence', 'Certificate, letter or announcement of the award.'),
  exhibitType(
    'evidence-of-industry-awards',
    'awards',
    'Evidence of industry awards',
    'Proof the award is recognized nationally or internationally in the industry.',
  ),
  exhibitType(
    'evidence-of-recognition',
    'awards',
    'Evidence of recognition',
    'Coverage or other recognition of the award and its winners.',
  ),
  exhibitType(
    'screenshot-of-event-or-prizes',
    'awards',
    'Screenshot of event or prizes',
    'Screenshots of the event page or prize list naming the beneficiary.',
  ),
  exhibitType('link-to-event', 'awards', 'Link to event', 'Link to the event or competition page.'),
  exhibitType(
    'profile-of-judges',
    'awards',
    'Profile of judges',
    'Profiles of those who judged the award, showing their standing.',
  ),
  exhibitType(
    'vc-evidence',
    'awards',
    'Venture funding evidence',
    'Investment won from reputable venture investors, as recognition of excellence.',
  ),
  exhibitType('funding-signature', 'awards', 'Funding signature', "Signed funding agreements or the investors' signature pages."),

  // Judging the work of others
  exhibitType('judging', 'judging', 'Judging', 'One judging engagement; its proof is attached as sub-exhibits.'),
  exhibitType(
    'judging-invite-or-confirmation',
    'judging',
    'Judging invite or confirmation',
    'The invitation to judge or review, or its confirmation.',
  ),
  exhibitType(
    'judging-documentation',
    'judging',
    'Judging documentation',
    'Proof of the judging itself: reviews, score sheets or the judges page.',
  ),
  exhibitType(
    'judges',
    'judging',
    'Judges',
    'The panel the beneficiary sat on, showing they judged alongside recognized experts.',
  ),

  // Authorship of scholarly articles
  exhibitType(
    'authorship',
    'authorship',
    'Authorship',
    "The beneficiary's scholarly articles; generated from their Google Scholar profile when autogen is on.",
  ),
  exhibitType('journal-article', 'authorship', 'Journal article', 'An article by the beneficiary in a professional journal.'),
  exhibitType('academic-paper', 'authorship', 'Academic paper', 'A scholarly paper the beneficiary wrote or co-wrote.'),
  exhibitType(
    'conference-presentation',
    'authorship',
    'Conference presentation',
    'A paper or talk the beneficiary presented at a professional conference.',
  ),
  exhibitType(
    'google-scholar-page',
    'authorship',
    'Google Scholar page',
    "The beneficiary's Google Scholar profile with publications and citations.",
  ),
  exhibitType('evidence-of-citation', 'authorship', 'Evidence of citation', "Citations of the beneficiary's work by others."),
  exhibitType(
    'major-publication-work',
    'authorship',
    'Major publication work',
    'Articles by the beneficiary in major trade publications or media.',
  ),

  // Published material about the beneficiary
  exhibitType('press', 'press', 'Press', 'Coverage of the beneficiary; each article is attached as a sub-exhibit.'),
  exhibitType(
    'press-article',
    'press',
    'Press article',
    'An article about the beneficiary or their work, with its title, date and author.',
    { inputs: [{ key: 'url', label: 'Article URL', kind: 'url', requiredForAutogen: true }] },
  ),
  exhibitType('press-summary', 'press', 'Press summary', 'Summary of the coverage the beneficiary received.'),
  exhibitType(
    'publication-prominence',
    'press',
    'Publication prominence',
    'Circulation or audience figures showing the publication is major media.',
  ),

  // The petitioner's corporate documents
  exhibitType(
    'articles-of-incorporation',
    'employer-documents',
    'Articles of incorporation',
    "The petitioner's articles or certificate of incorporation.",
  ),
  exhibitType(
    'tax-id-fein-document',
    'employer-documents',
    'Tax ID (FEIN) document',
    "The IRS notice assigning the petitioner's employer identification number.",
  ),
  exhibitType('name-change', 'employer-documents', 'Name change', 'Proof of a change of the company name, if any.'),
  exhibitType(
    'foreign-qualification',
    'employer-documents',
    'Foreign qualification',
    'Registration to do business in the state where the company operates, when incorporated elsewhere.',
  ),
  exhibitType(
    'corporate-tax-return',
    'employer-documents',
    'Corporate tax return',
    "The petitioner's latest corporate tax return.",
  ),
  exhibitType(
    'funding-document',
    'employer-documents',
    'Funding document',
    'Proof the petitioner can pay the offered wage: funding agreements, term sheets or bank statements.',
  ),

  // The beneficiary's immigration papers
  exhibitType('passport', 'immigration-history', 'Passport', "The biographic page of the beneficiary's passport."),
  exhibitType(
    'visa-stamp',
    'immigration-history',
    'Visa stamp',
    "The U.S. visa stamp of the current nonimmigrant status; ESTA and other countries' stamps are not needed.",
  ),
  exhibitType('student-visa', 'immigration-history', 'Student visa', 'A J-1 or F-1 visa stamp with its DS-2019 or I-20.'),
  exhibitType('ead', 'immigration-history', 'EAD card', 'Both sides of the employment authorization card.'),
  exhibitType('i-94', 'immigration-history', 'I-94 record', 'The latest I-94 arrival record.'),
  exhibitType(
    'approval-notice',
    'immigration-history',
    'Approval notice',
    'Earlier USCIS approval notices (I-797) of the beneficiary.',
  ),

  // TN preset
  exhibitType(
    'support-letter',
    'tn-support-letter-offer-of-employment',
    'TN support letter',
    "The employer's letter describing the TN position and the beneficiary's qualifications; drafted by the provider.",
    PROVIDER,
  ),
  exhibitType(
    'tn-occupation-list',
    'tn-occupation-list',
    'TN occupation list',
    'The USMCA list of professions (Appendix 1603.D.1) with the matching occupation marked.',
    PROVIDER,
  ),
  exhibitType(
    'occupational-outlook-handbook',
    'tn-occupation-list',
    'Occupational Outlook Handbook',
    'The Bureau of Labor Statistics handbook entry for the occupation.',
    PROVIDER,
  ),
  exhibitType('transcript', 'tn-beneficiary-education-docs', 'Transcript', "Academic transcripts of the beneficiary's degree."),
  exhibitType('cv', 'tn-beneficiary-education-docs', 'CV', "The beneficiary's resume or CV for the TN position."),
  exhibitType(
    'proof-of-enrollment',
    'tn-beneficiary-education-docs',
    'Proof of enrollment',
    'Enrollment or graduation letter from the school.',
  ),
  exhibitType(
    'degree-certificate',
    'tn-beneficiary-education-docs',
    'Degree certificate',
    "The beneficiary's diploma or degree certificate.",
  ),
];

export type ExhibitTypeId = (typeof EXHIBIT_TYPES)[number]['id'];

export const EXHIBIT_TYPE_IDS: readonly ExhibitTypeId[] = EXHIBIT_TYPES.map((type) => type.id);

const EXHIBIT_TYPES_BY_ID: ReadonlyMap<string, ExhibitTypeDefinition> = new Map(EXHIBIT_TYPES.map((type) => [type.id, type]));

export function isExhibitTypeId(value: unknown): value is ExhibitTypeId {
  return typeof value === 'string' && EXHIBIT_TYPES_BY_ID.has(value);
}

export function getExhibitType(id: ExhibitTypeId): ExhibitTypeDefinition;
export function getExhibitType(id: string): ExhibitTypeDefinition | undefined;
export function getExhibitType(id: string): ExhibitTypeDefinition | undefined {
  return EXHIBIT_TYPES_BY_ID.get(id);
}

export function exhibitTypesForModule(moduleType: PetitionModuleType): ExhibitTypeDefinition[] {
  return EXHIBIT_TYPES.filter((type) => type.moduleType === moduleType);
}
