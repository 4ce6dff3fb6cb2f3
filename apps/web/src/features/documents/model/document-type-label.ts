import {
  COMPANY_DOCUMENT_TYPE_LABELS,
  FORM_TYPE_LABELS,
  IMMIGRATION_DOCUMENT_TYPE_LABELS,
  exhibitTypeIdForOnboarding,
  getExhibitType,
  humanizeCode,
} from '@app/domain';

/**
 * The words a document's type is shown in on /docs (issue 26: never 'Form CREDIT_CARD' or
 * 'code-contributor-page'): a government form by its number ('Form I-129'), the fee payment as 'Credit card
 * payment', immigration and company papers and evidence types by their catalogue names, 'other' as 'Other
 * document', and any type no table knows (provider documents are free text) in plain words.
 */
export function documentTypeLabel(type: string): string {
  if (type === 'CREDIT_CARD') return 'Credit card payment';
  if (Object.hasOwn(FORM_TYPE_LABELS, type)) return `Form ${FORM_TYPE_LABELS[type as keyof typeof FORM_TYPE_LABELS]}`;
  const labelTables: Readonly<Record<string, string>>[] = [IMMIGRATION_DOCUMENT_TYPE_LABELS, COMPANY_DOCUMENT_TYPE_LABELS];
  for (const labels of labelTables) if (Object.hasOwn(labels, type)) return labels[type] as string;
  // Evidence is filed under its exhibit's catalogue id ('press-article'), onboarding spells it PRESS_ARTICLE.
  const exhibitTypeId = exhibitTypeIdForOnboarding(type);
  if (exhibitTypeId) return getExhibitType(exhibitTypeId).name;
  if (type.trim().toLowerCase() === 'other') return 'Other document';
  return humanizeCode(type) || 'Document';
}
