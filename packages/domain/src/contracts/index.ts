/** REST contracts: each route's request and response written once, used by the API and the web app. */
export * from './rest-contract.ts';
export * from './storable-text.ts';
export * from './files.ts';
export * from './exhibits.ts';
export * from './ocr.ts';
export * from './client-config.ts';
export * from './letters.ts';
export * from './writing.ts';
export * from './research-agent.ts';
export * from './letter-documents.ts';
export * from './uscis-forms.ts';
export * from './typed-form-details.ts';
export * from './case-list.ts';
export * from './receipt-notice.ts';
export * from './passport-confirmations.ts';
export * from './rfe.ts';
export * from './uscis-form-editions.ts';
