import {
  ENUM_VALUE_PATTERN,
  FORM_TYPES,
  IMMIGRATION_DOCUMENT_TYPES,
  COMPANY_DOCUMENT_TYPES,
  USER_DOCUMENT_TYPES,
} from '@app/domain';
import { describe, expect, it } from 'vitest';
import { documentTypeLabel } from './document-type-label.ts';

describe('documentTypeLabel', () => {
  it('names forms by their number and the fee payment in words', () => {
    expect(documentTypeLabel('I129')).toBe('Form I-129');
    expect(documentTypeLabel('G28')).toBe('Form G-28');
    expect(documentTypeLabel('CREDIT_CARD')).toBe('Credit card payment');
  });

  it('names immigration papers, company papers and evidence types from the domain catalogues', () => {
    expect(documentTypeLabel('I_94')).toBe('I-94');
    expect(documentTypeLabel('code-contributor-page')).toBe('Code contributor page');
    expect(documentTypeLabel('PRESS_ARTICLE')).toBe('Press article');
    expect(documentTypeLabel('other')).toBe('Other document');
    expect(documentTypeLabel('board_minutes-2024')).toBe('Board minutes 2024');
  });

  it('never shows a wire value for any type the app stores', () => {
    const all = [...FORM_TYPES, ...IMMIGRATION_DOCUMENT_TYPES, ...COMPANY_DOCUMENT_TYPES, ...USER_DOCUMENT_TYPES];
    for (const type of all) {
      const label = documentTypeLabel(type);
      if (/[-_]/.test(type)) expect(label, type).not.toBe(type);
      expect(ENUM_VALUE_PATTERN.test(label), `${type} → ${label}`).toBe(false);
      expect(label, type).not.toMatch(/^[a-z0-9]+(-[a-z0-9]+)+$/);
    }
  });
});
