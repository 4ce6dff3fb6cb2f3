import {
  COMPANY_DOCUMENT_TYPE_LABELS,
  FORM_TYPE_LABELS,
  IMMIGRATION_DOCUMENT_TYPE_LABELS,
  exhibitTypeIdForOnboarding,
  getExhibitType,
  humanizeCode,
  isOneOf,
  COMPANY_DOCUMENT_TYPES,
  IMMIGRATION_DOCUMENT_TYPES,
} from '@app/domain';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { customerExhibitTypeMessage } from '@/lib/i18n/exhibit-type-messages.ts';
import { COMPANY_DOCUMENT_MESSAGES } from './document-type-messages.ts';
import { IMMIGRATION_DOCUMENT_MESSAGES } from './immigration-document-messages.ts';

const CREDIT_CARD = /*i18n*/ { id: 'documentType.creditCard', message: 'Credit card payment' };
const FORM = /*i18n*/ { id: 'documentType.form', message: 'Form {number}' };
const OTHER = /*i18n*/ { id: 'documentType.other', message: 'Other document' };
const DOCUMENT = /*i18n*/ { id: 'documentType.document', message: 'Document' };

/**
 * The words a document's type is shown in on /docs (issue 26: never 'Form CREDIT_CARD' or
 * 'code-contributor-page'): a government form by its number ('Form I-129'), the fee payment as 'Credit card
 * payment', immigration and company papers and evidence types by their catalogue names, 'other' as 'Other
 * document', and any type no table knows (provider documents are free text) in plain words. With `i18n`, in the
 * reader's language (issue 36: the catalogue entries repeat the domain's English names); without, in English.
 */
export function documentTypeLabel(type: string, i18n?: I18n): string {
  const say = (descriptor: MessageDescriptor, english: string, values?: Record<string, string>) =>
    i18n ? i18n._({ ...descriptor, ...(values ? { values } : {}) }) : english;
  if (type === 'CREDIT_CARD') return say(CREDIT_CARD, 'Credit card payment');
  if (Object.hasOwn(FORM_TYPE_LABELS, type)) {
    const number = FORM_TYPE_LABELS[type as keyof typeof FORM_TYPE_LABELS];
    return say(FORM, `Form ${number}`, { number });
  }
  if (isOneOf(IMMIGRATION_DOCUMENT_TYPES, type)) {
    return say(IMMIGRATION_DOCUMENT_MESSAGES[type], IMMIGRATION_DOCUMENT_TYPE_LABELS[type]);
  }
  if (isOneOf(COMPANY_DOCUMENT_TYPES, type)) return say(COMPANY_DOCUMENT_MESSAGES[type], COMPANY_DOCUMENT_TYPE_LABELS[type]);
  // Evidence is filed under its exhibit's catalogue id ('press-article'), onboarding spells it PRESS_ARTICLE.
  const exhibitTypeId = exhibitTypeIdForOnboarding(type);
  if (exhibitTypeId) {
    const name = getExhibitType(exhibitTypeId).name;
    // Customers read their own names for them ('CV (résumé)'); the English without i18n stays the catalogue's.
    const descriptor = customerExhibitTypeMessage(exhibitTypeId);
    return descriptor ? say(descriptor, name) : name;
  }
  if (type.trim().toLowerCase() === 'other') return say(OTHER, 'Other document');
  return humanizeCode(type) || say(DOCUMENT, 'Document');
}
