import type { CompanyDocumentType } from '@app/domain';
import type { MessageDescriptor } from '@lingui/core';

/**
 * The company document types' names customers see (issue 36: Documents and the employer wizard), in the catalogues:
 * COMPANY_DOCUMENT_TYPE_LABELS, whose English they repeat exactly (features/documents document-type-label.test.ts
 * holds them equal). A translated name keeps the USCIS English term beside it where
 * precision matters; form numbers and names of documents (I-94, EAD) stay as they are.
 */
export const COMPANY_DOCUMENT_MESSAGES: Record<CompanyDocumentType, MessageDescriptor> = {
  ARTICLES_OF_INCORPORATION: /*i18n*/ { id: 'companyDocument.ARTICLES_OF_INCORPORATION', message: 'Articles of Incorporation' },
  BANK_STATEMENT: /*i18n*/ { id: 'companyDocument.BANK_STATEMENT', message: 'Bank Statement' },
  BUSINESS_LICENSE: /*i18n*/ { id: 'companyDocument.BUSINESS_LICENSE', message: 'Business License' },
  CERTIFICATE_OF_INCORPORATION: /*i18n*/ {
    id: 'companyDocument.CERTIFICATE_OF_INCORPORATION',
    message: 'Certificate of Incorporation',
  },
  COMPANY_BYLAWS: /*i18n*/ { id: 'companyDocument.COMPANY_BYLAWS', message: 'Company Bylaws' },
  COMPANY_OVERVIEW: /*i18n*/ { id: 'companyDocument.COMPANY_OVERVIEW', message: 'Company Overview' },
  CORPORATE_TAX_RETURN: /*i18n*/ { id: 'companyDocument.CORPORATE_TAX_RETURN', message: 'Corporate Tax Return' },
  CUSTOMER_CONTRACTS: /*i18n*/ { id: 'companyDocument.CUSTOMER_CONTRACTS', message: 'Customer Contracts' },
  FOREIGN_QUALIFICATION: /*i18n*/ { id: 'companyDocument.FOREIGN_QUALIFICATION', message: 'Foreign Qualification' },
  FUNDING_DOCUMENT: /*i18n*/ { id: 'companyDocument.FUNDING_DOCUMENT', message: 'Funding Document' },
  NAME_CHANGE: /*i18n*/ { id: 'companyDocument.NAME_CHANGE', message: 'Name Change' },
  SAFE_DOCUMENTATION: /*i18n*/ { id: 'companyDocument.SAFE_DOCUMENTATION', message: 'SAFE Documentation' },
  TAX_ID_FEIN_DOCUMENT: /*i18n*/ { id: 'companyDocument.TAX_ID_FEIN_DOCUMENT', message: 'Tax ID / FEIN Document' },
  TBD: /*i18n*/ { id: 'companyDocument.TBD', message: 'TBD' },
  TERM_SHEET: /*i18n*/ { id: 'companyDocument.TERM_SHEET', message: 'Term Sheet' },
};
