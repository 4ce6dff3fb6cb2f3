import { exhibitTypeIdForOnboarding, getExhibitType } from '@app/domain';
import type { I18n, MessageDescriptor } from '@lingui/core';

/**
 * The exhibit types' names customers see (issue 36: Documents; the beneficiary checklist's step names), in the
 * catalogues: the exhibit type catalogue's names (packages/domain exhibit-types.ts), whose English they repeat exactly
 * (features/documents document-type-label.test.ts holds them equal). A translated name keeps the USCIS English term
 * beside it where precision matters; form numbers and names of documents (I-94, EAD) stay as they are.
 */

/** By exhibit type id (kebab-case). */
export const EXHIBIT_TYPE_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  'beneficiary-cv': /*i18n*/ { id: 'exhibitType.beneficiary-cv', message: 'Beneficiary CV' },
  'ao-letter': /*i18n*/ { id: 'exhibitType.ao-letter', message: 'Advisory opinion letter' },
  'critical-role': /*i18n*/ { id: 'exhibitType.critical-role', message: 'Critical role' },
  'distinguished-reputation': /*i18n*/ {
    id: 'exhibitType.distinguished-reputation',
    message: 'Evidence of distinguished reputation',
  },
  'org-chart': /*i18n*/ { id: 'exhibitType.org-chart', message: 'Org chart' },
  'ev-letter': /*i18n*/ { id: 'exhibitType.ev-letter', message: 'Employment verification letter' },
  'expert-letter': /*i18n*/ { id: 'exhibitType.expert-letter', message: 'Expert letter' },
  'pitch-deck': /*i18n*/ { id: 'exhibitType.pitch-deck', message: 'Pitch deck' },
  'cap-table': /*i18n*/ { id: 'exhibitType.cap-table', message: 'Cap table' },
  'internal-docs': /*i18n*/ { id: 'exhibitType.internal-docs', message: 'Internal documents' },
  'promotion-evidence': /*i18n*/ { id: 'exhibitType.promotion-evidence', message: 'Promotion evidence' },
  calendar: /*i18n*/ { id: 'exhibitType.calendar', message: 'Calendar' },
  'customer-contract': /*i18n*/ { id: 'exhibitType.customer-contract', message: 'Customer contract' },
  'original-contribution': /*i18n*/ { id: 'exhibitType.original-contribution', message: 'Original contribution' },
  'original-contributions-summary': /*i18n*/ {
    id: 'exhibitType.original-contributions-summary',
    message: 'Original contributions summary',
  },
  'original-contribution-evidence': /*i18n*/ {
    id: 'exhibitType.original-contribution-evidence',
    message: 'Original contribution evidence',
  },
  'product-roadmap': /*i18n*/ { id: 'exhibitType.product-roadmap', message: 'Product roadmap' },
  'technical-doc': /*i18n*/ { id: 'exhibitType.technical-doc', message: 'Technical document' },
  'original-code': /*i18n*/ { id: 'exhibitType.original-code', message: 'Original code' },
  'code-contribution': /*i18n*/ { id: 'exhibitType.code-contribution', message: 'Code contribution' },
  'code-contributor-page': /*i18n*/ { id: 'exhibitType.code-contributor-page', message: 'Code contributor page' },
  'code-project-ownership': /*i18n*/ { id: 'exhibitType.code-project-ownership', message: 'Code project ownership' },
  'user-count-or-revenue': /*i18n*/ { id: 'exhibitType.user-count-or-revenue', message: 'User count or revenue' },
  'evidence-of-commercial-adoption': /*i18n*/ {
    id: 'exhibitType.evidence-of-commercial-adoption',
    message: 'Evidence of commercial adoption',
  },
  'evidence-of-significant-usage': /*i18n*/ {
    id: 'exhibitType.evidence-of-significant-usage',
    message: 'Evidence of significant usage',
  },
  patent: /*i18n*/ { id: 'exhibitType.patent', message: 'Patent' },
  'academic-contract-proposal': /*i18n*/ {
    id: 'exhibitType.academic-contract-proposal',
    message: 'Academic contract or proposal',
  },
  'high-remuneration': /*i18n*/ { id: 'exhibitType.high-remuneration', message: 'High remuneration' },
  'offer-letter': /*i18n*/ { id: 'exhibitType.offer-letter', message: 'Offer letter' },
  'pay-stubs': /*i18n*/ { id: 'exhibitType.pay-stubs', message: 'Pay stubs' },
  'tax-return': /*i18n*/ { id: 'exhibitType.tax-return', message: 'Tax return' },
  'pay-bonus': /*i18n*/ { id: 'exhibitType.pay-bonus', message: 'Bonus payments' },
  'pay-raise-evidence': /*i18n*/ { id: 'exhibitType.pay-raise-evidence', message: 'Pay raise evidence' },
  'equity-statement': /*i18n*/ { id: 'exhibitType.equity-statement', message: 'Equity statement' },
  'wage-comparison': /*i18n*/ { id: 'exhibitType.wage-comparison', message: 'Wage comparison' },
  membership: /*i18n*/ { id: 'exhibitType.membership', message: 'Membership' },
  'membership-documentation': /*i18n*/ { id: 'exhibitType.membership-documentation', message: 'Membership documentation' },
  'proof-of-membership-letter-or-email': /*i18n*/ {
    id: 'exhibitType.proof-of-membership-letter-or-email',
    message: 'Proof of membership (letter or e-mail)',
  },
  'proof-of-membership-profile-page': /*i18n*/ {
    id: 'exhibitType.proof-of-membership-profile-page',
    message: 'Proof of membership (profile page)',
  },
  'evidence-of-selection-criteria': /*i18n*/ {
    id: 'exhibitType.evidence-of-selection-criteria',
    message: 'Evidence of selection criteria',
  },
  'evidence-of-selectivity': /*i18n*/ { id: 'exhibitType.evidence-of-selectivity', message: 'Evidence of selectivity' },
  awards: /*i18n*/ { id: 'exhibitType.awards', message: 'Award' },
  'award-evidence': /*i18n*/ { id: 'exhibitType.award-evidence', message: 'Award evidence' },
  'evidence-of-industry-awards': /*i18n*/ {
    id: 'exhibitType.evidence-of-industry-awards',
    message: 'Evidence of industry awards',
  },
  'evidence-of-recognition': /*i18n*/ { id: 'exhibitType.evidence-of-recognition', message: 'Evidence of recognition' },
  'screenshot-of-event-or-prizes': /*i18n*/ {
    id: 'exhibitType.screenshot-of-event-or-prizes',
    message: 'Screenshot of event or prizes',
  },
  'link-to-event': /*i18n*/ { id: 'exhibitType.link-to-event', message: 'Link to event' },
  'profile-of-judges': /*i18n*/ { id: 'exhibitType.profile-of-judges', message: 'Profile of judges' },
  'vc-evidence': /*i18n*/ { id: 'exhibitType.vc-evidence', message: 'Venture funding evidence' },
  'funding-signature': /*i18n*/ { id: 'exhibitType.funding-signature', message: 'Funding signature' },
  judging: /*i18n*/ { id: 'exhibitType.judging', message: 'Judging' },
  'judging-invite-or-confirmation': /*i18n*/ {
    id: 'exhibitType.judging-invite-or-confirmation',
    message: 'Judging invite or confirmation',
  },
  'judging-documentation': /*i18n*/ { id: 'exhibitType.judging-documentation', message: 'Judging documentation' },
  judges: /*i18n*/ { id: 'exhibitType.judges', message: 'Judges' },
  authorship: /*i18n*/ { id: 'exhibitType.authorship', message: 'Authorship' },
  'journal-article': /*i18n*/ { id: 'exhibitType.journal-article', message: 'Journal article' },
  'academic-paper': /*i18n*/ { id: 'exhibitType.academic-paper', message: 'Academic paper' },
  'conference-presentation': /*i18n*/ { id: 'exhibitType.conference-presentation', message: 'Conference presentation' },
  'google-scholar-page': /*i18n*/ { id: 'exhibitType.google-scholar-page', message: 'Google Scholar page' },
  'evidence-of-citation': /*i18n*/ { id: 'exhibitType.evidence-of-citation', message: 'Evidence of citation' },
  'major-publication-work': /*i18n*/ { id: 'exhibitType.major-publication-work', message: 'Major publication work' },
  press: /*i18n*/ { id: 'exhibitType.press', message: 'Press' },
  'press-article': /*i18n*/ { id: 'exhibitType.press-article', message: 'Press article' },
  'press-summary': /*i18n*/ { id: 'exhibitType.press-summary', message: 'Press summary' },
  'publication-prominence': /*i18n*/ { id: 'exhibitType.publication-prominence', message: 'Publication prominence' },
  'articles-of-incorporation': /*i18n*/ { id: 'exhibitType.articles-of-incorporation', message: 'Articles of incorporation' },
  'tax-id-fein-document': /*i18n*/ { id: 'exhibitType.tax-id-fein-document', message: 'Tax ID (FEIN) document' },
  'name-change': /*i18n*/ { id: 'exhibitType.name-change', message: 'Name change' },
  'foreign-qualification': /*i18n*/ { id: 'exhibitType.foreign-qualification', message: 'Foreign qualification' },
  'corporate-tax-return': /*i18n*/ { id: 'exhibitType.corporate-tax-return', message: 'Corporate tax return' },
  'funding-document': /*i18n*/ { id: 'exhibitType.funding-document', message: 'Funding document' },
  passport: /*i18n*/ { id: 'exhibitType.passport', message: 'Passport' },
  'visa-stamp': /*i18n*/ { id: 'exhibitType.visa-stamp', message: 'Visa stamp' },
  'student-visa': /*i18n*/ { id: 'exhibitType.student-visa', message: 'Student visa' },
  ead: /*i18n*/ { id: 'exhibitType.ead', message: 'EAD card' },
  'i-94': /*i18n*/ { id: 'exhibitType.i-94', message: 'I-94 record' },
  'approval-notice': /*i18n*/ { id: 'exhibitType.approval-notice', message: 'Approval notice' },
  'support-letter': /*i18n*/ { id: 'exhibitType.support-letter', message: 'TN support letter' },
  'tn-occupation-list': /*i18n*/ { id: 'exhibitType.tn-occupation-list', message: 'TN occupation list' },
  'occupational-outlook-handbook': /*i18n*/ {
    id: 'exhibitType.occupational-outlook-handbook',
    message: 'Occupational Outlook Handbook',
  },
  transcript: /*i18n*/ { id: 'exhibitType.transcript', message: 'Transcript' },
  cv: /*i18n*/ { id: 'exhibitType.cv', message: 'CV' },
  'proof-of-enrollment': /*i18n*/ { id: 'exhibitType.proof-of-enrollment', message: 'Proof of enrollment' },
  'degree-certificate': /*i18n*/ { id: 'exhibitType.degree-certificate', message: 'Degree certificate' },
};

/**
 * The exhibit types customers know by another name than staff's catalogue name: the beneficiary's own CV, which the
 * catalogue calls "Beneficiary CV" (staff's word), is "CV (résumé)" on her checklist, and on Documents the same (a
 * document should keep one name wherever its owner reads it).
 */
const CUSTOMER_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  'beneficiary-cv': /*i18n*/ { id: 'checklist.name.beneficiary-cv', message: 'CV (résumé)' },
};

/** The name customers read for an exhibit type: their own where they know it by another, else the catalogue's. */
export function customerExhibitTypeMessage(typeId: string): MessageDescriptor | undefined {
  return CUSTOMER_NAMES[typeId] ?? EXHIBIT_TYPE_MESSAGES[typeId];
}

/**
 * An exhibit's title as the reader reads it: an exhibit still named by its type's catalogue name ('Passport', copied
 * from the exhibit type catalogue when it was made) in the reader's language, by the name customers know it by ('CV
 * (résumé)', not staff's 'Beneficiary CV'); a name staff wrote or changed
 * ('Expert letter: Prof. Ethan Caldwell') as it is. Without `i18n`, as stored.
 */
export function exhibitDisplayName(exhibit: { name: string; exhibitType?: string | null }, i18n?: I18n): string {
  const typeId = exhibit.exhibitType ? exhibitTypeIdForOnboarding(exhibit.exhibitType) : null;
  const descriptor = typeId ? customerExhibitTypeMessage(typeId) : undefined;
  if (!i18n || !typeId || !descriptor || getExhibitType(typeId).name !== exhibit.name) return exhibit.name;
  return i18n._(descriptor);
}
