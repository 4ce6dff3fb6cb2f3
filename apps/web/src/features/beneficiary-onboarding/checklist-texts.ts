import { EXHIBIT_TYPES, ORIGINAL_CODE_MAX_FILES, PETITION_MODULE_TYPE_DETAILS } from '@app/domain';
import type { I18n, MessageDescriptor } from '@lingui/core';

/*
 * The checklist's step descriptions and module subtitles come from the exhibit and module types (packages/domain
 * exhibit-types.ts, module-types.ts), written for staff: "Screenshots of code the beneficiary wrote". The beneficiary
 * reads them addressed to them ("Screenshots of code you wrote") and in their language; staff keep the types' own
 * text (builder, Entities). Keyed by the type's English text, which is what the checklist item carries
 * (start_beneficiary_onboarding copies it); a text not here (an edited one, a type without "the beneficiary") is
 * shown as it is. docs/decisions.md, "The checklist speaks to the beneficiary as you".
 */

const EXHIBIT_DESCRIPTIONS: Readonly<Record<string, MessageDescriptor>> = {
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
};

const MODULE_SUBTITLES: Readonly<Record<string, MessageDescriptor>> = {
  'critical-role': /*i18n*/ {
    id: 'checklist.subtitle.critical-role',
    message: 'You have held a critical or essential role for an organization with a distinguished reputation.',
  },
  press: /*i18n*/ {
    id: 'checklist.subtitle.press',
    message: 'Published material about you and your work in professional or major trade publications or other major media.',
  },
};

/** Staff text → the beneficiary's entry, from the types' own texts (a type renamed in the domain drops out, never lies). */
const BY_STAFF_TEXT = new Map<string, MessageDescriptor>([
  ...EXHIBIT_TYPES.flatMap((type) => {
    const descriptor = EXHIBIT_DESCRIPTIONS[type.id];
    return descriptor ? [[type.description, descriptor] as const] : [];
  }),
  ...Object.entries(PETITION_MODULE_TYPE_DETAILS).flatMap(([type, details]) => {
    const descriptor = MODULE_SUBTITLES[type];
    return descriptor ? [[details.description, descriptor] as const] : [];
  }),
]);

/** The exhibit types and module types whose texts the beneficiary reads reworded (for the test). */
export const REWORDED_EXHIBIT_TYPES = Object.keys(EXHIBIT_DESCRIPTIONS);
export const REWORDED_MODULE_TYPES = Object.keys(MODULE_SUBTITLES);

/** A checklist item's description or a module's subtitle as the beneficiary reads it: to them, in their language. */
export function checklistText(i18n: I18n, text: string): string {
  const descriptor = BY_STAFF_TEXT.get(text);
  return descriptor ? i18n._({ ...descriptor, values: { count: ORIGINAL_CODE_MAX_FILES } }) : text;
}
