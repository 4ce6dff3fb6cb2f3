import type { MessageDescriptor } from '@lingui/core';

/**
 * The checklist's step descriptions as the beneficiary reads them (checklist-texts.ts), by exhibit type id: the exhibit
 * types' descriptions (packages/domain exhibit-types.ts) with "the beneficiary" as "you" and staff's words ("attached
 * as sub-exhibits", autogen, "reusable across petitions") as the beneficiary's; the others in the domain's own words.
 */
export const EXHIBIT_DESCRIPTIONS: Readonly<Record<string, MessageDescriptor>> = {
  'beneficiary-cv': /*i18n*/ {
    id: 'checklist.description.beneficiary-cv',
    message: 'Your current CV or résumé: your education, positions, publications and honors.',
  },
  'org-chart': /*i18n*/ {
    id: 'checklist.description.org-chart',
    message: 'Organization chart showing your position; it must fit an 8.5 by 11 inch page.',
  },
  'expert-letter': /*i18n*/ {
    id: 'checklist.description.expert-letter',
    message:
      'An independent expert on the significance of your work: U.S.-based, 5-10 years of experience, no financial ties to you.',
  },
  'cap-table': /*i18n*/ { id: 'checklist.description.cap-table', message: 'Capitalization table showing your ownership.' },
  'internal-docs': /*i18n*/ {
    id: 'checklist.description.internal-docs',
    message: 'Plans, reports or e-mails showing decisions you led.',
  },
  calendar: /*i18n*/ {
    id: 'checklist.description.calendar',
    message: 'Calendar excerpts showing you leading key meetings with executives, customers or investors.',
  },
  'customer-contract': /*i18n*/ {
    id: 'checklist.description.customer-contract',
    message: 'Contracts with major customers you won or are responsible for.',
  },
  'original-contributions-summary': /*i18n*/ {
    id: 'checklist.description.original-contributions-summary',
    message: 'Your own account of each contribution and why it matters.',
  },
  'product-roadmap': /*i18n*/ {
    id: 'checklist.description.product-roadmap',
    message: 'Roadmap showing the product or feature you created.',
  },
  'technical-doc': /*i18n*/ {
    id: 'checklist.description.technical-doc',
    message: 'Design documents, specifications or white papers you wrote.',
  },
  'original-code': /*i18n*/ {
    id: 'checklist.description.original-code',
    message: 'Screenshots of code you wrote, at most {count}.',
  },
  'code-contributor-page': /*i18n*/ {
    id: 'checklist.description.code-contributor-page',
    message: 'A project’s contributor page listing you.',
  },
  'code-project-ownership': /*i18n*/ {
    id: 'checklist.description.code-project-ownership',
    message: 'Proof you created or maintain a widely used project.',
  },
  patent: /*i18n*/ {
    id: 'checklist.description.patent',
    message: 'A granted patent or published application naming you as inventor.',
  },
  'academic-contract-proposal': /*i18n*/ {
    id: 'checklist.description.academic-contract-proposal',
    message: 'Research grants, contracts or funded proposals you led.',
  },
  'high-remuneration': /*i18n*/ {
    id: 'checklist.description.high-remuneration',
    message: 'A summary of your pay; its proof is asked for in the next items.',
  },
  membership: /*i18n*/ {
    id: 'checklist.description.membership',
    message: 'One association you belong to; its proof is asked for in the next items.',
  },
  'proof-of-membership-letter-or-email': /*i18n*/ {
    id: 'checklist.description.proof-of-membership-letter-or-email',
    message: 'The letter or e-mail admitting you.',
  },
  'proof-of-membership-profile-page': /*i18n*/ {
    id: 'checklist.description.proof-of-membership-profile-page',
    message: 'Your member profile on the association’s site.',
  },
  'screenshot-of-event-or-prizes': /*i18n*/ {
    id: 'checklist.description.screenshot-of-event-or-prizes',
    message: 'Screenshots of the event page or prize list naming you.',
  },
  judges: /*i18n*/ {
    id: 'checklist.description.judges',
    message: 'The panel you sat on, showing you judged alongside recognized experts.',
  },
  authorship: /*i18n*/ {
    id: 'checklist.description.authorship',
    message: 'Your scholarly articles; your case team may gather them from your Google Scholar profile.',
  },
  'journal-article': /*i18n*/ {
    id: 'checklist.description.journal-article',
    message: 'An article you wrote in a professional journal.',
  },
  'academic-paper': /*i18n*/ {
    id: 'checklist.description.academic-paper',
    message: 'A scholarly paper you wrote or co-wrote.',
  },
  'conference-presentation': /*i18n*/ {
    id: 'checklist.description.conference-presentation',
    message: 'A paper or talk you presented at a professional conference.',
  },
  'google-scholar-page': /*i18n*/ {
    id: 'checklist.description.google-scholar-page',
    message: 'Your Google Scholar profile with publications and citations.',
  },
  'evidence-of-citation': /*i18n*/ {
    id: 'checklist.description.evidence-of-citation',
    message: 'Citations of your work by others.',
  },
  'major-publication-work': /*i18n*/ {
    id: 'checklist.description.major-publication-work',
    message: 'Articles you wrote in major trade publications or media.',
  },
  press: /*i18n*/ {
    id: 'checklist.description.press',
    message: 'Coverage of you; each article is asked for in the next items.',
  },
  'press-article': /*i18n*/ {
    id: 'checklist.description.press-article',
    message: 'An article about you or your work, with its title, date and author.',
  },
  'press-summary': /*i18n*/ {
    id: 'checklist.description.press-summary',
    message: 'Summary of the coverage you received.',
  },

  'critical-role': /*i18n*/ {
    id: 'checklist.description.critical-role',
    message: 'One critical role; its proof is asked for in the next items.',
  },
  'distinguished-reputation': /*i18n*/ {
    id: 'checklist.description.distinguished-reputation',
    message: 'Shows the organization has a distinguished reputation: press, funding, rankings, notable customers.',
  },
  'pitch-deck': /*i18n*/ { id: 'checklist.description.pitch-deck', message: 'The company’s investor presentation, 4-10 slides.' },
  'promotion-evidence': /*i18n*/ {
    id: 'checklist.description.promotion-evidence',
    message: 'Proof of promotions to positions of growing responsibility.',
  },
  'original-contribution': /*i18n*/ {
    id: 'checklist.description.original-contribution',
    message: 'One contribution of major significance; its proof is asked for in the next items.',
  },
  'original-contribution-evidence': /*i18n*/ {
    id: 'checklist.description.original-contribution-evidence',
    message: 'Proof the contribution is original and yours: 1-2 authorship documents and 1-2 documents of its adoption.',
  },
  'code-contribution': /*i18n*/ {
    id: 'checklist.description.code-contribution',
    message: 'Commits or pull requests to significant software projects.',
  },
  'user-count-or-revenue': /*i18n*/ {
    id: 'checklist.description.user-count-or-revenue',
    message: 'Usage or revenue figures of the product built on the contribution.',
  },
  'evidence-of-commercial-adoption': /*i18n*/ {
    id: 'checklist.description.evidence-of-commercial-adoption',
    message: 'Companies or customers that adopted the contribution.',
  },
  'evidence-of-significant-usage': /*i18n*/ {
    id: 'checklist.description.evidence-of-significant-usage',
    message: 'Downloads, installs, stars or similar figures showing wide use.',
  },
  'degree-certificate': /*i18n*/ {
    id: 'checklist.description.degree-certificate',
    message: 'Your diploma or degree certificate.',
  },
  transcript: /*i18n*/ { id: 'checklist.description.transcript', message: 'Academic transcripts of your degree.' },
  cv: /*i18n*/ { id: 'checklist.description.cv', message: 'Your resume or CV for the TN position.' },
  'proof-of-enrollment': /*i18n*/ {
    id: 'checklist.description.proof-of-enrollment',
    message: 'Enrollment or graduation letter from your school.',
  },
  'offer-letter': /*i18n*/ {
    id: 'checklist.description.offer-letter',
    message: 'The offer of employment stating position, salary and start date.',
  },
  'pay-stubs': /*i18n*/ { id: 'checklist.description.pay-stubs', message: 'Three consecutive pay stubs.' },
  'tax-return': /*i18n*/ {
    id: 'checklist.description.tax-return',
    message: 'Personal tax returns or W-2 forms showing earnings.',
  },
  'pay-bonus': /*i18n*/ { id: 'checklist.description.pay-bonus', message: 'Proof of bonuses paid.' },
  'pay-raise-evidence': /*i18n*/ {
    id: 'checklist.description.pay-raise-evidence',
    message: 'Letters or records of salary increases.',
  },
  'equity-statement': /*i18n*/ {
    id: 'checklist.description.equity-statement',
    message: 'Stock option or equity grant statements and their value.',
  },
  'membership-documentation': /*i18n*/ {
    id: 'checklist.description.membership-documentation',
    message: 'Certificate, card or letter confirming the membership.',
  },
  'evidence-of-selection-criteria': /*i18n*/ {
    id: 'checklist.description.evidence-of-selection-criteria',
    message: 'Admission rules showing members must have outstanding achievements judged by experts.',
  },
  'evidence-of-selectivity': /*i18n*/ {
    id: 'checklist.description.evidence-of-selectivity',
    message: 'Acceptance rates or figures showing how few applicants are admitted or win.',
  },
  awards: /*i18n*/ {
    id: 'checklist.description.awards',
    message: 'One prize or award; its proof is asked for in the next items.',
  },
  'award-evidence': /*i18n*/ {
    id: 'checklist.description.award-evidence',
    message: 'Certificate, letter or announcement of the award.',
  },
  'evidence-of-industry-awards': /*i18n*/ {
    id: 'checklist.description.evidence-of-industry-awards',
    message: 'Proof the award is recognized nationally or internationally in the industry.',
  },
  'evidence-of-recognition': /*i18n*/ {
    id: 'checklist.description.evidence-of-recognition',
    message: 'Coverage or other recognition of the award and its winners.',
  },
  'link-to-event': /*i18n*/ { id: 'checklist.description.link-to-event', message: 'Link to the event or competition page.' },
  'profile-of-judges': /*i18n*/ {
    id: 'checklist.description.profile-of-judges',
    message: 'Profiles of those who judged the award, showing their standing.',
  },
  'vc-evidence': /*i18n*/ {
    id: 'checklist.description.vc-evidence',
    message: 'Investment won from reputable venture investors, as recognition of excellence.',
  },
  'funding-signature': /*i18n*/ {
    id: 'checklist.description.funding-signature',
    message: 'Signed funding agreements or the investors’ signature pages.',
  },
  judging: /*i18n*/ {
    id: 'checklist.description.judging',
    message: 'One judging engagement; its proof is asked for in the next items.',
  },
  'judging-invite-or-confirmation': /*i18n*/ {
    id: 'checklist.description.judging-invite-or-confirmation',
    message: 'The invitation to judge or review, or its confirmation.',
  },
  'judging-documentation': /*i18n*/ {
    id: 'checklist.description.judging-documentation',
    message: 'Proof of the judging itself: reviews, score sheets or the judges page.',
  },
  'publication-prominence': /*i18n*/ {
    id: 'checklist.description.publication-prominence',
    message: 'Circulation or audience figures showing the publication is major media.',
  },
};
