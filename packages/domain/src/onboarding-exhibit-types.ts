import { isExhibitTypeId, type ExhibitTypeId } from './exhibit-types.ts';
import { isOneOf } from './enum-helpers.ts';

/**
 * Exhibit types inside a beneficiary onboarding record, each mapped to its own
 * screen (spec 3 §2.3). Evidence types are the catalogue's kebab ids written in
 * UPPER_SNAKE ('press-article' ↔ PRESS_ARTICLE); the rest are form screens
 * with no document type. An unknown type falls back to a default screen.
 */
export const ONBOARDING_EXHIBIT_TYPES = [
  'ACADEMIC_CONTRACT_PROPOSAL',
  'ACADEMIC_PAPER',
  'AO_LETTER',
  'AWARD_EVIDENCE',
  'BENEFICIARY_CV',
  'CALENDAR',
  'CAP_TABLE',
  'CODE_CONTRIBUTION',
  'CODE_CONTRIBUTOR_PAGE',
  'CODE_PROJECT_OWNERSHIP',
  'CONFERENCE_PRESENTATION',
  'COVER_PAGE',
  'CUSTOMER_CONTRACT',
  'DEPENDENTS',
  'DISTINGUISHED_REPUTATION',
  'EAD',
  'EMPLOYMENT_HISTORY',
  'EVIDENCE_OF_CITATION',
  'EVIDENCE_OF_COMMERCIAL_ADOPTION',
  'EVIDENCE_OF_INDUSTRY_AWARDS',
  'EVIDENCE_OF_RECOGNITION',
  'EVIDENCE_OF_SELECTION_CRITERIA',
  'EVIDENCE_OF_SELECTIVITY',
  'EVIDENCE_OF_SIGNIFICANT_USAGE',
  'EV_LETTER',
  'EXPERT_LETTER',
  'EQUITY_STATEMENT',
  'FILING_TYPE',
  'FOREIGN_ADDRESS',
  'FUNDING_SIGNATURE',
  'GOOGLE_SCHOLAR_PAGE',
  'INTERNAL_DOCS',
  'IMMIGRATION_QUESTIONS',
  'JOURNAL_ARTICLE',
  'JUDGES',
  'PROFILE_OF_JUDGES',
  'JUDGING_DOCUMENTATION',
  'JUDGING_INVITE_OR_CONFIRMATION',
  'LEGAL_NAME',
  'LINK_TO_EVENT',
  'MAJOR_PUBLICATION_WORK',
  'MEMBERSHIP_DOCUMENTATION',
  'OFFER_LETTER',
  'ORIGINAL_CODE',
  'ORIGINAL_CONTRIBUTION_EVIDENCE',
  'ORIGINAL_CONTRIBUTIONS_SUMMARY',
  'ORG_CHART',
  'OTHER_NAMES',
  'PATENT',
  'PAY_BONUS',
  'PAY_RAISE_EVIDENCE',
  'PAY_STUBS',
  'PASSPORT',
  'PITCH_DECK',
  'PRESS_ARTICLE',
  'PRESS_SUMMARY',
  'PRODUCT_ROADMAP',
  'PROOF_OF_ENROLLMENT',
  'PROOF_OF_MEMBERSHIP_LETTER_OR_EMAIL',
  'PROOF_OF_MEMBERSHIP_PROFILE_PAGE',
  'PROMOTION_EVIDENCE',
  'PUBLICATION_PROMINENCE',
  'SCREENSHOT_OF_EVENT_OR_PRIZES',
  'STUDENT_VISA',
  'TAX_RETURN',
  'TECHNICAL_DOC',
  'TRANSCRIPT',
  'US_ADDRESS',
  'USER_COUNT_OR_REVENUE',
  'VC_EVIDENCE',
  'VISA_STAMP',
] as const;
export type OnboardingExhibitType = (typeof ONBOARDING_EXHIBIT_TYPES)[number];

/** Screens that ask questions instead of collecting a document. */
export const ONBOARDING_FORM_EXHIBIT_TYPES = [
  'COVER_PAGE',
  'DEPENDENTS',
  'EMPLOYMENT_HISTORY',
  'FILING_TYPE',
  'FOREIGN_ADDRESS',
  'IMMIGRATION_QUESTIONS',
  'LEGAL_NAME',
  'OTHER_NAMES',
  'US_ADDRESS',
] as const satisfies readonly OnboardingExhibitType[];

export function isOnboardingExhibitType(value: unknown): value is OnboardingExhibitType {
  return isOneOf(ONBOARDING_EXHIBIT_TYPES, value);
}

/**
 * Checklist items whose screen asks for a description, required (spec 3 §5: the description screen, and the
 * description-plus-files one): the screen's Next completes the item only with one, and a cleared description saves
 * the item as in progress. The beneficiary's screen registry maps exactly these to those screens (its test checks).
 */
export const ONBOARDING_DESCRIBED_EXHIBIT_TYPES = [
  'PRESS_SUMMARY',
  'ORIGINAL_CONTRIBUTIONS_SUMMARY',
  'ORIGINAL_CONTRIBUTION_EVIDENCE',
  'MAJOR_PUBLICATION_WORK',
] as const satisfies readonly OnboardingExhibitType[];

/** A checklist item marked completed though the description its screen requires is blank (the app never saves one). */
export function isCompletedWithoutDescription(item: { type: string; status: string; data?: unknown }): boolean {
  if (item.status !== 'completed' || !isOneOf(ONBOARDING_DESCRIBED_EXHIBIT_TYPES, item.type)) return false;
  const description = (item.data as { description?: unknown } | null | undefined)?.description;
  return typeof description !== 'string' || description.trim() === '';
}

/** 'press-article' → 'PRESS_ARTICLE'. */
export function onboardingExhibitTypeFor(id: ExhibitTypeId): string {
  return id.toUpperCase().replaceAll('-', '_');
}

/** 'PRESS_ARTICLE' → 'press-article'; null for form screens and unknown types. */
export function exhibitTypeIdForOnboarding(type: string): ExhibitTypeId | null {
  const id = type.trim().toLowerCase().replaceAll('_', '-');
  return isExhibitTypeId(id) ? id : null;
}

/**
 * Document types a beneficiary can upload as personal documents (spec 3 §3
 * 'User-document file types offered'); stored in user_documents.document_type
 * as catalogue ids.
 */
export const USER_DOCUMENT_TYPES = [
  'offer-letter',
  'ev-letter',
  'org-chart',
  'calendar',
  'proof-of-membership-letter-or-email',
  'proof-of-membership-profile-page',
  'judges',
  'judging-invite-or-confirmation',
  'evidence-of-selection-criteria',
  'screenshot-of-event-or-prizes',
  'product-roadmap',
  'technical-doc',
  'original-code',
  'user-count-or-revenue',
  'pitch-deck',
  'vc-evidence',
  'cap-table',
  'evidence-of-selectivity',
  'tax-return',
  'pay-stubs',
  'pay-bonus',
  'equity-statement',
  'evidence-of-recognition',
  'promotion-evidence',
  'pay-raise-evidence',
  'code-contributor-page',
  'code-project-ownership',
  'conference-presentation',
  'internal-docs',
  'customer-contract',
  'academic-contract-proposal',
  'academic-paper',
  'funding-document',
  'distinguished-reputation',
  'evidence-of-commercial-adoption',
  'evidence-of-significant-usage',
  'evidence-of-industry-awards',
  'award-evidence',
  'patent',
  'membership-documentation',
  'judging-documentation',
  'press-article',
  'google-scholar-page',
  'publication-prominence',
  'journal-article',
  'evidence-of-citation',
] as const satisfies readonly ExhibitTypeId[];
export type UserDocumentType = (typeof USER_DOCUMENT_TYPES)[number];

export function isUserDocumentType(value: unknown): value is UserDocumentType {
  return isOneOf(USER_DOCUMENT_TYPES, value);
}
