/** Corporate documents a company keeps with the provider (Postgres enum app_public.company_document_type). */
export const COMPANY_DOCUMENT_TYPES = [
  'ARTICLES_OF_INCORPORATION',
  'BANK_STATEMENT',
  'BUSINESS_LICENSE',
  'CERTIFICATE_OF_INCORPORATION',
  'COMPANY_BYLAWS',
  'COMPANY_OVERVIEW',
  'CORPORATE_TAX_RETURN',
  'CUSTOMER_CONTRACTS',
  'FOREIGN_QUALIFICATION',
  'FUNDING_DOCUMENT',
  'NAME_CHANGE',
  'SAFE_DOCUMENTATION',
  'TAX_ID_FEIN_DOCUMENT',
  'TBD',
  'TERM_SHEET',
] as const;
export type CompanyDocumentType = (typeof COMPANY_DOCUMENT_TYPES)[number];

export const COMPANY_DOCUMENT_TYPE_LABELS: Readonly<Record<CompanyDocumentType, string>> = {
  ARTICLES_OF_INCORPORATION: 'Articles of Incorporation',
  BANK_STATEMENT: 'Bank Statement',
  BUSINESS_LICENSE: 'Business License',
  CERTIFICATE_OF_INCORPORATION: 'Certificate of Incorporation',
  COMPANY_BYLAWS: 'Company Bylaws',
  COMPANY_OVERVIEW: 'Company Overview',
  CORPORATE_TAX_RETURN: 'Corporate Tax Return',
  CUSTOMER_CONTRACTS: 'Customer Contracts',
  FOREIGN_QUALIFICATION: 'Foreign Qualification',
  FUNDING_DOCUMENT: 'Funding Document',
  NAME_CHANGE: 'Name Change',
  SAFE_DOCUMENTATION: 'SAFE Documentation',
  TAX_ID_FEIN_DOCUMENT: 'Tax ID / FEIN Document',
  TBD: 'TBD',
  TERM_SHEET: 'Term Sheet',
};

/**
 * Employer onboarding (spec 3 §3) names document types in camel case; these are
 * the stored values they stand for.
 */
export const EMPLOYER_ONBOARDING_COMPANY_DOCUMENT_TYPES = {
  ArticlesOfIncorporation: 'ARTICLES_OF_INCORPORATION',
  TaxIdFeinDocument: 'TAX_ID_FEIN_DOCUMENT',
  NameChange: 'NAME_CHANGE',
  FundingDocument: 'FUNDING_DOCUMENT',
  BankStatement: 'BANK_STATEMENT',
  SafeDocumentation: 'SAFE_DOCUMENTATION',
  TermSheet: 'TERM_SHEET',
  CustomerContracts: 'CUSTOMER_CONTRACTS',
  ForeignQualification: 'FOREIGN_QUALIFICATION',
  CorporateTaxReturn: 'CORPORATE_TAX_RETURN',
} as const satisfies Readonly<Record<string, CompanyDocumentType>>;
export type EmployerOnboardingCompanyDocumentName = keyof typeof EMPLOYER_ONBOARDING_COMPANY_DOCUMENT_TYPES;

/** Corporate documents step: Next needs both of these (spec 3 §5); the name change is optional. */
export const REQUIRED_CORPORATE_DOCUMENT_TYPES = [
  'ARTICLES_OF_INCORPORATION',
  'TAX_ID_FEIN_DOCUMENT',
] as const satisfies readonly CompanyDocumentType[];

/** Foreign docs step: one of the two proofs is enough. */
export const FOREIGN_PROOF_DOCUMENT_TYPES = [
  'FOREIGN_QUALIFICATION',
  'CORPORATE_TAX_RETURN',
] as const satisfies readonly CompanyDocumentType[];

/** Funding documents step: any one of these counts as funding proof. */
export const FUNDING_DOCUMENT_TYPES = [
  'FUNDING_DOCUMENT',
  'BANK_STATEMENT',
  'SAFE_DOCUMENTATION',
  'TERM_SHEET',
] as const satisfies readonly CompanyDocumentType[];
