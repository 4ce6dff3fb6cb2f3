import type { ImmigrationDocumentType } from '@app/domain';
import type { MessageDescriptor } from '@lingui/core';

/**
 * IMMIGRATION_DOCUMENT_TYPE_LABELS (packages/domain) in the catalogues (issue 36): the papers a beneficiary files on
 * Documents. A translated name keeps the USCIS English term beside it; form numbers stay as they are.
 */
export const IMMIGRATION_DOCUMENT_MESSAGES: Record<ImmigrationDocumentType, MessageDescriptor> = {
  APPROVAL_NOTICE: /*i18n*/ { id: 'immigrationDocument.APPROVAL_NOTICE', message: 'Approval Notice' },
  DS_2019: /*i18n*/ { id: 'immigrationDocument.DS_2019', message: 'DS-2019' },
  EAD_CARD: /*i18n*/ { id: 'immigrationDocument.EAD_CARD', message: 'EAD Card' },
  I_20: /*i18n*/ { id: 'immigrationDocument.I_20', message: 'I-20' },
  I_94: /*i18n*/ { id: 'immigrationDocument.I_94', message: 'I-94' },
  I_94_HISTORY: /*i18n*/ { id: 'immigrationDocument.I_94_HISTORY', message: 'I-94 History' },
  PASSPORT: /*i18n*/ { id: 'immigrationDocument.PASSPORT', message: 'Passport' },
  STUDENT_VISA: /*i18n*/ { id: 'immigrationDocument.STUDENT_VISA', message: 'Student Visa' },
  VISA: /*i18n*/ { id: 'immigrationDocument.VISA', message: 'Visa' },
  VISA_STAMP: /*i18n*/ { id: 'immigrationDocument.VISA_STAMP', message: 'Visa Stamp' },
};
