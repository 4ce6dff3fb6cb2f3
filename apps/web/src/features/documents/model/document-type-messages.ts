// Shared with the employer wizard and the beneficiary checklist, so kept in lib/i18n.
export { COMPANY_DOCUMENT_MESSAGES } from '@/lib/i18n/company-document-messages.ts';
export { EXHIBIT_TYPE_MESSAGES } from '@/lib/i18n/exhibit-type-messages.ts';

/*
 * The names of document types customers see on Documents (issue 36), in the catalogues: COMPANY_DOCUMENT_TYPE_LABELS
 * and the exhibit type catalogue's names (packages/domain exhibit-types.ts), whose English they repeat exactly
 * (document-type-label.test.ts holds them equal).
 */
